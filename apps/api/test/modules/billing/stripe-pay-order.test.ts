import {
  BillingChangeResponseSchema,
  BillingViewMessages,
  PaymentIntentResponseSchema,
  TierChangeQuoteSchema,
} from '@firm/domain';
import { addDays, addYears } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../../src/platform/database/schema.js';
import { eventsOf, ordersOfKind, runAt, theSubscription } from '../../support/billing-fixtures.js';
import { createTestApp, createTestClock, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  bearerHeaders,
  FIXTURE_PASSWORD,
  reportTypeId,
} from '../../support/report-fixtures.js';
import {
  sendStripeWebhook,
  startStripeDouble,
  stripeDoubleConfig,
  type StripeDoubleRequest,
} from '../../support/stripe-double.js';

const COFFEE = 'Coffee Weekly Report';
const UPTO3 = 'subscription_price_for_upto_3_user';
const BOUGHT_AT = new Date('2027-01-10T10:00:00Z');
const PAID_UNTIL = addYears(BOUGHT_AT, 1);
const SAVED = { paymentMethod: 'pm_double_card', customer: 'cus_double_1' };

let t: TestApp;
let double: Awaited<ReturnType<typeof startStripeDouble>>;
let tenantId: string;

beforeEach(async () => {
  double = await startStripeDouble();
  t = await createTestApp({
    clock: createTestClock(BOUGHT_AT),
    payments: { stripe: stripeDoubleConfig(double.port) },
  });
  ({ tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']));
  await buyCoffeeByCard();
});
afterEach(async () => {
  await t.close();
  await double.close();
});

/** Signed in afresh at the clock's time: the caller's POST. */
async function post(url: string, payload: Record<string, unknown>) {
  const headers = await bearerHeaders(t.app, 'ana@roasters.test', FIXTURE_PASSWORD);
  return t.app.inject({ method: 'POST', url, headers, payload });
}

/** Buys Coffee (single user) by card through Stripe, whose webhook saves the card to the organisation's customer. */
async function buyCoffeeByCard() {
  const added = await post('/api/reports/cart/', {
    report_type: await reportTypeId(t.database.db, COFFEE),
    selected_subscription: 'subscription_price_for_single_user',
  });
  const cart = (added.json().data as { id: number }[]).map((line) => line.id);
  const intent = await post('/api/reports/bank/payments/checkout/', {
    amount: 195_000,
    currency: 'usd',
    method: 'card',
    cart,
    discount_price: 0,
  });
  const { client_secret: secret } = PaymentIntentResponseSchema.parse(intent.json());
  const paid = await sendStripeWebhook(t.app, {
    id: 'evt_bought',
    type: 'payment_intent.succeeded',
    intent: secret.replace(/_secret_double$/, ''),
    saved: SAVED,
  });
  expect(paid.json()).toEqual({ received: true, outcome: 'handled' });
  expect(await theSubscription(t, tenantId)).toMatchObject({
    state: 'active',
    paymentProvider: 'stripe',
    providerCustomerId: SAVED.customer,
    providerPaymentMethodId: SAVED.paymentMethod,
    paidUntil: PAID_UNTIL,
  });
}

const intentsAsked = () => double.requests.filter((request) => request.path === '/v1/payment_intents');

/** What an off-session charge of the saved card asks of Stripe for the order. */
const offSessionCharge = (order: { id: string; number: string; totalCents: number }, key: string) =>
  expect.objectContaining<Partial<StripeDoubleRequest>>({
    method: 'POST',
    headers: expect.objectContaining({ 'idempotency-key': key }) as StripeDoubleRequest['headers'],
    form: expect.objectContaining({
      amount: String(order.totalCents),
      currency: 'usd',
      customer: SAVED.customer,
      payment_method: SAVED.paymentMethod,
      off_session: 'true',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      'metadata[order_id]': order.id,
      'metadata[order_number]': order.number,
    }) as StripeDoubleRequest['form'],
  });

describe('upgrading from the billing view charges the saved Stripe card off-session (issue 17)', () => {
  it('charges the prorated difference once: the order is paid and the tier changes', async () => {
    const { id } = await theSubscription(t, tenantId);
    const url = `/api/billing/subscriptions/${id}/tier`;
    const quote = TierChangeQuoteSchema.parse((await post(`${url}/quote/`, { tier: UPTO3 })).json());

    const upgrade = await post(`${url}/`, { tier: UPTO3 });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const changed = BillingChangeResponseSchema.parse(upgrade.json());
    expect(changed.message).toBe(BillingViewMessages.upgraded);
    expect(changed.subscription).toMatchObject({ tier: UPTO3, seats: 3 });

    const [order] = await t.database.db.select().from(orders).where(eq(orders.kind, 'upgrade'));
    expect(order).toMatchObject({
      status: 'paid',
      totalCents: Math.round(quote.amount * 100),
      paymentIntentId: 'pi_double_2',
    });
    expect(intentsAsked()).toHaveLength(2);
    expect(intentsAsked()[1]).toEqual(offSessionCharge(order!, `upgrade-${order!.id}`));
    expect(await theSubscription(t, tenantId)).toMatchObject({ tier: UPTO3 });
    expect(await eventsOf(t, id)).toEqual(['upgraded active→active']);
  });

  it('answers the card’s decline and changes nothing', async () => {
    const before = await theSubscription(t, tenantId);
    double.state.offSession = 'declined';

    const declined = await post(`/api/billing/subscriptions/${before.id}/tier/`, { tier: UPTO3 });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ status: false, message: 'Your card was declined.' });

    const [order] = await t.database.db.select().from(orders).where(eq(orders.kind, 'upgrade'));
    expect(intentsAsked()[1]).toEqual(offSessionCharge(order!, `upgrade-${order!.id}`));
    expect(order).toMatchObject({ status: 'cancelled' });
    expect(await theSubscription(t, tenantId)).toEqual(before);
    expect(await eventsOf(t, before.id)).toEqual([]);
  });
});

