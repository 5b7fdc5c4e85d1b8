import { StatementMessages } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_STAFF } from '../../../src/modules/activity/index.js';
import { statementOf } from '../../../src/modules/commerce/statement.js';
import { statementCsv } from '../../../src/modules/commerce/statement-csv.js';
import { orders } from '../../../src/platform/database/schema.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { DE_BILLING_PROFILE } from '../../support/billing-fixtures.js';

const SINGLE = 'subscription_price_for_single_user';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let tenantId: string;
let owner: { authorization: string };
let stranger: { authorization: string };
let staff: Record<'admin' | 'finance' | 'editor', { authorization: string }>;
let paid: { invoice: string; order: string };
let open: { invoice: string; order: string };
let creditNote: string;

/** Fresh sessions at the clock's time (an access token outlives no day the clock moves on). */
async function signIn() {
  owner = await bearerHeaders(t.app, 'ana@roasters.test');
  stranger = await bearerHeaders(t.app, 'eve@other.test');
  staff = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
  };
}

/** The owner's invoice for a weekly report, as checkout issues it. */
async function invoiceFor(type: string) {
  await signIn();
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/reports/cart/',
    headers: owner,
    payload: { report_type: await reportTypeId(t.database.db, type), selected_subscription: SINGLE },
  });
  expect(added.statusCode, added.body).toBe(201);
  const cart = (added.json().data as { id: number }[]).map((line) => line.id);
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/reports/pay/by/invoice/',
    headers: owner,
    payload: { cart, discount_price: 0 },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  const invoice = issued.json<{ invoice_number: string }>().invoice_number;
  const [order] = await t.database.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.invoiceNumber, invoice));
  return { invoice, order: order!.number };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-02T15:00:00.000Z');
  ({ tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']));
  await addOrganisation(t.database.db, 'Other Co', ['eve@other.test']);
  await addStaff(t.database.db, 'finance@firm.test', 'finance');
  await addStaff(t.database.db, 'editor@firm.test', 'editor');
  await signIn();
  await t.app.inject({
    method: 'PUT',
    url: '/api/billing/profile/',
    headers: owner,
    payload: DE_BILLING_PROFILE,
  });

  // Two invoices; the first is paid, then $450 of it is credited as a price correction; the second falls overdue.
  paid = await invoiceFor('Coffee Weekly Report');
  t.clock.advance(DAY);
  open = await invoiceFor('Cocoa Weekly Report');
  t.clock.advance(2 * DAY);
  await t.services.invoices.markPaid(paid.invoice, CLI_STAFF, 'Wire received');
  t.clock.advance(DAY);
  await signIn();
  const credited = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${paid.order}/credit-notes/`,
    headers: staff.finance,
    payload: { kind: 'correction', amount: 450, reason: 'Agreed price' },
  });
  expect(credited.statusCode, credited.body).toBe(200);
  creditNote = (credited.json().data.credit_notes as { number: string }[])[0]!.number;
  t.clock.advance(40 * DAY);
  await signIn();
});
afterAll(async () => {
  await t.close();
});

const download = (url: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers });

/** Issue 46, point 5: a statement of account, as PDF and CSV, for the client and for finance. */
describe('statements of account', () => {
  it('list every invoice, payment and credit note with the balance after each, then what is open and overdue (CSV)', async () => {
    const response = await download('/api/billing/statement/csv/', owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-04-15.csv"');
    expect(response.body.trimEnd().split('\r\n')).toEqual([
      'Date (UTC),Kind,Document,Description,Debit,Credit,Balance',
      `2026-03-02T15:00:00.000Z,invoice,${paid.invoice},Invoice for order ${paid.order},1950.00,0.00,1950.00`,
      `2026-03-03T15:00:00.000Z,invoice,${open.invoice},Invoice for order ${open.order},1950.00,0.00,3900.00`,
      `2026-03-05T15:00:00.000Z,payment,${paid.invoice},Payment of invoice ${paid.invoice},0.00,1950.00,1950.00`,
      `2026-03-06T15:00:00.000Z,credit_note,${creditNote},Price correction: credit of invoice ${paid.invoice},0.00,450.00,1500.00`,
      '',
      'Balance,,,,,,1500.00',
      'Overdue,,,,,,1950.00',
      '',
      'Invoice awaiting payment,Due (UTC),Overdue,Amount',
      `${open.invoice},2026-04-02T15:00:00.000Z,yes,1950.00`,
    ]);
  });

  it('as a PDF: addressed with the billing details, the lines, the balance and the overdue invoice', async () => {
    const response = await download('/api/billing/statement/pdf/', owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-04-15.pdf"');
    const text = (await extractPdfText(new Uint8Array(response.rawPayload))).replace(/\s+/g, ' ');
    expect(text).toContain('STATEMENT OF ACCOUNT');
    expect(text).toContain('Softline Advisory LLC');
    expect(text).toContain(
      'Roasters Trading GmbH Speicherstadt 12 Hamburg, 20457 Germany EU VAT number DE136695976',
    );
    expect(text).toContain('As of 15 April 2026');
    expect(text).toContain(`${creditNote} Price correction: credit of invoice`);
    expect(text).toContain(`Invoice for order ${paid.order} $1,950 $1,950`);
    expect(text).toContain('Balance due (USD) $1,500');
    expect(text).toContain('Of which overdue $1,950');
    expect(text).toContain(`${open.invoice} Overdue since 2 April 2026 $1,950`);
  });

  it('are downloaded by finance and admins for any client, not by editors', async () => {
    const url = (format: string) => `/api/admin/clients/${tenantId}/statement/${format}/`;
    const finance = await download(url('csv'), staff.finance);
    expect(finance.statusCode).toBe(200);
    expect(finance.body).toBe((await download('/api/billing/statement/csv/', owner)).body);
    expect((await download(url('pdf'), staff.admin)).statusCode).toBe(200);
    expect((await download(url('pdf'), staff.editor)).statusCode).toBe(403);
    const unknown = await download(
      '/api/admin/clients/00000000-0000-4000-8000-000000000000/statement/pdf/',
      staff.finance,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('show each organisation its own account only; an empty one says so; an unknown format is 404', async () => {
    const other = await download('/api/billing/statement/csv/', stranger);
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain(paid.invoice);
    expect(other.body).toContain('Balance,,,,,,0.00');
    const otherPdf = await download('/api/billing/statement/pdf/', stranger);
    const text = (await extractPdfText(new Uint8Array(otherPdf.rawPayload))).replace(/\s+/g, ' ');
    expect(text).toContain('Nothing has been invoiced or paid on this account yet.');
    expect(text).toContain('Other Co');
    for (const format of ['xlsx', 'PDF', 'pdf.exe']) {
      const refused = await download(`/api/billing/statement/${format}/`, owner);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(StatementMessages.format);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/statement/pdf/' })).statusCode).toBe(401);
  });

  it("write a balance in the organisation's favour as a plain negative amount, never defused as a formula", () => {
    const at = new Date('2026-05-01T12:00:00.000Z');
    const statement = statementOf({
      organisation: '=cmd|calc',
      asOf: at,
      orders: [
        {
          id: 'o1',
          number: 'SO-2026-000001',
          method: 'card',
          status: 'paid',
          totalCents: 10_000,
          createdAt: at,
          updatedAt: at,
          paidAt: at,
          invoiceNumber: null,
          invoiceDueAt: null,
        },
      ],
      creditNotes: [
        { orderId: 'o1', number: 'CN-2026-000001', reason: 'correction', amountCents: 2_500, issuedAt: at },
      ],
    });
    expect(statement.balanceCents).toBe(-2_500);
    const lines = statementCsv(statement).split('\r\n');
    expect(lines[1]).toBe(
      `${at.toISOString()},order,SO-2026-000001,Order paid at once (receipt),100.00,0.00,100.00`,
    );
    expect(lines[2]).toBe(`${at.toISOString()},payment,SO-2026-000001,Payment by card,0.00,100.00,0.00`);
    expect(lines[3]).toBe(
      `${at.toISOString()},credit_note,CN-2026-000001,Price correction: credit of order SO-2026-000001,0.00,25.00,-25.00`,
    );
    expect(lines).toContain('Balance,,,,,,-25.00');
  });

  it('cancel an invoice voided before credit notes existed with a line of its own', () => {
    const placed = new Date('2026-01-10T12:00:00.000Z');
    const voided = new Date('2026-01-20T12:00:00.000Z');
    const statement = statementOf({
      organisation: 'Old Co',
      asOf: new Date('2026-05-01T12:00:00.000Z'),
      orders: [
        {
          id: 'o1',
          number: 'SO-2026-000009',
          method: 'invoice',
          status: 'cancelled',
          totalCents: 19_500,
          createdAt: placed,
          updatedAt: voided,
          paidAt: null,
          invoiceNumber: 'SO-2026-000009',
          invoiceDueAt: new Date('2026-02-09T12:00:00.000Z'),
        },
      ],
      creditNotes: [],
    });
    expect(statement.entries.map((entry) => [entry.description, entry.balanceCents])).toEqual([
      ['Invoice for order SO-2026-000009', 19_500],
      ['Invoice SO-2026-000009 voided', 0],
    ]);
    expect(statement.open).toEqual([]);
  });
});
