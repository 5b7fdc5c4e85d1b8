import { subHours } from 'date-fns';
import type { Db } from '../../platform/database/database.js';
import { defineJob, type JobQueue } from '../../platform/jobs/queue.js';

/** How long before a session its reminders leave (issue 43). */
export const REMINDER_LEADS = { day: 24, hour: 1 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;

/**
 * A session's reminder: due its lead before the start it was queued for. A session cancelled or moved since (its
 * SEQUENCE raised) is not reminded by it; the move queued its own.
 */
export const reminderJob = defineJob<{ consultationId: number; sequence: number; lead: ReminderLead }>(
  'consultations.reminder',
);

/** Queues a booked session's reminders still ahead of `now`, once per time it is booked for. */
export async function queueReminders(
  jobs: JobQueue,
  tx: Db,
  session: { id: number; sequence: number; startsAt: Date },
  now: Date,
): Promise<void> {
  for (const [lead, hours] of Object.entries(REMINDER_LEADS) as [ReminderLead, number][]) {
    const runAt = subHours(session.startsAt, hours);
    if (runAt <= now) continue;
    await jobs.enqueue(
      tx,
      reminderJob,
      { consultationId: session.id, sequence: session.sequence, lead },
      { runAt, uniqueKey: `consultation-reminder:${session.id}:${session.sequence}:${lead}` },
    );
  }
}
