import {
  AdminOrderResponseSchema,
  BillingOverviewResponseSchema,
  PurchaseOrderMessages,
  type BillingProfileForm,
} from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_SUBJECT } from '../../../src/modules/commerce/mails.js';
import { orders } from '../../../src/platform/database/schema.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { mailAttachments, mailHeader } from '../../support/mime.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { DE_BILLING_PROFILE } from '../../support/billing-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { ciiSchemaErrors } from '../../support/cii-schema.js';
import { en16931RuleFailures } from '../../support/en16931-rules.js';

const SINGLE = 'subscription_price_for_single_user';
const PROFILE: BillingProfileForm = {
  ...DE_BILLING_PROFILE,
  ap_emails: ['ap@roasters.test', 'ANA@roasters.test'],
  po_required: true,
};

let t: TestApp;
let tenantId: string;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ tenantId } = await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']));
  headers = await bearerHeaders(t.app, 'ana@roasters.test');
  const saved = await call('PUT', '/api/billing/profile/', PROFILE);
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Puts the type in the cart; answers the cart's line ids. */
async function cartOf(type: string): Promise<number[]> {
  const added = await call('POST', '/api/reports/cart/', {
    report_type: await reportTypeId(t.database.db, type),
    selected_subscription: SINGLE,
  });
  expect(added.statusCode).toBe(201);
  return (added.json().data as { id: number }[]).map((line) => line.id);
}

const ordersOfTenant = () => t.database.db.select().from(orders).where(eq(orders.tenantId, tenantId));

