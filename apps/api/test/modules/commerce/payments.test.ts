import { PaymentIntentResponseSchema, PaymentMessages, SandboxConfirmResponseSchema } from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  orderItems,
  orders,
  paymentEvents,
  sandboxPaymentIntents,
  subscriptions,
} from '../../../src/platform/database/schema.js';
import { breakFulfilment } from '../../support/failing-fulfilment.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  bearerHeaders,
  FIXTURE_PASSWORD,
  reportTypeId,
  subscribe,
} from '../../support/report-fixtures.js';

let t: TestApp;
let tenantId: string;
const SINGLE = 'subscription_price_for_single_user';
const ENTERPRISE = 'subscription_price_for_enterprise';
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
const YEAR = 365 * 24 * 60 * 60 * 1000;

beforeEach(async () => {
  t = await createTestApp();
  const org = await addOrganisation(t.database.db, 'Roasters Ltd', [
    'ana@roasters.test',
    'ben@roasters.test',
  ]);
  tenantId = org.tenantId;
  await subscribe(t.database.db, tenantId, 'Sugar Weekly Report', { expired: true });
  await t.services.coupons.create({ code: 'TENOFF', kind: 'percent', percentOff: 10 });
});
afterEach(async () => {
  await t.close();
});

async function signIn(email = 'ana@roasters.test', password = FIXTURE_PASSWORD) {
  const headers = await bearerHeaders(t.app, email, password);
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  return {
    headers,
    /** Adds the type to the cart; resolves the cart's line ids. */
    async add(type: string, tier = SINGLE): Promise<number[]> {
      const response = await post('/api/reports/cart/', {
        report_type: await reportTypeId(t.database.db, type),
        selected_subscription: tier,
      });
      expect(response.statusCode).toBe(201);
      return (response.json().data as { id: number }[]).map((line) => line.id);
    },
    intent: (payload: Record<string, unknown>) => post('/api/reports/bank/payments/checkout/', payload),
    confirm: (payload: Record<string, unknown>) => post('/api/payments/sandbox/confirm/', payload),
    coupon: (amount: number, promo_code: string) =>
      post('/api/reports/apply-coupon/', { amount, promo_code }),
    access: async () =>
      (await t.app.inject({ method: 'GET', url: '/api/reports/report/acess/', headers })).json()
        .report_access as number[],
    cartCount: async () =>
      (await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers })).json().count as number,
  };
}

const allOrders = () => t.database.db.select().from(orders);

