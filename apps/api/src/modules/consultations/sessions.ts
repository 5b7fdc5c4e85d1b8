import {
  callMonths,
  ConsultationMessages,
  mayChangeSession,
  slotRefusal,
  type ClientSession,
  type ConsultationLength,
  type RescheduleRequest,
} from '@firm/domain';
import { addMinutes } from 'date-fns';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { isExclusionViolation } from '../../platform/database/unique-violation.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, InvalidInputError, NotFoundError, RuleRefusedError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { userEmailOf } from '../accounts';
import { recordActivity } from '../activity';
import { teamReads } from '../team';
import { publicAnalystOf } from './analysts.js';
import { availabilityOf } from './availability-of.js';
import { changedMails, reminderMails } from './mails.js';
import { queueReminders, reminderJob } from './reminders.js';
import { personName } from './people.js';
import { consultationsRepository as repository } from './repository.js';

/** How many past sessions the portal lists. */
export const PAST_SESSIONS_LISTED = 50;

/** How many months of monthly calls the portal shows: this one and the next two. */
const CALL_MONTHS_SHOWN = 3;

type SessionRow = Awaited<ReturnType<typeof repository.sessions>>['upcoming'][number];

/**
 * The portal's consultations (issue 43): owners and admins see and change the organisation's sessions, everyone
 * else their own. A booked session is moved (another free time of its analyst) or cancelled up to 24 hours before
 * it starts, SPEC's terms; later, the answer says to contact the firm and nothing changes. A cancelled monthly call
 * returns to its month; a card payment is not refunded (no refunds) unless staff refund it.
 */
