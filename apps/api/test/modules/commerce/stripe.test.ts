import { AdminOrderMessages, PaymentIntentResponseSchema, PaymentMessages } from '@firm/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cartItems,
  orders,
  paymentEvents,
  reportTypes,
  subscriptions,
} from '../../../src/platform/database/schema.js';
import { RECEIPT_SUBJECT } from '../../../src/modules/commerce/mails.js';
import { breakFulfilment } from '../../support/failing-fulfilment.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../../support/index.js';
import {
  addOrganisation,
  FIXTURE_PASSWORD,
  reportTypeId,
  bearerHeaders,
} from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import {
  sendStripeWebhook,
  startStripeDouble,
  STRIPE_WEBHOOK_SECRET,
  stripeDoubleConfig,
} from '../../support/stripe-double.js';

let t: TestApp;
let double: Awaited<ReturnType<typeof startStripeDouble>>;

async function setUp(options: TestAppOptions = {}) {
  t = await createTestApp({
    ...options,
    payments: { stripe: stripeDoubleConfig(double.port) },
  });
  await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']);
}

beforeEach(async () => {
  double = await startStripeDouble();
  await setUp();
});
afterEach(async () => {
  await t.close();
  await double.close();
});

async function checkoutCoffee() {
  const headers = await bearerHeaders(t.app, 'ana@roasters.test', FIXTURE_PASSWORD);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/reports/cart/',
    headers,
    payload: {
      report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
      selected_subscription: 'subscription_price_for_single_user',
    },
  });
  const cart = (added.json().data as { id: number }[]).map((line) => line.id);
  const pay = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/reports/bank/payments/checkout/',
      headers,
      payload: { amount: 195_000, currency: 'usd', method: 'card', cart, discount_price: 0 },
    });
  return { headers, pay };
}

const webhook = (event: Parameters<typeof sendStripeWebhook>[1], secret?: string) =>
  sendStripeWebhook(t.app, event, secret);

