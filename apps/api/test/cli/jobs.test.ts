import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandError, UsageError, type OptionValues } from '../../src/cli/command.js';
import { jobsListCommand, jobsTable } from '../../src/cli/commands/jobs-list.js';
import { jobsRetryCommand } from '../../src/cli/commands/jobs-retry.js';
import { isoInstant, jobsRunCommand } from '../../src/cli/commands/jobs-run.js';
import { jobs } from '../../src/platform/database/schema.js';
import { createJobQueue, defineJob } from '../../src/platform/jobs/queue.js';
import { sendMailJob } from '../../src/platform/mail/mail-job.js';
import { commandLineRefusal, createCliWorkspace, type CliWorkspace } from '../support/cli.js';
import { createTestClock, readOutbox } from '../support/index.js';

/**
 * The operator's commands on the job queue (issue 13): jobs:run runs what is due, jobs:list shows the queue without
 * its payloads, jobs:retry sends a failed job again. The CLI runs as a person runs it, on its own database.
 */
let cli: CliWorkspace;
beforeAll(async () => {
  cli = await createCliWorkspace();
});
afterAll(async () => {
  await cli.close();
});

const usage = 'Usage: pnpm --filter @firm/api cli';
const HOUR = 60 * 60_000;
/** No process registers a handler for it: it fails on its one attempt. */
const reindexJob = defineJob<{ token: string }>('archive.reindex', { maxAttempts: 1 });
const mail = (to: string, code: string) => ({
  to,
  subject: 'Your code',
  text: `Your code is ${code}.`,
  html: `<p>Your code is ${code}.</p>`,
});

/**
 * The test's time, fixed: the runs are as of it and of a day later, so the days whose purge is due (issue 39) are
 * the same whenever the test runs. The CLI's own clock queues only the purge of the real day after, due at neither.
 */
const NOW = new Date('2026-03-10T12:00:00Z');
const later = new Date(NOW.getTime() + 24 * HOUR);
const ids = { due: '', later: '', failing: '' };

describe('pnpm cli jobs:run [--now <ISO date>]', () => {
  it('delivers the due mail, leaves the later one, and reports a failed job (exit code 1)', async () => {
    // Besides the jobs queued here, each run queues the daily purge of its day (issue 39), which runs too.
    await cli.withDatabase(async ({ db }) => {
      const clock = createTestClock(NOW);
      const queue = createJobQueue({ db, clock, log: { info() {}, warn() {}, error() {} } });
      await queue.enqueue(db, sendMailJob, mail('ana@roasters.test', '482913'));
      await queue.enqueue(db, sendMailJob, mail('ben@roasters.test', '105577'), { runAt: later });
      await queue.enqueue(db, reindexJob, { token: 'payload-secret-771' });
      for (const job of await queue.list()) {
        const to = (job.payload as { to?: string }).to;
        ids[to === 'ana@roasters.test' ? 'due' : to ? 'later' : 'failing'] = job.id;
      }
    });

    const first = await cli.run('jobs:run', '--now', NOW.toISOString());
    expect(first.stdout).toBe(
      `3 jobs run at ${NOW.toISOString()}: 2 done, 0 retried later, 1 failed.\njobs:list shows their errors.\n`,
    );
    expect(first.stderr).toContain('job failed');
    expect(first.code).toBe(1);
    expect((await readOutbox(cli.outboxDir)).map((each) => each.to)).toEqual([['ana@roasters.test']]);

    const again = await cli.run('jobs:run', '--now', NOW.toISOString());
    expect(again).toEqual({ code: 0, stdout: `No jobs were due at ${NOW.toISOString()}.\n`, stderr: '' });

    const atLater = new Date(later.getTime() + 1000);
    const next = await cli.run('jobs:run', '--now', atLater.toISOString());
    expect(next.stdout).toBe(`2 jobs run at ${atLater.toISOString()}: 2 done, 0 retried later, 0 failed.\n`);
    expect(next.code).toBe(0);
    expect((await readOutbox(cli.outboxDir)).map((each) => each.to)).toEqual([
      ['ana@roasters.test'],
      ['ben@roasters.test'],
    ]);

    // Without --now it runs as of the clock: the purges of the real days are due then, however many that is.
    const byClock = await cli.run('jobs:run');
    expect(byClock.stdout).toMatch(/^\d+ jobs? run: \d+ done, 0 retried later, 0 failed\.\n$/);
    expect(byClock.code).toBe(0);
  }, 120_000);
});

