import { TaxRateMessages, TaxRatesResponseSchema, PaymentMessages } from '@firm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, orders, taxRates } from '../../../src/platform/database/schema.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';
import { renderCreditNotePdf } from '../../../src/modules/commerce/invoice-pdf.js';
import { creditedTaxLines } from '../../../src/modules/commerce/tax.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../../support/index.js';
import { addOrganisation, bearerHeaders, reportTypeId } from '../../support/report-fixtures.js';
import { addStaff } from '../../support/staff.js';
import { CARD_EXPIRY, DE_BILLING_PROFILE } from '../../support/billing-fixtures.js';
import { startStripeDouble, stripeDoubleConfig } from '../../support/stripe-double.js';

const SINGLE = 'subscription_price_for_single_user';
/** Coffee Weekly Report's single-user price, in cents. */
const COFFEE = 195_000;

let t: TestApp;
let staff: Record<'admin' | 'finance' | 'editor', { authorization: string }>;

const NY_PROFILE = {
  legal_name: 'Hudson Cocoa Inc.',
  street_address: '100 Pearl Street',
  city: 'New York',
  state: 'New York',
  postal_code: '10004',
  country: 'US',
  tax_id_kind: 'us_ein',
  tax_id: '12-3456789',
  ap_emails: ['ap@hudson.test'],
  po_required: false,
};

const rates = async (headers = staff.finance) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/tax-rates/', headers });
  expect(response.statusCode, response.body).toBe(200);
  return TaxRatesResponseSchema.parse(response.json()).data;
};

const addRate = (payload: Record<string, unknown>, headers = staff.finance) =>
  t.app.inject({ method: 'POST', url: '/api/admin/tax-rates/', headers, payload });

/** A client of its own organisation, signed in, with Coffee Weekly Report in its cart. */
async function clientWithCart(organisation: string, email: string) {
  const { tenantId } = await addOrganisation(t.database.db, organisation, [email]);
  const headers = await bearerHeaders(t.app, email);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/reports/cart/',
    headers,
    payload: {
      report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
      selected_subscription: SINGLE,
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  const cart = (added.json().data as { id: number }[]).map((line) => line.id);
  const cartTax = async (country?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/reports/cart/tax/${country ? `?country=${encodeURIComponent(country)}` : ''}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      amount: number;
      lines: { label: string; amount: number }[];
      note: string | null;
      place_known: boolean;
    };
  };
  const saveProfile = async (profile: Record<string, unknown>) => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/profile/',
      headers,
      payload: profile,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const payByInvoice = async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/reports/pay/by/invoice/',
      headers,
      payload: { cart, discount_price: 0 },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const invoice = issued.json<{ invoice_number: string }>().invoice_number;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.invoiceNumber, invoice));
    const pdf = await t.app.inject({ method: 'GET', url: `/api/billing/invoices/${invoice}/pdf/`, headers });
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, ' ');
    return { order: order!, text };
  };
  return { tenantId, headers, cart, cartTax, saveProfile, payByInvoice };
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-05-04T10:00:00.000Z');
  await addStaff(t.database.db, 'finance@firm.test', 'finance');
  await addStaff(t.database.db, 'editor@firm.test', 'editor');
  staff = {
    admin: await bearerHeaders(t.app, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password),
    finance: await bearerHeaders(t.app, 'finance@firm.test'),
    editor: await bearerHeaders(t.app, 'editor@firm.test'),
  };
});
afterAll(() => t.close());

