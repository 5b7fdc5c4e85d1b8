import {
  AdminOverviewResponseSchema,
  CartResponseSchema,
  CouponMessages,
  CourseSeatMessages,
  CourseSessionMessages,
  type CourseSeatsCartItem,
  UpcomingSessionsResponseSchema,
} from '@firm/domain';
import { desc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { courseWithSessions, seatBuyers } from './course-fixtures.js';

const clock = createTestClock('2027-03-01T12:00:00Z');
let t: TestApp;
let editor: { authorization: string };
let sessionFields: Awaited<ReturnType<typeof courseWithSessions>>['sessionFields'];
let addSession: (capacity: number) => Promise<number>;
let buyer: ReturnType<typeof seatBuyers>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const course = await courseWithSessions(t, 'seats', { title: 'Coffee options' });
  ({ editor, sessionFields, addSession } = course);
  buyer = seatBuyers(t, 'seats');
});
afterAll(async () => {
  await t.close();
});

const seatsLine = (cart: { data: unknown[] }) =>
  cart.data.find((line) => (line as CourseSeatsCartItem).kind === 'course_seats') as CourseSeatsCartItem;

async function listed(sessionId: number) {
  const response = await t.app.inject({ method: 'GET', url: '/api/courses/sessions/' });
  return UpcomingSessionsResponseSchema.parse(response.json()).data.find((item) => item.id === sessionId)!;
}

