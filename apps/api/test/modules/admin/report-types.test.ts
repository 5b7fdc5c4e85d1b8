import {
  AdminReportTypeResponseSchema,
  AdminReportTypesResponseSchema,
  CartMessages,
  CartResponseSchema,
  ReportTypeMessages,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, reports, subscriptions } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import {
  addOrganisation,
  addReport,
  bearerHeaders,
  reportTypeId,
  subscribe,
} from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { staffActionRows } from '../../support/activity-records.js';

let t: TestApp;
let headers: Record<
  'admin' | 'editor' | 'finance' | 'client' | 'ana' | 'bo' | 'cy',
  { authorization: string }
>;
const type: Record<string, number> = {};
const SINGLE = 'subscription_price_for_single_user';
const UP_TO_3 = 'subscription_price_for_upto_3_user';

type Caller = keyof typeof headers;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await addStaff(db, 'editor@firm.test', 'editor');
  await addStaff(db, 'finance@firm.test', 'finance');
  await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test']);
  await addOrganisation(db, 'Beans Co', ['bo@beans.test']);
  const grinders = await addOrganisation(db, 'Grinders', ['cy@grinders.test']);
  await subscribe(db, grinders.tenantId, 'Coffee Weekly Report', { seats: 'none' });
  await addReport(db, t.services.files, { type: 'Cocoa Weekly Report', name: 'Cocoa week 1' });
  await addReport(db, t.services.files, { type: 'Cocoa Weekly Report', name: 'Cocoa week 2' });
  for (const name of [
    'Coffee',
    'Coffee Weekly Report',
    'Coffee In-Depth Report',
    'Cocoa',
    'Cocoa Weekly Report',
  ])
    type[name] = await reportTypeId(db, name);
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
    ana: await bearerHeaders(t.app, 'ana@roasters.test'),
    bo: await bearerHeaders(t.app, 'bo@beans.test'),
    cy: await bearerHeaders(t.app, 'cy@grinders.test'),
  };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, caller: Caller = 'admin') =>
  t.app.inject({ method: 'GET', url, headers: headers[caller] });
const patch = (id: number | string, payload: unknown, caller: Caller = 'admin') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/report-types/${id}/`,
    headers: headers[caller],
    payload: payload as Record<string, unknown>,
  });
const putImage = (id: number | string, body: Buffer, contentType = 'image/png', caller: Caller = 'admin') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/report-types/${id}/image`,
    headers: { ...headers[caller], 'content-type': contentType },
    payload: body,
  });
const auditOf = (id: number) =>
  staffActionRows(t.services.db, { targetType: 'report_type', targetId: String(id) });

