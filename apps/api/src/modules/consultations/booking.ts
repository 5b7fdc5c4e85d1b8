import {
  addCalendarDays,
  BOOKING_HORIZON_DAYS,
  ConsultationMessages,
  dayBounds,
  dayIn,
  freeSlots,
  HOLD_MINUTES,
  slotRefusal,
  type ConsultationHold,
  type ConsultationLength,
  type FreeSlot,
  type HoldRequestSchema,
  type SlotQuery,
  type SlotRefusal,
  type SlotsQuery,
} from '@firm/domain';
import { addDays, addMinutes } from 'date-fns';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import { isExclusionViolation } from '../../platform/database/unique-violation.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { publicAnalystOf } from './analysts.js';
import { availabilityOf } from './availability-of.js';
import { holdLapseJob } from './hold-lapse.js';
import { sessionPriceCents } from './prices.js';
import { consultationsRepository as repository, type AnalystRow } from './repository.js';

type Analyst = NonNullable<AnalystRow>;
type Hold = z.output<typeof HoldRequestSchema>;

/**
 * The messages of a start refused as bad input. A time taken, or a day filled, since the booker saw it free is a
 * conflict instead, answered with fresh free times.
 */
const REFUSAL_MESSAGES: Record<Exclude<SlotRefusal, 'taken' | 'dailyMax'>, string> = {
  past: ConsultationMessages.past,
  notice: ConsultationMessages.notice,
  outside: ConsultationMessages.outside,
};

/** Rolls back a hold's transaction with why it was refused. */
class HoldRefused extends Error {
  constructor(readonly refusal: SlotRefusal) {
    super(refusal);
  }
}

/** Around a day asked for: the analyst's own day may begin up to a day before it and end a day after. */
const MARGIN_DAYS = 2;

/**
 * Booking a consultation (issue 43): the free times of a day, as the booker's zone sees it, and holding one for
 * its booker while they pay. Holds of one analyst are judged one at a time (an advisory lock), and the database
 * refuses two sessions of one analyst at once besides (the `consultations_no_overlap` constraint).
 */
