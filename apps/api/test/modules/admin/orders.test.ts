import {
  AdminOrderMessages,
  AdminOrderResponseSchema,
  AdminOrdersResponseSchema,
  type AdminOrderRow,
} from '@firm/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/platform/database/schema.js';
import { csvCell } from '../../../src/modules/commerce/orders-csv.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { staffActionRows } from '../../support/activity-records.js';
import { addPlacedOrder, type PlacedOrderOptions } from '../../support/admin-order-fixtures.js';

const DAY = 24 * 60 * 60 * 1000;
const SINGLE = 'subscription_price_for_single_user';

let t: TestApp;
let headers: Record<'admin' | 'editor' | 'finance' | 'client', { authorization: string }>;
let beans: { tenantId: string; userIds: string[] };
let cocoa: { tenantId: string; userIds: string[] };
let coffee: number;

type Caller = keyof typeof headers;

/** An order placed `daysAgo` days before the clock's time; it buys the Coffee Weekly Report unless said. */
const addOrder = (
  organisation: { tenantId: string; userIds: string[] },
  options: Omit<PlacedOrderOptions, 'reportTypeId'> & { reportTypeId?: number },
) => addPlacedOrder(t, organisation, { reportTypeId: coffee, ...options });

const o: Record<string, Awaited<ReturnType<typeof addOrder>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-05-20T12:00:00.000Z');
  const { db } = t.services;
  coffee = await reportTypeId(db, 'Coffee Weekly Report');
  beans = await addOrganisation(db, 'Beans "Quoted", Ltd', ['ana@beans.test']);
  cocoa = await addOrganisation(db, '=HYPERLINK("x")', ['bo@cocoa.test']);
  await addStaff(db, 'editor@firm.test', 'editor');
  await addStaff(db, 'finance@firm.test', 'finance');
  headers = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    client: await bearerHeaders(t.app, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password),
  };
  o.cardPaid = await addOrder(beans, { method: 'card', status: 'paid', totalCents: 12_000, daysAgo: 10 });
  o.invoiceOpen = await addOrder(beans, {
    method: 'invoice',
    status: 'pending',
    totalCents: 30_000,
    daysAgo: 5,
  });
  o.invoiceOverdue = await addOrder(cocoa, {
    method: 'invoice',
    status: 'pending',
    totalCents: 45_000,
    daysAgo: 40,
  });
  o.bankProcessing = await addOrder(cocoa, {
    method: 'us_bank_account',
    status: 'processing',
    totalCents: 9_900,
    daysAgo: 2,
  });
  o.cardToRefund = await addOrder(cocoa, { method: 'card', status: 'paid', totalCents: 20_000, daysAgo: 3 });
  o.cardToKeep = await addOrder(beans, { method: 'card', status: 'paid', totalCents: 15_000, daysAgo: 4 });
  o.invoiceToVoid = await addOrder(cocoa, {
    method: 'invoice',
    status: 'pending',
    totalCents: 5_000,
    daysAgo: 1,
  });
  // Another type than the invoice marked paid below buys: paying one order for a type voids the others (issue 39).
  o.invoiceToResend = await addOrder(beans, {
    method: 'invoice',
    status: 'pending',
    totalCents: 7_000,
    daysAgo: 1,
    reportTypeId: await reportTypeId(db, 'Cocoa Weekly Report'),
  });
  o.invoicePaid = await addOrder(beans, {
    method: 'invoice',
    status: 'paid',
    totalCents: 8_000,
    daysAgo: 50,
  });
  // The subscription the refunded order bought, running.
  await db.insert(subscriptions).values({
    tenantId: cocoa.tenantId,
    reportTypeId: coffee,
    tier: SINGLE,
    startsAt: new Date(t.clock.now().getTime() - 3 * DAY),
    endsAt: new Date(t.clock.now().getTime() + 362 * DAY),
    paidUntil: new Date(t.clock.now().getTime() + 362 * DAY),
  });
});
afterAll(async () => {
  await t.close();
});

function get(url: string, caller: Caller = 'admin') {
  return t.app.inject({ method: 'GET', url, headers: headers[caller] });
}

function post(number: string, action: string, payload: unknown = {}, caller: Caller = 'finance') {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${number}/${action}/`,
    headers: headers[caller],
    payload: payload as Record<string, unknown>,
  });
}

async function numbers(query: string): Promise<string[]> {
  const response = await get(`/api/admin/orders/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return AdminOrdersResponseSchema.parse(response.json()).data.map((row) => row.number);
}

