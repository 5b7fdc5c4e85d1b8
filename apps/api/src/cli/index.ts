import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DomainError } from '../platform/errors.js';
import { CommandError, UsageError, type CliCommand, type CliIo } from './command.js';
import { couponsCreateCommand } from './commands/coupons-create.js';
import { invoicesMarkPaidCommand } from './commands/invoices-mark-paid.js';
import { invoicesVoidCommand } from './commands/invoices-void.js';
import { jobsListCommand } from './commands/jobs-list.js';
import { jobsRetryCommand } from './commands/jobs-retry.js';
import { jobsRunCommand } from './commands/jobs-run.js';
import { paymentsSettleCommand } from './commands/payments-settle.js';
import { reportsImportCommand } from './commands/reports-import.js';

const COMMANDS: CliCommand[] = [
  reportsImportCommand,
  invoicesMarkPaidCommand,
  invoicesVoidCommand,
  couponsCreateCommand,
  paymentsSettleCommand,
  jobsRunCommand,
  jobsListCommand,
  jobsRetryCommand,
];

const HELP: NonNullable<ParseArgsConfig['options']> = { help: { type: 'boolean', short: 'h' } };

const USAGE = `Usage: pnpm --filter @firm/api cli <command> [options]

Commands:
${COMMANDS.map((command) => command.usage).join('\n\n')}

Uses the server's database, files and mail: DATA_DIR (default ./data) or DATABASE_URL; files in S3 when the S3_*
variables are set; mail goes to the outbox in DATA_DIR unless SMTP_URL is set.`;

const io: CliIo = {
  print: (text) => process.stdout.write(`${text}\n`),
  printError: (text) => process.stderr.write(`${text}\n`),
};
const describe = (problem: unknown) =>
  problem instanceof Error ? (problem.stack ?? problem.message) : String(problem);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Exit codes: 0 all done, 1 something failed, 2 the command line was wrong. */
async function main(argv: string[]): Promise<number> {
  const wrong = (problem: string) => {
    io.printError(`${problem}\n\n${USAGE}`);
    return 2;
  };
  // Every command's options, only to find the command's name wherever options stand.
  const allOptions = Object.assign({}, HELP, ...COMMANDS.map((command) => command.options)) as NonNullable<
    ParseArgsConfig['options']
  >;
  let first;
  try {
    first = parseArgs({ args: argv, options: allOptions, allowPositionals: true });
  } catch (error) {
    return wrong(messageOf(error));
  }
  if (first.values.help) {
    io.print(USAGE);
    return 0;
  }
  const [name] = first.positionals;
  if (name === undefined) return wrong('Name a command.');
  const command = COMMANDS.find((each) => each.name === name);
  if (!command) return wrong(`Unknown command "${name}".`);

  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...HELP, ...command.options }, allowPositionals: true });
  } catch (error) {
    return wrong(messageOf(error));
  }
  try {
    return await command.run({ values: parsed.values, positionals: parsed.positionals.slice(1) }, io);
  } catch (error) {
    if (error instanceof UsageError) return wrong(error.message);
    // A service's refusal (not found, conflict, invalid…) is the command's answer: its message, exit code 1.
    if (error instanceof CommandError || error instanceof DomainError) {
      io.printError(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  io.printError(describe(error));
  return 1;
});
