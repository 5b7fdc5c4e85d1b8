import type { Db } from '../../platform/database/database.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { actorOfStaff, recordActivity, type Staff } from '../activity';
import { bookedMails } from './mails.js';
import { queueReminders } from './reminders.js';
import { consultationsRepository as repository, type Cover } from './repository.js';

export interface BookingEffects {
  jobs: JobQueue;
  mail: MailQueue;
  /** The site's origin, for the links in mails. */
  linkOrigin: string;
}

/**
 * A held session is paid or covered (issue 43), in `tx`: booked, its confirmations and reminders queued, and the
 * booking on the organisation's record, all with the change: as the client's, or as staff's when they booked it
 * for the client by hand (the back office's audit log shows those).
 */
export async function bookSession(
  tx: Db,
  effects: BookingEffects,
  consultationId: number,
  coveredBy: Cover,
  now: Date,
  bookedBy?: Staff,
): Promise<void> {
  await repository.book(tx, consultationId, coveredBy, now);
  const parties = (await repository.sessionWithParties(tx, consultationId))!;
  const { session } = parties;
  for (const message of bookedMails(parties, { origin: effects.linkOrigin, now }))
    await effects.mail(tx, message);
  await queueReminders(effects.jobs, tx, session, now);
  await recordActivity(tx, {
    actor: bookedBy
      ? actorOfStaff(bookedBy)
      : { kind: 'client', id: session.userId, email: parties.client.email },
    action: bookedBy ? 'consultation_booked_by_staff' : 'consultation_booked',
    subject: { type: 'consultation', id: String(consultationId), label: session.topic },
    tenant: { id: session.tenantId, name: parties.organisation },
    after: {
      analyst_id: session.analystId,
      starts_at: session.startsAt.toISOString(),
      length: session.lengthMinutes,
      covered_by: coveredBy,
      price_cents: coveredBy === 'monthly_call' || coveredBy === 'credit' ? 0 : session.priceCents,
      order_id: session.orderId,
    },
    at: now,
  });
}
