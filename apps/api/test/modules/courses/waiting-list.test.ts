import {
  CourseSeatMessages,
  CourseSessionMessages,
  UpcomingSessionsResponseSchema,
  WaitingListEntryResponseSchema,
  WaitingListMessages,
  WaitingListResponseSchema,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSeatOffers, courseWaitlistEntries, orders } from '../../../src/platform/database/schema.js';
import { recordedAbout } from '../../support/activity-records.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation } from '../../support/report-fixtures.js';
import { collectingMailer } from '../alerts/alert-fixtures.js';
import { callerAs, courseWithSessions, seatBuyers } from './course-fixtures.js';

const START = '2027-03-01T12:00:00Z';
const HOUR = 3_600_000;
const clock = createTestClock(START);
const mail = collectingMailer();
let t: TestApp;
let course: Awaited<ReturnType<typeof courseWithSessions>>;
let buyer: ReturnType<typeof seatBuyers>;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer, linkOrigin: 'https://softline.test' });
  course = await courseWithSessions(t, 'waitlist');
  buyer = seatBuyers(t, 'waitlist');
});
afterAll(async () => {
  await t.close();
});

async function listed(sessionId: number) {
  const response = await t.app.inject({ method: 'GET', url: '/api/courses/sessions/' });
  return UpcomingSessionsResponseSchema.parse(response.json()).data.find((item) => item.id === sessionId)!;
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

const join = (who: Buyer, sessionId: number, seats: number) =>
  who.call('POST', `/api/courses/sessions/${sessionId}/waiting-list/`, { seats });

const entries = async (who: Buyer) =>
  WaitingListResponseSchema.parse((await who.call('GET', '/api/courses/waiting-list/')).json()).data;

/** The seats-offered mails sent to `to` so far. */
const offersMailedTo = (to: string) =>
  mail.sent.filter((message) => message.to === to && message.subject.startsWith('Seats free for you'));

describe('the waiting list of a full session (issue 44)', () => {
  it('takes entries in line, offers seats freed to the first whose seats fit, and sells them to it alone', async () => {
    const sessionId = await course.addSession(2);
    const first = await buyer();
    await first.buySeats(sessionId, 2);
    expect(await listed(sessionId)).toMatchObject({ seats_left: 0, availability: 'waiting_list' });

    const waiting = await buyer();
    const joined = await join(waiting, sessionId, 1);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(WaitingListEntryResponseSchema.parse(joined.json())).toMatchObject({
      message: WaitingListMessages.joined,
      data: {
        seats: 1,
        state: 'waiting',
        position: 1,
        offer: null,
        requested_by: 'Test User 1',
        can_change: true,
      },
    });
    const again = await join(waiting, sessionId, 2);
    expect([again.statusCode, again.json().message]).toEqual([409, WaitingListMessages.already]);
    const big = await buyer();
    expect((await join(big, sessionId, 2)).statusCode).toBe(201);
    expect((await entries(big))[0]).toMatchObject({ seats: 2, position: 2 });

    // Bad input changes nothing.
    const tooMany = await join(await buyer(), sessionId, 3);
    expect([tooMany.statusCode, tooMany.json().errors]).toEqual([
      400,
      { seats: [WaitingListMessages.overCapacity(2)] },
    ]);
    for (const seats of [0, 51, 1.5, '2'])
      expect([(await join(waiting, sessionId, seats as number)).json().message]).toEqual([
        WaitingListMessages.seats,
      ]);
    const nowhere = await join(waiting, 999_999, 1);
    expect([nowhere.statusCode, nowhere.json().message]).toEqual([404, CourseSessionMessages.notFound]);
    expect(
      await t.database.db.$count(courseWaitlistEntries, eq(courseWaitlistEntries.sessionId, sessionId)),
    ).toBe(2);

    // Staff add a seat: it goes to the first in line (one seat fits; two would not), by mail, held 48 hours.
    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/course-sessions/${sessionId}/`,
      headers: course.editor,
      payload: course.sessionFields(3),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await t.runJobs();
    await t.runJobs(); // twice: nothing more is offered
    const [offered] = await entries(waiting);
    expect(offered).toMatchObject({
      state: 'offered',
      position: null,
      offer: { seats: 1, expires_at: new Date(Date.parse(START) + 48 * HOUR).toISOString() },
    });
    expect((await entries(big))[0]).toMatchObject({ state: 'waiting', position: 1 });
    const [message] = offersMailedTo(waiting.email);
    expect(offersMailedTo(waiting.email)).toHaveLength(1);
    expect(message!.subject).toBe('Seats free for you: Course waitlist, 12–15 March 2027');
    expect(message!.text).toContain(
      '1 seat of Course waitlist (12–15 March 2027) is free, and held for waitlist 2',
    );
    expect(message!.text).toContain('Wednesday, March 3, 2027 at 7:00 AM EST');
    expect(message!.text).toContain('https://softline.test/client/courses');

    // The held seat is the waiting organisation's only: the listing shows none, another is refused it.
    expect(await listed(sessionId)).toMatchObject({ seats_left: 0, availability: 'waiting_list' });
    const late = await buyer();
    expect((await late.addSeats(sessionId, 1)).json().message).toBe(CourseSeatMessages.soldOut);
    expect((await waiting.addSeats(sessionId, 1)).statusCode).toBe(201);
    expect((await waiting.confirmCard(await waiting.startCard())).json()).toEqual({ status: 'succeeded' });
    expect(await entries(waiting)).toEqual([]);
    const [offer] = await t.database.db
      .select()
      .from(courseSeatOffers)
      .where(eq(courseSeatOffers.sessionId, sessionId));
    expect(offer).toMatchObject({ state: 'accepted', seats: 1 });
    expect(offer!.orderId).not.toBeNull();

    const actions = (await recordedAbout(t.database.db, String(sessionId))).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'course_waitlist_joined',
        'course_seats_offered',
        'course_seat_offer_accepted',
      ]),
    );
  });

  it('offers a lapsed order’s seats, the next in line when one declines, and frees them when an offer expires', async () => {
    const sessionId = await course.addSession(1);
    const holder = await buyer();
    await holder.addSeats(sessionId, 1);
    await holder.startCard(); // placed, never paid: it holds the seat for its payment window
    const [a, b] = [await buyer(), await buyer()];
    expect((await join(a, sessionId, 1)).statusCode).toBe(201);
    expect((await join(b, sessionId, 1)).statusCode).toBe(201);

    try {
      // The window ends: the order lapses and the seat is offered to the first in line.
      clock.advance(24 * HOUR + 1000);
      await t.runJobs();
      await Promise.all([a.signInAgain(), b.signInAgain()]);
      expect((await entries(a))[0]).toMatchObject({ state: 'offered' });
      expect(offersMailedTo(a.email)).toHaveLength(1);

      // A declines: B is offered the seat at once.
      const [entryOfA] = await entries(a);
      const declined = await a.call('DELETE', `/api/courses/waiting-list/${entryOfA!.id}/`);
      expect([declined.statusCode, declined.json().message]).toEqual([200, WaitingListMessages.declined]);
      expect(await entries(a)).toEqual([]);
      await t.runJobs();
      expect((await entries(b))[0]).toMatchObject({ state: 'offered', offer: { seats: 1 } });
      expect(offersMailedTo(b.email)).toHaveLength(1);
      const twice = await a.call('DELETE', `/api/courses/waiting-list/${entryOfA!.id}/`);
      expect([twice.statusCode, twice.json().message]).toEqual([404, WaitingListMessages.notFound]);

      // B lets it expire: the entry lapses and, no one else waiting, the seat is on sale again.
      clock.advance(48 * HOUR);
      await t.runJobs();
      await t.runJobs();
      await b.signInAgain();
      expect(await entries(b)).toEqual([]);
      expect(await listed(sessionId)).toMatchObject({ seats_left: 1, availability: 'open' });
      const ended = await t.database.db
        .select({ state: courseWaitlistEntries.state })
        .from(courseWaitlistEntries)
        .where(eq(courseWaitlistEntries.sessionId, sessionId))
        .orderBy(courseWaitlistEntries.id);
      expect(ended.map((row) => row.state)).toEqual(['declined', 'lapsed']);
    } finally {
      clock.set(START);
    }
  });

  it('never opens a used offer again: an order that took it and lapsed frees the seats to the next in line', async () => {
    const sessionId = await course.addSession(1);
    const holder = await buyer();
    await holder.addSeats(sessionId, 1);
    await holder.startCard();
    const [a, b] = [await buyer(), await buyer()];
    await join(a, sessionId, 1);
    await join(b, sessionId, 1);
    try {
      clock.advance(24 * HOUR + 1000);
      await t.runJobs();
      await Promise.all([a.signInAgain(), b.signInAgain()]);
      // A takes its offer with an order it never pays.
      await a.addSeats(sessionId, 1);
      await a.startCard();
      expect(await entries(a)).toEqual([]);
      clock.advance(24 * HOUR + 1000);
      await t.runJobs();
      await b.signInAgain();
      const [orderOfA] = await t.database.db.select().from(orders).where(eq(orders.tenantId, a.tenantId));
      expect(orderOfA!.status).toBe('cancelled');
      // The seat goes to B; A's offer stays accepted by its order.
      expect((await entries(b))[0]).toMatchObject({ state: 'offered' });
      const offers = await t.database.db
        .select()
        .from(courseSeatOffers)
        .where(eq(courseSeatOffers.sessionId, sessionId))
        .orderBy(courseSeatOffers.id);
      expect(offers.map((offer) => [offer.tenantId, offer.state])).toEqual([
        [a.tenantId, 'accepted'],
        [b.tenantId, 'open'],
      ]);
    } finally {
      clock.set(START);
    }
  });

  it('lets the member who joined and the organisation’s managers leave; refuses a list with seats free or closed', async () => {
    const sessionId = await course.addSession(1);
    const open = await buyer();
    const free = await join(open, sessionId, 1);
    expect([free.statusCode, free.json().message]).toEqual([409, WaitingListMessages.seatsFree]);
    await open.buySeats(sessionId, 1);

    const [owner, joiner, colleague] = ['owner', 'joiner', 'colleague'].map((who) => `${who}@leave.test`);
    await addOrganisation(t.database.db, 'Leavers', [owner!, joiner!, colleague!]);
    const asJoiner = await callerAs(t, joiner!);
    const joined = await asJoiner('POST', `/api/courses/sessions/${sessionId}/waiting-list/`, { seats: 1 });
    const entryId = WaitingListEntryResponseSchema.parse(joined.json()).data.id;
    const asColleague = await callerAs(t, colleague!);
    const listedForColleague = WaitingListResponseSchema.parse(
      (await asColleague('GET', '/api/courses/waiting-list/')).json(),
    ).data;
    expect(listedForColleague).toEqual([expect.objectContaining({ id: entryId, can_change: false })]);
    const refused = await asColleague('DELETE', `/api/courses/waiting-list/${entryId}/`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, WaitingListMessages.notYours]);
    // Another organisation does not see it.
    expect((await open.call('DELETE', `/api/courses/waiting-list/${entryId}/`)).statusCode).toBe(404);
    const left = await (await callerAs(t, owner!))('DELETE', `/api/courses/waiting-list/${entryId}/`);
    expect([left.statusCode, left.json().message]).toEqual([200, WaitingListMessages.left]);

    // Within 48 hours of the start the list is closed.
    clock.set('2027-03-10T15:00:00Z');
    try {
      const latecomer = await buyer();
      const closed = await join(latecomer, sessionId, 1);
      expect([closed.statusCode, closed.json().message]).toEqual([409, WaitingListMessages.closed]);
      expect(await listed(sessionId)).toMatchObject({ availability: 'sold_out' });
    } finally {
      clock.set(START);
    }
  });
});
