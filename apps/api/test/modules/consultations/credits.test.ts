import {
  CartMessages,
  CartResponseSchema,
  ClientSessionsResponseSchema,
  CreditMessages,
  InvoiceResponseSchema,
  PaymentIntentResponseSchema,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_STAFF } from '../../../src/modules/activity/index.js';
import { cartItems, consultations, orderItems, orders } from '../../../src/platform/database/schema.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { collectingMailer } from '../alerts/alert-fixtures.js';
import { addAnalyst } from './consultation-fixtures.js';

// A Friday; the sessions are in the week of Monday 15 March 2027.
const clock = createTestClock('2027-03-12T12:00:00Z');
const mail = collectingMailer();
let t: TestApp;
let admin: { authorization: string };
let analystId: number;
let people = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: mail.mailer, linkOrigin: 'https://softline.test' });
  await addStaff(t.database.db, 'credits-admin@firm.test', 'admin');
  admin = await bearerHeaders(t.app, 'credits-admin@firm.test');
  analystId = await addAnalyst(t, admin, 'credits-analyst@firm.test', { daily_max: 20 });
});
afterAll(async () => {
  await t.close();
});

type Headers = { authorization: string };

async function buyer() {
  people += 1;
  const email = `buyer-${people}@credits-${people}.test`;
  const { tenantId } = await addOrganisation(t.database.db, `Credits ${people} Ltd`, [email]);
  return { email, tenantId, headers: await bearerHeaders(t.app, email) };
}

