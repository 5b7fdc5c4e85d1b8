import { formatLongDate, ReceiptLookupMessages } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLI_STAFF } from '../../../src/modules/activity/index.js';
import { renderReceiptPdf } from '../../../src/modules/commerce/invoice-pdf.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';
import { orders, users, type OrderRow } from '../../../src/platform/database/schema.js';
import { billingClient } from '../../support/billing-fixtures.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { TEST_ACCOUNTS } from '../../support/index.js';
import { addOrganisation, bearerHeaders, FIXTURE_PASSWORD } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';

let t: TestApp;
let paid: OrderRow;

const receiptUrl = (number: string) => `/api/billing/orders/${number}/receipt/pdf/`;
const fetchReceipt = async (number: string, email?: string, password = FIXTURE_PASSWORD) =>
  t.app.inject({
    method: 'GET',
    url: receiptUrl(number),
    headers: email ? await bearerHeaders(t.app, email, password) : {},
  });
const textOf = async (bytes: Uint8Array) => (await extractPdfText(bytes)).replace(/\s+/g, ' ');

async function orderOf(where: { invoiceNumber: string } | { status: OrderRow['status'] }): Promise<OrderRow> {
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(
      'invoiceNumber' in where
        ? eq(orders.invoiceNumber, where.invoiceNumber)
        : eq(orders.status, where.status),
    );
  return row!;
}

beforeEach(async () => {
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
  await addStaff(db, 'fay@finance.test', 'finance');
  await addStaff(db, 'ed@editor.test', 'editor');
  await (await billingClient(t, 'ana@roasters.test')).buyByCard('Coffee Weekly Report');
  paid = await orderOf({ status: 'paid' });
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/billing/orders/:number/receipt/pdf/', () => {
  it('gives a card order’s receipt to its buyer and its organisation’s billing: the order, lines, total, date and method', async () => {
    const paidOn = formatLongDate(paid.paidAt);
    for (const email of ['ana@roasters.test', 'cy@roasters.test']) {
      const response = await fetchReceipt(paid.number, email);
      expect(response.statusCode, email).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${paid.number}-receipt.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await textOf(response.rawPayload);
      for (const expected of [
        'RECEIPT',
        `Receipt number ${paid.number}`,
        `Date paid ${paidOn}`,
        'Paid by Card',
        'BILL TO Roasters Ltd Attn. Test User 1 ana@roasters.test',
        'Coffee Weekly Report SINGLE USER $1,950',
        'Total paid (USD) $1,950',
        `Paid in full on ${paidOn}.`,
      ])
        expect(text, email).toContain(expected);
      expect(text).not.toContain('INVOICE');
      expect(text).not.toContain('Please pay');
    }
  });

  it('is drawn from the order on demand: the same bytes each time, nothing kept', async () => {
    const first = await fetchReceipt(paid.number, 'ana@roasters.test');
    const second = await fetchReceipt(paid.number, 'cy@roasters.test');
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    expect(await t.files.exists(`invoices/${paid.number}-receipt.pdf`)).toBe(false);
  });

  it('gives it to the firm’s admins and finance staff; editors 403, visitors 401', async () => {
    for (const [email, password] of [
      [TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password],
      ['fay@finance.test', FIXTURE_PASSWORD],
    ]) {
      const response = await fetchReceipt(paid.number, email, password);
      expect(response.statusCode, email).toBe(200);
      expect(await textOf(response.rawPayload)).toContain(`Receipt number ${paid.number}`);
    }
    expect((await fetchReceipt(paid.number, 'ed@editor.test')).statusCode).toBe(403);
    expect((await fetchReceipt(paid.number)).statusCode).toBe(401);
  });

  it('keeps it from a member who neither bought it nor keeps the books, and from another organisation (404)', async () => {
    for (const email of ['ben@roasters.test', 'eve@other.test']) {
      const response = await fetchReceipt(paid.number, email);
      expect(response.statusCode, email).toBe(404);
      expect(response.json()).toEqual({ status: false, message: ReceiptLookupMessages.notFound });
    }
  });

  it('answers 404 for an invoiced order, one not paid, an unknown and a malformed number', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    const invoiceNumber = await ana.buyByInvoice('Cocoa Weekly Report');
    // Paid too: an invoiced order has its invoice, never a receipt.
    expect((await t.services.invoices.markPaid(invoiceNumber, CLI_STAFF)).settled).toBe(true);
    const invoiced = await orderOf({ invoiceNumber });
    expect(invoiced.status).toBe('paid');
    // The card order had its payment fail instead: nothing was paid, so there is nothing to show a receipt for.
    await t.database.db.update(orders).set({ status: 'failed', paidAt: null }).where(eq(orders.id, paid.id));

    for (const number of [invoiced.number, paid.number, 'SO-2026-999999', 'SO-1', invoiceNumber]) {
      const response = await fetchReceipt(number, 'ana@roasters.test');
      expect(response.statusCode, number).toBe(404);
      expect(response.json()).toEqual({ status: false, message: ReceiptLookupMessages.notFound });
    }
  });
});

describe('receipt PDF', () => {
  it('is one A4 page titled by the order, paid by US bank account, with the discount', async () => {
    const pdf = await renderReceiptPdf({
      orderNumber: 'SO-2026-001042',
      paidAt: new Date('2026-07-14T09:30:00Z'),
      method: 'us_bank_account',
      billTo: {
        kind: 'billing',
        username: 'Ana Silva',
        company: 'Roasters Ltd',
        email: 'a@r.test',
        country: 'BR',
      },
      lines: [
        {
          reportTypeName: 'Cocoa Weekly Report',
          tier: 'subscription_price_for_upto_3_user',
          priceCents: 4400_00,
        },
      ],
      subtotalCents: 4400_00,
      discountCents: 440_00,
      totalCents: 3960_00,
      couponCode: 'TENOFF',
    });
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Receipt SO-2026-001042');
    const text = await textOf(pdf);
    for (const expected of [
      'Receipt number SO-2026-001042',
      'Date paid 14 July 2026',
      'Paid by US bank account',
      'Discount (promo code TENOFF) -$440',
      'Total paid (USD) $3,960',
      'Paid in full on 14 July 2026.',
      'Receipt SO-2026-001042 - Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });
});
