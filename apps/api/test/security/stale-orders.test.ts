import {
  BillingViewMessages,
  ClientMessages,
  PaymentIntentResponseSchema,
  PaymentMessages,
  TierChangeQuoteSchema,
} from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { FulfilmentMessages } from '../../src/modules/commerce/fulfilment.js';
import { InvoiceMessages } from '../../src/modules/commerce/invoice-messages.js';
import {
  jobs,
  orders,
  reportTypes,
  sandboxPaymentIntents,
  subscriptions,
} from '../../src/platform/database/schema.js';
import { CANCELED_MESSAGE } from '../../src/platform/payments/sandbox.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId, subscribe } from '../support/report-fixtures.js';
import { sendStripeWebhook, startStripeDouble, stripeDoubleConfig } from '../support/stripe-double.js';
import { staffActionRows } from '../support/activity-records.js';

/**
 * Issue 39 point 1: an order that was placed and left unpaid cannot change what is already running. A client who
 * checks out one tier, does not pay, checks out another and pays it, must not be able to pay the first one later
 * and so buy a second year at another tier; an order left unpaid lapses after 24 hours, whatever it holds; and a
 * larger tier of a running subscription is charged for the days really left.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SINGLE = 'subscription_price_for_single_user';
const UPTO3 = 'subscription_price_for_upto_3_user';
const ENTERPRISE = 'subscription_price_for_enterprise';
/** The weekly reports' yearly prices, in cents, by tier. */
const WEEKLY_CENTS = { [SINGLE]: 195_000, [UPTO3]: 440_000, [ENTERPRISE]: 780_000 } as const;
type Tier = keyof typeof WEEKLY_CENTS;
const COFFEE = 'Coffee Weekly Report';
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

let t: TestApp;
let double: Awaited<ReturnType<typeof startStripeDouble>> | undefined;
let tenantId: string;
/** The test's own app, once made: closed after it, however it ended. */
let opened: TestApp | undefined;

async function setUp(provider: 'sandbox' | 'stripe' = 'sandbox') {
  if (provider === 'stripe') double = await startStripeDouble();
  t = await createTestApp(double ? { payments: { stripe: stripeDoubleConfig(double.port) } } : {});
  opened = t;
  tenantId = (await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test', 'bo@roasters.test']))
    .tenantId;
}
afterEach(async () => {
  await opened?.close();
  opened = undefined;
  await double?.close();
  double = undefined;
});

/** A client of Roasters Ltd at the checkout, as the pages call the API. */
async function client(email = 'ana@roasters.test') {
  let headers = await bearerHeaders(t.app, email);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  let line = 0;
  return {
    async signInAgain() {
      headers = await bearerHeaders(t.app, email);
    },
    async add(type: string, tier: Tier) {
      const added = await call('POST', '/api/reports/cart/', {
        report_type: await reportTypeId(t.database.db, type),
        selected_subscription: tier,
      });
      expect(added.statusCode, added.body).toBe(201);
      line = (added.json().data as { id: number }[])[0]!.id;
    },
    async changeTier(tier: Tier) {
      const changed = await call('PATCH', `/api/reports/cart/${line}/`, { selected_subscription: tier });
      expect(changed.statusCode, changed.body).toBe(200);
    },
    /** PLACE ORDER by card or bank for the one line in the cart, at `tier`'s price (or `amount` cents). */
    checkout: (
      tier: Tier,
      method: 'card' | 'us_bank_account' = 'card',
      amount: number = WEEKLY_CENTS[tier],
    ) =>
      call('POST', '/api/reports/bank/payments/checkout/', {
        amount,
        currency: 'usd',
        method,
        cart: [line],
        discount_price: 0,
      }),
    async placed(tier: Tier, method: 'card' | 'us_bank_account' = 'card') {
      const response = await this.checkout(tier, method);
      expect(response.statusCode, response.body).toBe(200);
      return PaymentIntentResponseSchema.parse(response.json());
    },
    payByInvoice: () => call('POST', '/api/reports/pay/by/invoice/', { cart: [line], discount_price: 0 }),
    confirm: (clientSecret: string) =>
      call('POST', '/api/payments/sandbox/confirm/', {
        client_secret: clientSecret,
        method: 'card',
        card: CARD,
      }),
    quoteUpgrade: (subscriptionId: string, tier: Tier) =>
      call('POST', `/api/billing/subscriptions/${subscriptionId}/tier/quote/`, { tier }),
    /** Pay now, in Billing, by card: the order gets an intent, which this does not confirm. */
    payInBilling: (orderNumber: string) =>
      call('POST', `/api/billing/orders/${orderNumber}/pay/`, { method: 'card' }),
  };
}

const orderNumbered = async (number: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.number, number)))[0]!;