const inject = (
  headers: Headers,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const cartOf = async (headers: Headers) =>
  CartResponseSchema.parse((await inject(headers, 'GET', '/api/reports/cart/')).json());

const addCredits = (headers: Headers, quantity: unknown) =>
  inject(headers, 'POST', '/api/reports/cart/credits/', { quantity });

const creditsLeft = async (headers: Headers) =>
  ClientSessionsResponseSchema.parse((await inject(headers, 'GET', '/api/consultations/')).json()).data
    .credits;

/** Pays the whole cart by card in the sandbox, as checkout does; answers the order's number. */
async function payCartByCard(headers: Headers): Promise<string> {
  const cart = await cartOf(headers);
  const started = await inject(headers, 'POST', '/api/reports/bank/payments/checkout/', {
    amount: Math.round(cart.total_cart_value * 100),
    currency: 'usd',
    method: 'card',
    cart: cart.data.map((line) => line.id),
    discount_price: 0,
  });
  expect(started.statusCode, started.body).toBe(200);
  const intent = PaymentIntentResponseSchema.parse(started.json());
  const confirmed = await inject(headers, 'POST', '/api/payments/sandbox/confirm/', {
    client_secret: intent.client_secret,
    method: 'card',
    card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  return intent.order_number;
}

async function hold(headers: Headers, startsAt: string, length = 60): Promise<number> {
  const response = await inject(headers, 'POST', '/api/consultations/holds/', {
    length,
    analyst: analystId,
    starts_at: startsAt,
    time_zone: 'Europe/London',
    topic: 'Sugar spreads',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const useCredit = (headers: Headers, holdId: number) =>
  inject(headers, 'POST', `/api/consultations/holds/${holdId}/credit/`);

describe('consultation credits in the cart (issue 43)', () => {
  it('adds credits to one line priced on the server, changes how many, and refuses bad numbers', async () => {
    const { headers } = await buyer();
    const added = await addCredits(headers, 2);
    expect(added.statusCode, added.body).toBe(201);
    const cart = CartResponseSchema.parse(added.json());
    expect(cart.message).toBe(CreditMessages.added);
    expect(cart.data).toEqual([
      {
        kind: 'consultation_credit',
        id: expect.any(Number),
        name: '60-minute consultation credits × 2',
        image: '/images/consultation.svg',
        quantity: 2,
        unit_price: 900,
        report_price: 1800,
        current_price: 1800,
      },
    ]);
    expect(cart.total_cart_value).toBe(1800);
    expect(cart.report_access).toEqual([]);

    // A second ADD adds to the same line.
    const more = CartResponseSchema.parse((await addCredits(headers, 1)).json());
    expect(more.data).toHaveLength(1);
    expect(more.data[0]).toMatchObject({ quantity: 3, report_price: 2700 });
    const lineId = more.data[0]!.id;

    const tooMany = await addCredits(headers, 8);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(CreditMessages.quantity);
    for (const quantity of [0, 11, 1.5, '2', null]) {
      const refused = await addCredits(headers, quantity);
      expect(refused.statusCode, String(quantity)).toBe(400);
      expect(refused.json().message).toBe(CreditMessages.quantity);
    }
    expect((await cartOf(headers)).data[0]).toMatchObject({ quantity: 3 });

    const changed = await inject(headers, 'PATCH', `/api/reports/cart/${lineId}/`, { quantity: 5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(CartResponseSchema.parse(changed.json()).total_cart_value).toBe(4500);
    // A tier means nothing to credits, and a quantity nothing to a subscription.
    const tier = await inject(headers, 'PATCH', `/api/reports/cart/${lineId}/`, {
      selected_subscription: 'subscription_price_for_enterprise',
    });
    expect(tier.statusCode).toBe(422);
    const typed = await inject(headers, 'POST', '/api/reports/cart/', {
      report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
      selected_subscription: 'subscription_price_for_single_user',
    });
    const subscriptionLine = CartResponseSchema.parse(typed.json()).data.find(
      (line) => line.kind === 'subscription',
    )!;
    const quantityOnType = await inject(headers, 'PATCH', `/api/reports/cart/${subscriptionLine.id}/`, {
      quantity: 2,
    });
    expect(quantityOnType.statusCode).toBe(422);
    expect(quantityOnType.json().message).toBe(CartMessages.tier);

    // Another user's line is not theirs to change.
    const stranger = await buyer();
    const foreign = await inject(stranger.headers, 'PATCH', `/api/reports/cart/${lineId}/`, { quantity: 1 });
    expect(foreign.statusCode).toBe(404);
  });

  it('paid by card: the organisation holds the credits, the receipt names them, the cart is empty', async () => {
    const { email, headers } = await buyer();
    await addCredits(headers, 2);
    mail.sent.length = 0;
    const number = await payCartByCard(headers);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({ status: 'paid', kind: 'purchase', totalCents: 180_000 });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(lines).toMatchObject([
      { kind: 'consultation_credit', reportTypeId: null, tier: null, quantity: 2, priceCents: 180_000 },
    ]);
    expect(await cartOf(headers)).toMatchObject({ count: 0, total_cart_value: 0 });
    expect(await creditsLeft(headers)).toBe(2);

    await t.runJobs();
    const receipt = mail.sent.find((message) => message.to === email)!;
    expect(receipt.text).toContain('60-minute consultation credits × 2: $1,800');
    expect(receipt.text).toContain('Your 2 consultation credits are ready');
    expect(receipt.text).not.toContain('subscriptions are active');

    // The order's page and the billing view name the line too.
    const details = await inject(headers, 'GET', `/api/reports/orders/${number}/`);
    expect(details.json().data.items).toEqual([
      { report_type_name: '60-minute consultation credits × 2', selected_subscription: null },
    ]);
  });

  it('books a 60-minute session with a credit, gives it back when cancelled, and refuses once none is left', async () => {
    const { headers, tenantId } = await buyer();
    await addCredits(headers, 1);
    await payCartByCard(headers);
    expect(await creditsLeft(headers)).toBe(1);

    const short = await hold(headers, '2027-03-16T14:00:00.000Z', 30);
    const refusedShort = await useCredit(headers, short);
    expect(refusedShort.statusCode).toBe(422);
    expect(refusedShort.json().message).toBe(CreditMessages.sessionLength);

    const first = await hold(headers, '2027-03-16T15:00:00.000Z');
    const booked = await useCredit(headers, first);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().message).toBe(CreditMessages.bookedWithCredit);
    const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, first));
    expect(row).toMatchObject({ status: 'booked', coveredBy: 'credit', tenantId });
    expect(await creditsLeft(headers)).toBe(0);

    const second = await hold(headers, '2027-03-17T15:00:00.000Z');
    const none = await useCredit(headers, second);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(CreditMessages.noneLeft);
    const [stillHeld] = await t.database.db.select().from(consultations).where(eq(consultations.id, second));
    expect(stillHeld!.status).toBe('held');

    const cancelled = await inject(headers, 'POST', `/api/consultations/${first}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await creditsLeft(headers)).toBe(1);
    expect((await useCredit(headers, second)).statusCode).toBe(200);
  });

  it('lets two members race for the last credit: one books, the other is told none is left', async () => {
    people += 1;
    const emails = [`first-${people}@racing-credits.test`, `second-${people}@racing-credits.test`];
    await addOrganisation(t.database.db, `Racing Credits ${people}`, emails);
    const [a, b] = [await bearerHeaders(t.app, emails[0]!), await bearerHeaders(t.app, emails[1]!)];
    await addCredits(a, 1);
    await payCartByCard(a);
    const holds = [await hold(a, '2027-03-18T14:00:00.000Z'), await hold(b, '2027-03-18T16:00:00.000Z')];
    const answers = await Promise.all([useCredit(a, holds[0]!), useCredit(b, holds[1]!)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await creditsLeft(a)).toBe(0);
  });

  it('on an invoice: the invoice lists the credits, and they are the organisation’s once it is paid', async () => {
    const { headers } = await buyer();
    await addCredits(headers, 3);
    const cart = await cartOf(headers);
    const invoiced = await inject(headers, 'POST', '/api/reports/pay/by/invoice/', {
      cart: cart.data.map((line) => line.id),
      discount_price: 0,
    });
    expect(invoiced.statusCode, invoiced.body).toBe(201);
    const { invoice_number } = InvoiceResponseSchema.parse(invoiced.json());
    expect(await cartOf(headers)).toMatchObject({ count: 0 });
    expect(await creditsLeft(headers)).toBe(0);

    await t.services.invoices.markPaid(invoice_number, CLI_STAFF);
    expect(await creditsLeft(headers)).toBe(3);
  });

  it('takes the credits back when staff refund their order', async () => {
    const { headers } = await buyer();
    await addCredits(headers, 2);
    const number = await payCartByCard(headers);
    expect(await creditsLeft(headers)).toBe(2);
    const refunded = await inject(admin, 'POST', `/api/admin/orders/${number}/refund/`, {
      reason: 'Bought by mistake',
      end_access: false,
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await creditsLeft(headers)).toBe(0);
    const detail = await inject(admin, 'GET', `/api/admin/orders/${number}/`);
    expect(detail.json().data.items).toEqual([
      {
        report_type_id: null,
        report_type_name: '60-minute consultation credits × 2',
        tier: null,
        price_cents: 180_000,
      },
    ]);
  });

  it('keeps the database from holding a credits line with a type, or more than ten credits', async () => {
    const { headers } = await buyer();
    await addCredits(headers, 1);
    const [line] = await t.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.kind, 'consultation_credit'));
    await expect(
      t.database.db.update(cartItems).set({ quantity: 11 }).where(eq(cartItems.id, line!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(cartItems)
        .set({ reportTypeId: await reportTypeId(t.database.db, 'Coffee Weekly Report') })
        .where(eq(cartItems.id, line!.id)),
    ).rejects.toThrow();
  });

  it('counts credits and sessions in the overview’s consultation revenue of the month they were paid', async () => {
    const thisMonth = async () => {
      const overview = await inject(admin, 'GET', '/api/admin/overview/');
      expect(overview.statusCode, overview.body).toBe(200);
      return overview
        .json<{ data: { revenue_by_month: { month: string; amount: number; consultations: number }[] } }>()
        .data.revenue_by_month.at(-1)!;
    };
    const before = await thisMonth();
    expect(before.month).toBe('2027-03');
    const { headers } = await buyer();
    await addCredits(headers, 1);
    await inject(headers, 'POST', '/api/reports/cart/', {
      report_type: await reportTypeId(t.database.db, 'Cocoa Weekly Report'),
      selected_subscription: 'subscription_price_for_single_user',
    });
    await payCartByCard(headers);
    const session = await hold(headers, '2027-03-19T14:00:00.000Z', 30);
    const started = PaymentIntentResponseSchema.parse(
      (await inject(headers, 'POST', `/api/consultations/holds/${session}/pay/`, { method: 'card' })).json(),
    );
    await inject(headers, 'POST', '/api/payments/sandbox/confirm/', {
      client_secret: started.client_secret,
      method: 'card',
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    });
    const after = await thisMonth();
    // The credit ($900) and the session ($495); the subscription counts in the month's revenue only.
    expect(after.consultations - before.consultations).toBe(1_395);
    expect(after.amount - after.consultations - (before.amount - before.consultations)).toBeGreaterThan(0);
  });
});