describe('pnpm cli jobs:list [--status …] [--limit N]', () => {
  it('shows id, name, status, attempts, run at and last error, never a payload', async () => {
    const listed = await cli.run('jobs:list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id {3,}name {2,}status {2,}attempts {2}run at {2,}last error$/);
    // The three jobs queued here, among any the lifecycle's start-up pass queued for the database's subscriptions.
    const ours = [ids.due, ids.later, ids.failing];
    expect(lines.filter((each) => ours.some((id) => each.startsWith(id)))).toHaveLength(3);
    const line = (id: string) => lines.find((each) => each.startsWith(id)) ?? '';
    expect(line(ids.due)).toMatch(/ mail\.send +done +1\/6 +\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    expect(line(ids.later)).toContain(later.toISOString().replace('.000Z', 'Z'));
    expect(line(ids.failing)).toMatch(
      / archive\.reindex +failed +1\/1 +\S+ +No handler is registered for jobs named "archive\.reindex"\.$/,
    );
    // The codes in the mails and the failed job's payload stay in the database.
    for (const secret of ['482913', '105577', 'payload-secret-771'])
      expect(listed.stdout).not.toContain(secret);

    const failed = await cli.run('jobs:list', '--status', 'failed', '--limit', '5');
    // Its columns are as wide as its own rows need.
    const failedLines = failed.stdout.trimEnd().split('\n');
    expect(failedLines).toHaveLength(2);
    expect(failedLines[1]).toMatch(new RegExp(`^${ids.failing} +archive\\.reindex +failed +1/1 `));
  }, 120_000);
  it('puts a long or multi-line last error on one line, cut short', () => {
    const [, line] = jobsTable([
      {
        id: '0b5d8c4e-2f6a-4c1e-9d3b-7a8f6e5d4c3b',
        name: 'mail.send',
        payload: {},
        status: 'pending',
        attempts: 2,
        maxAttempts: 6,
        runAt: new Date('2026-03-10T09:05:00Z'),
        lockedAt: null,
        lastError: `Greeting never received\n  at SMTPConnection ${'x'.repeat(200)}`,
        uniqueKey: null,
        createdAt: new Date('2026-03-10T09:00:00Z'),
        finishedAt: null,
        seq: 7,
      },
    ]);
    expect(line).toBe(
      `0b5d8c4e-2f6a-4c1e-9d3b-7a8f6e5d4c3b  mail.send  pending  2/6       2026-03-10T09:05:00Z  ` +
        `Greeting never received at SMTPConnection ${'x'.repeat(119 - 'Greeting never received at SMTPConnection '.length)}…`,
    );
  });
});

describe('pnpm cli jobs:retry <id>', () => {
  it('makes a failed job due again; a job not failed or an unknown id is refused (exit code 1)', async () => {
    const retried = await cli.run('jobs:retry', ids.failing);
    expect(retried).toEqual({
      code: 0,
      stdout: `Job ${ids.failing} (archive.reindex) is due again: the server's worker or jobs:run runs it.\n`,
      stderr: '',
    });
    const [again] = await cli.withDatabase(({ db }) =>
      db.select().from(jobs).where(eq(jobs.id, ids.failing)),
    );
    expect(again).toMatchObject({ status: 'pending', attempts: 0 });

    const done = await cli.run('jobs:retry', ids.due);
    expect(done).toEqual({
      code: 1,
      stdout: '',
      stderr: `Job ${ids.due} is done, not failed: only a failed job can be retried.\n`,
    });
    const unknown = '0b5d8c4e-2f6a-4c1e-9d3b-7a8f6e5d4c3b';
    expect(await cli.run('jobs:retry', unknown)).toEqual({
      code: 1,
      stdout: '',
      stderr: `There is no job ${unknown}.\n`,
    });
    expect(await cli.run('jobs:retry', 'SO-2026-001001')).toEqual({
      code: 1,
      stdout: '',
      stderr: `"SO-2026-001001" is not a job id; jobs:list shows each job's id (a uuid).\n`,
    });
  }, 120_000);
});

describe('the jobs commands’ command lines', () => {
  it('refuses a malformed date or status with the usage (exit code 2)', async () => {
    const date = await cli.run('jobs:run', '--now', '2026-02-30');
    expect(date.code).toBe(2);
    expect(date.stderr).toContain(
      '--now must be an ISO date, e.g. 2026-12-31, or a date and time with its zone, e.g. 2026-12-31T09:30:00Z (got "2026-02-30").',
    );
    expect(date.stderr).toContain(usage);
    expect(date.stderr).toContain('jobs:run [--now <ISO date>]');
    expect(date.stdout).toBe('');
  }, 60_000);

  it.each([
    ['2026-12-31', '2026-12-31T00:00:00.000Z'],
    ['2026-12-31T09:30Z', '2026-12-31T09:30:00.000Z'],
    ['2026-12-31T09:30:15.250+02:00', '2026-12-31T07:30:15.250Z'],
    ['2028-02-29T23:59:59-05:00', '2028-03-01T04:59:59.000Z'],
  ])('reads --now %s as %s', (value, instant) => {
    expect(isoInstant(value, '--now').toISOString()).toBe(instant);
  });

  it.each([
    'tomorrow',
    '31/12/2026',
    '2026-12-31T09:30',
    '2026-12-31 09:30Z',
    '2027-02-29',
    '2026-12-31T24:00Z',
  ])('refuses --now %s', (value) => {
    expect(() => isoInstant(value, '--now')).toThrow(UsageError);
  });

  it('jobs:retry refuses what is not a job id before opening the database', async () => {
    await expect(
      jobsRetryCommand.run({ values: {}, positionals: ["1' or '1'='1"] }, { print() {}, printError() {} }),
    ).rejects.toEqual(
      new CommandError(`"1' or '1'='1" is not a job id; jobs:list shows each job's id (a uuid).`),
    );
  });

  const COMMANDS = [jobsRunCommand, jobsListCommand, jobsRetryCommand];
  it.each([
    ['jobs:run', ['now'], {}, 'Unexpected arguments: now'],
    [
      'jobs:list',
      [],
      { status: 'stuck' },
      '--status must be one of pending, running, done, failed (got "stuck").',
    ],
    ['jobs:list', [], { limit: '0' }, '--limit must be a whole number from 1 to 1000 (got "0").'],
    ['jobs:list', [], { limit: '1001' }, '--limit must be a whole number from 1 to 1000 (got "1001").'],
    ['jobs:list', [], { limit: 'ten' }, '--limit must be a whole number from 1 to 1000 (got "ten").'],
    ['jobs:list', ['failed'], {}, 'Unexpected arguments: failed'],
    ['jobs:retry', [], {}, 'Name the job to retry by its id (jobs:list --status failed shows them).'],
    ['jobs:retry', ['0b5d8c4e-2f6a-4c1e-9d3b-7a8f6e5d4c3b', 'again'], {}, 'Unexpected arguments: again'],
  ] as [string, string[], OptionValues, string][])(
    '%s %j %j: %s',
    async (name, positionals, values, message) => {
      const command = COMMANDS.find((each) => each.name === name)!;
      expect(await commandLineRefusal(command, positionals, values)).toBe(message);
    },
  );
});
