import { AdminOverviewResponseSchema, type AdminOverview, type TierKey } from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, orderItems, orders, subscriptions } from '../../../src/platform/database/schema.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';

const NOW = '2026-03-15T12:00:00.000Z';
const RUNNING = 'Cocoa Weekly Report';
const EXPIRED = 'Sugar In-Depth Report';
const DISCOUNTED = 'Coffee Weekly Report';

let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client', { authorization: string }>;
let typeId: Record<string, number>;
let roasters: { tenantId: string; userIds: string[] };
let mills: { tenantId: string; userIds: string[] };
let orderCount = 0;

/** An order of the organisation's first user, placed at `createdAt`; its lines at the prices given (cents). */
async function addOrder(
  organisation: { tenantId: string; userIds: string[] },
  fields: {
    status: 'pending' | 'paid' | 'cancelled' | 'processing';
    method: 'card' | 'invoice' | 'us_bank_account';
    createdAt: string;
    paidAt?: string;
    invoiceDueAt?: string;
    discountCents?: number;
    lines: [string, number, TierKey?][];
  },
): Promise<string> {
  orderCount += 1;
  const subtotal = fields.lines.reduce((sum, [, cents]) => sum + cents, 0);
  const discount = fields.discountCents ?? 0;
  const [order] = await t.services.db
    .insert(orders)
    .values({
      number: `SO-TEST-${orderCount}`,
      tenantId: organisation.tenantId,
      userId: organisation.userIds[0]!,
      status: fields.status,
      method: fields.method,
      subtotalCents: subtotal,
      discountCents: discount,
      totalCents: subtotal - discount,
      cartKey: `cart-${orderCount}`,
      createdAt: new Date(fields.createdAt),
      paidAt: fields.paidAt ? new Date(fields.paidAt) : null,
      invoiceNumber: fields.method === 'invoice' ? `INV-TEST-${orderCount}` : null,
      invoiceDueAt: fields.invoiceDueAt ? new Date(fields.invoiceDueAt) : null,
    })
    .returning({ id: orders.id });
  await t.services.db.insert(orderItems).values(
    fields.lines.map(([type, priceCents, tier = 'subscription_price_for_single_user']) => ({
      orderId: order!.id,
      reportTypeId: typeId[type]!,
      tier,
      priceCents,
    })),
  );
  return order!.id;
}

async function overview(caller: keyof typeof headers = 'admin'): Promise<AdminOverview> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/overview/',
    headers: headers[caller],
  });
  expect(response.statusCode).toBe(200);
  return AdminOverviewResponseSchema.parse(response.json()).data;
}

