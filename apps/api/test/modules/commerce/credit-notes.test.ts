import { BillingOverviewResponseSchema, CreditNoteLookupMessages } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_STAFF } from '../../../src/modules/activity/index.js';
import { creditNoteIssuedJob } from '../../../src/modules/commerce/credit-notes.js';
import { CREDIT_NOTE_SUBJECT } from '../../../src/modules/commerce/mails.js';
import { creditNotes, orders } from '../../../src/platform/database/schema.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { mailAttachments, mailHeader } from '../../support/mime.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { DE_BILLING_PROFILE } from '../../support/billing-fixtures.js';

const SINGLE = 'subscription_price_for_single_user';

let t: TestApp;
let tenantId: string;
let owner: { authorization: string };
let stranger: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']));
  await addOrganisation(t.database.db, 'Other Co', ['eve@other.test']);
  owner = await bearerHeaders(t.app, 'ana@roasters.test');
  stranger = await bearerHeaders(t.app, 'eve@other.test');
  admin = await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password);
  await t.app.inject({
    method: 'PUT',
    url: '/api/billing/profile/',
    headers: owner,
    payload: DE_BILLING_PROFILE,
  });
});
afterAll(async () => {
  await t.close();
});

/** The owner's invoice for a weekly report, as checkout issues it; answers its number. */
async function invoiceFor(type: string): Promise<string> {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/reports/cart/',
    headers: owner,
    payload: { report_type: await reportTypeId(t.database.db, type), selected_subscription: SINGLE },
  });
  const cart = (added.json().data as { id: number }[]).map((line) => line.id);
  const issued = await t.app.inject({
    method: 'POST',
    url: '/api/reports/pay/by/invoice/',
    headers: owner,
    payload: { cart, discount_price: 0, po_number: 'PO-88' },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json().invoice_number as string;
}

const pdfOf = (number: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/billing/credit-notes/${number}/pdf/`, headers });

/** Issue 46, point 3: an issued invoice is never changed; a credit note corrects it. */
describe('credit notes', () => {
  it('cancel a voided invoice for its whole amount, in their own numbering, leaving the invoice as issued', async () => {
    const invoiceNumber = await invoiceFor('Coffee Weekly Report');
    const invoiceBefore = await t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${invoiceNumber}/pdf/`,
      headers: owner,
    });
    await t.services.invoices.voidInvoice(invoiceNumber, CLI_STAFF, 'Ordered in error');

    const overview = BillingOverviewResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/billing/overview/', headers: owner })).json(),
    );
    const year = new Date(t.clock.now()).getUTCFullYear();
    expect(overview.credit_notes).toEqual([
      {
        number: expect.stringMatching(new RegExp(`^CN-${year}-000001$`)),
        order_number: expect.stringMatching(/^SO-/),
        invoice_number: invoiceNumber,
        reason: 'void',
        amount: 1950,
        issued_at: t.clock.now().toISOString(),
      },
    ]);
    const invoiceAfter = await t.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${invoiceNumber}/pdf/`,
      headers: owner,
    });
    expect(invoiceAfter.rawPayload.equals(invoiceBefore.rawPayload)).toBe(true);
  });

  it('are mailed with their PDF to the buyer and accounts payable, once however often the job runs', async () => {
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.tenantId, tenantId));
    await t.services.jobs.runDue();
    // The job run again (a worker stopped after queueing the mail): the mail is not queued twice.
    await t.services.unitOfWork((tx) =>
      t.services.jobs.enqueue(tx, creditNoteIssuedJob, { creditNoteId: note!.id }),
    );
    await t.services.jobs.runDue();
    await t.services.jobs.runDue();
    const mails = (await t.outbox()).filter(
      (mail) => mailHeader(mail.raw, 'Subject') === CREDIT_NOTE_SUBJECT(note!.number),
    );
    expect(mails).toHaveLength(1);
    expect(mailHeader(mails[0]!.raw, 'To')).toBe('ana@roasters.test, ap@roasters.test');
    const [pdf] = mailAttachments(mails[0]!.raw);
    const text = (await extractPdfText(new Uint8Array(pdf!.content))).replace(/\s+/g, ' ');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note number ${note!.number}`);
    expect(text).toContain('Corrects invoice INV-');
    expect(text).toContain('Roasters Trading GmbH');
    expect(text).toContain('EU VAT number DE136695976');
    expect(text).toContain('Purchase order PO-88');
    expect(text).toContain('Total credited (USD) $1,950');
  });

  it('are read by the organisation and the firm, and by nobody else', async () => {
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.tenantId, tenantId));
    const mine = await pdfOf(note!.number, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain(`${note!.number}.pdf`);
    expect((await pdfOf(note!.number, admin)).statusCode).toBe(200);
    for (const [number, headers] of [
      [note!.number, stranger],
      ['CN-2026-999999', owner],
      ['INV-2026-000001', owner],
      ['CN-26-1', owner],
    ] as const) {
      const refused = await pdfOf(number, headers);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: CreditNoteLookupMessages.notFound });
    }
  });

  it('are numbered on without gaps, and never changed by what follows', async () => {
    const second = await invoiceFor('Cocoa Weekly Report');
    await t.services.invoices.voidInvoice(second, CLI_STAFF, 'Duplicate');
    const notes = await t.database.db
      .select({ number: creditNotes.number, orderNumber: orders.number })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(eq(creditNotes.tenantId, tenantId));
    expect(notes.map((note) => Number(note.number.split('-')[2])).sort()).toEqual([1, 2]);
    // Voiding it again issues nothing more.
    await t.services.invoices.voidInvoice(second, CLI_STAFF, 'Duplicate');
    expect(
      await t.database.db.select().from(creditNotes).where(eq(creditNotes.tenantId, tenantId)),
    ).toHaveLength(2);
  });
});
