import type { ParseArgsConfig } from 'node:util';

/** What a command prints: results to stdout, problems to stderr. */
export interface CliIo {
  print(line: string): void;
  printError(text: string): void;
}

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface CliCommand {
  name: string;
  /** Its lines of the usage text: the synopsis, then what it does, indented. */
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Runs the command on its parsed command line; a wrong command line throws UsageError. The exit code. */
  run(args: { values: OptionValues; positionals: string[] }, io: CliIo): Promise<number>;
}

/** The command line is wrong (exit code 2, with the usage). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The command ran but could not do what was asked; the message says why (exit code 1, no stack). */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

/** A string option's value, trimmed; undefined when absent. */
export function stringOption(values: OptionValues, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Refuses positionals beyond the `expected` ones. */
export function noExtraArguments(positionals: string[], expected: number, hint = ''): void {
  const extra = positionals.slice(expected);
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}${hint}`);
}
