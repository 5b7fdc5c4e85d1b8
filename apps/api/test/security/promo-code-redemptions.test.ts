import { CouponMessages, PaymentIntentResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../support/report-fixtures.js';

/**
 * Issue 14 point 6: a promo code limited to one order is redeemed exactly once, however many carts pay with it at
 * the same moment, and an order that will not be paid gives its redemption back.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
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
    async addCoffee() {
      const added = await post('/api/reports/cart/', {
        report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
        selected_subscription: 'subscription_price_for_single_user',
      });
      expect(added.statusCode).toBe(201);
      cartIds = (added.json().data as { id: number }[]).map((line) => line.id);
    },
    applyCode: () => post('/api/reports/apply-coupon/', { amount: COFFEE_CENTS / 100, promo_code: 'ONCE' }),
    /** PLACE ORDER by card with the code's discount. */
    payByCard: () =>
      post('/api/reports/bank/payments/checkout/', {
        amount: COFFEE_CENTS - ONCE_OFF_DOLLARS * 100,
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

  it('is released by a declined card: another organisation redeems it, and paying the declined order again is refused', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    const placed = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());
    expect((await max.payByCard()).json()).toEqual(usedUp);

    const declined = await ana.confirm(placed.client_secret, DECLINED_CARD);
    expect(declined.json()).toMatchObject({ error: { code: 'card_declined' } });

    expect((await max.payByCard()).statusCode).toBe(200);
    const again = await ana.payByCard();
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(usedUp);
  });

  it('is held by a card order for 24 hours; then the same order may take it again, or another organisation', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    const placed = PaymentIntentResponseSchema.parse((await ana.payByCard()).json());

    t.clock.advance(23 * HOUR);
    await max.signInAgain();
    expect((await max.payByCard()).json()).toEqual(usedUp);

    // Past the window the buyer comes back to the same order, and it holds the code for another 24 hours...
    t.clock.advance(2 * HOUR);
    await ana.signInAgain();
    const back = await ana.payByCard();
    expect(back.statusCode).toBe(200);
    expect(PaymentIntentResponseSchema.parse(back.json()).order_number).toBe(placed.order_number);
    await max.signInAgain();
    expect((await max.payByCard()).json()).toEqual(usedUp);

    // ...after which another organisation takes it.
    t.clock.advance(DAY + HOUR);
    await max.signInAgain();
    expect((await max.payByCard()).statusCode).toBe(200);
    await ana.signInAgain();
    const late = await ana.payByCard();
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual(usedUp);
  });

  it('is released by a voided invoice, and by an invoice still unpaid on its due date', async () => {
    const ana = await buyerWithCode('ana@roasters.test');
    const max = await buyerWithCode('max@millers.test');
    const issued = await ana.payByInvoice();
    expect(issued.statusCode).toBe(201);
    expect((await max.payByInvoice()).json()).toEqual(usedUp);

    const voided = await t.services.invoices.voidInvoice(issued.json().invoice_number as string);
    expect(voided.voided).toBe(true);
    const [cancelled] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.invoiceNumber, voided.invoiceNumber));
    expect(cancelled!.status).toBe('cancelled');
    expect((await max.payByInvoice()).statusCode).toBe(201);

    // Max's invoice holds the code until it is due, 30 days on; unpaid then, Ana may use it.
    await ana.addCoffee();
    expect((await ana.applyCode()).json()).toEqual(usedUp);
    t.clock.advance(30 * DAY + HOUR);
    await ana.signInAgain();
    expect((await ana.applyCode()).statusCode).toBe(200);
    expect((await ana.payByInvoice()).statusCode).toBe(201);
  });
});