describe('GET /api/admin/report-types/', () => {
  it('lists every type with its group, prices in dollars and counts', async () => {
    const response = await get('/api/admin/report-types/');
    expect(response.statusCode).toBe(200);
    const body = AdminReportTypesResponseSchema.parse(response.json());
    expect(body.count).toBe(body.data.length);
    const weekly = body.data.find((row) => row.id === type['Coffee Weekly Report']);
    expect(weekly).toMatchObject({
      name: 'Coffee Weekly Report',
      parent_id: type.Coffee,
      parent_name: 'Coffee',
      price_single: 1950,
      price_upto_3: 4400,
      price_enterprise: 7800,
      image_url: null,
    });
    const running = await t.services.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.reportTypeId, type['Coffee Weekly Report']!));
    expect(weekly!.active_subscriptions).toBe(running.length);
    expect(weekly!.active_subscriptions).toBeGreaterThan(0);
    expect(body.data.find((row) => row.id === type.Coffee)).toMatchObject({
      price_single: null,
      parent_id: null,
    });
  });

  it('counts the reports of a type', async () => {
    const body = AdminReportTypesResponseSchema.parse(
      (await get('/api/admin/report-types/?q=cocoa%20weekly')).json(),
    );
    const kept = await t.services.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.reportTypeId, type['Cocoa Weekly Report']!));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(body.data.map((row) => [row.name, row.reports])).toEqual([['Cocoa Weekly Report', kept.length]]);
  });

  it('searches and sorts on the server', async () => {
    const names = async (query: string) =>
      AdminReportTypesResponseSchema.parse((await get(`/api/admin/report-types/?${query}`)).json()).data.map(
        (row) => row.name,
      );
    expect(await names('q=COFFEE%20IN')).toEqual(['Coffee In-Depth Report']);
    const sorted = await names('q=coffee&sort=name&direction=desc');
    expect(sorted).toEqual(['Coffee Weekly Report', 'Coffee In-Depth Report', 'Coffee']);
    expect((await names('sort=active_subscriptions&direction=desc'))[0]).toBe('Coffee Weekly Report');
  });

  it.each([
    ['sort=price', 'sort', ReportTypeMessages.sort],
    ['direction=up', 'direction', ReportTypeMessages.direction],
    [`q=${'x'.repeat(101)}`, 'q', ReportTypeMessages.search],
  ])('refuses %s with the clear message', async (query, field, message) => {
    const response = await get(`/api/admin/report-types/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, message, errors: { [field]: [message] } });
  });

  it.each([
    ['admin', 200],
    ['editor', 200],
    ['finance', 403],
    ['client', 403],
  ] as const)('%s: %i', async (caller, status) => {
    expect((await get('/api/admin/report-types/', caller)).statusCode).toBe(status);
  });
});

describe('PATCH /api/admin/report-types/:id/', () => {
  it('edits name, title, description and group, with the changed fields before and after in the audit log', async () => {
    const id = type['Cocoa Weekly Report']!;
    const response = await patch(id, { title: 'Cocoa each Monday', description: 'New words.' }, 'editor');
    expect(response.statusCode, response.body).toBe(200);
    expect(AdminReportTypeResponseSchema.parse(response.json()).data).toMatchObject({
      title: 'Cocoa each Monday',
      description: 'New words.',
    });
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'report_type_updated',
      staffEmail: 'editor@firm.test',
      before: { title: 'Cocoa every Monday', description: expect.any(String) },
      after: { title: 'Cocoa each Monday', description: 'New words.' },
    });
    // The same values again change nothing and record nothing.
    expect((await patch(id, { title: 'Cocoa each Monday' })).statusCode).toBe(200);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('refuses a name another type has, whatever its case', async () => {
    const response = await patch(type['Cocoa Weekly Report']!, { name: 'coffee weekly report' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      status: false,
      message: ReportTypeMessages.nameTaken('coffee weekly report'),
    });
  });

  it('refuses the type as its own group, a missing group and a cycle', async () => {
    const self = await patch(type.Coffee!, { parent_id: type.Coffee });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ message: ReportTypeMessages.parentSelf });
    const missing = await patch(type.Coffee!, { parent_id: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: ReportTypeMessages.parentMissing });
    const cycle = await patch(type.Coffee!, { parent_id: type['Coffee Weekly Report'] });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ message: ReportTypeMessages.parentCycle });
    const moved = await patch(type['Cocoa Weekly Report']!, { parent_id: type.Coffee });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ parent_id: type.Coffee, parent_name: 'Coffee' });
    expect((await patch(type['Cocoa Weekly Report']!, { parent_id: type.Cocoa })).statusCode).toBe(200);
  });

  it('sets the price of one archived report bought alone, with a reason in the audit log (issue 44)', async () => {
    const id = type['Coffee In-Depth Report']!;
    expect(
      (await get('/api/admin/report-types/')).json().data.find((row: { id: number }) => row.id === id),
    ).toMatchObject({ price_archived_report: 950 }); // the demo's price of an in-depth study
    const noReason = await patch(id, { price_archived_report: 875 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: { reason: [ReportTypeMessages.priceReason] } });
    const set = await patch(id, { price_archived_report: 875, reason: 'Archive sale' });
    expect(set.statusCode, set.body).toBe(200);
    expect(AdminReportTypeResponseSchema.parse(set.json()).data.price_archived_report).toBe(875);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      before: { price_archived_report_cents: 950_00 },
      after: { price_archived_report_cents: 875_00 },
      reason: 'Archive sale',
    });
    // No longer sold report by report: staff clear the price.
    const cleared = await patch(id, { price_archived_report: null, reason: 'Archive sale over' });
    expect(AdminReportTypeResponseSchema.parse(cleared.json()).data.price_archived_report).toBeNull();
  });

  it.each([
    [{ price_archived_report: -5 }, 'price_archived_report', ReportTypeMessages.price],
    [{ price_single: -1 }, 'price_single', ReportTypeMessages.price],
    [{ price_single: 10.001 }, 'price_single', ReportTypeMessages.price],
    [{ price_enterprise: '12' }, 'price_enterprise', ReportTypeMessages.price],
    [{ name: '  ' }, 'name', ReportTypeMessages.nameRequired],
    [{ parent_id: 0 }, 'parent_id', ReportTypeMessages.parent],
  ])('refuses %j with the clear message', async (payload, field, message) => {
    const response = await patch(type['Coffee In-Depth Report']!, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, errors: { [field]: [message] } });
  });

  it.each(['999999', 'abc', '0', '99999999999'])('answers 404 for the unknown id %s', async (id) => {
    const response = await patch(id, { title: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: ReportTypeMessages.notFound });
  });

  it('refuses finance and clients', async () => {
    expect((await patch(type.Coffee!, { title: 'x' }, 'finance')).statusCode).toBe(403);
    expect((await patch(type.Coffee!, { title: 'x' }, 'client')).statusCode).toBe(403);
  });
});

describe('a price change applies to new carts; a cart priced before says so', () => {
  it('keeps the price of a line added before, at checkout and in the order; a new cart gets the new price', async () => {
    const id = type['Coffee In-Depth Report']!;
    const add = (caller: Caller, tier = SINGLE) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports/cart/',
        headers: headers[caller],
        payload: { report_type: id, selected_subscription: tier },
      });
    expect((await add('ana')).statusCode).toBe(201);

    const noReason = await patch(id, { price_single: 4999.5, price_upto_3: 10_500 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      message: ReportTypeMessages.priceReason,
      errors: { reason: [ReportTypeMessages.priceReason] },
    });
    const changed = await patch(id, {
      price_single: 4999.5,
      price_upto_3: 10_500,
      reason: 'New prices for 2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ price_single: 4999.5, price_upto_3: 10_500 });
    const audit = (await auditOf(id)).at(-1);
    expect(audit).toMatchObject({
      before: { price_single_cents: 4500_00, price_upto_3_cents: 9900_00 },
      after: { price_single_cents: 4999_50, price_upto_3_cents: 10_500_00 },
      reason: 'New prices for 2026',
    });

    const anaCart = CartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers: headers.ana })).json(),
    );
    expect(anaCart.data[0]).toMatchObject({ report_price: 4500, current_price: 4999.5 });
    expect(anaCart.total_cart_value).toBe(4500);

    const boCart = CartResponseSchema.parse((await add('bo')).json());
    expect(boCart.data[0]).toMatchObject({ report_price: 4999.5, current_price: 4999.5 });

    // Ana orders at the price her line kept.
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/reports/bank/payments/checkout/',
      headers: headers.ana,
      payload: {
        amount: 4500_00,
        currency: 'usd',
        method: 'card',
        cart: anaCart.data.map((line) => line.id),
        discount_price: 0,
      },
    });
    expect(intent.statusCode, intent.body).toBeLessThan(300);
    const [order] = await t.services.db
      .select()
      .from(orders)
      .where(eq(orders.number, intent.json().order_number));
    expect(order).toMatchObject({ subtotalCents: 4500_00, totalCents: 4500_00 });
    const items = await t.services.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((item) => item.priceCents)).toEqual([4500_00]);
  });

  it('prices a line again when its tier changes', async () => {
    const cart = CartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers: headers.bo })).json(),
    );
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/cart/${cart.data[0]!.id}/`,
      headers: headers.bo,
      payload: { selected_subscription: UP_TO_3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ report_price: 10_500, current_price: 10_500 });
  });
});