export function createConsultationBooking({
  db,
  unitOfWork,
  clock,
  jobs,
}: {
  db: Db;
  unitOfWork: UnitOfWork;
  clock: Clock;
  jobs: JobQueue;
}) {
  /** The analysts a query names: one taking sessions, or all of them for 'first available'. */
  async function analystsFor(tx: Db, choice: 'any' | number): Promise<Analyst[]> {
    if (choice === 'any') return repository.analysts(tx, { takingSessions: true });
    const analyst = await repository.analyst(tx, choice);
    if (!analyst || analyst.removedAt !== null || analyst.userStatus !== 'active') {
      throw new NotFoundError(ConsultationMessages.analystUnknown, {
        analyst: [ConsultationMessages.analystUnknown],
      });
    }
    return [analyst];
  }

  /** Each analyst's free-time query around [from, to). */
  async function slotQueries(tx: Db, analysts: Analyst[], length: ConsultationLength, from: Date, to: Date) {
    const now = clock.now();
    const occupied = await repository.occupied(
      tx,
      analysts.map((analyst) => analyst.id),
      addDays(from, -MARGIN_DAYS),
      addDays(to, MARGIN_DAYS),
      now,
    );
    return analysts.map((analyst) => ({
      analyst,
      query: {
        availability: availabilityOf(analyst),
        length,
        now,
        occupied: occupied
          .filter((taken) => taken.analystId === analyst.id)
          .map((taken) => ({ start: taken.start, end: taken.end, session: true })),
      } satisfies SlotQuery,
    }));
  }

  async function slotsOf(tx: Db, query: SlotsQuery): Promise<FreeSlot[]> {
    const today = dayIn(clock.now(), query.time_zone);
    if (query.day < today || query.day > addCalendarDays(today, BOOKING_HORIZON_DAYS)) {
      throw new InvalidInputError(ConsultationMessages.dayOutOfRange, {
        day: [ConsultationMessages.dayOutOfRange],
      });
    }
    const analysts = await analystsFor(tx, query.analyst);
    const { start, end } = dayBounds(query.day, query.time_zone);
    const byStart = new Map<number, FreeSlot>();
    for (const { analyst, query: slotQuery } of await slotQueries(tx, analysts, query.length, start, end)) {
      for (const slot of freeSlots(slotQuery, query.day, query.time_zone)) {
        const free = byStart.get(slot.getTime()) ?? {
          starts_at: slot.toISOString(),
          ends_at: addMinutes(slot, query.length).toISOString(),
          analyst_ids: [],
        };
        free.analyst_ids.push(analyst.id);
        byStart.set(slot.getTime(), free);
      }
    }
    return [...byStart.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
  }

  /** The refusal of a taken time: its message and the day's free times as they are now. */
  async function taken(request: Hold, start: Date): Promise<ConflictError> {
    const day = dayIn(start, request.time_zone);
    const slots = await slotsOf(db, {
      length: request.length,
      day,
      time_zone: request.time_zone,
      analyst: request.analyst,
    }).catch(() => []);
    return new ConflictError(ConsultationMessages.slotTaken, undefined, { slots });
  }

  /**
   * Holds `start` with one analyst, or says why not. The booker's other holds are let go with it (one choice held
   * at a time) unless `keepHolds`, and kept when it is refused: the refusal rolls the transaction back.
   */
  async function holdWith(
    analystId: number,
    client: ClientIdentity,
    request: Hold,
    start: Date,
    keepHolds: boolean,
  ): Promise<{ held: ConsultationHold } | { refusal: SlotRefusal }> {
    try {
      return { held: await unitOfWork((tx) => holdIn(tx, analystId, client, request, start, keepHolds)) };
    } catch (error) {
      if (error instanceof HoldRefused) return { refusal: error.refusal };
      if (isExclusionViolation(error)) return { refusal: 'taken' };
      throw error;
    }
  }

  async function holdIn(
    tx: Db,
    analystId: number,
    client: ClientIdentity,
    request: Hold,
    start: Date,
    keepHolds: boolean,
  ): Promise<ConsultationHold> {
    await repository.lockAnalyst(tx, analystId);
    const now = clock.now();
    if (!keepHolds) await repository.releaseHolds(tx, analystId, client.userId, now);
    const analyst = await repository.analyst(tx, analystId);
    if (!analyst || analyst.removedAt !== null) throw new HoldRefused('outside');
    const [own] = await slotQueries(tx, [analyst], request.length, start, start);
    const refusal = slotRefusal(own!.query, start);
    if (refusal) throw new HoldRefused(refusal);
    const endsAt = addMinutes(start, request.length);
    const hold = {
      analystId,
      tenantId: client.tenantId,
      userId: client.userId,
      length: request.length,
      startsAt: start,
      endsAt,
      occupiedUntil: addMinutes(endsAt, analyst.bufferMinutes),
      holdExpiresAt: addMinutes(now, HOLD_MINUTES),
      priceCents: await sessionPriceCents(tx, request.length),
      timeZone: request.time_zone,
      topic: request.topic,
      notes: request.notes,
      now,
    };
    const id = await repository.addHold(tx, hold);
    await jobs.enqueue(
      tx,
      holdLapseJob,
      { consultationId: id },
      { runAt: hold.holdExpiresAt, uniqueKey: `consultation-hold:${id}` },
    );
    const held: ConsultationHold = {
      id,
      analyst: publicAnalystOf(analyst),
      length: request.length,
      starts_at: start.toISOString(),
      ends_at: endsAt.toISOString(),
      hold_expires_at: hold.holdExpiresAt.toISOString(),
      price: hold.priceCents / 100,
      topic: hold.topic,
      notes: hold.notes,
    };
    return held;
  }

  return {
    /** The free times of a day in the booker's zone, each with the analysts free then. */
    slots: (query: SlotsQuery) => slotsOf(db, query),

    /**
     * Holds a free time for HOLD_MINUTES while its booker pays: with the analyst chosen, or with the first of them
     * free then. A time taken meanwhile is a conflict answered with the day's free times. The booker's other holds
     * are let go, unless `keepHolds` (staff booking for them by hand leave their own choice be).
     */
    async hold(
      client: ClientIdentity,
      request: Hold,
      { keepHolds = false }: { keepHolds?: boolean } = {},
    ): Promise<ConsultationHold> {
      const start = new Date(request.starts_at);
      const candidates = await analystsFor(db, request.analyst);
      const refusals: SlotRefusal[] = [];
      for (const analyst of candidates) {
        const result = await holdWith(analyst.id, client, request, start, keepHolds);
        if ('held' in result) return result.held;
        refusals.push(result.refusal);
      }
      const invalid = refusals.filter(
        (refusal): refusal is keyof typeof REFUSAL_MESSAGES => refusal in REFUSAL_MESSAGES,
      );
      if (invalid.length < refusals.length) throw await taken(request, start);
      // No analyst takes sessions then, or none at all.
      const message = REFUSAL_MESSAGES[invalid[0] ?? 'outside'];
      throw new InvalidInputError(message, { starts_at: [message] });
    },
  };
}

export type ConsultationBooking = ReturnType<typeof createConsultationBooking>;
