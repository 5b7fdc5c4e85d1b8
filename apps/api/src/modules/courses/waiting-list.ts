import {
  CourseSessionMessages,
  SEAT_OFFER_HOURS,
  WAITING_LIST_CLOSES_HOURS,
  WaitingListMessages,
  type WaitingListEntry,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../platform/errors.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import type { JobQueue } from '../../platform/jobs/queue.js';
import type { Log } from '../../platform/log.js';
import type { MailQueue } from '../../platform/mail/mail-job.js';
import { recordActivity, SERVER } from '../activity';
import { courseSessionsOfOrder } from '../commerce';
import { teamReads } from '../team';
import { coursesRepository as repository } from './repository.js';
import { seatsLeftOf, seatsTakenIn } from './seat-count.js';
import {
  queueSeatOffers,
  seatOfferExpiryJob,
  seatOffersJob,
  waitingListSweepJob,
} from './seat-offer-jobs.js';
import { seatOfferMail } from './waiting-list-mails.js';
import { waitingListRepository as waitingList, type ListedEntry } from './waiting-list-repository.js';

const HOUR_MS = 3_600_000;

type Member = Awaited<ReturnType<typeof teamReads.members>>[number];

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The hour (UTC, ISO) after `time`'s: when the next sweep runs. */
const hourAfter = (time: Date) =>
  new Date((Math.floor(time.getTime() / HOUR_MS) + 1) * HOUR_MS).toISOString();

/**
 * The waiting lists of full sessions (issue 44, decision 036): an organisation joins with the seats it wants; seats
 * freed (an order lapsed, cancelled or refunded, a capacity raised, an offer ended) are offered to the first entry
 * whose seats fit, held for it 48 hours (or until the session starts) and mailed to the member who joined; the next
 * is offered when it declines or lets them expire. Buying them (any order of the organisation for the session while
 * the offer lives) fulfils the entry for good: the order's later fate frees the seats to the pool, never the offer
 * again. Every offer is made under the session's seat lock from a fresh count, so running it twice offers nothing
 * more.
 */
export function createWaitingList(deps: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  jobs: JobQueue;
  mail: MailQueue;
  events: DomainEvents;
  log: Log;
  linkOrigin: string;
}) {
  const { db, clock, unitOfWork, jobs, mail, events, log } = deps;

  async function teamOf(tx: Db, identity: ClientIdentity) {
    const members = await teamReads.members(tx, identity.tenantId);
    const me = members.find((member) => member.id === identity.userId);
    return { members, me, manages: me?.role === 'owner' || me?.role === 'admin' };
  }

  const actorOf = (identity: ClientIdentity, me: Member | undefined) => ({
    kind: 'client' as const,
    id: identity.userId,
    email: me?.email ?? null,
  });

  /**
   * Offers the session's free seats to its waiting entries, first in line first, each whose seats fit what is still
   * free; under the session's seat lock (taken here, in `tx`), from a fresh count. Answers how many offers it made.
   */
  async function offerFreeSeats(tx: Db, sessionId: number, now: Date): Promise<number> {
    await repository.lockSeats(tx, [sessionId]);
    const [session] = await repository.sessionsByIds(tx, [sessionId]);
    if (!session || session.startsAt.getTime() <= now.getTime()) return 0;
    let free = seatsLeftOf(session.capacity, (await seatsTakenIn(tx, [sessionId], now)).get(sessionId));
    let made = 0;
    for (const entry of free > 0 ? await waitingList.waiting(tx, sessionId) : []) {
      if (entry.seats > free) continue;
      const expiresAt = new Date(
        Math.min(now.getTime() + SEAT_OFFER_HOURS * HOUR_MS, session.startsAt.getTime()),
      );
      const offer = await waitingList.offer(tx, entry, expiresAt, now);
      free -= offer.seats;
      made += 1;
      await jobs.enqueue(
        tx,
        seatOfferExpiryJob,
        { offerId: offer.id },
        { runAt: expiresAt, uniqueKey: `course-offer-expiry:${offer.id}` },
      );
      const organisation = await repository.organisationName(tx, entry.tenantId);
      const asker = (await teamReads.members(tx, entry.tenantId)).find(
        (member) => member.id === entry.userId,
      );
      if (asker)
        await mail(
          tx,
          seatOfferMail(
            session,
            offer,
            { email: asker.email, name: fullName(asker) || null },
            organisation,
            deps.linkOrigin,
          ),
        );
      await recordActivity(tx, {
        actor: SERVER,
        action: 'course_seats_offered',
        subject: { type: 'course_session', id: String(sessionId), label: session.course.title },
        tenant: { id: entry.tenantId, name: organisation },
        after: { entry: entry.id, seats: offer.seats, expires_at: expiresAt.toISOString() },
        at: now,
      });
      if (free === 0) break;
    }
    return made;
  }

  async function entryOf(tx: Db, identity: ClientIdentity, entryId: number): Promise<WaitingListEntry> {
    const entry = (await list(tx, identity)).find((each) => each.id === entryId);
    if (!entry) throw new NotFoundError(WaitingListMessages.notFound);
    return entry;
  }

  async function list(tx: Db, identity: ClientIdentity): Promise<WaitingListEntry[]> {
    const rows = await waitingList.listed(tx, identity.tenantId);
    const positions = await waitingList.positions(
      tx,
      rows.map((row) => row.session.id),
    );
    const { me, manages } = await teamOf(tx, identity);
    return rows.map((row) => entryView(row, positions, manages || row.entry.userId === me?.id));
  }

  const entryView = (
    row: ListedEntry,
    positions: Map<number, number>,
    canChange: boolean,
  ): WaitingListEntry => ({
    id: row.entry.id,
    session: {
      id: row.session.id,
      course_title: row.session.courseTitle,
      first_day: row.session.firstDay,
      last_day: row.session.lastDay,
      starts_at: row.session.startsAt.toISOString(),
    },
    seats: row.entry.seats,
    state: row.entry.state === 'offered' ? 'offered' : 'waiting',
    position: row.entry.state === 'waiting' ? (positions.get(row.entry.id) ?? null) : null,
    offer: row.offer ? { seats: row.offer.seats, expires_at: row.offer.expiresAt.toISOString() } : null,
    requested_by: row.requestedBy ? fullName(row.requestedBy) || row.requestedBy.email : 'A former member',
    can_change: canChange,
  });

  jobs.register(seatOffersJob, async ({ sessionId }, { now }) => {
    await unitOfWork((tx) => offerFreeSeats(tx, sessionId, now));
  });

  jobs.register(seatOfferExpiryJob, async ({ offerId }, { now }) => {
    await unitOfWork(async (tx) => {
      const found = await waitingList.offerById(tx, offerId);
      if (!found) return;
      // The seat lock first, as every change of the session's seats takes it, then the offer.
      await repository.lockSeats(tx, [found.sessionId]);
      const offer = await waitingList.lockExpiredOffer(tx, offerId, now);
      if (!offer) return;
      await waitingList.endOffer(tx, offer.id, 'expired', now);
      await waitingList.endEntry(tx, offer.entryId, 'lapsed', now);
      await recordActivity(tx, {
        actor: SERVER,
        action: 'course_seat_offer_expired',
        subject: { type: 'course_session', id: String(offer.sessionId) },
        tenant: { id: offer.tenantId },
        before: { entry: offer.entryId, seats: offer.seats },
        at: now,
      });
      await offerFreeSeats(tx, offer.sessionId, now);
    });
  });

  const queueSweep = (tx: Db, hour: string) =>
    jobs.enqueue(
      tx,
      waitingListSweepJob,
      { hour },
      { runAt: new Date(hour), uniqueKey: `courses.waitlist:${hour}` },
    );

  jobs.register(waitingListSweepJob, async (_payload, { now }) => {
    let offers = 0;
    // One transaction per session: a session's lock is held only while its seats are counted and offered.
    for (const sessionId of await waitingList.sessionsWaiting(db, now))
      offers += await unitOfWork((tx) => offerFreeSeats(tx, sessionId, now));
    if (offers > 0) log.info({ offers, asOf: now.toISOString() }, 'waiting lists offered freed seats');
    await unitOfWork(async (tx) => {
      await queueSweep(tx, hourAfter(now));
      await queueSweep(tx, hourAfter(clock.now()));
    });
  });

  // A refund frees the order's seats at once: they are offered to the waiting list now.
  events.subscribe('commerce.order-refunded', async (tx, { order, at }) => {
    for (const sessionId of await courseSessionsOfOrder(tx, order.id))
      await queueSeatOffers(jobs, tx, sessionId, at);
  });

  return {
    offerFreeSeats,

    /** The start-up pass: queues the next hour's look at the waiting lists (once, whichever instance asks). */
    async resume(now: Date = clock.now()): Promise<void> {
      await unitOfWork((tx) => queueSweep(tx, hourAfter(now)));
    },

    /** The organisation's entries waiting or offered, soonest session first. */
    list(identity: ClientIdentity): Promise<WaitingListEntry[]> {
      return list(db, identity);
    },

    /**
     * Puts the organisation on a full session's waiting list for `seats`. Refused when the session is not on sale or
     * starts within 48 hours (the list is closed), has the seats free now, has fewer seats in all, or when the
     * organisation waits for it already.
     */
    async join(identity: ClientIdentity, sessionId: number, seats: number): Promise<WaitingListEntry> {
      return unitOfWork(async (tx) => {
        await repository.lockSeats(tx, [sessionId]);
        const [session] = await repository.sessionsByIds(tx, [sessionId]);
        if (!session) throw new NotFoundError(CourseSessionMessages.notFound);
        const now = clock.now();
        if (session.startsAt.getTime() - now.getTime() <= WAITING_LIST_CLOSES_HOURS * HOUR_MS)
          throw new ConflictError(WaitingListMessages.closed);
        if (seats > session.capacity) {
          const message = WaitingListMessages.overCapacity(session.capacity);
          throw new InvalidInputError(message, { seats: [message] });
        }
        const taken = (await seatsTakenIn(tx, [sessionId], now, identity.tenantId)).get(sessionId);
        if (seatsLeftOf(session.capacity, taken) >= seats)
          throw new ConflictError(WaitingListMessages.seatsFree);
        const entry = await waitingList.addEntry(
          tx,
          { sessionId, tenantId: identity.tenantId, userId: identity.userId, seats },
          now,
        );
        if (!entry) throw new ConflictError(WaitingListMessages.already);
        const { me } = await teamOf(tx, identity);
        await recordActivity(tx, {
          actor: actorOf(identity, me),
          action: 'course_waitlist_joined',
          subject: { type: 'course_session', id: String(sessionId), label: session.course.title },
          tenant: { id: identity.tenantId, name: await repository.organisationName(tx, identity.tenantId) },
          after: { entry: entry.id, seats },
          at: now,
        });
        // Seats some other waiting entry fits may be free: they are offered now, in line.
        await offerFreeSeats(tx, sessionId, now);
        return entryOf(tx, identity, entry.id);
      });
    },

    /**
     * Takes the organisation off the waiting list (the member who joined, or its owner and admins): an entry waiting
     * leaves the line; one offered seats declines them, and they are offered to the next in line at once.
     */
    async leave(identity: ClientIdentity, entryId: number): Promise<{ declined: boolean }> {
      return unitOfWork(async (tx) => {
        const found = await waitingList.liveEntryById(tx, identity.tenantId, entryId);
        if (!found) throw new NotFoundError(WaitingListMessages.notFound);
        await repository.lockSeats(tx, [found.sessionId]);
        const entry = await waitingList.lockLiveEntry(tx, identity.tenantId, entryId);
        if (!entry) throw new NotFoundError(WaitingListMessages.notFound);
        const { me, manages } = await teamOf(tx, identity);
        if (!manages && entry.userId !== identity.userId)
          throw new ForbiddenError(WaitingListMessages.notYours);
        const now = clock.now();
        const offer = entry.state === 'offered' ? await waitingList.lockOpenOffer(tx, entry.id) : undefined;
        if (offer) await waitingList.endOffer(tx, offer.id, 'declined', now);
        await waitingList.endEntry(tx, entry.id, 'declined', now);
        const [session] = await repository.sessionsByIds(tx, [entry.sessionId]);
        await recordActivity(tx, {
          actor: actorOf(identity, me),
          action: offer ? 'course_seat_offer_declined' : 'course_waitlist_left',
          subject: {
            type: 'course_session',
            id: String(entry.sessionId),
            label: session?.course.title ?? null,
          },
          tenant: { id: identity.tenantId, name: await repository.organisationName(tx, identity.tenantId) },
          before: { entry: entry.id, seats: entry.seats, ...(offer ? { offered: offer.seats } : {}) },
          at: now,
        });
        if (offer) await offerFreeSeats(tx, entry.sessionId, now);
        return { declined: offer !== undefined };
      });
    },

    /**
     * An order of the organisation for seats of these sessions was placed (in `tx`, under their seat locks): its
     * live offers there are accepted by it, and their entries fulfilled, for good. Seats it did not take are
     * offered on, and what it holds is looked at again when its payment window ends (if it lapses, its seats go to
     * the waiting list).
     */
    async ordered(
      tx: Db,
      order: { id: string; tenantId: string; payableUntil: Date | null },
      sessionIds: readonly number[],
      now: Date,
    ): Promise<void> {
      const accepted = await waitingList.accept(tx, order.tenantId, sessionIds, order.id, now);
      for (const offer of accepted) {
        await recordActivity(tx, {
          actor: SERVER,
          action: 'course_seat_offer_accepted',
          subject: { type: 'course_session', id: String(offer.sessionId) },
          tenant: { id: order.tenantId },
          after: { entry: offer.entryId, seats: offer.seats, order: order.id },
          at: now,
        });
        await queueSeatOffers(jobs, tx, offer.sessionId, now);
      }
      if (order.payableUntil)
        for (const sessionId of sessionIds) await queueSeatOffers(jobs, tx, sessionId, order.payableUntil);
    },
  };
}

export type WaitingList = ReturnType<typeof createWaitingList>;