/** Issue 46, points 1, 2 and 7: a purchase-order number where the organisation requires one, frozen details. */
describe('purchase-order numbers and frozen billing details', () => {
  it('refuses an invoice order without the PO number the organisation requires, placing nothing', async () => {
    const cart = await cartOf('Coffee Weekly Report');
    for (const po of [undefined, '', '   ']) {
      const refused = await call('POST', '/api/reports/pay/by/invoice/', {
        cart,
        discount_price: 0,
        ...(po === undefined ? {} : { po_number: po }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        status: false,
        message: PurchaseOrderMessages.required,
        errors: { po_number: [PurchaseOrderMessages.required] },
      });
    }
    const malformed = await call('POST', '/api/reports/pay/by/invoice/', {
      cart,
      discount_price: 0,
      po_number: 'PO<1>',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { po_number: [PurchaseOrderMessages.characters] } });
    expect(await ordersOfTenant()).toEqual([]);
    expect((await call('GET', '/api/reports/cart/')).json().count).toBe(1);
  });

  it('issues the invoice with the PO number and the details frozen, mailed to accounts payable too', async () => {
    const cart = (await call('GET', '/api/reports/cart/')).json().data.map((line: { id: number }) => line.id);
    const issued = await call('POST', '/api/reports/pay/by/invoice/', {
      cart,
      discount_price: 0,
      po_number: ' PO-2026/0042 ',
    });
    expect(issued.statusCode).toBe(201);
    const [order] = await ordersOfTenant();
    expect(order).toMatchObject({
      poNumber: 'PO-2026/0042',
      buyer: {
        legalName: 'Roasters Trading GmbH',
        addressLines: ['Speicherstadt 12', 'Hamburg, 20457', 'Germany'],
        country: 'DE',
        taxIdKind: 'eu_vat',
        taxId: 'DE136695976',
        apEmails: ['ap@roasters.test', 'ana@roasters.test'],
      },
    });

    const [mail] = (await t.outbox()).filter(
      (sent) => mailHeader(sent.raw, 'Subject') === INVOICE_SUBJECT(order!.invoiceNumber!),
    );
    // The buyer's own address is one of the accounts-payable ones: each is mailed once.
    expect(mailHeader(mail!.raw, 'To')).toBe('ana@roasters.test, ap@roasters.test');
    const [pdf] = mailAttachments(mail!.raw);
    const text = (await extractPdfText(new Uint8Array(pdf!.content))).replace(/\s+/g, ' ');
    expect(text).toContain('Roasters Trading GmbH Attn. Test User 1 Speicherstadt 12 Hamburg, 20457 Germany');
    expect(text).toContain('EU VAT number DE136695976');
    expect(text).toContain('Purchase order PO-2026/0042');

    const overview = BillingOverviewResponseSchema.parse(
      (await call('GET', '/api/billing/overview/')).json(),
    );
    expect(overview.orders[0]).toMatchObject({
      invoice_number: order!.invoiceNumber,
      po_number: 'PO-2026/0042',
    });
  });

  it('keeps an issued invoice as it was when the billing details change later', async () => {
    const [order] = await ordersOfTenant();
    const before = await call('GET', `/api/billing/invoices/${order!.invoiceNumber}/pdf/`);
    expect(
      (await call('PUT', '/api/billing/profile/', { ...PROFILE, legal_name: 'Roasters Renamed AG' }))
        .statusCode,
    ).toBe(200);
    const after = await call('GET', `/api/billing/invoices/${order!.invoiceNumber}/pdf/`);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    const [unchanged] = await ordersOfTenant();
    expect(unchanged!.buyer?.legalName).toBe('Roasters Trading GmbH');
  });

  it('answers the issued invoice as an EN 16931 e-invoice: its frozen buyer, PO and reverse charge, valid', async () => {
    const [order] = await ordersOfTenant();
    const answer = await call('GET', `/api/billing/invoices/${order!.invoiceNumber}/e-invoice/`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${order!.invoiceNumber}.xml"`);
    const xml = answer.body;
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(await en16931RuleFailures(xml)).toEqual([]);
    for (const expected of [
      `<ram:ID>${order!.invoiceNumber}</ram:ID>`,
      // The details as the order froze them, not the name saved since.
      '<ram:Name>Roasters Trading GmbH</ram:Name>',
      '<ram:ID schemeID="VA">DE136695976</ram:ID>',
      '<ram:IssuerAssignedID>PO-2026/0042</ram:IssuerAssignedID>',
      '<ram:CategoryCode>AE</ram:CategoryCode>',
      `<ram:GrandTotalAmount>${(order!.totalCents / 100).toFixed(2)}</ram:GrandTotalAmount>`,
    ])
      expect(xml).toContain(expected);
    expect(xml).not.toContain('Roasters Renamed AG');

    const unknown = await call('GET', '/api/billing/invoices/INV-2026-999999/e-invoice/');
    expect(unknown.statusCode).toBe(404);
  }, 120_000);

  it('shows finance whom the invoice is made out to, as the order froze it', async () => {
    const [order] = await ordersOfTenant();
    await addStaff(t.database.db, 'finance@firm.test', 'finance');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order!.number}/`,
      headers: await bearerHeaders(t.app, 'finance@firm.test'),
    });
    expect(detail.statusCode).toBe(200);
    expect(AdminOrderResponseSchema.parse(detail.json()).data.invoiced_to).toEqual({
      legal_name: 'Roasters Trading GmbH',
      address_lines: ['Speicherstadt 12', 'Hamburg, 20457', 'Germany'],
      tax_id: 'EU VAT number DE136695976',
      ap_emails: ['ap@roasters.test', 'ana@roasters.test'],
    });
  });

  it('asks a card payment for the PO number too, and takes it', async () => {
    const cart = await cartOf('Cocoa Weekly Report');
    // A weekly report's single-user licence, in cents.
    const body = { amount: 195_000, currency: 'usd', method: 'card', cart, discount_price: 0 };
    const refused = await call('POST', '/api/reports/bank/payments/checkout/', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { po_number: [PurchaseOrderMessages.required] } });
    const started = await call('POST', '/api/reports/bank/payments/checkout/', {
      ...body,
      po_number: 'PO-7',
    });
    expect(started.statusCode, started.body).toBe(200);
    const placed = (await ordersOfTenant()).find((row) => row.method === 'card');
    expect(placed).toMatchObject({ poNumber: 'PO-7', buyer: { legalName: 'Roasters Renamed AG' } });
  });
});
