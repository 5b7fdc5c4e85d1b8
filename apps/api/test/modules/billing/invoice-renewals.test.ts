import { PurchaseOrderMessages, RenewalPoMessages } from '@firm/domain';
import { addDays, addYears } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLI_STAFF } from '../../../src/modules/activity/index.js';
import { lateFeeLine } from '../../../src/modules/billing/late-fees.js';
import { INVOICE_OVERDUE_SUBJECT } from '../../../src/modules/billing/lifecycle-mails.js';
import { invoiceFileKey } from '../../../src/modules/commerce/invoice-documents.js';
import { INVOICE_SUBJECT } from '../../../src/modules/commerce/mails.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';
import {
  billingClient,
  eventsOf,
  mailsWith,
  ordersOfKind,
  replayStepJobs,
  runAt,
  theSubscription,
} from '../../support/billing-fixtures.js';
import { createTestApp, createTestClock, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { mailAttachments } from '../../support/mime.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';

const COFFEE = 'Coffee Weekly Report';
const BOUGHT_AT = new Date('2027-01-10T10:00:00Z');
const PAID_UNTIL = addYears(BOUGHT_AT, 1);
const NOTICE_AT = addDays(PAID_UNTIL, -30);

let t: TestApp;
let tenantId: string;

beforeEach(async () => {
  t = await createTestApp({ clock: createTestClock(BOUGHT_AT) });
  ({ tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']));
});
afterEach(async () => {
  await t.close();
});

const pdfText = async (bytes: Uint8Array) => (await extractPdfText(bytes)).replace(/\s+/g, ' ');

describe('invoice payers renew by invoice (issue 17)', () => {
  it('sends the renewal invoice 30 days ahead, then grace, then the late fee at day 60; paying late renews from the period end', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    const purchaseInvoice = await ana.buyByInvoice(COFFEE);
    await t.services.invoices.markPaid(purchaseInvoice, CLI_STAFF);
    const { id } = await theSubscription(t, tenantId);
    expect(await theSubscription(t, tenantId)).toMatchObject({ paymentMethod: 'invoice', state: 'active' });

    await runAt(t, NOTICE_AT);
    const [renewal] = await ordersOfKind(t, tenantId, 'renewal');
    expect(renewal).toMatchObject({
      status: 'pending',
      method: 'invoice',
      totalCents: 195_000,
      periodStartsAt: PAID_UNTIL,
      invoiceDueAt: PAID_UNTIL,
      createdAt: NOTICE_AT,
    });
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'renewal_due',
      renewalOrderId: renewal!.id,
    });
    expect(await t.files.exists(invoiceFileKey(renewal!.invoiceNumber!))).toBe(true);
    const [mail] = await mailsWith(t, INVOICE_SUBJECT(renewal!.invoiceNumber!), 'ana@roasters.test');
    const [attachment] = mailAttachments(mail!.raw);
    expect(attachment?.filename).toBe(`${renewal!.invoiceNumber}.pdf`);
    expect(await pdfText(new Uint8Array(attachment!.content))).toContain(COFFEE);

    // Unpaid at the renewal date: grace, access kept; then expired at its end, the invoice still owed.
    await runAt(t, PAID_UNTIL);
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'grace',
      endsAt: addDays(PAID_UNTIL, 14),
    });
    expect(await mailsWith(t, INVOICE_OVERDUE_SUBJECT(COFFEE), 'ana@roasters.test')).toHaveLength(1);
    await runAt(t, addDays(PAID_UNTIL, 14));
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'expired',
      renewalOrderId: renewal!.id,
    });
    expect(await ordersOfKind(t, tenantId, 'late_fee')).toEqual([]);

    // 60 days after the renewal invoice's date: the late fee, invoiced once.
    await runAt(t, addDays(NOTICE_AT, 60));
    const fees = await ordersOfKind(t, tenantId, 'late_fee');
    expect(fees).toMatchObject([
      {
        status: 'pending',
        method: 'invoice',
        totalCents: 10_000,
        feeForOrderId: renewal!.id,
        invoiceDueAt: addDays(NOTICE_AT, 90),
      },
    ]);
    const [feeMail] = await mailsWith(t, INVOICE_SUBJECT(fees[0]!.invoiceNumber!), 'ana@roasters.test');
    const [feePdf] = mailAttachments(feeMail!.raw);
    expect(await pdfText(new Uint8Array(feePdf!.content))).toContain(lateFeeLine(renewal!.invoiceNumber!));
    // The purchase's invoice was paid: it draws no fee.
    expect(fees.every((fee) => fee.feeForOrderId !== null)).toBe(true);
    expect(await replayStepJobs(t)).toBeGreaterThan(0);
    expect(await ordersOfKind(t, tenantId, 'late_fee')).toHaveLength(1);

    // Paying the renewal invoice late renews from the end of the period it was for.
    await t.services.invoices.markPaid(renewal!.invoiceNumber!, CLI_STAFF);
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'active',
      paidUntil: addYears(PAID_UNTIL, 1),
      endsAt: addYears(PAID_UNTIL, 1),
      renewalOrderId: null,
    });
    expect(await ana.access()).toContain(await reportTypeId(t.database.db, COFFEE));
    expect(await eventsOf(t, id)).toEqual([
      'renewal_invoice_issued active→renewal_due',
      'past_due renewal_due→past_due',
      'grace_started past_due→grace',
      'expired grace→expired',
      'late_fee_issued expired→expired',
      'renewed expired→active',
    ]);
  });

  it('renews early when the renewal invoice is paid before the period ends: the dates move at its end', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await t.services.invoices.markPaid(await ana.buyByInvoice(COFFEE), CLI_STAFF);
    await runAt(t, NOTICE_AT);
    const [renewal] = await ordersOfKind(t, tenantId, 'renewal');
    t.clock.set(addDays(NOTICE_AT, 5));
    await t.services.invoices.markPaid(renewal!.invoiceNumber!, CLI_STAFF);
    expect(await theSubscription(t, tenantId)).toMatchObject({ state: 'renewed', paidUntil: PAID_UNTIL });
    await runAt(t, PAID_UNTIL);
    expect(await theSubscription(t, tenantId)).toMatchObject({
      state: 'active',
      paidUntil: addYears(PAID_UNTIL, 1),
      endsAt: addYears(PAID_UNTIL, 1),
    });
    await runAt(t, addDays(NOTICE_AT, 60));
    expect(await ordersOfKind(t, tenantId, 'late_fee')).toEqual([]);
  });

  it('voids the open renewal invoice when staff extend the period: no late fee for a period the firm gave', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await t.services.invoices.markPaid(await ana.buyByInvoice(COFFEE), CLI_STAFF);
    await runAt(t, NOTICE_AT);
    const { id } = await theSubscription(t, tenantId);

    const extended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${tenantId}/subscriptions/${id}/extend/`,
      headers: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
      payload: { months: 12, reason: 'Goodwill' },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(await theSubscription(t, tenantId)).toMatchObject({
      renewalOrderId: null,
      paidUntil: addYears(PAID_UNTIL, 1),
    });
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([{ status: 'cancelled' }]);

    await runAt(t, addDays(PAID_UNTIL, 60));
    expect(await ordersOfKind(t, tenantId, 'late_fee')).toEqual([]);
  });

  it('keeps a renewal invoice owed when its bank transfer from the billing view fails: payable, with its late fee', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await t.services.invoices.markPaid(await ana.buyByInvoice(COFFEE), CLI_STAFF);
    await runAt(t, NOTICE_AT);
    const [renewal] = await ordersOfKind(t, tenantId, 'renewal');
    const headers = await bearerHeaders(t.app, 'ana@roasters.test');
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/billing/orders/${renewal!.number}/pay/`,
        headers,
        payload: { method: 'us_bank_account' },
      });
    const intent = await pay();
    expect(intent.statusCode, intent.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm/',
      headers,
      payload: {
        client_secret: intent.json().client_secret,
        method: 'us_bank_account',
        account_holder_name: 'Ana Roaster',
      },
    });
    expect(confirmed.json()).toMatchObject({ status: 'processing' });
    const [processing] = await ordersOfKind(t, tenantId, 'renewal');
    expect(processing).toMatchObject({ status: 'processing' });

    t.clock.advance(60_000); // the bank answers later, and the buyer pays again after that
    await t.services.payments.handleEvent({
      id: 'evt_bank_failed',
      type: 'failed',
      intentId: processing!.paymentIntentId!,
      message: 'The bank refused the debit.',
    });
    expect(await ordersOfKind(t, tenantId, 'renewal')).toMatchObject([
      { status: 'pending', clientSecret: null },
    ]);
    const again = await pay();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().client_secret).not.toBe(intent.json().client_secret);

    await runAt(t, addDays(PAID_UNTIL, 60));
    expect(await ordersOfKind(t, tenantId, 'late_fee')).toHaveLength(1);
  });
});