describe('seats of a course session in the cart (issue 44)', () => {
  it('adds seats priced on the server, changes how many, and refuses what cannot be bought', async () => {
    const sessionId = await addSession(5);
    const client = await buyer();

    const added = await client.addSeats(sessionId, 2);
    expect(added.statusCode, added.body).toBe(201);
    const cart = CartResponseSchema.parse(added.json());
    expect(cart.message).toBe(CourseSeatMessages.added);
    expect(seatsLine(cart)).toMatchObject({
      kind: 'course_seats',
      session: {
        id: sessionId,
        course_title: 'Coffee options',
        first_day: '2027-03-12',
        last_day: '2027-03-15',
        seats_left: 5,
      },
      seats: 2,
      unit_price: 5000,
      report_price: 10_000,
    });
    expect(cart.total_cart_value).toBe(10_000);

    const again = await client.addSeats(sessionId, 1);
    expect([again.statusCode, again.json().message]).toEqual([409, CourseSeatMessages.inCart]);
    const tooMany = await client.call('PATCH', `/api/reports/cart/${seatsLine(cart).id}/`, { seats: 6 });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, CourseSeatMessages.fewerLeft(5)]);
    const changed = await client.call('PATCH', `/api/reports/cart/${seatsLine(cart).id}/`, { seats: 3 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(seatsLine(changed.json())).toMatchObject({ seats: 3, report_price: 15_000 });
    const tier = await client.call('PATCH', `/api/reports/cart/${seatsLine(cart).id}/`, {
      selected_subscription: 'subscription_price_for_single_user',
    });
    expect([tier.statusCode, tier.json().message]).toEqual([422, CourseSeatMessages.noTier]);

    for (const [payload, message] of [
      [{ session: sessionId, seats: 0 }, CourseSeatMessages.seats],
      [{ session: sessionId, seats: 51 }, CourseSeatMessages.seats],
      [{ session: sessionId, seats: 1.5 }, CourseSeatMessages.seats],
      [{ session: 'x', seats: 1 }, CourseSeatMessages.session],
    ] as const) {
      const refused = await client.call('POST', '/api/reports/cart/course-seats/', payload);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    const unknown = await client.addSeats(2_000_000, 1);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, CourseSeatMessages.notOnSale]);
    const other = await buyer();
    const overCapacity = await other.addSeats(sessionId, 6);
    expect([overCapacity.statusCode, overCapacity.json().message]).toEqual([
      409,
      CourseSeatMessages.fewerLeft(5),
    ]);
    // Nothing was kept of the refusals.
    expect((await other.cart()).data).toEqual([]);
    expect((await client.cart()).data).toHaveLength(1);
  });

  it('never sells more seats than the capacity, however many orders are placed at once', async () => {
    const sessionId = await addSession(3);
    const buyers = [await buyer(), await buyer(), await buyer()];
    for (const client of buyers) expect((await client.addSeats(sessionId, 2)).statusCode).toBe(201);

    const answers = await Promise.all(buyers.map((client) => client.invoice()));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().message).toBe(CourseSeatMessages.fewerLeft(1));
    expect(await listed(sessionId)).toMatchObject({ capacity: 3, seats_left: 1, availability: 'open' });

    // The last seat, and then none: a full session more than 48 hours away takes its waiting list.
    const last = await buyer();
    await last.addSeats(sessionId, 1);
    expect((await last.invoice()).statusCode).toBe(201);
    expect(await listed(sessionId)).toMatchObject({
      seats_left: 0,
      availability: 'waiting_list',
    });
    const late = await buyer();
    const refused = await late.addSeats(sessionId, 1);
    expect([refused.statusCode, refused.json().message]).toEqual([409, CourseSeatMessages.soldOut]);
  });

  it('holds an unpaid card order’s seats for its payment window; a paid order keeps them', async () => {
    const sessionId = await addSession(4);
    const unpaid = await buyer();
    await unpaid.addSeats(sessionId, 3);
    await unpaid.startCard();
    expect((await listed(sessionId)).seats_left).toBe(1);
    const other = await buyer();
    const refused = await other.addSeats(sessionId, 2);
    expect([refused.statusCode, refused.json().message]).toEqual([409, CourseSeatMessages.fewerLeft(1)]);

    const paying = await buyer();
    await paying.addSeats(sessionId, 1);
    const confirmed = await paying.confirmCard(await paying.startCard());
    expect(confirmed.json()).toEqual({ status: 'succeeded' });
    const [paid] = await t.database.db
      .select({ number: orders.number, status: orders.status })
      .from(orders)
      .where(eq(orders.tenantId, paying.tenantId))
      .orderBy(desc(orders.createdAt));
    expect(paid!.status).toBe('paid');
    expect((await paying.cart()).data).toEqual([]);
    const details = await paying.call('GET', `/api/reports/orders/${paid!.number}/`);
    expect(JSON.stringify(details.json())).toContain('Course: Coffee options, 12–15 March 2027 (1 seat)');

    // A day later the unpaid order's window has ended: its seats are free again, though no job has run yet.
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await listed(sessionId)).seats_left).toBe(3);
      expect((await (await buyer()).addSeats(sessionId, 3)).statusCode).toBe(201);
    } finally {
      clock.set('2027-03-01T12:00:00Z');
    }
  });

  it('keeps a session’s capacity at or above the seats sold, and stops selling once it starts', async () => {
    const sessionId = await addSession(4);
    const client = await buyer();
    await client.addSeats(sessionId, 3);
    expect((await client.invoice()).statusCode).toBe(201);

    const lowered = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/course-sessions/${sessionId}/`,
      headers: editor,
      payload: sessionFields(2),
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().errors.capacity).toEqual([CourseSessionMessages.capacityBelowSold(3)]);

    const inCart = await buyer();
    await inCart.addSeats(sessionId, 1);
    clock.set('2027-03-12T15:00:00Z');
    try {
      await inCart.signInAgain();
      const started = await inCart.invoice();
      expect([started.statusCode, started.json().message]).toEqual([409, CourseSeatMessages.notOnSale]);
      expect(seatsLine(await inCart.cart())).toMatchObject({ report_price: 0, session: { seats_left: 0 } });
    } finally {
      clock.set('2027-03-01T12:00:00Z');
    }
  });

  it('takes a promo code limited to course seats off the seats only, and refuses it for a cart without any', async () => {
    await t.services.coupons.create({
      code: 'SEATS10',
      kind: 'percent',
      percentOff: 10,
      appliesTo: ['course_seats'],
      minAmountCents: 6_000_00,
    });
    const sessionId = await addSession(6);
    const client = await buyer();
    const subscription = await client.call('POST', '/api/reports/cart/', {
      report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
      selected_subscription: 'subscription_price_for_single_user',
    });
    expect(subscription.statusCode, subscription.body).toBe(201);
    const apply = async () =>
      client.call('POST', '/api/reports/apply-coupon/', {
        amount: (await client.cart()).total_cart_value,
        promo_code: 'seats10',
      });
    const refused = await apply();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.promo_code).toEqual([CouponMessages.notForCart('course seats')]);

    // One seat ($5,000) is under the code's minimum of $6,000 of seats, whatever the subscription adds.
    await client.addSeats(sessionId, 1);
    expect((await apply()).json().data.promo_code).toEqual([CouponMessages.minimum('$6,000')]);
    const line = seatsLine(await client.cart());
    await client.call('PATCH', `/api/reports/cart/${line.id}/`, { seats: 2 });
    const applied = await apply();
    expect(applied.statusCode, applied.body).toBe(200);
    const total = (await client.cart()).total_cart_value;
    // 10% of the seats' $10,000, nothing off the subscription.
    expect(applied.json()).toMatchObject({ discounted_price: 1000, final_amount: total - 1000 });
    expect((await client.cart()).applied_coupon).toMatchObject({
      promo_code: 'SEATS10',
      discounted_price: 1000,
    });
    const placed = await client.call('POST', '/api/reports/pay/by/invoice/', {
      cart: (await client.cart()).data.map((item) => item.id),
      discount_price: 1000,
    });
    expect(placed.statusCode, placed.body).toBe(201);

    // Paid, the overview counts the seats' $9,000 as course revenue (the discount was theirs alone), and the
    // subscription's full price as the rest.
    await addStaff(t.database.db, 'seats-finance@firm.test', 'finance');
    const finance = await bearerHeaders(t.app, 'seats-finance@firm.test');
    const thisMonth = async () =>
      AdminOverviewResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/admin/overview/', headers: finance })).json(),
      ).data.revenue_by_month.at(-1)!;
    const before = await thisMonth();
    const [order] = await t.database.db
      .select({ number: orders.number, invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.tenantId, client.tenantId));
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order!.number}/mark-paid/`,
      headers: finance,
      payload: { reason: 'Wire received' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await thisMonth();
    expect(after.courses - before.courses).toBe(9000);
    expect(after.amount - before.amount).toBe(total - 1000);
    expect(after.single_reports - before.single_reports).toBe(0);

    // The orders list and its CSV name each line as the invoice prints it; so does the invoice.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?tenant=${client.tenantId}`,
      headers: finance,
    });
    expect(csv.body).toContain(
      ',"Coffee Weekly Report (SINGLE USER); Course: Coffee options, 12–15 March 2027 (2 seats)",',
    );
    const invoice = await client.call('GET', `/api/billing/invoices/${order!.invoiceNumber}/pdf/`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    const text = (await extractText(new Uint8Array(invoice.rawPayload), { mergePages: true })).text;
    expect(text).toContain('Course: Coffee options, 12–15 March 2027 (2 seats)');
  });
});
