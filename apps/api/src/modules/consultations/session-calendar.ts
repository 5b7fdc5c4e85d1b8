import {
  addCalendarDays,
  AnalystMessages,
  centsToDollars,
  dayBounds,
  SessionCalendarMessages,
  type CalendarSession,
  type SessionCalendarQuery,
  type SessionCalendarResponse,
  type SessionOutcomeInput,
  type StaffBooking,
  staffSeesOwnCalendarOnly,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RuleRefusedError,
} from '../../platform/errors.js';
import type { StaffIdentity } from '../../platform/http/staff-identity.js';
import { recordStaffAction } from '../activity';
import type { ConsultationBooking } from './booking.js';
import type { ConsultationPayments } from './paying.js';
import { actorOf, personName } from './people.js';
import { consultationsRepository as repository } from './repository.js';

type CalendarRow = Awaited<ReturnType<typeof repository.calendarSessions>>[number];

/** A session as `staff` may see it: for the analyst role, without what paid for it and its price. */
function calendarSessionOf(
  { session, firstName, lastName, email, organisation }: CalendarRow,
  staff: StaffIdentity,
): CalendarSession {
  const shown: CalendarSession = {
    id: session.id,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    length: session.lengthMinutes,
    status: session.status === 'cancelled' ? 'cancelled' : 'booked',
    client: { name: personName({ firstName, lastName }), email, organisation },
    time_zone: session.timeZone,
    topic: session.topic,
    notes: session.notes,
    covered_by: session.coveredBy,
    price: centsToDollars(session.priceCents),
    outcome: session.outcome,
    outcome_note: session.outcomeNote,
  };
  if (staffSeesOwnCalendarOnly(staff.role)) {
    delete shown.covered_by;
    delete shown.price;
  }
  return shown;
}

/**
 * The back office's calendar of consultations (issue 43): an analyst's sessions over one of their days or a week
 * of them (their own zone's days, across a change of clocks), with each booker and the details; staff mark what
 * came of a session once it has started, with notes, in the audit log, and book a session for a client by hand.
 */
export function createSessionCalendar({
  db,
  unitOfWork,
  clock,
  booking,
  payments,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  booking: ConsultationBooking;
  payments: ConsultationPayments;
}) {
  /**
   * The analyst whose calendar `staff` asks for: the one named, or without a name their own profile. The analyst
   * role is refused any other's.
   */
  async function analystFor(staff: StaffIdentity, id: number | undefined) {
    const own = staffSeesOwnCalendarOnly(staff.role) || id === undefined;
    const analyst = own ? await repository.analystOfUser(db, staff.id) : await repository.analyst(db, id);
    if (own && !analyst) throw new NotFoundError(SessionCalendarMessages.noProfile);
    if (!analyst) throw new NotFoundError(AnalystMessages.notFound);
    if (id !== undefined && id !== analyst.id)
      throw new ForbiddenError(SessionCalendarMessages.ownCalendarOnly);
    return analyst;
  }

  return {
    async sessions(
      staff: StaffIdentity,
      query: SessionCalendarQuery,
    ): Promise<SessionCalendarResponse['data']> {
      const analyst = await analystFor(staff, query.analyst);
      const from = dayBounds(query.from, analyst.timeZone).start;
      const to = dayBounds(addCalendarDays(query.from, query.days - 1), analyst.timeZone).end;
      const rows = await repository.calendarSessions(db, analyst.id, from, to);
      return {
        analyst: {
          id: analyst.id,
          name: personName(analyst),
          time_zone: analyst.timeZone,
        },
        from: query.from,
        days: query.days,
        sessions: rows.map((row) => calendarSessionOf(row, staff)),
      };
    },

    /**
     * Marks a booked session that has started completed or a no-show, with notes; marked again, it changes. An
     * analyst marks their own sessions only (another's is answered as none).
     */
    async mark(staff: StaffIdentity, id: number, input: SessionOutcomeInput): Promise<CalendarSession> {
      const own = staffSeesOwnCalendarOnly(staff.role) ? await repository.analystOfUser(db, staff.id) : null;
      return unitOfWork(async (tx) => {
        const session = await repository.lockConsultation(tx, id);
        if (
          !session ||
          (session.status !== 'booked' && session.status !== 'cancelled') ||
          (staffSeesOwnCalendarOnly(staff.role) && session.analystId !== own?.id)
        )
          throw new NotFoundError(SessionCalendarMessages.notFound);
        if (session.status !== 'booked') throw new ConflictError(SessionCalendarMessages.notBooked);
        const now = clock.now();
        if (session.startsAt > now) throw new RuleRefusedError(SessionCalendarMessages.notStarted);
        await repository.markOutcome(tx, id, { outcome: input.outcome, note: input.note, at: now });
        await recordStaffAction(tx, {
          staff: actorOf(staff),
          action: 'consultation_marked',
          target: { type: 'consultation', id: String(id), label: session.topic },
          before: { outcome: session.outcome, note: session.outcomeNote },
          after: { outcome: input.outcome, note: input.note },
          at: now,
        });
        return calendarSessionOf((await repository.calendarSession(tx, id))!, staff);
      });
    },

    /**
     * Books a session for a client by hand (one who called or wrote): one of the analyst's free times is held for
     * the client as if they chose it (the same rules, the same race for it), then paid for as staff say, on the
     * record as booked by staff, in one transaction; the client and the analyst get the usual confirmation. Refused, the
     * time is let go again.
     */
    async book(staff: StaffIdentity, input: StaffBooking): Promise<CalendarSession> {
      if (staffSeesOwnCalendarOnly(staff.role))
        throw new ForbiddenError(SessionCalendarMessages.bookingForAdmins);
      const client = await repository.clientByEmail(db, input.client_email);
      if (!client) {
        throw new InvalidInputError(SessionCalendarMessages.clientUnknown, {
          client_email: [SessionCalendarMessages.clientUnknown],
        });
      }
      const identity = { userId: client.userId, tenantId: client.tenantId };
      const held = await booking.hold(identity, input, { keepHolds: true });
      try {
        return await unitOfWork(async (tx) => {
          await payments.coverForClient(tx, identity, held.id, input.payment, clock.now(), actorOf(staff));
          return calendarSessionOf((await repository.calendarSession(tx, held.id))!, staff);
        });
      } catch (error) {
        await payments.release(identity, held.id).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type SessionCalendar = ReturnType<typeof createSessionCalendar>;
