import { readFile } from 'node:fs/promises';

/**
 * The statements of one of the migrations in `drizzle/` that begin with `start`, without their comments: a
 * migration's data step, run in a test against the rows it was written for.
 */
export async function migrationStatements(file: string, start: string): Promise<string[]> {
  const text = await readFile(new URL(`../../drizzle/${file}`, import.meta.url), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.startsWith(start));
}