/** Issue 46, point 1: the purchase-order number of a renewal, given in the billing view before it is invoiced. */
describe('a renewal’s purchase-order number', () => {
  const putPo = async (subscriptionId: string, po_number: unknown, email = 'ana@roasters.test') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/billing/subscriptions/${subscriptionId}/renewal-po/`,
      headers: await bearerHeaders(t.app, email),
      payload: { po_number },
    });

  it('is kept on the subscription, printed on the renewal invoice, and refused once that invoice is issued', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await t.services.invoices.markPaid(await ana.buyByInvoice(COFFEE), CLI_STAFF);
    const { id } = await theSubscription(t, tenantId);

    const bad = await putPo(id, 'PO<2028>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.po_number).toEqual([PurchaseOrderMessages.characters]);
    const saved = await putPo(id, ' PO-2028-7 ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: RenewalPoMessages.saved('PO-2028-7'),
      subscription: { id, renewal_po_number: 'PO-2028-7' },
    });

    await runAt(t, NOTICE_AT);
    const [renewal] = await ordersOfKind(t, tenantId, 'renewal');
    expect(renewal!.poNumber).toBe('PO-2028-7');
    const [mail] = await mailsWith(t, INVOICE_SUBJECT(renewal!.invoiceNumber!), 'ana@roasters.test');
    const invoice = await pdfText(new Uint8Array(mailAttachments(mail!.raw)[0]!.content));
    expect(invoice).toContain('Purchase order PO-2028-7');

    // The invoice is issued: it is never changed; the firm issues it again.
    const late = await putPo(id, 'PO-2028-8');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RenewalPoMessages.invoiced(renewal!.invoiceNumber!));
    expect((await theSubscription(t, tenantId)).renewalPoNumber).toBe('PO-2028-7');

    // Paid, the period moves on and the next renewal takes its own.
    await t.services.invoices.markPaid(renewal!.invoiceNumber!, CLI_STAFF);
    expect((await theSubscription(t, tenantId)).renewalPoNumber).toBeNull();
  });

  it('is for the owner, admins and billing members of a renewing subscription', async () => {
    const ana = await billingClient(t, 'ana@roasters.test');
    await t.services.invoices.markPaid(await ana.buyByInvoice(COFFEE), CLI_STAFF);
    const { id } = await theSubscription(t, tenantId);
    await addOrganisation(t.database.db, 'Other Co', ['eve@other.test']);
    expect((await putPo(id, 'PO-1', 'eve@other.test')).statusCode).toBe(404);
    const removed = await putPo(id, '');
    expect(removed.json()).toMatchObject({
      message: RenewalPoMessages.removed,
      subscription: { renewal_po_number: null },
    });

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/billing/subscriptions/${id}/auto-renew/`,
      headers: await bearerHeaders(t.app, 'ana@roasters.test'),
      payload: { auto_renew: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const notRenewing = await putPo(id, 'PO-2');
    expect(notRenewing.statusCode).toBe(409);
    expect(notRenewing.json().message).toBe(RenewalPoMessages.notRenewing);
    expect((await theSubscription(t, tenantId)).renewalPoNumber).toBeNull();
  });
});