async function signIn() {
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const { db } = t.services;
  typeId = {
    [RUNNING]: await reportTypeId(db, RUNNING),
    [EXPIRED]: await reportTypeId(db, EXPIRED),
    [DISCOUNTED]: await reportTypeId(db, DISCOUNTED),
  };
  await addStaff(db, 'editor@firm.test', 'editor');
  await addStaff(db, 'finance@firm.test', 'finance');
  await signIn();
  roasters = await addOrganisation(db, 'Roasters Ltd', ['ana@roasters.test']);
  mills = await addOrganisation(db, 'Mills Inc', ['bo@mills.test']);

  // Roasters: running on RUNNING, bought at 1,200.00 and renewed at 1,500.00 (the latest price paid counts);
  // Mills: running on RUNNING without a paid order (granted: worth nothing paid). Roasters' EXPIRED ended last year.
  await db.insert(subscriptions).values([
    {
      tenantId: roasters.tenantId,
      reportTypeId: typeId[RUNNING]!,
      tier: 'subscription_price_for_single_user',
      startsAt: new Date('2025-12-20T00:00:00.000Z'),
      endsAt: new Date('2027-03-10T00:00:00.000Z'),
      paidUntil: new Date('2027-03-10T00:00:00.000Z'),
    },
    {
      tenantId: mills.tenantId,
      reportTypeId: typeId[RUNNING]!,
      tier: 'subscription_price_for_single_user',
      startsAt: new Date('2026-01-01T00:00:00.000Z'),
      endsAt: new Date('2027-01-01T00:00:00.000Z'),
      paidUntil: new Date('2027-01-01T00:00:00.000Z'),
    },
    {
      tenantId: roasters.tenantId,
      reportTypeId: typeId[EXPIRED]!,
      tier: 'subscription_price_for_single_user',
      startsAt: new Date('2024-02-10T00:00:00.000Z'),
      endsAt: new Date('2025-02-10T00:00:00.000Z'),
      paidUntil: new Date('2025-02-10T00:00:00.000Z'),
    },
  ]);
  // Cafe Co runs DISCOUNTED at 'up to 3 users', bought with 10% off, and once bought a single-user licence of it:
  // the value is the up-to-3 line less its share of the discount. Both orders are older than the months shown and
  // than the latest orders listed, so the other figures stay as they are.
  const cafe = await addOrganisation(db, 'Cafe Co', ['cy@cafe.test']);
  await db.insert(subscriptions).values({
    tenantId: cafe.tenantId,
    reportTypeId: typeId[DISCOUNTED]!,
    tier: 'subscription_price_for_upto_3_user',
    startsAt: new Date('2025-12-01T00:00:00.000Z'),
    endsAt: new Date('2026-12-01T00:00:00.000Z'),
    paidUntil: new Date('2026-12-01T00:00:00.000Z'),
  });
  await addOrder(cafe, {
    status: 'paid',
    method: 'card',
    createdAt: '2024-11-30T10:00:00.000Z',
    paidAt: '2024-11-30T10:00:00.000Z',
    discountCents: 300_00,
    lines: [
      [DISCOUNTED, 2000_00, 'subscription_price_for_upto_3_user'],
      [EXPIRED, 1000_00],
    ],
  });
  await addOrder(cafe, {
    status: 'paid',
    method: 'card',
    createdAt: '2024-12-01T10:00:00.000Z',
    paidAt: '2024-12-01T10:00:00.000Z',
    lines: [[DISCOUNTED, 500_00, 'subscription_price_for_single_user']],
  });
  // 13 months ago: outside the 12 months shown.
  await addOrder(roasters, {
    status: 'paid',
    method: 'card',
    createdAt: '2025-02-09T10:00:00.000Z',
    paidAt: '2025-02-10T10:00:00.000Z',
    lines: [[EXPIRED, 800_00]],
  });
  // The first month shown, at its first instant; and the instant before, outside.
  await addOrder(mills, {
    status: 'paid',
    method: 'card',
    createdAt: '2025-03-31T23:00:00.000Z',
    paidAt: '2025-04-01T00:00:00.000Z',
    lines: [[EXPIRED, 100_00]],
  });
  await addOrder(mills, {
    status: 'paid',
    method: 'card',
    createdAt: '2025-03-31T22:00:00.000Z',
    paidAt: '2025-03-31T23:59:59.000Z',
    lines: [[EXPIRED, 50_00]],
  });
  await addOrder(roasters, {
    status: 'paid',
    method: 'card',
    createdAt: '2025-12-19T10:00:00.000Z',
    paidAt: '2025-12-20T10:00:00.000Z',
    lines: [[RUNNING, 1_200_00]],
  });
  // Paid this month, by bank transfer placed last month: counted in the month it was paid.
  await addOrder(roasters, {
    status: 'paid',
    method: 'us_bank_account',
    createdAt: '2026-02-27T10:00:00.000Z',
    paidAt: '2026-03-02T10:00:00.000Z',
    lines: [[RUNNING, 1_500_00]],
  });
  // Invoices: one open (due next month), one overdue, one paid, one cancelled.
  await addOrder(mills, {
    status: 'pending',
    method: 'invoice',
    createdAt: '2026-03-10T09:00:00.000Z',
    invoiceDueAt: '2026-04-09T09:00:00.000Z',
    lines: [[EXPIRED, 300_00]],
  });
  await addOrder(roasters, {
    status: 'pending',
    method: 'invoice',
    createdAt: '2026-01-20T09:00:00.000Z',
    invoiceDueAt: '2026-02-19T09:00:00.000Z',
    lines: [[EXPIRED, 450_50]],
  });
  await addOrder(mills, {
    status: 'paid',
    method: 'invoice',
    createdAt: '2026-01-05T09:00:00.000Z',
    paidAt: '2026-01-25T09:00:00.000Z',
    invoiceDueAt: '2026-02-04T09:00:00.000Z',
    lines: [[EXPIRED, 999_99]],
  });
  await addOrder(mills, {
    status: 'cancelled',
    method: 'invoice',
    createdAt: '2026-03-14T09:00:00.000Z',
    invoiceDueAt: '2026-03-01T09:00:00.000Z',
    lines: [[RUNNING, 10_00]],
  });
  // A card order still waiting: neither revenue nor an invoice.
  await addOrder(roasters, {
    status: 'pending',
    method: 'card',
    createdAt: '2026-03-15T11:00:00.000Z',
    lines: [[RUNNING, 70_00]],
  });

  const inquiry = {
    lastName: 'Sender',
    email: 'sender@example.test',
    phone: '5550100',
    company: 'Example',
    country: 'US',
    hearAboutUs: 'web_search',
    reasonForInquiry: 'subscription',
    comments: '',
  };
  await db.insert(inquiries).values([
    { ...inquiry, firstName: 'One' },
    { ...inquiry, firstName: 'Two' },
    { ...inquiry, firstName: 'Three', handledAt: new Date('2026-03-01T00:00:00.000Z') },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/overview/', () => {
  it('counts running subscriptions per type with their yearly value at the prices paid', async () => {
    const { subscriptions_by_type: types } = await overview();
    expect(types.find((row) => row.report_type_id === typeId[RUNNING])).toEqual({
      report_type_id: typeId[RUNNING],
      name: RUNNING,
      active: 2,
      yearly_value: 1500,
    });
    // Its tier's line, less its share of the order's 10% discount; the single-user line is another licence.
    expect(types.find((row) => row.report_type_id === typeId[DISCOUNTED])).toMatchObject({
      active: 1,
      yearly_value: 1800,
    });
    // Ended last year: not running.
    expect(types.find((row) => row.report_type_id === typeId[EXPIRED])).toBeUndefined();
  });

  it('sums paid orders per month of payment over the last 12 months, each month present (no consultations here)', async () => {
    const { revenue_by_month: revenue } = await overview();
    expect(revenue).toEqual([
      { month: '2025-04', amount: 100, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2025-05', amount: 0, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2025-06', amount: 0, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2025-07', amount: 0, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2025-08', amount: 0, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2025-09', amount: 0, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2025-10', amount: 0, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2025-11', amount: 0, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2025-12', amount: 1200, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2026-01', amount: 999.99, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2026-02', amount: 0, consultations: 0, courses: 0, single_reports: 0 },
      { month: '2026-03', amount: 1500, consultations: 0, courses: 0, single_reports: 0 },
    ]);
  });

  it('counts unpaid invoices, and those past their due date', async () => {
    expect((await overview()).invoices).toEqual({
      open: 2,
      open_amount: 750.5,
      overdue: 1,
      overdue_amount: 450.5,
    });
  });

  it('counts new inquiries', async () => {
    expect((await overview()).new_inquiries).toBe(2);
  });

  it('lists the 5 latest orders, newest first, amounts in dollars', async () => {
    const { latest_orders: latest } = await overview();
    expect(latest.map(({ id: _id, ...order }) => order)).toEqual([
      {
        organisation: 'Roasters Ltd',
        amount: 70,
        status: 'pending',
        method: 'card',
        created_at: '2026-03-15T11:00:00.000Z',
      },
      {
        organisation: 'Mills Inc',
        amount: 10,
        status: 'cancelled',
        method: 'invoice',
        created_at: '2026-03-14T09:00:00.000Z',
      },
      {
        organisation: 'Mills Inc',
        amount: 300,
        status: 'pending',
        method: 'invoice',
        created_at: '2026-03-10T09:00:00.000Z',
      },
      {
        organisation: 'Roasters Ltd',
        amount: 1500,
        status: 'paid',
        method: 'us_bank_account',
        created_at: '2026-02-27T10:00:00.000Z',
      },
      {
        organisation: 'Roasters Ltd',
        amount: 450.5,
        status: 'pending',
        method: 'invoice',
        created_at: '2026-01-20T09:00:00.000Z',
      },
    ]);
  });

  it('follows the clock: a month on, the window moves, the open invoice falls due', async () => {
    t.clock.set('2026-04-15T12:00:00.000Z');
    await signIn();
    const later = await overview();
    expect(later.revenue_by_month[0]).toEqual({
      month: '2025-05',
      amount: 0,
      consultations: 0,
      courses: 0,
      single_reports: 0,
    });
    expect(later.revenue_by_month.at(-1)).toEqual({
      month: '2026-04',
      amount: 0,
      consultations: 0,
      courses: 0,
      single_reports: 0,
    });
    expect(later.revenue_by_month).toHaveLength(12);
    expect(later.invoices).toMatchObject({ open: 2, overdue: 2, overdue_amount: 750.5 });

    t.clock.set('2027-01-02T00:00:00.000Z');
    await signIn();
    const next = await overview();
    // Mills' subscription ended on 1 January; Roasters' runs on.
    expect(next.subscriptions_by_type.find((row) => row.report_type_id === typeId[RUNNING])).toMatchObject({
      active: 1,
      yearly_value: 1500,
    });
    t.clock.set(NOW);
    await signIn();
  });

  it.each([
    ['admin', 200],
    ['finance', 200],
    ['editor', 403],
    ['client', 403],
  ] as const)('%s: %i', async (caller, status) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview/',
      headers: headers[caller],
    });
    expect(response.statusCode).toBe(status);
  });

  it('refuses a visitor with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview/' })).statusCode).toBe(401);
  });
});