const coffeeSubscriptions = async () =>
  t.database.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.tenantId, tenantId),
        eq(subscriptions.reportTypeId, await reportTypeId(t.database.db, COFFEE)),
      ),
    );

const sandboxIntentStatus = async (clientSecret: string) =>
  (
    await t.database.db
      .select({ status: sandboxPaymentIntents.status })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret))
  )[0]!.status;

/** The running subscription: one, at `tier`, paid for one year from `from`. */
async function expectOneYearAt(tier: Tier, from: Date) {
  const rows = await coffeeSubscriptions();
  expect(rows).toHaveLength(1);
  const [subscription] = rows;
  expect(subscription!.tier).toBe(tier);
  const yearOn = new Date(from);
  yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
  expect(subscription!.paidUntil).toEqual(yearOn);
  expect(subscription!.endsAt).toEqual(yearOn);
  return subscription!;
}

describe('a stale unpaid order (sandbox)', () => {
  it.each([ENTERPRISE, UPTO3] as const)(
    'left unpaid at %s while a single-user order for the same type is paid, is cancelled with it and can no longer be paid',
    async (staleTier) => {
      await setUp();
      const ana = await client();
      await ana.add(COFFEE, staleTier);
      const stale = await ana.placed(staleTier);
      await ana.changeTier(SINGLE);
      const paid = await ana.placed(SINGLE);
      expect(paid.order_number).not.toBe(stale.order_number);
      expect((await ana.confirm(paid.client_secret)).json()).toEqual({ status: 'succeeded' });
      const paidAt = t.clock.now();

      // Cancelled in the payment's transaction, before any job ran; its intent once the job runs.
      expect(await orderNumbered(stale.order_number)).toMatchObject({
        status: 'cancelled',
        paidAt: null,
        failureMessage: expect.stringContaining(paid.order_number) as string,
      });
      await t.runJobs();
      expect(await sandboxIntentStatus(stale.client_secret)).toBe('canceled');

      t.clock.advance(HOUR);
      await ana.signInAgain();
      expect((await ana.confirm(stale.client_secret)).json()).toEqual({
        status: 'requires_payment_method',
        error: { code: 'payment_intent_unexpected_state', message: CANCELED_MESSAGE },
      });
      expect(await orderNumbered(stale.order_number)).toMatchObject({ status: 'cancelled', paidAt: null });
      const subscription = await expectOneYearAt(SINGLE, paidAt);

      // The larger tier is bought in Billing, for the days left of the one year paid.
      const quote = TierChangeQuoteSchema.parse((await ana.quoteUpgrade(subscription.id, ENTERPRISE)).json());
      expect(quote.days_left).toBe(
        Math.round((subscription.paidUntil.getTime() - t.clock.now().getTime()) / DAY),
      );
    },
  );

  it('refuses to charge an order whose report type started running since it was placed, and sends the client to Billing', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, ENTERPRISE);
    const stale = await ana.placed(ENTERPRISE);
    // The type started running another way meanwhile (a grant by the firm, another member's purchase).
    await subscribe(t.database.db, tenantId, COFFEE, { tier: SINGLE });
    const [before] = await coffeeSubscriptions();

    const refused = (await ana.confirm(stale.client_secret)).json();
    expect(refused).toEqual({
      status: 'requires_payment_method',
      error: { code: 'already_subscribed', message: PaymentMessages.alreadySubscribed },
    });
    expect(PaymentMessages.alreadySubscribed).toContain('Billing');
    expect(await orderNumbered(stale.order_number)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await coffeeSubscriptions()).toEqual([before]);
    await t.runJobs();
    expect(await sandboxIntentStatus(stale.client_secret)).toBe('canceled');
  });

  it('refuses an order for a running type at checkout with a message that sends the client to Billing', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, ENTERPRISE);
    await subscribe(t.database.db, tenantId, COFFEE, { tier: SINGLE });
    const response = await ana.checkout(ENTERPRISE);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PaymentMessages.alreadySubscribed);
    expect(response.json().message).toMatch(/Billing/);
    expect(await t.database.db.select().from(orders)).toEqual([]);
  });

  it('voids the organisation’s open invoice for the same type when another order for it is paid', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, ENTERPRISE);
    const card = await ana.placed(ENTERPRISE);
    const bo = await client('bo@roasters.test');
    await bo.add(COFFEE, SINGLE);
    const invoice = await bo.payByInvoice();
    expect(invoice.statusCode, invoice.body).toBe(201);

    expect((await ana.confirm(card.client_secret)).json()).toEqual({ status: 'succeeded' });
    const voided = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, invoice.json().invoice_number as string));
    expect(voided[0]).toMatchObject({ status: 'cancelled', paidAt: null });
    const audit = await staffActionRows(t.database.db, { targetId: voided[0]!.number });
    expect(audit).toMatchObject([
      { action: 'invoice_voided', reason: expect.stringContaining(card.order_number) },
    ]);
    // Marking it paid now is refused: nothing changes.
    const invoiceNumber = invoice.json().invoice_number as string;
    await expect(t.services.invoices.markPaid(invoiceNumber, { id: null, email: 'cli' })).rejects.toThrow(
      InvoiceMessages.cancelled(invoiceNumber),
    );
    await expectOneYearAt(ENTERPRISE, t.clock.now());
  });

  it('is paid once when two orders for the same type are confirmed at the same moment', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, ENTERPRISE);
    const first = await ana.placed(ENTERPRISE);
    await ana.changeTier(SINGLE);
    const second = await ana.placed(SINGLE);

    const answers = await Promise.all([ana.confirm(first.client_secret), ana.confirm(second.client_secret)]);
    const statuses = answers.map((answer) => answer.json().status as string).sort();
    expect(statuses).toEqual(['requires_payment_method', 'succeeded']);
    const placed = await Promise.all([first, second].map((order) => orderNumbered(order.order_number)));
    expect(placed.map((order) => order.status).sort()).toEqual(['cancelled', 'paid']);
    const paidTier = placed[0]!.status === 'paid' ? ENTERPRISE : SINGLE;
    await expectOneYearAt(paidTier, t.clock.now());
  });
  it('refuses staff marking an invoice paid for a type running since, even once Pay now gave it an intent, and refunds nothing', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, SINGLE);
    const invoice = await ana.payByInvoice();
    expect(invoice.statusCode, invoice.body).toBe(201);
    const invoiceNumber = invoice.json().invoice_number as string;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber));
    // Pay now in Billing gives the invoice an intent, which is never confirmed: no provider took any money.
    const intent = await ana.payInBilling(order!.number);
    expect(intent.statusCode, intent.body).toBe(200);
    // The type started running another way meanwhile (a grant by the firm).
    await subscribe(t.database.db, tenantId, COFFEE, { tier: ENTERPRISE });
    const [before] = await coffeeSubscriptions();

    // The money came by wire: staff are told to void it and return the payment.
    await expect(t.services.invoices.markPaid(invoiceNumber, { id: null, email: 'cli' })).rejects.toThrow(
      FulfilmentMessages.alreadyRunning(invoiceNumber, COFFEE),
    );
    expect(await orderNumbered(order!.number)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await coffeeSubscriptions()).toEqual([before]);
    const queued = await t.database.db.select({ name: jobs.name }).from(jobs);
    expect(queued.map((job) => job.name)).not.toContain('commerce.refund-undelivered');
  });

  it('settles a payment and a grant by the firm for the same type at the same moment one after the other', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, ENTERPRISE);
    const placed = await ana.placed(ENTERPRISE);
    const admin = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);

    const [confirmed, granted] = await Promise.all([
      ana.confirm(placed.client_secret),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/clients/${tenantId}/subscriptions/`,
        headers: admin,
        payload: {
          report_type_id: await reportTypeId(t.database.db, COFFEE),
          tier: SINGLE,
          months: 3,
          reason: 'Trial',
        },
      }),
    ]);
    // Neither fails: whichever comes second finds the type running.
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect([201, 409]).toContain(granted.statusCode);
    const rows = await coffeeSubscriptions();
    expect(rows).toHaveLength(1);
    if (granted.statusCode === 201) {
      // The grant came first: the payment changed nothing. Either it was refused before any money was taken
      // (the grant had committed when the payment was judged), or it was taken and is refunded.
      expect(rows[0]).toMatchObject({ tier: SINGLE, paymentMethod: 'complimentary' });
      const order = await orderNumbered(placed.order_number);
      if (order.status === 'cancelled') {
        expect(confirmed.json()).toEqual({
          status: 'requires_payment_method',
          error: { code: 'already_subscribed', message: PaymentMessages.alreadySubscribed },
        });
        expect(order).toMatchObject({
          paidAt: null,
          failureMessage: expect.stringContaining('started running'),
        });
      } else {
        expect(order).toMatchObject({
          status: 'paid',
          failureMessage: expect.stringContaining('refunded') as string,
        });
      }
    } else {
      expect(granted.json().message).toBe(ClientMessages.alreadySubscribed);
      await expectOneYearAt(ENTERPRISE, t.clock.now());
    }
  });
});

describe('a card or bank order not paid within 24 hours (sandbox)', () => {
  it.each(['card', 'us_bank_account'] as const)(
    'lapses by %s without a promo code: the job cancels it and its intent, and it can no longer be paid',
    async (method) => {
      await setUp();
      const ana = await client();
      await ana.add(COFFEE, SINGLE);
      const placed = await ana.placed(SINGLE, method);

      t.clock.advance(DAY - HOUR);
      await t.runJobs();
      expect((await orderNumbered(placed.order_number)).status).toBe('pending');

      t.clock.advance(2 * HOUR);
      await t.runJobs();
      expect(await orderNumbered(placed.order_number)).toMatchObject({ status: 'cancelled', paidAt: null });
      expect(await sandboxIntentStatus(placed.client_secret)).toBe('canceled');
      await ana.signInAgain();
      expect((await ana.confirm(placed.client_secret)).json()).toMatchObject({
        status: 'requires_payment_method',
      });
      expect(await coffeeSubscriptions()).toEqual([]);
    },
  );

  it('is refused once its window has passed, even before the lapse job has run, and keeps no price past it', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, SINGLE);
    const placed = await ana.placed(SINGLE);

    t.clock.advance(31 * DAY);
    await ana.signInAgain();
    expect((await ana.confirm(placed.client_secret)).json()).toEqual({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_unexpected_state', message: PaymentMessages.lapsed },
    });
    expect(await orderNumbered(placed.order_number)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await coffeeSubscriptions()).toEqual([]);

    // Paying the same cart again places a new order at today's price: the line's kept price ended after 30 days.
    const raised = WEEKLY_CENTS[SINGLE] + 10_000;
    await t.database.db
      .update(reportTypes)
      .set({ priceSingleCents: raised })
      .where(eq(reportTypes.name, COFFEE));
    const atOldPrice = await ana.checkout(SINGLE);
    expect(atOldPrice.statusCode).toBe(409);
    expect(atOldPrice.json().message).toBe(PaymentMessages.amountMismatch);
    const again = await ana.checkout(SINGLE, 'card', raised);
    expect(again.statusCode, again.body).toBe(200);
    const number = PaymentIntentResponseSchema.parse(again.json()).order_number;
    expect(number).not.toBe(placed.order_number);
    expect((await orderNumbered(number)).totalCents).toBe(raised);
  });

  it('is refused in Billing once its window has passed, with the message that says it lapsed', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, SINGLE);
    const placed = await ana.placed(SINGLE);
    t.clock.advance(DAY + HOUR);
    await ana.signInAgain();
    const refused = await ana.payInBilling(placed.order_number);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PaymentMessages.lapsed);
    expect(PaymentMessages.lapsed).not.toBe(BillingViewMessages.notPayable);
  });
});

describe('a stale unpaid order (Stripe)', () => {
  it('is cancelled at Stripe when another order for its type is paid; money that still arrives changes nothing and is refunded', async () => {
    await setUp('stripe');
    const ana = await client();
    await ana.add(COFFEE, ENTERPRISE);
    const stale = await ana.placed(ENTERPRISE);
    await ana.changeTier(SINGLE);
    const paid = await ana.placed(SINGLE);
    expect([stale.client_secret, paid.client_secret]).toEqual([
      'pi_double_1_secret_double',
      'pi_double_2_secret_double',
    ]);

    await sendStripeWebhook(t.app, {
      id: 'evt_paid',
      type: 'payment_intent.succeeded',
      intent: 'pi_double_2',
    });
    const paidAt = t.clock.now();
    expect(await orderNumbered(stale.order_number)).toMatchObject({ status: 'cancelled' });
    await t.runJobs();
    expect(
      double!.requests.filter((request) => request.path === '/v1/payment_intents/pi_double_1/cancel'),
    ).toHaveLength(1);

    // Stripe.js confirmed the stale intent before its cancellation reached Stripe: the money is taken.
    t.clock.advance(HOUR);
    await sendStripeWebhook(t.app, {
      id: 'evt_stale',
      type: 'payment_intent.succeeded',
      intent: 'pi_double_1',
    });
    await expectOneYearAt(SINGLE, paidAt);
    await t.runJobs();
    const refunds = double!.requests.filter(
      (request) => request.path === '/v1/refunds' && request.method === 'POST',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form).toMatchObject({
      payment_intent: 'pi_double_1',
      amount: String(WEEKLY_CENTS[ENTERPRISE]),
    });
    expect(await orderNumbered(stale.order_number)).toMatchObject({
      status: 'refunded',
      failureMessage: expect.stringContaining(COFFEE) as string,
    });
    const audit = await staffActionRows(t.database.db, { targetId: stale.order_number });
    expect(audit).toMatchObject([{ action: 'payment_refunded', staffEmail: 'system' }]);

    // Running the jobs again refunds nothing more.
    await t.runJobs();
    expect(
      double!.requests.filter((request) => request.path === '/v1/refunds' && request.method === 'POST'),
    ).toHaveLength(1);
    await expectOneYearAt(SINGLE, paidAt);
  });
});

describe('the upgrade quote', () => {
  it('charges for the real days left, however far ahead the paid-until date lies', async () => {
    await setUp();
    const ana = await client();
    await ana.add(COFFEE, SINGLE);
    const placed = await ana.placed(SINGLE);
    expect((await ana.confirm(placed.client_secret)).json()).toEqual({ status: 'succeeded' });
    const [subscription] = await coffeeSubscriptions();
    // Two years paid ahead (an extension by the firm, or the old double payment).
    const twoYears = new Date(subscription!.paidUntil);
    twoYears.setUTCFullYear(twoYears.getUTCFullYear() + 1);
    await t.database.db
      .update(subscriptions)
      .set({ paidUntil: twoYears, endsAt: twoYears })
      .where(eq(subscriptions.id, subscription!.id));

    const response = await ana.quoteUpgrade(subscription!.id, ENTERPRISE);
    expect(response.statusCode, response.body).toBe(200);
    const quote = TierChangeQuoteSchema.parse(response.json());
    const left = Math.round((twoYears.getTime() - t.clock.now().getTime()) / DAY);
    const yearBefore = new Date(twoYears);
    yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
    const period = Math.round((twoYears.getTime() - yearBefore.getTime()) / DAY);
    expect(quote.days_left).toBe(left);
    const difference = WEEKLY_CENTS[ENTERPRISE] - WEEKLY_CENTS[SINGLE];
    expect(Math.round(quote.amount * 100)).toBe(Math.round((difference * left) / period));
    expect(quote.amount * 100).toBeGreaterThan(difference);
  });
});
