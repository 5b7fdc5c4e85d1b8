import { OrderLookupMessages, OrderResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';

let t: TestApp;
let orderNumber: string;
const UP_TO_3 = 'subscription_price_for_upto_3_user';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // Ana owns Roasters and buys; Ben is a member, Cy keeps the books (issue 15 billing role).
  const roasters = await addOrganisation(db, 'Roasters Ltd', [
    'ana@roasters.test',
    'ben@roasters.test',
    'cy@roasters.test',
  ]);
  await db.update(users).set({ role: 'billing' }).where(eq(users.id, roasters.userIds[2]!));
  await addOrganisation(db, 'Other Co', ['eve@other.test']);
  await t.services.coupons.create({ code: 'TENOFF', kind: 'percent', percentOff: 10 });

  // Ana orders Coffee Weekly Report for up to 3 users with 10% off, as the checkout does.
  const headers = await bearerHeaders(t.app, 'ana@roasters.test');
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const cart = await post('/api/reports/cart/', {
    report_type: await reportTypeId(db, 'Coffee Weekly Report'),
    selected_subscription: UP_TO_3,
  });
  const coupon = await post('/api/reports/apply-coupon/', {
    amount: cart.total_cart_value,
    promo_code: 'TENOFF',
  });
  const intent = await post('/api/reports/bank/payments/checkout/', {
    amount: Math.round(coupon.final_amount * 100),
    currency: 'usd',
    method: 'card',
    cart: (cart.data as { id: number }[]).map((line) => line.id),
    discount_price: coupon.discounted_price,
  });
  orderNumber = intent.order_number;
});
afterAll(async () => {
  await t.close();
});

const order = (number: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/reports/orders/${encodeURIComponent(number)}/`, headers });

describe('GET /api/reports/orders/{number}/', () => {
  it('shows the buyer its order: number, status, amount after the discount, items', async () => {
    const response = await order(orderNumber, await bearerHeaders(t.app, 'ana@roasters.test'));
    expect(response.statusCode).toBe(200);
    const body = OrderResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: true,
      data: {
        number: orderNumber,
        status: 'pending',
        amount: 3960,
        currency: 'usd',
        created_at: expect.any(String),
        items: [{ report_type_name: 'Coffee Weekly Report', selected_subscription: UP_TO_3 }],
      },
    });
    expect(Number.isNaN(Date.parse(body.data.created_at))).toBe(false);
  });

  it('shows it to whoever keeps the books of the buyer’s organisation, not to its other members', async () => {
    const billing = await order(orderNumber, await bearerHeaders(t.app, 'cy@roasters.test'));
    expect(billing.statusCode).toBe(200);
    const member = await order(orderNumber, await bearerHeaders(t.app, 'ben@roasters.test'));
    expect(member.statusCode).toBe(404);
    expect(member.json()).toEqual({ status: false, message: OrderLookupMessages.notFound });
  });

  it('answers another organisation 404, as for a number that does not exist or is malformed', async () => {
    const eve = await bearerHeaders(t.app, 'eve@other.test');
    for (const number of [orderNumber, 'SO-2020-999999', 'SO-1', "SO-2026-001001' or 1=1", '../cart']) {
      const response = await order(number, eve);
      expect(response.statusCode, number).toBe(404);
      expect(response.json()).toEqual({ status: false, message: OrderLookupMessages.notFound });
    }
    const demo = await order(
      orderNumber,
      await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
    );
    expect(demo.statusCode).toBe(404);
  });

  it('answers a visitor 401 and an admin 403', async () => {
    expect((await order(orderNumber)).statusCode).toBe(401);
    const admin = await order(
      orderNumber,
      await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.body).not.toContain(orderNumber);
  });
});
