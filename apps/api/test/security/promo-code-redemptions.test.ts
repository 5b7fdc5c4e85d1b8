import { CLI_STAFF } from '../../src/modules/activity/index.js';
import { CouponMessages, PaymentIntentResponseSchema, PaymentMessages } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, sandboxPaymentIntents } from '../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../support/report-fixtures.js';

/**
 * Issue 14 point 6: a promo code limited to one order is redeemed exactly once, however many carts pay with it at
 * the same moment, and an order that will not be paid gives its redemption back. An order whose hold ended is
 * cancelled with its payment intent, so an old client secret can never pay a second redemption.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Every weekly report's single-user price. */
const COFFEE_CENTS = 195_000;
const ONCE_OFF_DOLLARS = 100;
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
const DECLINED_CARD = { ...CARD, number: '4000 0000 0000 0002' };

/** SPEC §7/§8: a refused code answers data.promo_code, beside the house's per-field errors. */
const usedUp = {
  status: false,
  message: CouponMessages.usedUp,
  errors: { promo_code: [CouponMessages.usedUp] },
  data: { promo_code: [CouponMessages.usedUp] },
};

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
  await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']);
  await addOrganisation(t.database.db, 'Millers Ltd', ['max@millers.test']);
  await t.services.coupons.create({
    code: 'ONCE',
    kind: 'fixed',
    amountOffCents: ONCE_OFF_DOLLARS * 100,
    maxRedemptions: 1,
  });
});
afterEach(async () => {
  await t.close();
});

/** A signed-in client of one organisation, paying for the Coffee Weekly Report as the checkout page does. */
async function client(email: string) {
  let headers = await bearerHeaders(t.app, email);
  let cartIds: number[] = [];
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  return {
    /** After the clock moved past the access token's life. */
    async signInAgain() {
      headers = await bearerHeaders(t.app, email);
    },
    async add(reportType: string) {
      const added = await post('/api/reports/cart/', {
        report_type: await reportTypeId(t.database.db, reportType),
        selected_subscription: 'subscription_price_for_single_user',
      });
      expect(added.statusCode).toBe(201);
      cartIds = (added.json().data as { id: number }[]).map((line) => line.id);
    },
    addCoffee() {
      return this.add('Coffee Weekly Report');
    },
    applyCode: () => post('/api/reports/apply-coupon/', { amount: COFFEE_CENTS / 100, promo_code: 'ONCE' }),
    /** PLACE ORDER by card with the code's discount. */
    payByCard: () =>
      post('/api/reports/bank/payments/checkout/', {
        amount: cartIds.length * COFFEE_CENTS - ONCE_OFF_DOLLARS * 100,
        currency: 'usd',
        method: 'card',
        cart: cartIds,
        discount_price: ONCE_OFF_DOLLARS,
      }),
    payByInvoice: () =>
      post('/api/reports/pay/by/invoice/', { cart: cartIds, discount_price: ONCE_OFF_DOLLARS }),
    confirm: (clientSecret: string, card: typeof CARD) =>
      post('/api/payments/sandbox/confirm/', { client_secret: clientSecret, method: 'card', card }),
    async cart() {
      const response = await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers });
      return response.json<{ count: number; applied_coupon: { promo_code: string } | null }>();
    },
  };
}

/** A client with the Coffee Weekly Report in the cart and the code applied (nobody holds it yet). */
async function buyerWithCode(email: string) {
  const buyer = await client(email);
  await buyer.addCoffee();
  expect((await buyer.applyCode()).statusCode).toBe(200);
  return buyer;
}

const allOrders = () => t.database.db.select().from(orders);

/** The orders paid with the code: exactly one, whatever happened. */
const paidOrders = async () => (await allOrders()).filter((order) => order.status === 'paid');

const orderNumbered = async (number: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.number, number)))[0]!;

const sandboxIntentOf = async (clientSecret: string) =>
  (
    await t.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret))
  )[0]!;

/** What confirming an order that may no longer be paid answers: nothing is charged. */
const cancelledPayment = {
  status: 'requires_payment_method',
  error: { code: 'payment_intent_unexpected_state', message: expect.any(String) as string },
};

