import { CouponMessages, CouponResultSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartCoupons, coupons, orders } from '../../../src/platform/database/schema.js';
import { createTestApp, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  FIXTURE_PASSWORD,
  reportTypeId,
  bearerHeaders,
} from '../../support/report-fixtures.js';

let t: TestApp;
let userId: string;
let tenantId: string;
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  t = await createTestApp();
  const org = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']);
  userId = org.userIds[0]!;
  tenantId = org.tenantId;
  // Created as the CLI creates them: usable from the clock's time unless they say otherwise.
  const now = t.clock.now().getTime();
  for (const coupon of [
    { code: 'TENOFF', kind: 'percent', percentOff: 10 },
    { code: 'BIGORDER', kind: 'fixed', amountOffCents: 500_00, minAmountCents: 3_000_00 },
    {
      code: 'OLD',
      kind: 'percent',
      percentOff: 50,
      validFrom: new Date(now - 30 * DAY),
      validUntil: new Date(now - DAY),
    },
    { code: 'SOON', kind: 'percent', percentOff: 50, validFrom: new Date(now + DAY) },
    { code: 'ONCE', kind: 'fixed', amountOffCents: 100_00, maxRedemptions: 1 },
  ] as const)
    await t.services.coupons.create(coupon);
});
afterEach(async () => {
  await t.close();
});

async function signIn() {
  const headers = await bearerHeaders(t.app, 'ana@roasters.test', FIXTURE_PASSWORD);
  return {
    addToCart: async (type: string, tier = 'subscription_price_for_single_user') =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports/cart/',
        headers,
        payload: { report_type: await reportTypeId(t.database.db, type), selected_subscription: tier },
      }),
    apply: (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/reports/apply-coupon/', headers, payload }),
    forget: () => t.app.inject({ method: 'DELETE', url: '/api/reports/apply-coupon/', headers }),
    cart: async () => (await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers })).json(),
  };
}

/** SPEC §7 data.promo_code, beside the house's per-field errors. */
const refusal = (message: string) => ({
  status: false,
  message,
  errors: { promo_code: [message] },
  data: { promo_code: [message] },
});

