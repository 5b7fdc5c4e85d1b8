import { noExtraArguments, stringOption, UsageError, type CliCommand } from '../command.js';
import { withCliContext } from '../context.js';

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** Whether the fields name a real day and time: Date itself would roll 30 February over into March. */
function fieldsExist([year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0]: number[]): boolean {
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return (
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/**
 * An ISO 8601 date (the day's start, UTC) or a date and time with its zone (`Z` or an offset: a time without one
 * would mean the machine's zone, which an operator may not know). Anything else, or a day that does not exist, is
 * refused naming the option.
 */
export function isoInstant(value: string, option: string): Date {
  const parts = ISO.exec(value);
  const hasTime = parts?.[4] !== undefined;
  const instant = new Date(hasTime ? value : `${value}T00:00:00Z`);
  const fields = (parts ?? []).slice(1, 7).map((part) => Number(part ?? 0));
  if (!parts || Number.isNaN(instant.getTime()) || !fieldsExist(fields))
    throw new UsageError(
      `${option} must be an ISO date, e.g. 2026-12-31, or a date and time with its zone, e.g. 2026-12-31T09:30:00Z (got "${value}").`,
    );
  return instant;
}

export const jobsRunCommand: CliCommand = {
  name: 'jobs:run',
  usage: `  jobs:run [--now <ISO date>]
      Runs once every queued job that is due (mail, subscription renewals, reminders, late fees, the daily purge
      of lapsed registrations and old failed sign-ins), as the server's worker does, and says how many were done,
      retried later and failed. --now runs them as of that time (e.g. 2026-12-31 or 2026-12-31T09:30:00Z) instead
      of the clock's. Exit code 1 when any failed.`,
  options: { now: { type: 'string' } },

  async run({ values, positionals }, io) {
    noExtraArguments(positionals, 0);
    const given = stringOption(values, 'now');
    const now = given === undefined ? undefined : isoInstant(given, '--now');
    return withCliContext(io, async ({ services: { jobs, lifecycle, orders, accountPurge } }) => {
      // The lifecycle's steps, late-fee checks and open orders' lapses are queued first, so what is due by then runs
      // (issues 17 and 39), and the purge of the day of the run (issue 39).
      await lifecycle.resume();
      await orders.resume();
      await accountPurge.resume(now);
      const summary = await jobs.runDue(now ? { now } : {});
      const total = summary.done + summary.retried + summary.failed;
      const asOf = now ? ` at ${now.toISOString()}` : '';
      if (total === 0) {
        io.print(`No jobs were due${asOf}.`);
        return 0;
      }
      io.print(
        `${total === 1 ? '1 job' : `${total} jobs`} run${asOf}: ${summary.done} done, ` +
          `${summary.retried} retried later, ${summary.failed} failed.`,
      );
      if (summary.retried + summary.failed > 0) io.print('jobs:list shows their errors.');
      return summary.retried + summary.failed > 0 ? 1 : 0;
    });
  },
};