describe('a kept price holds for 30 days, and never for a tier no longer sold', () => {
  const cartOf = async (auth = headers.cy) =>
    CartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers: auth })).json(),
    );

  it('takes the current price once the line was priced 30 days ago', async () => {
    const id = type['Cocoa Weekly Report']!;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/reports/cart/',
      headers: headers.cy,
      payload: { report_type: id, selected_subscription: SINGLE },
    });
    expect(added.statusCode, added.body).toBe(201);
    const before = (await cartOf()).data.find(
      (line) => line.kind === 'subscription' && line.report_types.id === id,
    )!;
    const raised = await patch(id, { price_single: before.report_price + 100, reason: 'Dearer cocoa' });
    expect(raised.statusCode, raised.body).toBe(200);

    const start = t.clock.now();
    try {
      // Signed in again each time: an access token lasts minutes by the clock.
      t.clock.advance(29 * 86_400_000);
      const line = async () =>
        (await cartOf(await bearerHeaders(t.app, 'cy@grinders.test'))).data.find(
          (each) => each.kind === 'subscription' && each.report_types.id === id,
        );
      expect(await line()).toMatchObject({
        report_price: before.report_price,
        current_price: before.report_price + 100,
      });
      t.clock.advance(86_400_000);
      expect(await line()).toMatchObject({
        report_price: before.report_price + 100,
        current_price: before.report_price + 100,
      });
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses to check out a line whose tier is no longer sold, whatever price it kept', async () => {
    const id = type['Cocoa Weekly Report']!;
    const cart = await cartOf();
    expect((await patch(id, { price_single: null, reason: 'Single licences withdrawn' })).statusCode).toBe(
      200,
    );
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/reports/pay/by/invoice/',
      headers: headers.cy,
      payload: { cart: cart.data.map((line) => line.id), discount_price: 0 },
    });
    expect(invoice.statusCode).toBe(422);
    expect(invoice.json()).toMatchObject({ status: false, message: CartMessages.notSold });
  });
});