describe('POST /api/reports/apply-coupon/ (SPEC §3, §7, §8)', () => {
  it('takes a percentage off the cart, answers the SPEC fields and remembers the code with the cart', async () => {
    const ana = await signIn();
    await ana.addToCart('Coffee Weekly Report');
    const response = await ana.apply({ amount: 1950, promo_code: ' ten off ' });
    expect(response.statusCode).toBe(200);
    expect(CouponResultSchema.parse(response.json())).toEqual({
      status: true,
      status_code: 200,
      message: CouponMessages.applied,
      promo_code: 'TENOFF',
      final_amount: 1755,
      discounted_price: 195,
    });
    const [remembered] = await t.database.db.select().from(cartCoupons).where(eq(cartCoupons.userId, userId));
    expect(remembered).toBeDefined();
  });

  it('shows the remembered code in every cart answer until it is removed, or no longer applies', async () => {
    const ana = await signIn();
    await ana.addToCart('Coffee Weekly Report');
    await ana.apply({ amount: 1950, promo_code: 'TENOFF' });
    expect((await ana.cart()).applied_coupon).toEqual({
      promo_code: 'TENOFF',
      discounted_price: 195,
      final_amount: 1755,
    });
    // Another line changes what the code takes off.
    const added = await ana.addToCart('Cocoa Weekly Report');
    expect(added.json().applied_coupon).toEqual({
      promo_code: 'TENOFF',
      discounted_price: 390,
      final_amount: 3510,
    });

    const forgotten = await ana.forget();
    expect(forgotten.json()).toEqual({ status: true, message: CouponMessages.removed });
    expect((await ana.cart()).applied_coupon).toBeNull();

    await ana.apply({ amount: 3900, promo_code: 'TENOFF' });
    await t.database.db.update(coupons).set({ validUntil: t.clock.now() }).where(eq(coupons.code, 'TENOFF'));
    expect((await ana.cart()).applied_coupon).toBeNull();
    expect(await t.database.db.select().from(cartCoupons)).toEqual([]);
  });

  it('takes a fixed amount off an order above its minimum, and refuses it below', async () => {
    const ana = await signIn();
    await ana.addToCart('Coffee Weekly Report');
    const below = await ana.apply({ amount: 1950, promo_code: 'BIGORDER' });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toEqual(refusal('This promo code needs an order of at least $3,000.'));

    await ana.addToCart('Cocoa Weekly Report', 'subscription_price_for_upto_3_user');
    const above = await ana.apply({ amount: 1950 + 4400, promo_code: 'BIGORDER' });
    expect(above.json()).toMatchObject({ final_amount: 5850, discounted_price: 500 });
  });

  it.each([
    ['NOPE', CouponMessages.unknown],
    ['OLD', CouponMessages.expired],
    ['SOON', CouponMessages.notStarted],
  ])('refuses %s with data.promo_code [%s]', async (code, message) => {
    const ana = await signIn();
    await ana.addToCart('Coffee Weekly Report');
    const response = await ana.apply({ amount: 1950, promo_code: code });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(refusal(message));
  });

  it("judges a code's window by the clock: refused before it opens, applied in it, gone once it closes", async () => {
    const opens = new Date(t.clock.now().getTime() + DAY);
    const closes = new Date(opens.getTime() + 7 * DAY);
    await t.services.coupons.create({
      code: 'FAIRWEEK',
      kind: 'percent',
      percentOff: 20,
      validFrom: opens,
      validUntil: closes,
    });
    const early = await signIn();
    await early.addToCart('Coffee Weekly Report');
    const refused = await early.apply({ amount: 1950, promo_code: 'FAIRWEEK' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(refusal(CouponMessages.notStarted));

    // Signed in again at each moment: a session is as old as the clock says.
    t.clock.set(new Date(opens.getTime() + DAY));
    const during = await signIn();
    expect((await during.apply({ amount: 1950, promo_code: 'FAIRWEEK' })).json()).toMatchObject({
      discounted_price: 390,
      final_amount: 1560,
    });
    expect((await during.cart()).applied_coupon).toMatchObject({ promo_code: 'FAIRWEEK' });

    t.clock.set(closes);
    const late = await signIn();
    expect((await late.cart()).applied_coupon).toBeNull();
    expect((await late.apply({ amount: 1950, promo_code: 'FAIRWEEK' })).json()).toEqual(
      refusal(CouponMessages.expired),
    );
  });

  it('refuses a code used as many times as it may be (paid, settling or invoiced orders count)', async () => {
    const ana = await signIn();
    await ana.addToCart('Coffee Weekly Report');
    expect((await ana.apply({ amount: 1950, promo_code: 'ONCE' })).statusCode).toBe(200);
    const [once] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    const order = {
      tenantId,
      userId,
      method: 'card' as const,
      subtotalCents: 1950_00,
      discountCents: 100_00,
      totalCents: 1850_00,
      couponId: once!.id,
      cartKey: 'k',
    };
    await t.database.db.insert(orders).values({ ...order, number: 'T-1', status: 'failed' });
    expect((await ana.apply({ amount: 1950, promo_code: 'ONCE' })).statusCode).toBe(200);
    await t.database.db.insert(orders).values({ ...order, number: 'T-2', status: 'paid' });
    expect((await ana.apply({ amount: 1950, promo_code: 'ONCE' })).json()).toEqual(
      refusal(CouponMessages.usedUp),
    );
  });

  it('refuses an amount that is not the cart total, and an empty cart', async () => {
    const ana = await signIn();
    expect((await ana.apply({ amount: 0, promo_code: 'TENOFF' })).json()).toEqual(
      refusal(CouponMessages.emptyCart),
    );
    await ana.addToCart('Coffee Weekly Report');
    const wrong = await ana.apply({ amount: 100, promo_code: 'TENOFF' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual(refusal(CouponMessages.amountMismatch));
  });

  it('answers a bad body with data.promo_code and remembers nothing', async () => {
    const ana = await signIn();
    await ana.addToCart('Coffee Weekly Report');
    const response = await ana.apply({ amount: 1950, promo_code: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusal(CouponMessages.required));
    expect(await t.database.db.select().from(cartCoupons)).toEqual([]);
  });

  it('is for signed-in clients and rate limited, since codes can be guessed', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reports/apply-coupon/', payload: {} })).statusCode,
    ).toBe(401);
    await t.close();
    t = await createTestApp({ couponRateLimitMax: 2 });
    await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']);
    const ana = await signIn();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await ana.apply({ amount: 1, promo_code: 'GUESS' })).statusCode);
    expect(statuses).toEqual([422, 422, 429]);
  });
});
