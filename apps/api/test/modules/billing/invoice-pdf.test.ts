import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InvoiceLookupMessages, InvoiceResponseSchema } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders, users } from '../../../src/platform/database/schema.js';
import { createFileStore } from '../../../src/platform/files/file-store.js';
import { invoiceFileKey } from '../../../src/modules/commerce/invoice-documents.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';
import { TEST_ACCOUNTS } from '../../support/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import {
  addOrganisation,
  bearerHeaders,
  FIXTURE_PASSWORD,
  reportTypeId,
} from '../../support/report-fixtures.js';

let t: TestApp;

const INVOICE_ROUTE = '/api/reports/pay/by/invoice/';
let filesDir: string;
let invoiceNumber: string;

const pdfUrl = (number: string) => `/api/billing/invoices/${number}/pdf/`;
const signIn = (email: string, password = FIXTURE_PASSWORD) => bearerHeaders(t.app, email, password);
const fetchPdf = async (number: string, email?: string, password?: string) =>
  t.app.inject({
    method: 'GET',
    url: pdfUrl(number),
    headers: email ? await signIn(email, password) : {},
  });
const textOf = async (bytes: Buffer) => (await extractPdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ');

beforeEach(async () => {
  // A file store of its own: invoice numbers restart in every test database, so a shared one would mix them.
  filesDir = await mkdtemp(path.join(tmpdir(), 'firm-invoice-files-'));
  t = await createTestApp({ files: createFileStore(filesDir) });
  const { db } = t.database;
  // Ana owns Roasters and buys; Ben is a member, Cy keeps the books (issue 15 billing role).
  const roasters = await addOrganisation(db, 'Roasters Ltd', [
    'ana@roasters.test',
    'ben@roasters.test',
    'cy@roasters.test',
  ]);
  await db.update(users).set({ role: 'billing' }).where(eq(users.id, roasters.userIds[2]!));
  await addOrganisation(db, 'Other Co', ['eve@other.test']);
  const headers = await signIn('ana@roasters.test');
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/reports/cart/',
    headers,
    payload: {
      report_type: await reportTypeId(db, 'Coffee Weekly Report'),
      selected_subscription: 'subscription_price_for_single_user',
    },
  });
  const cart = (added.json().data as { id: number }[]).map((line) => line.id);
  const paid = await t.app.inject({
    method: 'POST',
    url: INVOICE_ROUTE,
    headers,
    payload: { cart, discount_price: 0 },
  });
  invoiceNumber = InvoiceResponseSchema.parse(paid.json()).invoice_number;
});
afterEach(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('GET /api/billing/invoices/:number/pdf/ (issue 13)', () => {
  it('keeps the invoice when it is issued and gives it to its buyer and its organisation’s billing', async () => {
    expect(await t.files.exists(invoiceFileKey(invoiceNumber))).toBe(true);

    for (const email of ['ana@roasters.test', 'cy@roasters.test']) {
      const response = await fetchPdf(invoiceNumber, email);
      expect(response.statusCode, email).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${invoiceNumber}.pdf"`,
        'cache-control': 'private, no-store',
      });
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await textOf(response.rawPayload);
      expect(text).toContain(`Invoice number ${invoiceNumber}`);
      expect(text).toContain('Coffee Weekly Report SINGLE USER $1,950');
    }
  });

  it('keeps it from a member who neither bought it nor keeps the books (404)', async () => {
    const response = await fetchPdf(invoiceNumber, 'ben@roasters.test');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: InvoiceLookupMessages.notFound });
  });

  it('gives it to admins', async () => {
    const response = await fetchPdf(invoiceNumber, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
    expect(response.statusCode).toBe(200);
    expect(await textOf(response.rawPayload)).toContain(`Invoice number ${invoiceNumber}`);
  });

  it("answers 404 for another organisation's invoice, an unknown and a malformed number; 401 for visitors", async () => {
    // 404 for a malformed number too, as for one that is unknown: every way of guessing gets the same answer.
    for (const number of [invoiceNumber, 'INV-2026-999999', 'INV-1', 'SO-2026-001001']) {
      const response = await fetchPdf(
        number,
        number === invoiceNumber ? 'eve@other.test' : 'ana@roasters.test',
      );
      expect(response.statusCode, number).toBe(404);
      expect(response.json()).toEqual({ status: false, message: InvoiceLookupMessages.notFound });
    }
    const visitor = await fetchPdf(invoiceNumber);
    expect(visitor.statusCode).toBe(401);
  });

  it('draws an invoice issued before invoices were kept from its order, and keeps it', async () => {
    await t.files.remove(invoiceFileKey(invoiceNumber));
    expect(await t.files.exists(invoiceFileKey(invoiceNumber))).toBe(false);

    const response = await fetchPdf(invoiceNumber, 'ana@roasters.test');
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    expect(text).toContain(`Invoice number ${invoiceNumber}`);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoiceNumber));
    expect(text).toContain(`Order number ${order!.number}`);
    expect(text).toContain('BILL TO Roasters Ltd Attn. Test User 1 ana@roasters.test');
    expect(text).toContain('Total due (USD) $1,950');
    expect(await t.files.exists(invoiceFileKey(invoiceNumber))).toBe(true);
    expect(Buffer.compare(await t.files.get(invoiceFileKey(invoiceNumber)), response.rawPayload)).toBe(0);
  });
});