/** Issue 46, point 4: the rates the back office keeps. */
describe('the back office tax rates', () => {
  it('finance adds, changes and removes rates, each on the audit log; the list is by country and state', async () => {
    expect(await rates()).toEqual([]);
    const added = await addRate({ country: 'gb', rate: 20, label: 'VAT' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(TaxRateMessages.created);
    await addRate({ country: 'US', region: 'ny', rate: 8.875, label: 'Sales tax' });
    await addRate({ country: 'US', rate: 0, label: 'Sales tax' });
    const listed = await rates();
    expect(listed.map((rate) => [rate.country, rate.region, rate.rate, rate.label])).toEqual([
      ['GB', null, 20, 'VAT'],
      ['US', null, 0, 'Sales tax'],
      ['US', 'NY', 8.875, 'Sales tax'],
    ]);

    const us = listed.find((rate) => rate.country === 'US' && rate.region === null)!;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tax-rates/${us.id}/`,
      headers: staff.finance,
      payload: { country: 'US', region: 'TX', rate: 6.25, label: 'Sales tax' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(TaxRateMessages.updated);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/tax-rates/${us.id}/`,
      headers: staff.admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await rates()).map((rate) => `${rate.country}${rate.region ?? ''}`)).toEqual(['GB', 'USNY']);

    const audit = await t.database.db
      .select({ action: activity.action, before: activity.before, after: activity.after })
      .from(activity)
      .where(eq(activity.subjectId, String(us.id)));
    expect(audit.map((row) => row.action)).toEqual([
      'tax_rate_added',
      'tax_rate_changed',
      'tax_rate_removed',
    ]);
    expect(audit[1]!.after).toMatchObject({ region: 'TX', rate: 6.25 });
  });

  it.each([
    [{ country: 'XX', rate: 5, label: 'VAT' }, 'country', TaxRateMessages.countryUnknown],
    [{ country: 'DE', region: 'BY', rate: 5, label: 'VAT' }, 'region', TaxRateMessages.stateOnlyForUs],
    [{ country: 'US', region: 'ZZ', rate: 5, label: 'Sales tax' }, 'region', TaxRateMessages.stateUnknown],
    [{ country: 'US', region: 'New', rate: 5, label: 'Sales tax' }, 'region', TaxRateMessages.stateUnknown],
    [{ country: 'FR', rate: 101, label: 'VAT' }, 'rate', TaxRateMessages.rateRange],
    [{ country: 'FR', rate: -1, label: 'VAT' }, 'rate', TaxRateMessages.rateRange],
    [{ country: 'FR', rate: 5.1234, label: 'VAT' }, 'rate', TaxRateMessages.ratePrecision],
    [{ country: 'FR', rate: '20', label: 'VAT' }, 'rate', TaxRateMessages.rateRange],
    [{ country: 'FR', rate: 20, label: ' ' }, 'label', TaxRateMessages.labelRequired],
    [{ country: 'FR', rate: 20, label: 'x'.repeat(41) }, 'label', TaxRateMessages.tooLong],
  ])('refuses %j with a message on %s and keeps nothing', async (payload, field, message) => {
    const before = await rates();
    const response = await addRate(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await rates()).toEqual(before);
  });

  it('refuses a second rate for the same country and state, added or changed into it', async () => {
    const again = await addRate({ country: 'GB', rate: 5, label: 'VAT' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TaxRateMessages.taken);
    const ny = (await rates()).find((rate) => rate.region === 'NY')!;
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tax-rates/${ny.id}/`,
      headers: staff.finance,
      payload: { country: 'GB', rate: 5, label: 'VAT' },
    });
    expect(clash.statusCode).toBe(409);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/tax-rates/999999/',
      headers: staff.finance,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TaxRateMessages.notFound);
  });

  it('is for finance and admins only', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/tax-rates/', headers: staff.editor });
    expect(read.statusCode).toBe(403);
    expect((await addRate({ country: 'FR', rate: 20, label: 'VAT' }, staff.editor)).statusCode).toBe(403);
    expect((await t.database.db.select().from(taxRates).where(eq(taxRates.country, 'FR'))).length).toBe(0);
  });
});

/** Issue 46, point 4: the tax applied on the server, shown at checkout, printed on invoices, not revenue. */
describe('tax on orders', () => {
  it("without billing details, the country chosen at checkout decides; the card payment's amount must include it", async () => {
    const client = await clientWithCart('Thames Sugar Ltd', 'tom@thames.test');
    expect(await client.cartTax()).toEqual({ amount: 0, lines: [], note: null, place_known: false });
    expect(await client.cartTax('United Kingdom')).toEqual({
      amount: 390,
      lines: [{ label: 'VAT 20%', amount: 390 }],
      note: null,
      place_known: true,
    });
    expect(await client.cartTax('Japan')).toEqual({ amount: 0, lines: [], note: null, place_known: true });

    const billing = {
      username: 'Tom Reed',
      company: 'Thames Sugar',
      email: 'tom@thames.test',
      country: 'United Kingdom',
      zipcode: '12345',
    };
    const pay = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports/bank/payments/checkout/',
        headers: client.headers,
        payload: { amount, currency: 'usd', method: 'card', cart: client.cart, discount_price: 0, billing },
      });
    const untaxed = await pay(COFFEE);
    expect(untaxed.statusCode).toBe(409);
    expect(untaxed.json().message).toBe(PaymentMessages.amountMismatch);
    const taxed = await pay(COFFEE + 39_000);
    expect(taxed.statusCode, taxed.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm/',
      headers: client.headers,
      payload: {
        client_secret: taxed.json().client_secret,
        method: 'card',
        card: { number: '4242 4242 4242 4242', ...CARD_EXPIRY },
      },
    });
    expect(confirmed.json()).toEqual({ status: 'succeeded' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.tenantId, client.tenantId));
    expect(order).toMatchObject({
      subtotalCents: COFFEE,
      taxCents: 39_000,
      totalCents: COFFEE + 39_000,
      status: 'paid',
    });
    expect(order!.tax).toEqual({
      treatment: 'rate',
      country: 'GB',
      region: null,
      lines: [{ label: 'VAT', rate: 20, amountCents: 39_000 }],
      note: null,
    });

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/billing/orders/${order!.number}/receipt/pdf/`,
      headers: client.headers,
    });
    const text = (await extractPdfText(new Uint8Array(receipt.rawPayload))).replace(/\s+/g, ' ');
    expect(text).toContain('Subtotal $1,950 Discount $0 VAT 20% $390 Total paid (USD) $2,340');
  });

  it("a US buyer's state rate applies, printed on the invoice by rate; the overview's revenue leaves it out", async () => {
    const client = await clientWithCart('Hudson Cocoa', 'hal@hudson.test');
    await client.saveProfile(NY_PROFILE);
    // The billing details decide, whatever country checkout names.
    expect(await client.cartTax('Germany')).toEqual({
      amount: 173.06,
      lines: [{ label: 'Sales tax 8.875%', amount: 173.06 }],
      note: null,
      place_known: true,
    });
    const { order, text } = await client.payByInvoice();
    expect(order).toMatchObject({ taxCents: 17_306, totalCents: COFFEE + 17_306 });
    expect(text).toContain('Subtotal $1,950 Discount $0 Sales tax 8.875% $173.06 Total due (USD) $2,123.06');
    expect(text).toContain('US Employer Identification Number 12-3456789');

    const revenue = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/overview/',
        headers: staff.admin,
      });
      const months = response.json().data.revenue_by_month as { month: string; amount: number }[];
      return months.find((entry) => entry.month === '2026-05')?.amount ?? 0;
    };
    const before = await revenue();
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.number}/mark-paid/`,
      headers: staff.finance,
      payload: { reason: 'Wire received' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.tax).toEqual({
      cents: 17_306,
      lines: [{ label: 'Sales tax 8.875%', amount_cents: 17_306 }],
      note: null,
    });
    expect((await revenue()) - before).toBe(1950);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv',
      headers: staff.finance,
    });
    const [header, ...rows] = csv.body.trim().split('\r\n');
    const tax = header!.split(',').indexOf('Tax');
    expect(rows.find((row) => row.startsWith(order.number))!.split(',')[tax]).toBe('173.06');
  });

  it('a business with an EU VAT number is reverse charged: no tax, and the invoice says why', async () => {
    await addRate({ country: 'DE', rate: 19, label: 'VAT' });
    const client = await clientWithCart('Hamburg Roasters', 'hans@roasters.test');
    await client.saveProfile(DE_BILLING_PROFILE);
    const tax = await client.cartTax();
    expect(tax).toMatchObject({ amount: 0, lines: [], place_known: true });
    expect(tax.note).toMatch(/^Reverse charge/);
    const { order, text } = await client.payByInvoice();
    expect(order).toMatchObject({ taxCents: 0, totalCents: COFFEE });
    expect(order.tax?.treatment).toBe('reverse_charge');
    expect(text).toContain('VAT (reverse charge) $0 Total due (USD) $1,950');
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
    expect(text).toContain('EU VAT number DE136695976');
  });

  it('a changed rate applies to orders placed from then on; an issued invoice keeps its tax', async () => {
    const client = await clientWithCart('Albany Cotton', 'amy@albany.test');
    await client.saveProfile({ ...NY_PROFILE, legal_name: 'Albany Cotton LLC', state: 'NY' });
    const { order } = await client.payByInvoice();
    expect(order.taxCents).toBe(17_306);
    const ny = (await rates()).find((rate) => rate.region === 'NY')!;
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tax-rates/${ny.id}/`,
      headers: staff.finance,
      payload: { country: 'US', region: 'NY', rate: 4, label: 'Sales tax' },
    });
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ taxCents: 17_306, totalCents: COFFEE + 17_306 });
  });
});

