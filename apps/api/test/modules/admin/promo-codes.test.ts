import {
  AdminPromoCodeResponseSchema,
  AdminPromoCodesResponseSchema,
  AdminPromoRedemptionsResponseSchema,
  CouponMessages,
  PromoCodeMessages,
} from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { staffActionRows } from '../../support/activity-records.js';

let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client' | 'ana' | 'bo', { authorization: string }>;
const DAY = 24 * 60 * 60 * 1000;

type Caller = keyof typeof headers;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-15T12:00:00.000Z');
  const { db } = t.database;
  await addStaff(db, 'editor@firm.test', 'editor');
  await addStaff(db, 'finance@firm.test', 'finance');
  await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test']);
  await addOrganisation(db, 'Beans Co', ['bo@beans.test']);
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
    ana: await bearerHeaders(t.app, 'ana@roasters.test'),
    bo: await bearerHeaders(t.app, 'bo@beans.test'),
  };
  // Only this file's codes: the seeded ones go.
  await db.delete(coupons);
  const now = t.clock.now().getTime();
  await t.services.coupons.create({
    code: 'OLDIE',
    kind: 'percent',
    percentOff: 5,
    validFrom: new Date(now - 30 * DAY),
    validUntil: new Date(now - DAY),
  });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, caller: Caller = 'admin') =>
  t.app.inject({ method: 'GET', url, headers: headers[caller] });
const post = (url: string, payload: unknown, caller: Caller = 'admin') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: headers[caller],
    payload: payload as Record<string, unknown>,
  });
const create = (payload: unknown, caller: Caller = 'admin') =>
  post('/api/admin/promo-codes/', payload, caller);