describe('Stripe provider against a local double of its API (issue 7)', () => {
  it('creates a PaymentIntent with the amount, currency, method, order and an idempotency key; once per cart', async () => {
    const { pay } = await checkoutCoffee();
    const first = PaymentIntentResponseSchema.parse((await pay()).json());
    expect(first).toMatchObject({ provider: 'stripe', client_secret: 'pi_double_1_secret_double' });
    const [order] = await t.database.db.select().from(orders);
    // The organisation's customer first, to save the card to for renewals (issue 17).
    expect(double.requests).toHaveLength(2);
    expect(double.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      headers: { 'idempotency-key': `customer-${order!.tenantId}` },
      form: { email: 'ana@roasters.test', name: 'Roasters Ltd', 'metadata[tenant_id]': order!.tenantId },
    });
    expect(double.requests[1]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      headers: { authorization: 'Bearer sk_test_double', 'idempotency-key': `order-${order!.id}` },
      form: {
        amount: '195000',
        currency: 'usd',
        'allowed_payment_method_types[0]': 'card',
        'metadata[order_id]': order!.id,
        'metadata[order_number]': order!.number,
        customer: 'cus_double_1',
        setup_future_usage: 'off_session',
      },
    });
    expect((await pay()).json().client_secret).toBe(first.client_secret);
    expect(double.requests).toHaveLength(2);

    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config/' });
    expect(config.json()).toEqual({ status: true, provider: 'stripe', publishable_key: 'pk_test_double' });
  });

  it('answers Failed to get payment intent when Stripe refuses', async () => {
    double.state.fail = true;
    const { pay } = await checkoutCoffee();
    const response = await pay();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ status: false, message: PaymentMessages.intentFailed });
  });

  it('fulfils on a signed payment_intent.succeeded; a replay or a forged signature changes nothing', async () => {
    const { pay, headers } = await checkoutCoffee();
    await pay();
    const event = { id: 'evt_double_1', type: 'payment_intent.succeeded', intent: 'pi_double_1' };

    const forged = await webhook(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/reports/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_x' }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await t.database.db.select().from(orders))[0]!.status).toBe('pending');

    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'handled' });
    const [paid] = await t.database.db.select().from(orders);
    expect(paid).toMatchObject({ status: 'paid' });
    const library = await t.app.inject({ method: 'GET', url: '/api/reports/report/acess/', headers });
    expect(library.json().report_access).toContain(await reportTypeId(t.database.db, 'Coffee Weekly Report'));

    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await t.database.db.select().from(orders))[0]!.paidAt).toEqual(paid!.paidAt);
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_double_1')),
    ).toHaveLength(1);
  });

  it('saves the paid card to the organisation’s customer for renewals, described, and reuses the customer (issue 17)', async () => {
    const { pay } = await checkoutCoffee();
    await pay();
    const saved = { paymentMethod: 'pm_double_card', customer: 'cus_double_1' };
    const event = { id: 'evt_saved', type: 'payment_intent.succeeded', intent: 'pi_double_1', saved };
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'handled' });
    const [order] = await t.database.db.select().from(orders);
    expect(
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.tenantId, order!.tenantId)),
    ).toMatchObject([
      {
        state: 'active',
        paymentMethod: 'card',
        paymentProvider: 'stripe',
        providerCustomerId: 'cus_double_1',
        providerPaymentMethodId: 'pm_double_card',
        paymentLabel: 'Visa •••• 4242',
      },
    ]);
    expect(double.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payment_methods/pm_double_card',
    });

    // The next purchase saves its card to the same customer: no second one is made.
    const headers = await bearerHeaders(t.app, 'ana@roasters.test', FIXTURE_PASSWORD);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/reports/cart/',
      headers,
      payload: {
        report_type: await reportTypeId(t.database.db, 'Cocoa Weekly Report'),
        selected_subscription: 'subscription_price_for_single_user',
      },
    });
    const cart = (added.json().data as { id: number }[]).map((line) => line.id);
    const [cocoa] = await t.database.db
      .select({ cents: reportTypes.priceSingleCents })
      .from(reportTypes)
      .where(eq(reportTypes.name, 'Cocoa Weekly Report'));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/reports/bank/payments/checkout/',
      headers,
      payload: {
        amount: cocoa!.cents,
        currency: 'usd',
        method: 'card',
        cart,
        discount_price: 0,
      },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(double.requests.filter((request) => request.path === '/v1/customers')).toHaveLength(1);
    expect(double.requests.at(-1)).toMatchObject({
      path: '/v1/payment_intents',
      form: { customer: 'cus_double_1' },
    });
  });

  it('records a failed payment and acknowledges events it does not use', async () => {
    const { pay } = await checkoutCoffee();
    await pay();
    await webhook({ id: 'evt_failed', type: 'payment_intent.payment_failed', intent: 'pi_double_1' });
    expect((await t.database.db.select().from(orders))[0]).toMatchObject({
      status: 'pending',
      failureMessage: 'Your card was declined.',
    });
    expect(
      (await webhook({ id: 'evt_other', type: 'charge.refunded', intent: 'pi_double_1' })).json(),
    ).toEqual({
      received: true,
    });
  });

  it('records nothing when fulfilment fails, answers 500 so Stripe retries, and the retry fulfils once (issue 13)', async () => {
    const { pay } = await checkoutCoffee();
    await pay();
    const { db } = t.database;
    const event = { id: 'evt_double_retry', type: 'payment_intent.succeeded', intent: 'pi_double_1' };
    const [order] = await db.select().from(orders);
    const receipts = async () =>
      (await t.outbox()).filter((mail) => mail.raw.includes(`Subject: ${RECEIPT_SUBJECT(order!.number)}`));

    const restore = await breakFulfilment(db);
    const failed = await webhook(event);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ status: false });
    // Nothing of it was kept: not the event, the payment, the subscription or the emptied cart.
    expect(await db.select().from(paymentEvents)).toEqual([]);
    expect((await db.select().from(orders))[0]).toMatchObject({ status: 'pending', paidAt: null });
    expect(await db.select().from(subscriptions).where(eq(subscriptions.tenantId, order!.tenantId))).toEqual(
      [],
    );
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, order!.userId))).toHaveLength(1);
    expect(await receipts()).toEqual([]);

    await restore();
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'handled' });
    const [paid] = await db.select().from(orders);
    expect(paid).toMatchObject({ status: 'paid' });
    const [subscription, ...more] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.tenantId, order!.tenantId));
    expect(more).toEqual([]);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, order!.userId))).toEqual([]);
    expect(await receipts()).toHaveLength(1);

    // Replays after success change nothing: no second year, no second receipt.
    for (let replay = 0; replay < 2; replay += 1)
      expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await db.select().from(orders))[0]!.paidAt).toEqual(paid!.paidAt);
    expect(
      (await db.select().from(subscriptions).where(eq(subscriptions.tenantId, order!.tenantId)))[0]!.endsAt,
    ).toEqual(subscription!.endsAt);
    expect(await db.select().from(paymentEvents)).toHaveLength(1);
    expect(await receipts()).toHaveLength(1);
  });

  it('keeps the payment when the receipt cannot be mailed: the mail job retries, logged without secrets', async () => {
    await t.close();
    const logLines: string[] = [];
    await setUp({
      mailer: { kind: 'smtp', send: () => Promise.reject(new Error('smtp down')) },
      logger: { stream: { write: (line: string) => logLines.push(line) } },
    });
    const { pay, headers } = await checkoutCoffee();
    await pay();
    const event = { id: 'evt_double_mail', type: 'payment_intent.succeeded', intent: 'pi_double_1' };

    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'handled' });
    const [paid] = await t.database.db.select().from(orders);
    expect(paid).toMatchObject({ status: 'paid' });
    expect(await t.runJobs()).toEqual({ done: 0, retried: 1, failed: 0 });
    // Beside the receipt waits the subscription's renewal notice, due in 11 months (issue 17).
    const mailJobs = async () => (await t.services.jobs.list()).filter((job) => job.name === 'mail.send');
    expect(await mailJobs()).toMatchObject([
      { name: 'mail.send', status: 'pending', attempts: 1, lastError: 'smtp down' },
    ]);
    // Stripe's retry is answered as a replay: the mail failure neither undoes nor repeats the fulfilment.
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await t.database.db.select().from(orders))[0]!.paidAt).toEqual(paid!.paidAt);
    expect(await mailJobs()).toHaveLength(1);

    const failure = logLines
      .map((line) => JSON.parse(line) as { msg: string; error?: string })
      .find((line) => line.msg === 'job failed');
    expect(failure).toMatchObject({ error: 'smtp down' });
    const logged = logLines.join('');
    expect(logged).not.toContain(headers.authorization.slice('Bearer '.length));
    expect(logged).not.toContain(STRIPE_WEBHOOK_SECRET);
    expect(logged).not.toContain('pi_double_1_secret_double');
  });

  it('cancels the intent of an order whose code hold lapsed; a payment that still arrives is honoured and flagged', async () => {
    await t.services.coupons.create({
      code: 'ONCE',
      kind: 'fixed',
      amountOffCents: 100_00,
      maxRedemptions: 1,
    });
    await addOrganisation(t.database.db, 'Millers Ltd', ['max@millers.test']);
    const payWithCode = async (email: string) => {
      const headers = await bearerHeaders(t.app, email, FIXTURE_PASSWORD);
      const post = (url: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url, headers, payload });
      const added = await post('/api/reports/cart/', {
        report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
        selected_subscription: 'subscription_price_for_single_user',
      });
      const cart = (added.json().data as { id: number }[]).map((line) => line.id);
      expect(
        (await post('/api/reports/apply-coupon/', { amount: 1950, promo_code: 'ONCE' })).statusCode,
      ).toBe(200);
      const paid = await post('/api/reports/bank/payments/checkout/', {
        amount: 195_000 - 100_00,
        currency: 'usd',
        method: 'card',
        cart,
        discount_price: 100,
      });
      return PaymentIntentResponseSchema.parse(paid.json());
    };
    const orderNumbered = async (number: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.number, number)))[0]!;

    const ana = await payWithCode('ana@roasters.test');
    t.clock.advance(25 * 60 * 60 * 1000);
    await t.runJobs();
    expect(await orderNumbered(ana.order_number)).toMatchObject({ status: 'cancelled' });
    const cancels = double.requests.filter(
      (request) => request.path === '/v1/payment_intents/pi_double_1/cancel',
    );
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.headers['idempotency-key']).toBe('cancel-pi_double_1');

    const max = await payWithCode('max@millers.test');
    await webhook({ id: 'evt_max', type: 'payment_intent.succeeded', intent: 'pi_double_2' });
    expect(await orderNumbered(max.order_number)).toMatchObject({ status: 'paid', failureMessage: null });

    // Ana's payment went through before the cancellation reached Stripe: the money is taken, so it is honoured.
    await webhook({ id: 'evt_ana', type: 'payment_intent.succeeded', intent: 'pi_double_1' });
    expect(await orderNumbered(ana.order_number)).toMatchObject({
      status: 'paid',
      failureMessage: expect.stringContaining('ONCE was used up') as string,
    });
  });

  it('refunds a paid order through Stripe with an idempotency key; a refusal changes nothing (issue 16)', async () => {
    const { pay } = await checkoutCoffee();
    await pay();
    await webhook({ id: 'evt_paid', type: 'payment_intent.succeeded', intent: 'pi_double_1' });
    await addStaff(t.database.db, 'finance@firm.test', 'finance');
    const finance = await bearerHeaders(t.app, 'finance@firm.test');
    const [order] = await t.database.db.select().from(orders);
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order!.number}/refund/`,
        headers: finance,
        payload: { reason: 'Charged twice', end_access: false },
      });

    double.state.fail = true;
    const refused = await refund();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(AdminOrderMessages.refundFailed);
    expect((await t.database.db.select().from(orders))[0]).toMatchObject({ status: 'paid', refundId: null });

    double.state.fail = false;
    const refunded = await refund();
    expect(refunded.statusCode, refunded.body).toBe(200);
    const sent = double.requests.filter((request) => request.path === '/v1/refunds');
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      headers: { 'idempotency-key': 'refund-pi_double_1' },
      form: { payment_intent: 'pi_double_1', amount: '195000' },
    });
    expect((await t.database.db.select().from(orders))[0]).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^re_double_/),
    });
  });

  it('logs the refund id when recording it fails, and records that refund once Stripe says it was refunded already', async () => {
    await t.close();
    const logLines: string[] = [];
    await setUp({ logger: { stream: { write: (line: string) => logLines.push(line) } } });
    const { pay } = await checkoutCoffee();
    await pay();
    await webhook({ id: 'evt_paid', type: 'payment_intent.succeeded', intent: 'pi_double_1' });
    await addStaff(t.database.db, 'finance@firm.test', 'finance');
    const finance = await bearerHeaders(t.app, 'finance@firm.test');
    const [order] = await t.database.db.select().from(orders);
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order!.number}/refund/`,
        headers: finance,
        payload: { reason: 'Charged twice', end_access: false },
      });

    // The provider refunds, then the recording transaction fails: the refund id is logged for reconciling.
    await t.database.db.execute(
      sql.raw(`create or replace function test_fail_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit forced to fail'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_fail_audit before insert on activity
        for each statement execute function test_fail_audit()`),
    );
    expect((await refund()).statusCode).toBe(500);
    expect((await t.database.db.select().from(orders))[0]).toMatchObject({ status: 'paid', refundId: null });
    const logged = logLines
      .map((line) => JSON.parse(line) as { msg: string; order?: string; refund?: string })
      .find((line) => line.msg === 'refund not recorded');
    expect(logged).toMatchObject({ order: order!.number, refund: expect.stringMatching(/^re_double_/) });
    expect(logLines.join('')).not.toContain('sk_test_double');
    await t.database.db.execute(sql.raw('drop trigger test_fail_audit on activity'));

    // Past Stripe's idempotency window the refund is refused as done already: the existing refund is recorded.
    double.state.refunded = logged!.refund!;
    const recorded = await refund();
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(double.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/refunds?payment_intent=pi_double_1&limit=1',
    });
    expect((await t.database.db.select().from(orders))[0]).toMatchObject({
      status: 'refunded',
      refundId: logged!.refund,
    });
  });
});