describe('PUT /api/admin/report-types/:id/image and its public address', () => {
  it('keeps a PNG, serves it with long caching, and the cart shows it', async () => {
    const id = type['Coffee In-Depth Report']!;
    const response = await putImage(id, PNG);
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().data.image_url;
    expect(url).toMatch(new RegExp(`^/api/report-types/${id}/image\\?v=[0-9a-f]{16}$`));

    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const cart = (
      await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers: headers.bo })
    ).json();
    expect(cart.data[0].report_type_image).toBe(url);

    const audit = (await auditOf(id)).at(-1);
    expect(audit).toMatchObject({
      before: { image_key: null },
      after: { image_key: expect.stringContaining('.png') },
    });
  });

  it('refuses SVG, other files, empty and oversized bodies', async () => {
    const id = type.Cocoa!;
    const svg = await putImage(
      id,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json()).toMatchObject({ message: ReportTypeMessages.imageType });
    const lying = await putImage(id, Buffer.from('%PDF-1.7 not a picture'), 'image/png');
    expect(lying.statusCode).toBe(400);
    const empty = await putImage(id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const big = await putImage(id, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: `/api/report-types/${id}/image` })).statusCode).toBe(
      404,
    );
  });

  it('refuses finance, and answers 404 for unknown types', async () => {
    expect((await putImage(type.Cocoa!, PNG, 'image/png', 'finance')).statusCode).toBe(403);
    expect((await putImage(999_999, PNG)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/report-types/abc/image' })).statusCode).toBe(404);
  });
});