async function codes(query = '') {
  const response = await get(`/api/admin/promo-codes/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return AdminPromoCodesResponseSchema.parse(response.json()).data.map((row) => row.code);
}

/** The buyer puts a type in the cart, applies the code and places a card order, as checkout does. */
async function orderWith(caller: 'ana' | 'bo', code: string) {
  const cart = (
    await post(
      '/api/reports/cart/',
      {
        report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
        selected_subscription: 'subscription_price_for_single_user',
      },
      caller,
    )
  ).json();
  const coupon = await post(
    '/api/reports/apply-coupon/',
    { amount: cart.total_cart_value, promo_code: code },
    caller,
  );
  expect(coupon.statusCode, coupon.body).toBe(200);
  const intent = await post(
    '/api/reports/bank/payments/checkout/',
    {
      amount: Math.round(coupon.json().final_amount * 100),
      currency: 'usd',
      method: 'card',
      cart: (cart.data as { id: number }[]).map((line) => line.id),
      discount_price: coupon.json().discounted_price,
    },
    caller,
  );
  expect(intent.statusCode, intent.body).toBeLessThan(300);
  return intent.json().order_number as string;
}

let springId: number;

describe('POST /api/admin/promo-codes/', () => {
  it('creates a percent code, upper-cased, with its window, limits and audit row', async () => {
    const response = await create(
      {
        code: ' spring 10 ',
        kind: 'percent',
        percent_off: 10,
        valid_from: '2026-03-01',
        valid_until: '2026-04-30',
        max_redemptions: 5,
        min_amount: 100,
      },
      'finance',
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = AdminPromoCodeResponseSchema.parse(response.json());
    springId = data.id;
    expect(data).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      percent_off: 10,
      amount_off: null,
      valid_from: '2026-03-01T00:00:00.000Z',
      valid_until: '2026-05-01T00:00:00.000Z',
      max_redemptions: 5,
      min_amount: 100,
      state: 'active',
      redemptions: 0,
      deactivated_at: null,
    });
    const [audit] = await staffActionRows(t.services.db, {
      action: 'promo_code_created',
      targetId: String(data.id),
    });
    expect(audit).toMatchObject({
      staffEmail: 'finance@firm.test',
      targetType: 'promo_code',
      before: null,
      after: { code: 'SPRING10', percent_off: 10, min_amount_cents: 10_000 },
    });
  });

  it('creates a fixed code in dollars, usable from today by default', async () => {
    const response = await create({ code: 'FIFTY', kind: 'fixed', amount_off: 50.5 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      amount_off: 50.5,
      percent_off: null,
      valid_from: '2026-03-15T12:00:00.000Z',
      valid_until: null,
      max_redemptions: null,
      min_amount: 0,
    });
  });

  it('refuses a code that exists, whatever its case, with a clear message', async () => {
    const response = await create({ code: 'Spring10', kind: 'percent', percent_off: 20 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PromoCodeMessages.codeTaken('SPRING10') });
  });

  it.each([
    [{ code: '', kind: 'percent', percent_off: 5 }, 'code', PromoCodeMessages.codeRequired],
    [{ code: 'A!B', kind: 'percent', percent_off: 5 }, 'code', PromoCodeMessages.codeCharacters],
    [{ code: 'X'.repeat(41), kind: 'percent', percent_off: 5 }, 'code', PromoCodeMessages.codeTooLong],
    [{ code: 'K', kind: 'half', percent_off: 5 }, 'kind', PromoCodeMessages.kind],
    [{ code: 'K', kind: 'percent', percent_off: 101 }, 'percent_off', PromoCodeMessages.percent],
    [{ code: 'K', kind: 'percent' }, 'percent_off', PromoCodeMessages.percent],
    [
      { code: 'K', kind: 'percent', percent_off: 5, amount_off: 3 },
      'amount_off',
      PromoCodeMessages.percentOnly,
    ],
    [{ code: 'K', kind: 'fixed', amount_off: 0 }, 'amount_off', PromoCodeMessages.amount],
    [{ code: 'K', kind: 'fixed', amount_off: 1.234 }, 'amount_off', PromoCodeMessages.amount],
    [
      { code: 'K', kind: 'fixed', amount_off: 5, valid_from: '2026-02-30' },
      'valid_from',
      PromoCodeMessages.date,
    ],
    [
      { code: 'K', kind: 'fixed', amount_off: 5, valid_from: '2026-05-02', valid_until: '2026-05-01' },
      'valid_until',
      PromoCodeMessages.untilBeforeFrom,
    ],
    [
      { code: 'K', kind: 'fixed', amount_off: 5, valid_until: '2026-03-14' },
      'valid_until',
      PromoCodeMessages.untilPast,
    ],
    [
      { code: 'K', kind: 'fixed', amount_off: 5, valid_from: '2026-03-01', valid_until: '2026-03-10' },
      'valid_until',
      PromoCodeMessages.untilPast,
    ],
    [
      { code: 'K', kind: 'fixed', amount_off: 5, max_redemptions: 0 },
      'max_redemptions',
      PromoCodeMessages.max,
    ],
    [{ code: 'K', kind: 'fixed', amount_off: 5, min_amount: -1 }, 'min_amount', PromoCodeMessages.min],
    [
      { code: 'K', kind: 'fixed', amount_off: 5, applies_to: ['seats'] },
      'applies_to.0',
      PromoCodeMessages.appliesTo,
    ],
    [
      { code: 'K', kind: 'fixed', amount_off: 5, applies_to: 'all' },
      'applies_to',
      PromoCodeMessages.appliesTo,
    ],
  ])('refuses %j with the field message', async (payload, field, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, errors: { [field]: [message] } });
  });

  it('refuses editors and clients', async () => {
    expect((await create({ code: 'NOPE', kind: 'percent', percent_off: 5 }, 'editor')).statusCode).toBe(403);
    expect((await create({ code: 'NOPE', kind: 'percent', percent_off: 5 }, 'client')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/promo-codes/', () => {
  it('lists, filters by state and code, sorts and pages on the server', async () => {
    expect(await codes()).toEqual(['FIFTY', 'SPRING10', 'OLDIE']);
    expect(await codes('state=active')).toEqual(['FIFTY', 'SPRING10']);
    expect(await codes('state=expired')).toEqual(['OLDIE']);
    expect(await codes('q=spr')).toEqual(['SPRING10']);
    expect(await codes('sort=code&direction=asc')).toEqual(['FIFTY', 'OLDIE', 'SPRING10']);
    const page = AdminPromoCodesResponseSchema.parse(
      (await get('/api/admin/promo-codes/?page_size=2&page=2')).json(),
    );
    expect({ count: page.count, codes: page.data.map((row) => row.code) }).toEqual({
      count: 3,
      codes: ['OLDIE'],
    });
  });

  it.each([
    ['state=gone', 'state', PromoCodeMessages.state],
    ['sort=amount', 'sort', 'Sort must be one of created_at, code, valid_from, valid_until, redemptions.'],
    ['page=0', 'page', 'Page must be a whole number from 1.'],
  ])('refuses %s with the clear message', async (query, field, message) => {
    const response = await get(`/api/admin/promo-codes/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { [field]: [message] } });
  });

  it.each([
    ['admin', 200],
    ['finance', 200],
    ['editor', 403],
    ['client', 403],
  ] as const)('%s: %i', async (caller, status) => {
    expect((await get('/api/admin/promo-codes/', caller)).statusCode).toBe(status);
  });
});