/** Issue 46, point 4: with Stripe configured, Stripe Tax computes the tax instead of the kept rates. */
describe('Stripe Tax', () => {
  let s: TestApp;
  let double: Awaited<ReturnType<typeof startStripeDouble>>;

  beforeAll(async () => {
    double = await startStripeDouble();
    s = await createTestApp({ payments: { stripe: stripeDoubleConfig(double.port) } });
    await addStaff(s.database.db, 'finance@firm.test', 'finance');
    const finance = await bearerHeaders(s.app, 'finance@firm.test');
    // A kept rate Stripe Tax overrides, and applies should Stripe not answer.
    await s.app.inject({
      method: 'POST',
      url: '/api/admin/tax-rates/',
      headers: finance,
      payload: { country: 'FR', rate: 5.5, label: 'TVA' },
    });
    double.state.taxRates = { FR: { percent: 20, type: 'vat' } };
  });
  afterAll(async () => {
    await s.close();
    await double.close();
  });

  it("asks Stripe Tax with the buyer's address and tax ID, and prices the order with its answer", async () => {
    await addOrganisation(s.database.db, 'Lyon Cacao', ['lea@lyon.test']);
    const headers = await bearerHeaders(s.app, 'lea@lyon.test');
    const added = await s.app.inject({
      method: 'POST',
      url: '/api/reports/cart/',
      headers,
      payload: {
        report_type: await reportTypeId(s.database.db, 'Coffee Weekly Report'),
        selected_subscription: SINGLE,
      },
    });
    const cart = (added.json().data as { id: number }[]).map((line) => line.id);
    const tax = await s.app.inject({ method: 'GET', url: '/api/reports/cart/tax/?country=France', headers });
    expect(tax.json().data).toEqual({
      amount: 390,
      lines: [{ label: 'VAT 20%', amount: 390 }],
      note: null,
      place_known: true,
    });
    const asked = double.requests.filter((request) => request.path === '/v1/tax/calculations');
    expect(asked.at(-1)!.form).toMatchObject({
      'line_items[0][amount]': String(COFFEE),
      'line_items[0][tax_behavior]': 'exclusive',
      'customer_details[address][country]': 'FR',
      'customer_details[address_source]': 'billing',
    });

    const billing = {
      username: 'Léa Martin',
      company: 'Lyon Cacao',
      email: 'lea@lyon.test',
      country: 'France',
      zipcode: '69001',
    };
    const intent = await s.app.inject({
      method: 'POST',
      url: '/api/reports/bank/payments/checkout/',
      headers,
      payload: { amount: COFFEE + 39_000, currency: 'usd', method: 'card', cart, discount_price: 0, billing },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const created = double.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(created.at(-1)!.form.amount).toBe(String(COFFEE + 39_000));
    const [order] = await s.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, intent.json().order_number));
    expect(order!.tax).toEqual({
      treatment: 'stripe',
      country: 'FR',
      region: null,
      lines: [{ label: 'VAT', rate: 20, amountCents: 39_000 }],
      note: null,
    });

    // A business with an EU VAT number: Stripe Tax reverse charges it, and the order says so.
    const saved = await s.app.inject({
      method: 'PUT',
      url: '/api/billing/profile/',
      headers,
      payload: { ...DE_BILLING_PROFILE, legal_name: 'Lyon Cacao SAS' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reverse = await s.app.inject({ method: 'GET', url: '/api/reports/cart/tax/', headers });
    expect(reverse.json().data).toMatchObject({ amount: 0, lines: [], place_known: true });
    expect(reverse.json().data.note).toMatch(/^Reverse charge/);
    expect(double.requests.at(-1)!.form).toMatchObject({
      'customer_details[tax_ids][0][type]': 'eu_vat',
      'customer_details[tax_ids][0][value]': 'DE136695976',
    });

    // Stripe not answering: the kept rates apply (the reverse charge here), and the checkout goes on.
    double.state.fail = true;
    const fallback = await s.app.inject({
      method: 'GET',
      url: '/api/reports/cart/tax/?country=France',
      headers,
    });
    double.state.fail = false;
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().data.note).toMatch(/^Reverse charge/);
  });
});

/** Issue 46: a credit note says how much of what it credits is tax, its share of the corrected order's. */
describe('the tax within a credit note', () => {
  it('is each rate’s share in proportion to what is credited, printed under the total', async () => {
    const order = {
      totalCents: 212_306,
      tax: {
        treatment: 'rate' as const,
        country: 'US',
        region: 'NY',
        lines: [{ label: 'Sales tax', rate: 8.875, amountCents: 17_306 }],
        note: null,
      },
    };
    // $500 of a $2,123.06 total taxed $173.06.
    expect(creditedTaxLines(order, 50_000)).toEqual([['Sales tax 8.875%', 4076]]);
    expect(creditedTaxLines(order, 212_306)).toEqual([['Sales tax 8.875%', 17_306]]);
    expect(creditedTaxLines({ totalCents: 195_000, tax: null }, 50_000)).toEqual([]);
    const reverse = { ...order.tax, treatment: 'reverse_charge' as const, lines: [], note: 'Reverse charge' };
    expect(creditedTaxLines({ totalCents: 195_000, tax: reverse }, 50_000)).toEqual([]);

    const pdf = await renderCreditNotePdf({
      number: 'CN-2026-000042',
      issuedAt: new Date('2026-05-20T10:00:00Z'),
      orderNumber: 'SO-2026-000042',
      invoiceNumber: 'INV-2026-000042',
      reason: 'correction',
      amountCents: 50_000,
      billTo: {
        kind: 'legal',
        legalName: 'Hudson Cocoa Inc.',
        attention: 'Hal Hudson',
        addressLines: ['100 Pearl Street', 'New York, NY 10004', 'United States'],
        taxId: undefined,
      },
      poNumber: null,
      includedTax: creditedTaxLines(order, 50_000),
    });
    const text = (await extractPdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Total credited (USD) $500 of which Sales tax 8.875% $40.76');
  });
});