export function createConsultationSessions(deps: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
  mail: MailQueue;
  /** The site's origin, for the links in mails. */
  linkOrigin: string;
}) {
  const { db, unitOfWork, clock, jobs, mail } = deps;
  const mailOptions = (now: Date) => ({ origin: deps.linkOrigin, now });

  const sessionOf = (row: SessionRow, now: Date): ClientSession => ({
    id: row.session.id,
    analyst: publicAnalystOf(row.analyst),
    booked_by: { name: personName(row.booker), email: row.booker.email },
    length: row.session.lengthMinutes,
    starts_at: row.session.startsAt.toISOString(),
    ends_at: row.session.endsAt.toISOString(),
    status: row.session.status === 'booked' ? 'booked' : 'cancelled',
    topic: row.session.topic,
    notes: row.session.notes,
    join_link: row.session.status === 'booked' && row.session.endsAt > now ? row.analyst.meetingLink : null,
    can_change: row.session.status === 'booked' && mayChangeSession(row.session.startsAt, now),
    covered_by: row.session.coveredBy,
  });

  /** Whether the caller sees and changes the whole organisation's sessions (owners and admins). */
  async function seesOrganisation(tx: Db, client: ClientIdentity): Promise<boolean> {
    const member = await teamReads.memberOf(tx, client.tenantId, client.userId);
    return member?.role === 'owner' || member?.role === 'admin';
  }

  /** The booked session the caller may change, locked; another's, or one not booked, is refused. */
  async function changeable(tx: Db, client: ClientIdentity, id: number, now: Date) {
    const session = await repository.lockConsultation(tx, id);
    const visible =
      session?.tenantId === client.tenantId &&
      (session.userId === client.userId || (await seesOrganisation(tx, client)));
    if (!session || !visible || (session.status !== 'booked' && session.status !== 'cancelled'))
      throw new NotFoundError(ConsultationMessages.notFound);
    if (session.status !== 'booked') throw new ConflictError(ConsultationMessages.notBooked);
    if (!mayChangeSession(session.startsAt, now))
      throw new RuleRefusedError(ConsultationMessages.tooLateToChange);
    return session;
  }

  async function listed(tx: Db, client: ClientIdentity, id: number, now: Date): Promise<ClientSession> {
    const { upcoming, past } = await repository.sessions(
      tx,
      client.tenantId,
      null,
      now,
      PAST_SESSIONS_LISTED,
    );
    return sessionOf(
      [...upcoming, ...past].find((row) => row.session.id === id)!,
      now,
    );
  }

  const clientActor = async (tx: Db, client: ClientIdentity) => ({
    kind: 'client' as const,
    id: client.userId,
    email: (await userEmailOf(tx, client.userId)) ?? null,
  });

  jobs.register(reminderJob, async ({ consultationId, sequence, lead }, { now }) => {
    await unitOfWork(async (tx) => {
      const parties = await repository.sessionWithParties(tx, consultationId);
      if (!parties || parties.session.status !== 'booked' || parties.session.sequence !== sequence) return;
      if (parties.session.startsAt <= now) return;
      for (const message of reminderMails(parties, lead, deps.linkOrigin)) await mail(tx, message);
    });
  });

  return {
    async list(client: ClientIdentity) {
      const now = clock.now();
      const whole = await seesOrganisation(db, client);
      const { upcoming, past } = await repository.sessions(
        db,
        client.tenantId,
        whole ? null : client.userId,
        now,
        PAST_SESSIONS_LISTED,
      );
      const monthly_calls = await Promise.all(
        callMonths(now, CALL_MONTHS_SHOWN).map(async ({ month, start, end }) => ({
          month,
          included: await repository.enterpriseSubscriptionsAt(
            db,
            client.tenantId,
            start > now ? start : now,
          ),
          used: await repository.monthlyCallsUsed(db, client.tenantId, start, end),
        })),
      );
      return {
        upcoming: upcoming.map((row) => sessionOf(row, now)),
        past: past.map((row) => sessionOf(row, now)),
        pays_by_invoice: await repository.paysByInvoice(db, client.tenantId, now),
        monthly_calls,
        credits: await repository.creditsLeft(db, client.tenantId),
      };
    },

    /** Cancels a booked session at least 24 hours ahead: its time is free again and both sides are told. */
    async cancel(client: ClientIdentity, id: number): Promise<ClientSession> {
      return unitOfWork(async (tx) => {
        const now = clock.now();
        const session = await changeable(tx, client, id, now);
        await repository.cancel(tx, id, client.userId, now);
        await repository.raiseSequence(tx, id, now);
        const parties = (await repository.sessionWithParties(tx, id))!;
        for (const message of changedMails(parties, { kind: 'cancelled' }, mailOptions(now)))
          await mail(tx, message);
        await recordActivity(tx, {
          actor: await clientActor(tx, client),
          action: 'consultation_cancelled',
          subject: { type: 'consultation', id: String(id), label: session.topic },
          tenant: { id: session.tenantId, name: parties.organisation },
          before: {
            status: 'booked',
            starts_at: session.startsAt.toISOString(),
            covered_by: session.coveredBy,
          },
          after: { status: 'cancelled' },
          at: now,
        });
        return listed(tx, client, id, now);
      });
    },

    /** Moves a booked session, at least 24 hours ahead, to another free time of its analyst, same length. */
    async reschedule(client: ClientIdentity, id: number, request: RescheduleRequest): Promise<ClientSession> {
      const start = new Date(request.starts_at);
      try {
        return await unitOfWork(async (tx) => {
          const now = clock.now();
          const found = await repository.consultation(tx, id);
          if (found) await repository.lockAnalyst(tx, found.analystId);
          const session = await changeable(tx, client, id, now);
          if (start.getTime() === session.startsAt.getTime())
            throw new InvalidInputError(ConsultationMessages.sameTime, {
              starts_at: [ConsultationMessages.sameTime],
            });
          const analyst = (await repository.analyst(tx, session.analystId))!;
          const length = session.lengthMinutes as ConsultationLength;
          const occupied = await repository.occupied(
            tx,
            [analyst.id],
            addMinutes(start, -2 * 24 * 60),
            addMinutes(start, 2 * 24 * 60),
            now,
            id,
          );
          const refusal =
            analyst.removedAt !== null
              ? 'outside'
              : slotRefusal(
                  {
                    availability: availabilityOf(analyst),
                    length,
                    now,
                    occupied: occupied.map((taken) => ({
                      start: taken.start,
                      end: taken.end,
                      session: true,
                    })),
                  },
                  start,
                );
          if (refusal === 'taken' || refusal === 'dailyMax')
            throw new ConflictError(ConsultationMessages.slotTaken);
          if (refusal) {
            const message = ConsultationMessages[refusal];
            throw new InvalidInputError(message, { starts_at: [message] });
          }
          if (!mayChangeSession(start, now)) throw new RuleRefusedError(ConsultationMessages.tooLateToChange);
          const endsAt = addMinutes(start, length);
          await repository.move(
            tx,
            id,
            {
              startsAt: start,
              endsAt,
              occupiedUntil: addMinutes(endsAt, analyst.bufferMinutes),
              timeZone: request.time_zone,
            },
            now,
          );
          const parties = (await repository.sessionWithParties(tx, id))!;
          for (const message of changedMails(
            parties,
            { kind: 'moved', from: session.startsAt },
            mailOptions(now),
          ))
            await mail(tx, message);
          await queueReminders(jobs, tx, parties.session, now);
          await recordActivity(tx, {
            actor: await clientActor(tx, client),
            action: 'consultation_moved',
            subject: { type: 'consultation', id: String(id), label: session.topic },
            tenant: { id: session.tenantId, name: parties.organisation },
            before: { starts_at: session.startsAt.toISOString() },
            after: { starts_at: start.toISOString() },
            at: now,
          });
          return listed(tx, client, id, now);
        });
      } catch (error) {
        if (isExclusionViolation(error)) throw new ConflictError(ConsultationMessages.slotTaken);
        throw error;
      }
    },
  };
}

export type ConsultationSessions = ReturnType<typeof createConsultationSessions>;
