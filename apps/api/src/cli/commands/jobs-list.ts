import type { JobRow } from '../../platform/database/schema.js';
import type { JobStatus } from '../../platform/jobs/repository.js';
import { noExtraArguments, stringOption, UsageError, type CliCommand } from '../command.js';
import { withCliContext } from '../context.js';

const STATUSES: readonly JobStatus[] = ['pending', 'running', 'done', 'failed'];
const MAX_LIMIT = 1000;
/** A last error is shown on one line, cut here; the stored one is at most 1,000 characters. */
const ERROR_WIDTH = 120;

function status(value: string | undefined): JobStatus | undefined {
  if (value === undefined) return undefined;
  const found = STATUSES.find((each) => each === value.toLowerCase());
  if (!found) throw new UsageError(`--status must be one of ${STATUSES.join(', ')} (got "${value}").`);
  return found;
}

function limit(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1 && number <= MAX_LIMIT))
    throw new UsageError(`--limit must be a whole number from 1 to ${MAX_LIMIT} (got "${value}").`);
  return number;
}

const instant = (date: Date) => date.toISOString().replace(/\.000Z$/, 'Z');

function oneLine(text: string | null): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > ERROR_WIDTH ? `${flat.slice(0, ERROR_WIDTH - 1)}…` : flat;
}

/** The jobs as a table, one per line. Never the payload: a queued mail holds its one-time code. */
export function jobsTable(rows: JobRow[]): string[] {
  const table = [
    ['id', 'name', 'status', 'attempts', 'run at', 'last error'],
    ...rows.map((job) => [
      job.id,
      job.name,
      job.status,
      `${job.attempts}/${job.maxAttempts}`,
      instant(job.runAt),
      oneLine(job.lastError),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  return table.map((cells) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

export const jobsListCommand: CliCommand = {
  name: 'jobs:list',
  usage: `  jobs:list [--status pending|running|done|failed] [--limit <N>]
      Lists the newest queued jobs (50 unless --limit says otherwise, at most ${MAX_LIMIT}), of one status when
      given: id, name, status, attempts made of those allowed, when it runs (next), and the last error.`,
  options: { status: { type: 'string' }, limit: { type: 'string' } },

  async run({ values, positionals }, io) {
    noExtraArguments(positionals, 0);
    const filter = {
      status: status(stringOption(values, 'status')),
      limit: limit(stringOption(values, 'limit')),
    };
    return withCliContext(io, async ({ services: { jobs } }) => {
      const rows = await jobs.list({
        status: filter.status,
        ...(filter.limit ? { limit: filter.limit } : {}),
      });
      if (rows.length === 0) {
        io.print(filter.status ? `No ${filter.status} jobs.` : 'No jobs.');
        return 0;
      }
      for (const line of jobsTable(rows)) io.print(line);
      return 0;
    });
  },
};