describe('redemptions and deactivation', () => {
  let orderNumber: string;

  it('counts an order holding the code and lists it among its redemptions', async () => {
    orderNumber = await orderWith('ana', 'SPRING10');
    const list = AdminPromoCodesResponseSchema.parse(
      (await get('/api/admin/promo-codes/?q=SPRING10')).json(),
    );
    expect(list.data[0]!.redemptions).toBe(1);
    const response = await get(`/api/admin/promo-codes/${springId}/redemptions/`, 'finance');
    expect(response.statusCode, response.body).toBe(200);
    const body = AdminPromoRedemptionsResponseSchema.parse(response.json());
    expect(body).toMatchObject({ code: 'SPRING10', count: 1 });
    expect(body.data[0]).toMatchObject({
      number: orderNumber,
      organisation: 'Roasters Ltd',
      status: 'pending',
      method: 'card',
      total: 1755,
      discount: 195,
    });
  });

  it('deactivates with a reason: audited, and no cart can use the code from then', async () => {
    // Bo remembers the code with his cart before it is deactivated.
    const cart = (
      await post(
        '/api/reports/cart/',
        {
          report_type: await reportTypeId(t.database.db, 'Coffee In-Depth Report'),
          selected_subscription: 'subscription_price_for_single_user',
        },
        'bo',
      )
    ).json();
    expect(
      (
        await post(
          '/api/reports/apply-coupon/',
          { amount: cart.total_cart_value, promo_code: 'SPRING10' },
          'bo',
        )
      ).statusCode,
    ).toBe(200);

    const missingReason = await post(`/api/admin/promo-codes/${springId}/deactivate`, {}, 'finance');
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json()).toMatchObject({ errors: { reason: ['Please give a reason.'] } });

    t.clock.set('2026-03-15T12:05:00.000Z');
    const response = await post(
      `/api/admin/promo-codes/${springId}/deactivate`,
      { reason: 'Leaked online' },
      'finance',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      state: 'deactivated',
      deactivated_at: '2026-03-15T12:05:00.000Z',
    });
    const [audit] = await staffActionRows(t.services.db, {
      action: 'promo_code_deactivated',
      targetId: String(springId),
    });
    expect(audit).toMatchObject({
      staffEmail: 'finance@firm.test',
      reason: 'Leaked online',
      before: { deactivated_at: null },
      after: { deactivated_at: '2026-03-15T12:05:00.000Z' },
    });
    expect(await codes('state=deactivated')).toEqual(['SPRING10']);
    expect(await codes('state=active')).toEqual(['FIFTY']);

    // Applying it now answers as an expired code.
    const again = await post(
      '/api/reports/apply-coupon/',
      { amount: cart.total_cart_value, promo_code: 'SPRING10' },
      'bo',
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ data: { promo_code: [CouponMessages.expired] } });
    // Bo's cart loses it when priced.
    const priced = (await get('/api/reports/cart/', 'bo')).json();
    expect(priced.applied_coupon).toBeNull();
    // The order placed with it keeps it.
    const redemptions = (await get(`/api/admin/promo-codes/${springId}/redemptions/`)).json();
    expect(redemptions.data[0].number).toBe(orderNumber);
  });

  it('refuses to deactivate twice', async () => {
    const response = await post(`/api/admin/promo-codes/${springId}/deactivate`, { reason: 'Again' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PromoCodeMessages.alreadyDeactivated });
  });

  it.each(['999999', 'abc', '0'])('answers 404 for the unknown id %s', async (id) => {
    const deactivate = await post(`/api/admin/promo-codes/${id}/deactivate`, { reason: 'x' });
    expect(deactivate.statusCode).toBe(404);
    expect(deactivate.json()).toEqual({ status: false, message: PromoCodeMessages.notFound });
    expect((await get(`/api/admin/promo-codes/${id}/redemptions/`)).statusCode).toBe(404);
  });

  it('refuses editors', async () => {
    expect(
      (await post(`/api/admin/promo-codes/${springId}/deactivate`, { reason: 'x' }, 'editor')).statusCode,
    ).toBe(403);
    expect((await get(`/api/admin/promo-codes/${springId}/redemptions/`, 'editor')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/promo-codes/?state=scheduled', () => {
  it('lists a code that starts later as scheduled, not active', async () => {
    const created = await create({
      code: 'SUMMER',
      kind: 'percent',
      percent_off: 5,
      valid_from: '2026-06-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await codes('state=scheduled')).toEqual(['SUMMER']);
    expect(await codes('state=active')).not.toContain('SUMMER');
  });
});

// Last: the codes it adds would be in the listings above.
describe('POST /api/admin/promo-codes/ for some kinds of item', () => {
  it('creates a code for some kinds of item only (issue 44), every kind named being no limit', async () => {
    const response = await create({
      code: 'SEATS15',
      kind: 'percent',
      percent_off: 15,
      applies_to: ['course_seats', 'archived_report', 'course_seats'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ applies_to: ['course_seats', 'archived_report'] });
    const [audit] = await staffActionRows(t.services.db, {
      action: 'promo_code_created',
      targetId: String(response.json().data.id),
    });
    expect(audit!.after).toMatchObject({ applies_to: ['course_seats', 'archived_report'] });
    const every = await create({
      code: 'EVERY5',
      kind: 'percent',
      percent_off: 5,
      applies_to: ['subscription', 'consultation_credit', 'archived_report', 'course_seats'],
    });
    expect(every.json().data).toMatchObject({ applies_to: [] });
  });
});
