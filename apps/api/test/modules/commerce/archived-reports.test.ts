import {
  ArchivedReportMessages,
  ArchivedReportsResponseSchema,
  CartResponseSchema,
  describeTeamEvent,
  LibraryResponseSchema,
} from '@firm/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  jobs,
  orders,
  reportLicences,
  reports,
  reportTypes,
  users,
} from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { CARD_EXPIRY } from '../../support/billing-fixtures.js';
import {
  addOrganisation,
  addReport,
  bearerHeaders,
  reportTypeId,
  subscribe,
} from '../../support/report-fixtures.js';
import { recordedAbout, staffActionRows } from '../../support/activity-records.js';

let t: TestApp;
const report = { june: 0, lastWeek: 0, thisWeek: 0, withdrawn: 0, sugar: 0 };
let roasters: { tenantId: string; userIds: string[] };

// Wednesday 2 December 2026, 10:00 in New York: the archive holds what is dated before Monday 30 November.
const NOW = '2026-12-02T15:00:00.000Z';

beforeEach(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const { db } = t.database;
  const files = t.services.files;
  await db
    .update(reportTypes)
    .set({ priceArchivedReportCents: 45_000 })
    .where(eq(reportTypes.id, await reportTypeId(db, 'Coffee Weekly Report')));
  await db
    .update(reportTypes)
    .set({ priceArchivedReportCents: null })
    .where(eq(reportTypes.id, await reportTypeId(db, 'Sugar Weekly Report')));
  report.june = await addReport(db, files, {
    type: 'Coffee Weekly Report',
    name: 'Coffee Weekly: June frost',
    summary: 'Frost in Quixadá lifts arabica.',
    publishedAt: '2025-06-02T12:00:00Z',
  });
  report.lastWeek = await addReport(db, files, {
    type: 'Coffee Weekly Report',
    name: 'Coffee Weekly: harvest pace',
    publishedAt: '2026-11-27T12:00:00Z',
  });
  report.thisWeek = await addReport(db, files, {
    type: 'Coffee Weekly Report',
    name: 'Coffee Weekly: this week',
    publishedAt: '2026-11-30T06:00:00Z',
  });
  report.withdrawn = await addReport(db, files, {
    type: 'Coffee Weekly Report',
    name: 'Coffee Weekly: withdrawn',
    publishedAt: '2025-01-06T12:00:00Z',
  });
  await db
    .update(reports)
    .set({ unpublishedAt: new Date(NOW) })
    .where(eq(reports.id, report.withdrawn));
  report.sugar = await addReport(db, files, {
    type: 'Sugar Weekly Report',
    name: 'Sugar Weekly: cane crush',
    publishedAt: '2025-03-03T12:00:00Z',
  });
  roasters = await addOrganisation(db, 'Roasters Ltd', [
    'ana@roasters.test',
    'ben@roasters.test',
    'bill@roasters.test',
  ]);
  await db.update(users).set({ role: 'billing' }).where(eq(users.email, 'bill@roasters.test'));
  const brewers = await addOrganisation(db, 'Brewers Co', ['cara@brewers.test']);
  await subscribe(db, brewers.tenantId, 'Coffee Weekly Report');
});
afterEach(async () => {
  await t.close();
});