describe('a Stripe card renewal (issue 17)', () => {
  it('charges the saved card off-session at the period end and moves the subscription a year', async () => {
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);

    const [renewal] = await ordersOfKind(t, tenantId, 'renewal');
    expect(renewal).toMatchObject({ status: 'paid', totalCents: 195_000, paymentIntentId: 'pi_double_2' });
    expect(intentsAsked()).toHaveLength(2);
    expect(intentsAsked()[1]).toEqual(offSessionCharge(renewal!, `renewal-${renewal!.id}-0`));
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'active',
      paidUntil: addYears(PAID_UNTIL, 1),
      renewalOrderId: null,
    });
  });

  it('declined, is paid from the billing view with a new card, which is saved for the next year', async () => {
    double.state.offSession = 'declined';
    await runAt(t, addDays(PAID_UNTIL, -30));
    await runAt(t, PAID_UNTIL);
    const [renewal] = await ordersOfKind(t, tenantId, 'renewal');
    expect(renewal).toMatchObject({ status: 'pending', failureMessage: 'Your card was declined.' });
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'grace',
      renewalFailures: 1,
      paidUntil: PAID_UNTIL,
    });

    // A new intent for the order, confirmed in the browser, that saves the new card to the customer.
    const pay = await post(`/api/billing/orders/${renewal!.number}/pay/`, { method: 'card' });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(PaymentIntentResponseSchema.parse(pay.json())).toEqual({
      status: true,
      client_secret: 'pi_double_3_secret_double',
      order_number: renewal!.number,
      provider: 'stripe',
    });
    const asked = intentsAsked().at(-1)!;
    expect(asked.headers['idempotency-key']).toMatch(new RegExp(`^billing-${renewal!.id}-card-\\d+$`));
    expect(asked.form).toMatchObject({
      amount: '195000',
      currency: 'usd',
      customer: SAVED.customer,
      setup_future_usage: 'off_session',
      'metadata[order_id]': renewal!.id,
    });
    expect(asked.form).not.toHaveProperty('off_session');
    expect(asked.form).not.toHaveProperty('confirm');

    const newCard = { paymentMethod: 'pm_double_new', customer: SAVED.customer };
    const paid = await sendStripeWebhook(t.app, {
      id: 'evt_renewal_paid',
      type: 'payment_intent.succeeded',
      intent: 'pi_double_3',
      saved: newCard,
    });
    expect(paid.json()).toEqual({ received: true, outcome: 'handled' });
    expect((await ordersOfKind(t, tenantId, 'renewal'))[0]).toMatchObject({ status: 'paid' });
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'active',
      paidUntil: addYears(PAID_UNTIL, 1),
      providerPaymentMethodId: newCard.paymentMethod,
      renewalOrderId: null,
    });

    // The next year charges the new card.
    double.state.offSession = 'succeeded';
    await runAt(t, addDays(addYears(PAID_UNTIL, 1), -30));
    await runAt(t, addYears(PAID_UNTIL, 1));
    expect(intentsAsked().at(-1)!.form).toMatchObject({
      payment_method: newCard.paymentMethod,
      off_session: 'true',
    });
    expect(await theSubscription(t, tenantId)).toMatchObject({ paidUntil: addYears(PAID_UNTIL, 2) });
    // The declined off-session intent the order had before is cancelled, so it can no longer be paid.
    expect(double.requests.map((request) => request.path)).toContain(
      '/v1/payment_intents/pi_double_2/cancel',
    );
  });
});