describe('a promo code limited to one order (issue 14: promo codes used more often than allowed)', () => {
  it('is redeemed once when two organisations pay by card at the same moment; the refused one writes nothing', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');

    const answers = await Promise.all([ana.payByCard(), max.payByCard()]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const wonAt = answers.findIndex((answer) => answer.statusCode === 200);
    expect(answers[1 - wonAt]!.json()).toEqual(usedUp);
    expect(await allOrders()).toHaveLength(1);

    // Asking again to pay the same cart answers the same order and takes no second redemption.
    const winner = wonAt === 0 ? ana : max;
    const again = await winner.payByCard();
    expect(again.statusCode).toBe(200);
    expect(PaymentIntentResponseSchema.parse(again.json())).toEqual(
      PaymentIntentResponseSchema.parse(answers[wonAt]!.json()),
    );
    expect(await allOrders()).toHaveLength(1);
  });

  it('is redeemed once when organisations pay by invoice and by card at the same moment; refused carts are kept', async () => {
    await addOrganisation(t.database.db, 'Growers Ltd', ['ivy@growers.test']);
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    const ivy = await buyerWithCode('ivy@growers.test');

    const answers = await Promise.all([ana.payByCard(), max.payByInvoice(), ivy.payByInvoice()]);

    const placed = answers.filter((answer) => answer.statusCode === 200 || answer.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const refused of answers.filter((answer) => !placed.includes(answer))) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual(usedUp);
    }
    expect(await allOrders()).toHaveLength(1);
    // Nothing was ordered for a refused invoice: its line is still in the cart.
    for (const [at, buyer] of [max, ivy].entries())
      if (answers[at + 1]!.statusCode === 422) expect((await buyer.cart()).count).toBe(1);
  });

  it('is refused to others while an order holds it, when applied as when paid', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    expect((await ana.payByCard()).statusCode).toBe(200);

    expect((await max.payByCard()).json()).toEqual(usedUp);
    const applied = await max.applyCode();
    expect(applied.statusCode).toBe(422);
    expect(applied.json()).toEqual(usedUp);
    expect((await max.cart()).applied_coupon).toBeNull();
    // The holder's own order does not count against the holder's cart.
    expect((await ana.cart()).applied_coupon).toMatchObject({ promo_code: 'ONCE' });
  });

  it('is paid once when one buyer places two orders with it and confirms both client secrets', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const first = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());
    // The cart changes and is ordered again: the hold moves to the new order, and the first is cancelled.
    await ana.add('Sugar Weekly Report');
    const second = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());
    expect(second.order_number).not.toBe(first.order_number);
    expect(await orderNumbered(first.order_number)).toMatchObject({
      status: 'cancelled',
      payableUntil: null,
    });

    expect((await ana.confirm(first.client_secret, CARD)).json()).toEqual(cancelledPayment);
    expect((await ana.confirm(second.client_secret, CARD)).json()).toEqual({ status: 'succeeded' });
    expect((await paidOrders()).map((order) => order.number)).toEqual([second.order_number]);

    // The first order's intent is cancelled at the provider once the cancellation has committed.
    await t.runJobs();
    expect((await sandboxIntentOf(first.client_secret)).status).toBe('canceled');
    expect((await ana.confirm(first.client_secret, CARD)).json()).toEqual(cancelledPayment);
    expect(await paidOrders()).toHaveLength(1);
  });

  it('stays with an order whose card was declined: others are refused, and the old client secret pays it once', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    const placed = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());

    const declined = await ana.confirm(placed.client_secret, DECLINED_CARD);
    expect(declined.json()).toMatchObject({ error: { code: 'card_declined' } });
    // A decline is not the order failing: it keeps its code for its window, and the buyer tries another card.
    expect((await max.payByCard()).json()).toEqual(usedUp);

    expect((await ana.confirm(placed.client_secret, CARD)).json()).toEqual({ status: 'succeeded' });
    expect((await max.payByCard()).json()).toEqual(usedUp);
    expect((await paidOrders()).map((order) => order.number)).toEqual([placed.order_number]);
  });

  it('is held by a card order for 24 hours; then the lapse job cancels the order and its intent, and another organisation takes it', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    const placed = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());

    t.clock.advance(23 * HOUR);
    await t.runJobs();
    await max.signInAgain();
    expect((await max.payByCard()).json()).toEqual(usedUp);
    expect((await orderNumbered(placed.order_number)).status).toBe('pending');

    t.clock.advance(2 * HOUR);
    await t.runJobs();
    expect(await orderNumbered(placed.order_number)).toMatchObject({
      status: 'cancelled',
      payableUntil: null,
    });
    expect((await sandboxIntentOf(placed.client_secret)).status).toBe('canceled');
    // Run again, the lapse changes nothing.
    await t.runJobs();

    await max.signInAgain();
    const taken = PaymentIntentResponseSchema.parse((await max.payByCard()).json());
    await ana.signInAgain();
    expect((await ana.confirm(placed.client_secret, CARD)).json()).toEqual(cancelledPayment);
    expect((await ana.payByCard()).json()).toEqual(usedUp);
    expect((await max.confirm(taken.client_secret, CARD)).json()).toEqual({ status: 'succeeded' });
    expect((await paidOrders()).map((order) => order.number)).toEqual([taken.order_number]);
  });

  it('is refused before the card is charged when an order past its window finds the code taken by another', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    const placed = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());

    // The window passed and another organisation took the code before the lapse job ran.
    t.clock.advance(DAY + HOUR);
    await max.signInAgain();
    expect((await max.payByCard()).statusCode).toBe(200);

    await ana.signInAgain();
    // Past its window it has lapsed (issue 39), whether or not its code is still to be had.
    expect((await ana.confirm(placed.client_secret, CARD)).json()).toEqual({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_unexpected_state', message: PaymentMessages.lapsed },
    });
    expect(await orderNumbered(placed.order_number)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect((await sandboxIntentOf(placed.client_secret)).status).toBe('requires_payment_method');
    await t.runJobs();
    expect((await sandboxIntentOf(placed.client_secret)).status).toBe('canceled');
  });

  it('past its window, paying the same cart again places a new order that takes the code if it is still to be had', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const placed = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());

    t.clock.advance(DAY + HOUR);
    await ana.signInAgain();
    const back = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());
    expect(back.order_number).not.toBe(placed.order_number);
    expect((await orderNumbered(placed.order_number)).status).toBe('cancelled');
    expect((await ana.confirm(placed.client_secret, CARD)).json()).toEqual(cancelledPayment);
    expect((await ana.confirm(back.client_secret, CARD)).json()).toEqual({ status: 'succeeded' });
    expect(await paidOrders()).toHaveLength(1);
  });

  it('is released by a voided invoice; an unpaid invoice holds it past its due date and is paid late at its discount', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    const issued = await ana.payByInvoice();
    expect(issued.statusCode).toBe(201);
    expect((await max.payByInvoice()).json()).toEqual(usedUp);

    const voided = await t.services.invoices.voidInvoice(issued.json().invoice_number as string, CLI_STAFF);
    expect(voided.voided).toBe(true);
    const [cancelled] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, voided.invoiceNumber));
    expect(cancelled!.status).toBe('cancelled');
    const maxInvoice = await max.payByInvoice();
    expect(maxInvoice.statusCode).toBe(201);

    // Max's invoice holds the code until it is paid or voided: late payment is allowed (SPEC's late fee).
    await ana.addCoffee();
    expect((await ana.applyCode()).json()).toEqual(usedUp);
    t.clock.advance(30 * DAY + HOUR);
    await t.runJobs();
    await ana.signInAgain();
    expect((await ana.applyCode()).json()).toEqual(usedUp);

    const paid = await t.services.invoices.markPaid(maxInvoice.json().invoice_number as string, CLI_STAFF);
    expect(paid.settled).toBe(true);
    expect(await paidOrders()).toMatchObject([{ invoiceNumber: paid.invoiceNumber, failureMessage: null }]);
  });
});