describe('POST /api/reports/bank/payments/checkout/ (SPEC §7; sandbox provider)', () => {
  it('creates one order priced on the server and one intent; the same cart again answers the same intent', async () => {
    const ana = await signIn();
    const cart = await ana.add('Coffee Weekly Report');
    const body = { amount: 195_000, currency: 'usd', method: 'card', cart, discount_price: 0 };
    const first = await ana.intent(body);
    expect(first.statusCode).toBe(200);
    const intent = PaymentIntentResponseSchema.parse(first.json());
    expect(intent).toMatchObject({
      status: true,
      provider: 'sandbox',
      order_number: expect.stringMatching(/^SO-\d{4}-\d{6}$/),
    });

    const second = PaymentIntentResponseSchema.parse((await ana.intent(body)).json());
    expect(second.client_secret).toBe(intent.client_secret);
    const placed = await allOrders();
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      status: 'pending',
      method: 'card',
      subtotalCents: 195_000,
      discountCents: 0,
      totalCents: 195_000,
      provider: 'sandbox',
    });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id));
    expect(items).toMatchObject([{ tier: SINGLE, priceCents: 195_000 }]);
  });

  it('the same cart checked out in several tabs at once answers one order and one intent', async () => {
    const ana = await signIn();
    const cart = await ana.add('Coffee Weekly Report');
    const body = { amount: 195_000, currency: 'usd', method: 'card', cart, discount_price: 0 };
    const answers = await Promise.all(Array.from({ length: 32 }, () => ana.intent(body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(32).fill(200));
    const secrets = new Set(
      answers.map((answer) => PaymentIntentResponseSchema.parse(answer.json()).client_secret),
    );
    expect(secrets.size).toBe(1);
    const placed = await allOrders();
    expect(placed).toHaveLength(1);
    expect(placed[0]!.clientSecret).toBe([...secrets][0]);
    // The order's intent is the only one made: no other could be paid without settling it.
    const intents = await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.orderId, placed[0]!.id));
    expect(intents.map((intent) => intent.id)).toEqual([placed[0]!.paymentIntentId]);
  });
  it('refuses a tampered amount or discount, a stale cart, another currency; nothing is ordered', async () => {
    const ana = await signIn();
    const cart = await ana.add('Coffee Weekly Report');
    const body = { amount: 195_000, currency: 'usd', method: 'card', cart, discount_price: 0 };
    for (const [change, status, message] of [
      [{ amount: 100 }, 409, PaymentMessages.amountMismatch],
      [{ discount_price: 500, amount: 145_000 }, 409, PaymentMessages.amountMismatch],
      [{ cart: [...cart, 999_999] }, 409, PaymentMessages.cartChanged],
      [{ cart: [] }, 400, PaymentMessages.emptyCart],
      [{ currency: 'eur' }, 400, PaymentMessages.currency],
      [{ method: 'paypal' }, 400, PaymentMessages.method],
    ] as const) {
      const response = await ana.intent({ ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().message).toEqual(status === 400 ? expect.any(String) : message);
      if (status === 400) expect(JSON.stringify(response.json().errors)).toContain(message);
    }
    expect(await allOrders()).toEqual([]);
  });

  it("takes the cart's promo code off, as the server computes it", async () => {
    const ana = await signIn();
    const cart = await ana.add('Coffee Weekly Report');
    expect((await ana.coupon(1950, 'TENOFF')).statusCode).toBe(200);
    const without = await ana.intent({
      amount: 195_000,
      currency: 'usd',
      method: 'card',
      cart,
      discount_price: 0,
    });
    expect(without.statusCode).toBe(409);
    const response = await ana.intent({
      amount: 175_500,
      currency: 'usd',
      method: 'card',
      cart,
      discount_price: 195,
    });
    expect(response.statusCode).toBe(200);
    expect((await allOrders())[0]).toMatchObject({
      subtotalCents: 195_000,
      discountCents: 19_500,
      totalCents: 175_500,
    });
  });

  it('refuses a larger tier of a type the organisation started running since: upgrades are in the billing view', async () => {
    const ana = await signIn();
    const cart = await ana.add('Coffee Weekly Report', ENTERPRISE);
    await subscribe(t.database.db, tenantId, 'Coffee Weekly Report', { tier: SINGLE });
    const response = await ana.intent({
      amount: 780_000,
      currency: 'usd',
      method: 'card',
      cart,
      discount_price: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PaymentMessages.alreadySubscribed);
    expect(await allOrders()).toEqual([]);
  });

  it('refuses a type the organisation already subscribes to, and visitors (401) and admins (403)', async () => {
    const ana = await signIn();
    const cart = await ana.add('Coffee Weekly Report');
    await subscribe(t.database.db, tenantId, 'Coffee Weekly Report');
    const response = await ana.intent({
      amount: 195_000,
      currency: 'usd',
      method: 'card',
      cart,
      discount_price: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PaymentMessages.alreadySubscribed);

    const body = { amount: 1, currency: 'usd', method: 'card', cart: [1], discount_price: 0 };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reports/bank/payments/checkout/', payload: body }))
        .statusCode,
    ).toBe(401);
    const admin = await signIn(TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    expect((await admin.intent(body)).statusCode).toBe(403);
  });
});

describe('sandbox confirmation and fulfilment (DESIGN §4)', () => {
  it('shows card errors as Stripe does and keeps the order open; 4242… pays and the reports unlock', async () => {
    const ana = await signIn();
    const coffee = await reportTypeId(t.database.db, 'Coffee Weekly Report');
    const cart = await ana.add('Coffee Weekly Report');
    const { client_secret } = PaymentIntentResponseSchema.parse(
      (
        await ana.intent({ amount: 195_000, currency: 'usd', method: 'card', cart, discount_price: 0 })
      ).json(),
    );
    const confirm = async (card: Partial<typeof CARD>) =>
      SandboxConfirmResponseSchema.parse(
        (await ana.confirm({ client_secret, method: 'card', card: { ...CARD, ...card } })).json(),
      );

    expect(await confirm({ number: '4242 4242' })).toEqual({
      status: 'requires_payment_method',
      error: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    expect(await confirm({ number: '4000 0000 0000 0002' })).toEqual({
      status: 'requires_payment_method',
      error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    });
    expect((await allOrders())[0]).toMatchObject({
      status: 'pending',
      failureMessage: 'Your card was declined.',
    });
    expect(await ana.access()).not.toContain(coffee);

    expect(await confirm({})).toEqual({ status: 'succeeded' });
    const [paid] = await allOrders();
    expect(paid).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    expect(await ana.access()).toContain(coffee);
    expect(await ana.cartCount()).toBe(0);
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.reportTypeId, coffee)));
    expect(subscription!.endsAt.getTime() - subscription!.startsAt.getTime()).toBeGreaterThanOrEqual(YEAR);
    const receipts = (await t.outbox()).filter((mail) =>
      mail.raw.includes(`Subject: Your receipt for order ${paid!.number}`),
    );
    expect(receipts).toHaveLength(1);

    // Confirming again, or replaying, changes nothing: one year, one receipt.
    expect(await confirm({})).toEqual({ status: 'succeeded' });
    const [again] = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.reportTypeId, coffee)));
    expect(again!.endsAt).toEqual(subscription!.endsAt);
    expect((await t.outbox()).filter((mail) => mail.raw.includes('Your receipt'))).toHaveLength(1);
  });

  it("renews an expired subscription for a year from now; nobody else can confirm the caller's intent", async () => {
    const ana = await signIn();
    const cart = await ana.add('Sugar Weekly Report');
    const { client_secret } = PaymentIntentResponseSchema.parse(
      (
        await ana.intent({ amount: 195_000, currency: 'usd', method: 'card', cart, discount_price: 0 })
      ).json(),
    );
    const ben = await signIn('ben@roasters.test');
    expect((await ben.confirm({ client_secret, method: 'card', card: CARD })).json()).toEqual({
      status: 'requires_payment_method',
      error: { code: 'resource_missing', message: 'No such payment intent.' },
    });
    expect((await allOrders())[0]!.status).toBe('pending');

    t.clock.advance(60_000);
    expect((await ana.confirm({ client_secret, method: 'card', card: CARD })).json()).toEqual({
      status: 'succeeded',
    });
    const sugar = await reportTypeId(t.database.db, 'Sugar Weekly Report');
    const [renewed] = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.reportTypeId, sugar)));
    // A year from the clock's time of payment, not from the lapsed end.
    expect(renewed!.startsAt).toEqual(t.clock.now());
    expect(renewed!.endsAt.getTime() - renewed!.startsAt.getTime()).toBeGreaterThanOrEqual(YEAR);
  });

  it('a bank transfer is processing: the cart empties, access waits until it settles', async () => {
    const ana = await signIn();
    const cocoa = await reportTypeId(t.database.db, 'Cocoa Weekly Report');
    const cart = await ana.add('Cocoa Weekly Report');
    const intent = await ana.intent({
      amount: 195_000,
      currency: 'usd',
      method: 'us_bank_account',
      cart,
      discount_price: 0,
    });
    const { client_secret } = PaymentIntentResponseSchema.parse(intent.json());
    expect(
      (
        await ana.confirm({ client_secret, method: 'us_bank_account', account_holder_name: 'Ana Roaster' })
      ).json(),
    ).toEqual({ status: 'processing' });
    expect((await allOrders())[0]!.status).toBe('processing');
    expect(await ana.cartCount()).toBe(0);
    expect(await ana.access()).not.toContain(cocoa);

    // Buying the same type again while the transfer settles is refused.
    const again = await ana.add('Cocoa Weekly Report');
    const refused = await ana.intent({
      amount: 195_000,
      currency: 'usd',
      method: 'card',
      cart: again,
      discount_price: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PaymentMessages.awaitingPayment);
  });

  it('settles a sandbox bank transfer by itself, through the job queue, once the configured delay has passed', async () => {
    await t.close();
    t = await createTestApp({ payments: { sandboxBankSettleMs: 5 * 60_000 } });
    await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']);
    const ana = await signIn();
    const cocoa = await reportTypeId(t.database.db, 'Cocoa Weekly Report');
    const cart = await ana.add('Cocoa Weekly Report');
    const { client_secret } = PaymentIntentResponseSchema.parse(
      (
        await ana.intent({
          amount: 195_000,
          currency: 'usd',
          method: 'us_bank_account',
          cart,
          discount_price: 0,
        })
      ).json(),
    );
    await ana.confirm({ client_secret, method: 'us_bank_account', account_holder_name: 'Ana Roaster' });
    await t.runJobs();
    expect((await allOrders())[0]!.status).toBe('processing');

    t.clock.advance(5 * 60_000);
    expect(await t.runJobs()).toMatchObject({ done: 2 });
    expect((await allOrders())[0]!.status).toBe('paid');
    expect(await ana.access()).toContain(cocoa);
    // Run again, the settled transfer changes nothing.
    expect(await t.runJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('a confirmation whose fulfilment fails keeps nothing, and confirming again pays once (issue 13)', async () => {
    const ana = await signIn();
    const coffee = await reportTypeId(t.database.db, 'Coffee Weekly Report');
    const cart = await ana.add('Coffee Weekly Report');
    const { client_secret } = PaymentIntentResponseSchema.parse(
      (
        await ana.intent({ amount: 195_000, currency: 'usd', method: 'card', cart, discount_price: 0 })
      ).json(),
    );
    const confirm = () => ana.confirm({ client_secret, method: 'card', card: CARD });
    const intentStatus = async () => (await t.database.db.select().from(sandboxPaymentIntents))[0]!.status;

    const restore = await breakFulfilment(t.database.db);
    expect((await confirm()).statusCode).toBe(500);
    expect(await intentStatus()).toBe('requires_payment_method');
    expect((await allOrders())[0]).toMatchObject({ status: 'pending', paidAt: null });
    expect(await t.database.db.select().from(paymentEvents)).toEqual([]);
    expect(await ana.access()).not.toContain(coffee);
    expect(await ana.cartCount()).toBe(1);

    await restore();
    expect((await confirm()).json()).toEqual({ status: 'succeeded' });
    expect(await intentStatus()).toBe('succeeded');
    const [paid] = await allOrders();
    expect(paid).toMatchObject({ status: 'paid' });
    expect(await ana.access()).toContain(coffee);
    expect(await ana.cartCount()).toBe(0);

    expect((await confirm()).json()).toEqual({ status: 'succeeded' });
    expect((await allOrders())[0]!.paidAt).toEqual(paid!.paidAt);
    expect(await t.database.db.select().from(paymentEvents)).toHaveLength(1);
    expect((await t.outbox()).filter((mail) => mail.raw.includes('Your receipt'))).toHaveLength(1);
  });

  it('a bank transfer whose initiation fails keeps nothing, and confirming again starts it (issue 13)', async () => {
    const ana = await signIn();
    const cart = await ana.add('Cocoa Weekly Report');
    const { client_secret } = PaymentIntentResponseSchema.parse(
      (
        await ana.intent({
          amount: 195_000,
          currency: 'usd',
          method: 'us_bank_account',
          cart,
          discount_price: 0,
        })
      ).json(),
    );
    const confirm = () =>
      ana.confirm({ client_secret, method: 'us_bank_account', account_holder_name: 'Ana Roaster' });

    const restore = await breakFulfilment(t.database.db);
    expect((await confirm()).statusCode).toBe(500);
    expect((await t.database.db.select().from(sandboxPaymentIntents))[0]!.status).toBe(
      'requires_payment_method',
    );
    expect((await allOrders())[0]!.status).toBe('pending');
    expect(await ana.cartCount()).toBe(1);

    await restore();
    expect((await confirm()).json()).toEqual({ status: 'processing' });
    expect((await allOrders())[0]!.status).toBe('processing');
    expect(await ana.cartCount()).toBe(0);
  });

  it('GET payments/config/ names the sandbox, with no publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config/' });
    expect(response.json()).toEqual({ status: true, provider: 'sandbox', publishable_key: null });
  });
});
