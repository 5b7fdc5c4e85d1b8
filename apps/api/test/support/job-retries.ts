import type { TestApp } from './app.js';

/** Longer than any wait between two attempts of a job (at most 12 hours). */
const PAST_ANY_RETRY_MS = 13 * 60 * 60_000;

/** Runs the jobs, moving the clock past each retry's wait, until none is pending: each is done or failed. */
export async function runJobsToTheEnd(t: Pick<TestApp, 'clock' | 'runJobs' | 'services'>): Promise<void> {
  await t.runJobs();
  while ((await t.services.jobs.list({ status: 'pending' })).length > 0) {
    t.clock.advance(PAST_ANY_RETRY_MS);
    await t.runJobs();
  }
}