async function as(email: string, password?: string) {
  const headers = await bearerHeaders(t.app, email, password);
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  return {
    headers,
    post,
    add: (payload: Record<string, unknown>) => post('/api/reports/cart/archived/', payload),
    cart: async () =>
      CartResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers })).json(),
      ),
    /** Asks for a signed link to the report's file; answers the status. */
    link: async (id: number) =>
      (await post('/api/reports/generate-presigned-url/', { id, operation: 'view' })).statusCode,
    library: async (id: number) =>
      LibraryResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/reports/report/acess/?report=${id}`,
            headers,
          })
        ).json(),
      ),
  };
}

type Client = Awaited<ReturnType<typeof as>>;

/** Starts paying the cart's lines `cart` by card in the sandbox; answers the intent's client secret. */
async function startCardPayment(client: Client, cart: number[], amountCents: number): Promise<string> {
  const intent = await client.post('/api/reports/bank/payments/checkout/', {
    amount: amountCents,
    currency: 'usd',
    method: 'card',
    cart,
    discount_price: 0,
  });
  expect(intent.statusCode, intent.body).toBe(200);
  return intent.json().client_secret as string;
}

/** Confirms a card payment in the sandbox with the card that pays. */
async function confirmCardPayment(client: Client, clientSecret: string): Promise<void> {
  const confirmed = await client.post('/api/payments/sandbox/confirm/', {
    client_secret: clientSecret,
    method: 'card',
    card: { number: '4242 4242 4242 4242', ...CARD_EXPIRY },
  });
  expect(confirmed.json()).toEqual({ status: 'succeeded' });
}

/** Pays the caller's whole cart by card in the sandbox; answers the order's number. */
async function payByCard(client: Client, amountCents: number): Promise<string> {
  const cart = (await client.cart()).data.map((line) => line.id);
  await confirmCardPayment(client, await startCardPayment(client, cart, amountCents));
  const [order] = await t.database.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.tenantId, roasters.tenantId))
    .orderBy(desc(orders.createdAt));
  return order!.number;
}

describe('GET /api/reports/archived/ (issue 44)', () => {
  it('lists to anyone the published reports dated before this week, newest first, with the price of one', async () => {
    // (The demo's reports are in the archive too; only the test's names hold 'Weekly:'.)
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/reports/archived/?search_query=Weekly:',
    });
    expect(response.statusCode).toBe(200);
    const body = ArchivedReportsResponseSchema.parse(response.json());
    const listed = body.data;
    expect(listed.map((row) => row.report_name)).toEqual([
      'Coffee Weekly: harvest pace',
      'Coffee Weekly: June frost',
      'Sugar Weekly: cane crush',
    ]);
    const dates = body.data.map((row) => row.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.count).toBe(3);
    expect(listed[1]).toEqual({
      id: report.june,
      report_name: 'Coffee Weekly: June frost',
      report_summary: 'Frost in Quixadá lifts arabica.',
      published_at: '2025-06-02T12:00:00.000Z',
      report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
      report_type_name: 'Coffee Weekly Report',
      price: 450,
    });
    // A type not sold report by report says so with no price.
    expect(listed[2]?.price).toBeNull();
  });

  it('searches names and summaries, and refuses a bad page with its message', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/reports/archived/?search_query=quixad%C3%A1',
    });
    expect(found.json().data.map((row: { id: number }) => row.id)).toEqual([report.june]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/reports/archived/?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Page must be a whole number from 1.');
  });

  it('takes in a report on the Monday its week is over, in New York time', async () => {
    t.clock.set('2026-12-07T04:30:00.000Z'); // Sunday 23:30 in New York: still the same week
    const sunday = await t.app.inject({ method: 'GET', url: '/api/reports/archived/' });
    expect(sunday.json().data.map((row: { id: number }) => row.id)).not.toContain(report.thisWeek);
    t.clock.set('2026-12-07T05:00:00.000Z'); // Monday 00:00 in New York
    const monday = await t.app.inject({ method: 'GET', url: '/api/reports/archived/' });
    expect(monday.json().data.map((row: { id: number }) => row.id)).toContain(report.thisWeek);
  });
});

describe('POST /api/reports/cart/archived/ (issue 44)', () => {
  it('adds one report of the archive at its type’s price, once', async () => {
    const ana = await as('ana@roasters.test');
    const added = await ana.add({ report: report.june });
    expect(added.statusCode).toBe(201);
    const body = CartResponseSchema.parse(added.json());
    expect(body.message).toBe(ArchivedReportMessages.added);
    expect(body.total_cart_value).toBe(450);
    expect(body.data).toEqual([
      {
        kind: 'archived_report',
        id: expect.any(Number),
        report: {
          id: report.june,
          report_name: 'Coffee Weekly: June frost',
          report_type_name: 'Coffee Weekly Report',
          published_at: '2025-06-02T12:00:00.000Z',
        },
        image: '/images/report-types/coffee.svg',
        report_price: 450,
        current_price: 450,
      },
    ]);
    const again = await ana.add({ report: report.june });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ArchivedReportMessages.inCart);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/cart/${body.data[0]!.id}/`,
      headers: ana.headers,
      payload: { selected_subscription: 'subscription_price_for_enterprise' },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().message).toBe(ArchivedReportMessages.unchangeable);
  });

  it('refuses what is not in the archive or not sold alone, and bad input, changing nothing', async () => {
    const ana = await as('ana@roasters.test');
    const cases: [unknown, number, string][] = [
      [report.thisWeek, 404, ArchivedReportMessages.notInArchive],
      [report.withdrawn, 404, ArchivedReportMessages.notInArchive],
      [2_000_000, 404, ArchivedReportMessages.notInArchive],
      [report.sugar, 422, ArchivedReportMessages.notSold],
      ['1', 400, ArchivedReportMessages.report],
      [-3, 400, ArchivedReportMessages.report],
    ];
    for (const [id, status, message] of cases) {
      const refused = await ana.add({ report: id });
      expect(refused.statusCode, String(id)).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    expect((await ana.cart()).count).toBe(0);
  });

  it('refuses a report a running subscription of the organisation covers', async () => {
    const cara = await as('cara@brewers.test');
    const refused = await cara.add({ report: report.june });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ArchivedReportMessages.covered);
  });

  it('is for clients only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reports/cart/archived/',
      payload: { report: report.june },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a single-report licence (issue 44)', () => {
  it('bought by card, opens the report for the organisation’s readers, not billing, not others; a refund takes it back', async () => {
    const ana = await as('ana@roasters.test');
    await ana.add({ report: report.june });
    const number = await payByCard(ana, 45_000);

    // The licence is the organisation's: the buyer and an unseated member open it; billing and others do not.
    expect(await ana.link(report.june)).toBe(200);
    const ben = await as('ben@roasters.test');
    expect(await ben.link(report.june)).toBe(200);
    expect(await ben.link(report.lastWeek)).toBe(403);
    expect(await (await as('bill@roasters.test')).link(report.june)).toBe(403);
    expect(await (await as('cara@brewers.test')).link(report.june)).toBe(200); // her subscription covers it
    const dana = await addOrganisation(t.database.db, 'Other Co', ['dana@other.test']);
    expect(dana.tenantId).not.toBe(roasters.tenantId);
    expect(await (await as('dana@other.test')).link(report.june)).toBe(403);

    // The library says which reports on the page the reader opens by licence.
    expect((await ben.library(report.june)).licensed_reports).toEqual([report.june]);
    expect((await ben.library(report.lastWeek)).licensed_reports).toEqual([]);

    // The organisation's record names the report and the order that paid for it.
    const [licensed] = (await recordedAbout(t.database.db, String(report.june))).filter(
      (row) => row.action === 'report_licensed',
    );
    expect(licensed).toMatchObject({
      tenantId: roasters.tenantId,
      subjectType: 'report',
      subjectLabel: 'Coffee Weekly: June frost',
      after: { report_name: 'Coffee Weekly: June frost', order: number },
    });
    expect(describeTeamEvent(licensed!)).toBe(
      `Report bought alone: Coffee Weekly: June frost (order ${number})`,
    );

    // The cart is empty again, and the report cannot be bought twice.
    expect((await ana.cart()).count).toBe(0);
    const twice = await ana.add({ report: report.june });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ArchivedReportMessages.owned);

    // The order prints the report by name.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/reports/orders/${number}/`,
      headers: ana.headers,
    });
    expect(details.json().data.items).toEqual([
      { report_type_name: 'Report: Coffee Weekly: June frost', selected_subscription: null },
    ]);

    // Staff refund the order: the licence is taken back, on the record.
    const admin = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/refund/`,
      headers: admin,
      payload: { reason: 'Bought by mistake', end_access: false },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await ben.link(report.june)).toBe(403);
    const [record] = await staffActionRows(t.database.db, { action: 'payment_refunded', targetId: number });
    expect(record?.after).toMatchObject({ status: 'refunded', report_licences_revoked: [report.june] });
    const live = await t.database.db
      .select()
      .from(reportLicences)
      .where(and(eq(reportLicences.tenantId, roasters.tenantId), eq(reportLicences.reportId, report.june)));
    expect(live).toHaveLength(1);
    expect(live[0]!.revokedAt?.toISOString()).toBe(NOW);
    // Taken back, it may be bought again.
    expect((await ana.add({ report: report.june })).statusCode).toBe(201);
  });

  it('bought by invoice, starts when staff mark the invoice paid', async () => {
    const ana = await as('ana@roasters.test');
    await ana.add({ report: report.lastWeek });
    const cart = (await ana.cart()).data.map((line) => line.id);
    const invoice = await ana.post('/api/reports/pay/by/invoice/', { cart, discount_price: 0 });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(await ana.link(report.lastWeek)).toBe(403);
    expect((await ana.cart()).count).toBe(0);

    const [order] = await t.database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.tenantId, roasters.tenantId));
    const admin = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order!.number}/mark-paid/`,
      headers: admin,
      payload: { reason: 'Wire received' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await ana.link(report.lastWeek)).toBe(200);
  });

  it('cannot be paid once a subscription of its type runs: checkout says so', async () => {
    const ana = await as('ana@roasters.test');
    await ana.add({ report: report.june });
    await subscribe(t.database.db, roasters.tenantId, 'Coffee Weekly Report');
    const cart = (await ana.cart()).data.map((line) => line.id);
    const intent = await ana.post('/api/reports/bank/payments/checkout/', {
      amount: 45_000,
      currency: 'usd',
      method: 'card',
      cart,
      discount_price: 0,
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe(ArchivedReportMessages.covered);
  });

  it('is not sold twice: an invoice under way refuses a second order, and a payment for one owned meanwhile is refunded', async () => {
    const ana = await as('ana@roasters.test');
    await ana.add({ report: report.lastWeek });
    const invoiced = await ana.post('/api/reports/pay/by/invoice/', {
      cart: (await ana.cart()).data.map((line) => line.id),
      discount_price: 0,
    });
    expect(invoiced.statusCode).toBe(201);
    await ana.add({ report: report.lastWeek });
    const refused = await ana.post('/api/reports/pay/by/invoice/', {
      cart: (await ana.cart()).data.map((line) => line.id),
      discount_price: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ArchivedReportMessages.underWay);

    // Ana starts paying for another report by card; Ben, of the same organisation, buys it first.
    await ana.add({ report: report.june });
    const cart = (await ana.cart()).data
      .filter((line) => line.kind === 'archived_report' && line.report.id === report.june)
      .map((line) => line.id);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/cart/${(await ana.cart()).data.find((line) => !cart.includes(line.id))!.id}/`,
      headers: ana.headers,
    });
    const secret = await startCardPayment(ana, cart, 45_000);
    const ben = await as('ben@roasters.test');
    await ben.add({ report: report.june });
    await payByCard(ben, 45_000);
    await confirmCardPayment(ana, secret);
    const [anasOrder] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, roasters.userIds[0]!), eq(orders.method, 'card')));
    expect(anasOrder).toMatchObject({
      status: 'paid',
      failureMessage:
        'Paid after the organisation already owned Coffee Weekly: June frost: nothing was changed, and the payment is refunded.',
    });
    const refunds = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'commerce.refund-undelivered'));
    expect(refunds.map((job) => (job.payload as { orderId: string }).orderId)).toEqual([anasOrder!.id]);
  });
});