const auditOf = (number: string) => staffActionRows(t.services.db, { targetType: 'order', targetId: number });

const ours = () => `tenant=${beans.tenantId}`;

describe('GET /api/admin/orders/', () => {
  it('lists orders newest first with their organisation, buyer, invoice and overdue flag', async () => {
    const response = await get(`/api/admin/orders/?tenant=${cocoa.tenantId}`, 'finance');
    expect(response.statusCode).toBe(200);
    const body = AdminOrdersResponseSchema.parse(response.json());
    expect(body.count).toBe(4);
    expect(body.data.map((row) => row.number)).toEqual([
      o.invoiceToVoid!.number,
      o.bankProcessing!.number,
      o.cardToRefund!.number,
      o.invoiceOverdue!.number,
    ]);
    const overdue = body.data.find((row) => row.number === o.invoiceOverdue!.number)!;
    expect(overdue).toEqual<AdminOrderRow>({
      number: o.invoiceOverdue!.number,
      organisation: '=HYPERLINK("x")',
      tenant_id: cocoa.tenantId,
      buyer_email: 'bo@cocoa.test',
      buyer_name: 'Test User 1',
      method: 'invoice',
      kind: 'purchase',
      status: 'pending',
      total_cents: 45_000,
      currency: 'usd',
      created_at: '2026-04-10T12:00:00.000Z',
      paid_at: null,
      invoice_number: o.invoiceOverdue!.invoiceNumber,
      invoice_due_at: '2026-05-10T12:00:00.000Z',
      overdue: true,
      items: [{ name: 'Coffee Weekly Report', tier: 'subscription_price_for_single_user' }],
    });
    expect(body.data.find((row) => row.number === o.invoiceToVoid!.number)!.overdue).toBe(false);
  });

  it('filters by status, method and dates on the server', async () => {
    expect(await numbers(`${ours()}&status=paid&method=card`)).toEqual([
      o.cardToKeep!.number,
      o.cardPaid!.number,
    ]);
    expect(await numbers(`${ours()}&method=invoice&status=pending`)).toEqual([
      o.invoiceToResend!.number,
      o.invoiceOpen!.number,
    ]);
    // 2026-05-10 … 2026-05-16: placed 10, 5 and 4 days ago; the last day counts whole.
    expect(await numbers(`${ours()}&from=2026-05-10&to=2026-05-16`)).toEqual([
      o.cardToKeep!.number,
      o.invoiceOpen!.number,
      o.cardPaid!.number,
    ]);
    expect(await numbers(`${ours()}&from=2026-05-16&to=2026-05-16`)).toEqual([o.cardToKeep!.number]);
  });

  it('searches order and invoice numbers, organisation and buyer email, wildcards literally', async () => {
    expect(await numbers(`q=${o.bankProcessing!.number.toLowerCase()}`)).toEqual([o.bankProcessing!.number]);
    expect(await numbers(`q=${o.invoiceOpen!.invoiceNumber}`)).toEqual([o.invoiceOpen!.number]);
    expect(await numbers(`q=hyperlink&method=card`)).toEqual([o.cardToRefund!.number]);
    expect(await numbers(`q=ANA%40BEANS&status=pending`)).toEqual([
      o.invoiceToResend!.number,
      o.invoiceOpen!.number,
    ]);
    expect(await numbers('q=%25')).toEqual([]);
  });

  it('sorts by total and number, and pages with the count of every match', async () => {
    expect(await numbers(`${ours()}&sort=total&direction=asc&method=invoice`)).toEqual([
      o.invoiceToResend!.number,
      o.invoicePaid!.number,
      o.invoiceOpen!.number,
    ]);
    expect(await numbers(`${ours()}&sort=number&direction=asc&status=paid&method=card`)).toEqual([
      o.cardPaid!.number,
      o.cardToKeep!.number,
    ]);
    const page = AdminOrdersResponseSchema.parse(
      (await get(`/api/admin/orders/?${ours()}&page_size=2&page=2`)).json(),
    );
    expect({ count: page.count, page: page.page, rows: page.data.length }).toEqual({
      count: 5,
      page: 2,
      rows: 2,
    });
  });

  it('refuses bad filters with their messages', async () => {
    const cases: [string, string][] = [
      ['status=lost', 'Status must be one of pending, processing, paid, failed, cancelled, refunded.'],
      ['method=cash', 'Method must be one of card, us_bank_account, invoice.'],
      ['from=20-05-2026', 'Dates must be written as YYYY-MM-DD.'],
      ['from=2026-05-20&to=2026-05-01', 'The start date must not be after the end date.'],
      ['sort=organisation', 'Sort must be one of created_at, total, number.'],
      ['tenant=42', 'This must be an id.'],
      ['page=0', 'Page must be a whole number from 1.'],
      [`q=${'x'.repeat(101)}`, 'Search may hold at most 100 characters.'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/admin/orders/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });

  it('is for admins and finance only', async () => {
    expect((await get('/api/admin/orders/', 'editor')).statusCode).toBe(403);
    expect((await get('/api/admin/orders/', 'client')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders/' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('answers every matching order as an attachment, quoted, formulas defused', async () => {
    const response = await get(
      `/api/admin/orders/export.csv?tenant=${cocoa.tenantId}&page_size=1`,
      'finance',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Placed (UTC),Organisation,Buyer,Buyer email,Method,Status,Items,Currency,Subtotal,Discount,Tax,Total,Credit notes,Credited,Net of credit notes,Paid (UTC),Invoice number,Invoice due (UTC),Overdue',
    );
    // Not one page: all four.
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe(
      `${o.invoiceOverdue!.number},2026-04-10T12:00:00.000Z,"'=HYPERLINK(""x"")",Test User 1,bo@cocoa.test,invoice,pending,Coffee Weekly Report (SINGLE USER),USD,450.00,0.00,0.00,450.00,,0.00,450.00,,${o.invoiceOverdue!.invoiceNumber},2026-05-10T12:00:00.000Z,yes`,
    );
    const beansCsv = (await get(`/api/admin/orders/export.csv?${ours()}&method=card&status=paid`)).body;
    expect(beansCsv).toContain(',"Beans ""Quoted"", Ltd",');
    expect(beansCsv.trimEnd().split('\r\n')).toHaveLength(3);
  });

  it('quotes cells as RFC 4180 and defuses every formula prefix', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const prefix of ['=', '+', '-', '@', '\t']) expect(csvCell(`${prefix}1+1`)).toBe(`'${prefix}1+1`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('validates like the list and refuses editors', async () => {
    const bad = await get('/api/admin/orders/export.csv?status=lost');
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/admin/orders/export.csv', 'editor')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/orders/:number/', () => {
  it('answers the items, amounts, buyer, payment and timeline', async () => {
    const response = await get(`/api/admin/orders/${o.cardPaid!.number}/`, 'finance');
    expect(response.statusCode).toBe(200);
    const { data } = AdminOrderResponseSchema.parse(response.json());
    expect(data.items).toEqual([
      { report_type_id: coffee, report_type_name: 'Coffee Weekly Report', tier: SINGLE, price_cents: 12_000 },
    ]);
    expect({ subtotal: data.subtotal_cents, discount: data.discount_cents, total: data.total_cents }).toEqual(
      {
        subtotal: 12_000,
        discount: 0,
        total: 12_000,
      },
    );
    expect(data.buyer).toEqual({ id: beans.userIds[0], name: 'Test User 1', email: 'ana@beans.test' });
    expect(data.payment).toEqual({
      provider: 'sandbox',
      intent_id: o.cardPaid!.intentId,
      paid_at: '2026-05-10T12:01:00.000Z',
      refund_id: null,
      refunded_at: null,
      failure_message: null,
    });
    expect(data.timeline.map((event) => event.kind)).toEqual(['placed', 'paid']);
    expect(data.audit).toEqual([]);
  });

  it('answers 404 for unknown and malformed numbers, 403 for editors', async () => {
    for (const number of ['SO-2026-999999', 'nope', 'SO-1'])
      expect((await get(`/api/admin/orders/${number}/`)).statusCode, number).toBe(404);
    expect((await get(`/api/admin/orders/${o.cardPaid!.number}/`, 'editor')).statusCode).toBe(403);
  });
});

describe('POST /api/admin/orders/:number/mark-paid/', () => {
  it('settles the invoice (access starts) with its audit record; again changes nothing', async () => {
    const number = o.invoiceOpen!.number;
    const response = await post(number, 'mark-paid', { reason: 'Wire received 19 May' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = AdminOrderResponseSchema.parse(response.json());
    expect(data.status).toBe('paid');
    expect(data.paid_at).toBe('2026-05-20T12:00:00.000Z');
    expect(data.audit).toMatchObject([
      {
        action: 'invoice_marked_paid',
        staff_email: 'finance@firm.test',
        tenant_id: beans.tenantId,
        reason: 'Wire received 19 May',
        before: { status: 'pending' },
        after: { status: 'paid' },
      },
    ]);
    const [subscription] = await t.services.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, beans.tenantId), eq(subscriptions.reportTypeId, coffee)));
    expect(subscription?.endsAt.toISOString()).toBe('2027-05-20T12:00:00.000Z');
    expect((await post(number, 'mark-paid', { reason: 'Wire received 19 May' })).statusCode).toBe(200);
    expect(await auditOf(number)).toHaveLength(1);
  });

  it('refuses card orders, voided invoices, unknown orders and editors', async () => {
    const card = await post(o.cardToKeep!.number, 'mark-paid', { reason: 'Wire' });
    expect(card.statusCode).toBe(409);
    expect(card.json().message).toBe(`Order ${o.cardToKeep!.number} is not paid by invoice.`);
    expect((await post('SO-2026-999999', 'mark-paid', { reason: 'Wire' })).statusCode).toBe(404);
    const noReason = await post(o.invoiceOverdue!.number, 'mark-paid', {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason.');
    expect((await post(o.invoiceOverdue!.number, 'mark-paid', {}, 'editor')).statusCode).toBe(403);
    const tooLong = await post(o.invoiceOverdue!.number, 'mark-paid', { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('A reason may hold at most 500 characters.');
  });
});

describe('POST /api/admin/orders/:number/void/', () => {
  it('asks for a reason', async () => {
    const response = await post(o.invoiceToVoid!.number, 'void', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please give a reason.');
    expect((await post(o.invoiceToVoid!.number, 'void', { reason: '   ' })).json().message).toBe(
      'Please give a reason.',
    );
  });

  it('cancels an invoice awaiting payment, with its audit record', async () => {
    const number = o.invoiceToVoid!.number;
    const response = await post(number, 'void', { reason: 'Client withdrew the order' }, 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = AdminOrderResponseSchema.parse(response.json());
    expect(data.status).toBe('cancelled');
    expect(data.timeline.map((event) => event.kind)).toEqual(['placed', 'cancelled']);
    expect(await auditOf(number)).toMatchObject([
      { action: 'invoice_voided', reason: 'Client withdrew the order', after: { status: 'cancelled' } },
    ]);
  });

  it('refuses a paid invoice and a card order', async () => {
    const paid = await post(o.invoicePaid!.number, 'void', { reason: 'mistake' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(
      `Invoice ${o.invoicePaid!.invoiceNumber} is paid and cannot be voided; its subscriptions have started.`,
    );
    expect((await post(o.cardPaid!.number, 'void', { reason: 'mistake' })).statusCode).toBe(409);
    expect(await auditOf(o.invoicePaid!.number)).toEqual([]);
  });
});

describe('POST /api/admin/orders/:number/resend-invoice/', () => {
  it('queues the invoice mail with its PDF, with the audit record', async () => {
    const number = o.invoiceToResend!.number;
    const response = await post(number, 'resend-invoice');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Invoice sent again to ana@beans.test.');
    expect(await auditOf(number)).toMatchObject([
      { action: 'invoice_resent', after: { to: 'ana@beans.test' } },
    ]);
    const mail = (await t.outbox()).filter((message) => message.to.includes('ana@beans.test'));
    const invoice = mail.find((message) => message.raw.includes(o.invoiceToResend!.invoiceNumber!));
    expect(invoice?.raw).toContain('application/pdf');
  });

  it('refuses an invoice not awaiting payment', async () => {
    const response = await post(o.invoicePaid!.number, 'resend-invoice');
    expect(response.statusCode).toBe(409);
    expect((await post(o.cardPaid!.number, 'resend-invoice')).statusCode).toBe(409);
  });
});

describe('POST /api/admin/orders/:number/refund/', () => {
  it('asks for a reason and a choice about access', async () => {
    const noReason = await post(o.cardToRefund!.number, 'refund', { end_access: true });
    expect(noReason.json().message).toBe('Please give a reason.');
    const noChoice = await post(o.cardToRefund!.number, 'refund', { reason: 'Duplicate' });
    expect(noChoice.statusCode).toBe(400);
    expect(noChoice.json().message).toBe('End access must be true or false.');
  });

  it('refunds a paid card order through the provider, ends its access when asked, with the audit record', async () => {
    const number = o.cardToRefund!.number;
    const mayRevenue = async () => {
      const months = (await get('/api/admin/overview/')).json().data.revenue_by_month as {
        month: string;
        amount: number;
      }[];
      return months.find((entry) => entry.month.startsWith('2026-05'))?.amount ?? 0;
    };
    const revenueBefore = await mayRevenue();
    const response = await post(number, 'refund', { reason: 'Bought twice by mistake', end_access: true });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = AdminOrderResponseSchema.parse(response.json());
    expect(data.status).toBe('refunded');
    expect(data.payment.refund_id).toBe(`re_sandbox_${o.cardToRefund!.intentId!.replace('pi_sandbox_', '')}`);
    expect(data.payment.refunded_at).toBe('2026-05-20T12:00:00.000Z');
    expect(data.timeline.map((event) => event.kind)).toEqual(['placed', 'paid', 'refunded']);
    // Issue 46: the receipt stays as it was; a credit note says what went back.
    expect(data.credit_notes).toEqual([
      {
        number: expect.stringMatching(/^CN-2026-\d{6}$/),
        order_number: number,
        invoice_number: null,
        reason: 'refund',
        amount: 200,
        issued_at: '2026-05-20T12:00:00.000Z',
      },
    ]);
    expect(data.audit).toMatchObject([
      {
        action: 'payment_refunded',
        reason: 'Bought twice by mistake',
        tenant_name: '=HYPERLINK("x")',
        after: { status: 'refunded', amount_cents: 20_000, access_ended: true },
      },
    ]);
    const [subscription] = await t.services.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, cocoa.tenantId), eq(subscriptions.reportTypeId, coffee)));
    expect(subscription?.endsAt.toISOString()).toBe('2026-05-20T12:00:00.000Z');
    // Refunded is not paid: a second refund is refused.
    const again = await post(number, 'refund', { reason: 'again', end_access: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${number} is refunded, not paid; nothing to refund.`);
    expect(await numbers(`status=refunded&tenant=${cocoa.tenantId}`)).toEqual([number]);
    // A refunded order is no revenue: the overview's month loses it.
    expect(revenueBefore - (await mayRevenue())).toBeCloseTo(200, 2);
  });

  it('refuses to end access another paid order of the organisation also pays for; nothing changes', async () => {
    // Beans' invoice paid 50 days ago also bought Coffee: its year still runs on the same subscription.
    const number = o.cardToKeep!.number;
    const response = await post(number, 'refund', { reason: 'Bought twice', end_access: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      AdminOrderMessages.accessCoveredElsewhere(number, ['Coffee Weekly Report']),
    );
    expect(
      AdminOrderResponseSchema.parse((await get(`/api/admin/orders/${number}/`)).json()).data,
    ).toMatchObject({
      status: 'paid',
      audit: [],
    });
  });

  it('refuses invoice orders and unpaid ones, and editors', async () => {
    const invoice = await post(o.invoicePaid!.number, 'refund', { reason: 'r', end_access: false });
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().message).toBe(
      `Order ${o.invoicePaid!.number} was not paid by card; only card payments are refunded here.`,
    );
    expect(
      (await post(o.bankProcessing!.number, 'refund', { reason: 'r', end_access: false })).statusCode,
    ).toBe(409);
    expect(
      (await post(o.cardToKeep!.number, 'refund', { reason: 'r', end_access: false }, 'editor')).statusCode,
    ).toBe(403);
    expect((await post('SO-2026-999999', 'refund', { reason: 'r', end_access: false })).statusCode).toBe(404);
  });
});

describe('GET /api/billing/invoices/:number/pdf/ for staff', () => {
  it('lets finance and admins download the invoice, not editors', async () => {
    const url = `/api/billing/invoices/${o.invoiceOverdue!.invoiceNumber}/pdf/`;
    const finance = await get(url, 'finance');
    expect(finance.statusCode).toBe(200);
    expect(finance.headers['content-type']).toBe('application/pdf');
    expect((await get(url, 'admin')).statusCode).toBe(200);
    expect((await get(url, 'editor')).statusCode).toBe(403);
  });
});
