import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_TERMS,
  renderInvoicePdf,
  renderReceiptPdf,
  type InvoiceDocument,
} from '../../../src/modules/commerce/invoice-pdf.js';
import { extractPdfText } from '../../../src/platform/pdf/pdf-text.js';

const invoice: InvoiceDocument = {
  invoiceNumber: 'INV-2026-001042',
  orderNumber: 'SO-2026-001042',
  issuedAt: new Date('2026-07-14T09:30:00Z'),
  dueAt: new Date('2026-08-13T09:30:00Z'),
  billTo: {
    kind: 'organisation',
    organisation: 'Roasters Ltd',
    buyerName: 'Ana Silva',
    email: 'ana@roasters.test',
    streetAddress: '1 Harbour Road',
    city: 'Santos',
    country: 'BR',
  },
  lines: [
    {
      reportTypeName: 'Coffee Weekly Report',
      tier: 'subscription_price_for_single_user',
      priceCents: 1950_00,
    },
    {
      reportTypeName: 'Cocoa Weekly Report',
      tier: 'subscription_price_for_upto_3_user',
      priceCents: 4400_00,
    },
  ],
  subtotalCents: 6350_00,
  discountCents: 635_00,
  totalCents: 5715_00,
  couponCode: 'TENOFF',
};

/** The PDF's text with every run of white space as one space, so wrapped and tabulated text reads as a line. */
async function textOf(pdf: Uint8Array): Promise<string> {
  return (await extractPdfText(pdf)).replace(/\s+/g, ' ');
}

describe('invoice PDF (DESIGN §4 Invoice, SPEC §9 terms)', () => {
  it('is one A4 page with the firm, INVOICE, the numbers, the dates and the bill-to', async () => {
    const pdf = await renderInvoicePdf(invoice);
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(document.getTitle()).toBe('Invoice INV-2026-001042');

    const text = await textOf(pdf);
    for (const expected of [
      'Softline Advisory',
      'INVOICE',
      'Invoice number INV-2026-001042',
      'Order number SO-2026-001042',
      'Invoice date 14 July 2026',
      'Due date 13 August 2026',
      'Currency USD',
      'BILL TO Roasters Ltd Attn. Ana Silva ana@roasters.test 1 Harbour Road Santos, BR',
    ])
      expect(text).toContain(expected);
  });

  it('lists each report type with its licence tier and yearly price, then subtotal, discount and total in USD', async () => {
    const text = await textOf(await renderInvoicePdf(invoice));
    expect(text).toContain('Report type Licence Price per year');
    expect(text).toContain('Coffee Weekly Report SINGLE USER $1,950');
    expect(text).toContain("Cocoa Weekly Report UP TO 3 USER'S $4,400");
    expect(text).toContain('Subtotal $6,350');
    expect(text).toContain('Discount (promo code TENOFF) -$635');
    expect(text).toContain('Total due (USD) $5,715');
    expect(text).toContain(
      'Please pay $5,715 (USD) by 13 August 2026, quoting invoice number INV-2026-001042 with your payment.',
    );
  });

  it('prints the SPEC §9 terms: due in 30 days, $100 late fee after 60 days, renewal invoice, no refunds, access on payment, 4–5 day transfers', async () => {
    const text = await textOf(await renderInvoicePdf(invoice));
    for (const term of INVOICE_TERMS) expect(text).toContain(term);
    expect(text).toContain('Payment is due within 30 days of the invoice date.');
    expect(text).toContain('A late fee of $100 applies to an invoice unpaid 60 days after the invoice date.');
    expect(text).toContain('the renewal invoice is sent 30 days before the renewal date');
    expect(text).toContain('Access to the reports starts when the payment is received.');
    expect(text).toContain('Bank transfers take 4–5 working days');
    expect(text).toContain('No refunds are given.');
  });

  it('addresses the billing details when checkout gave them, and shows cents and a zero discount', async () => {
    const text = await textOf(
      await renderInvoicePdf({
        ...invoice,
        billTo: {
          kind: 'billing',
          username: 'Ana Silva',
          company: 'Roasters Holdings',
          email: 'ap@roasters.test',
          country: 'Brazil',
        },
        lines: [{ reportTypeName: 'Sugar Weekly Report', tier: 'other', priceCents: 1234_56 }],
        subtotalCents: 1234_56,
        discountCents: 0,
        totalCents: 1234_56,
        couponCode: null,
      }),
    );
    expect(text).toContain('BILL TO Roasters Holdings Attn. Ana Silva ap@roasters.test Brazil');
    expect(text).toContain('Sugar Weekly Report ENTERPRISE $1,234.56');
    expect(text).toContain('Discount $0');
    expect(text).toContain('Total due (USD) $1,234.56');
    expect(text).not.toContain('Roasters Ltd');
  });

  it('prints the frozen legal details, the tax ID and the purchase-order number (issue 46)', async () => {
    // The seller's legal details head every document.
    for (const rendered of [
      await renderInvoicePdf(invoice),
      await renderReceiptPdf({ ...invoice, paidAt: invoice.issuedAt, method: 'card' }),
    ])
      expect(await textOf(rendered)).toContain(
        'Softline Advisory LLC, 40 Wall Street, Suite 2800, New York, NY 10005, United States. US EIN 13-5550142',
      );
    const text = await textOf(
      await renderInvoicePdf({
        ...invoice,
        billTo: {
          kind: 'legal',
          legalName: 'Roasters Trading GmbH',
          attention: 'Ana Silva',
          addressLines: ['Speicherstadt 12', 'Hamburg, 20457', 'Germany'],
          taxId: 'EU VAT number DE136695976',
        },
        poNumber: 'PO-2026/0042',
      }),
    );
    expect(text).toContain(
      'BILL TO Roasters Trading GmbH Attn. Ana Silva Speicherstadt 12 Hamburg, 20457 Germany EU VAT number DE136695976',
    );
    expect(text).toContain('Purchase order PO-2026/0042');
    const receipt = await textOf(
      await renderReceiptPdf({ ...invoice, poNumber: 'PO-7', paidAt: invoice.issuedAt, method: 'card' }),
    );
    expect(receipt).toContain('Purchase order PO-7');
    expect(await textOf(await renderInvoicePdf(invoice))).not.toContain('Purchase order');
  });

  it('wraps long names, breaks onto more pages with numbered footers, and prints what Helvetica cannot as ?', async () => {
    const longName =
      'Coffee Cocoa Sugar Cotton and Orange Juice Comprehensive Quarterly Outlook With Weather Annex';
    const pdf = await renderInvoicePdf({
      ...invoice,
      billTo: {
        kind: 'organisation',
        organisation: 'Kaffee 東京 Trading',
        buyerName: 'Zoë Ωmega',
        email: 'zoe@kaffee.test',
      },
      lines: Array.from({ length: 40 }, (_, index) => ({
        reportTypeName: `${longName} ${index + 1}`,
        tier: 'subscription_price_for_enterprise',
        priceCents: 100_00,
      })),
      subtotalCents: 4000_00,
      discountCents: 0,
      totalCents: 4000_00,
    });
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBeGreaterThan(1);
    const text = await textOf(pdf);
    expect(text).toContain('Kaffee ?? Trading');
    expect(text).toContain('Attn. Zoë ?mega');
    expect(text).toContain(`${longName} 40`.split(' ').slice(-3).join(' '));
    expect(text).toContain(`Invoice INV-2026-001042 - Page 1 of ${document.getPageCount()}`);
    expect(text).toContain(`Page ${document.getPageCount()} of ${document.getPageCount()}`);
    for (const term of INVOICE_TERMS) expect(text).toContain(term);
  });

  it('renders the same invoice to the same bytes; only its dates change them', async () => {
    const first = await renderInvoicePdf(invoice);
    expect(Buffer.from(await renderInvoicePdf(invoice)).equals(Buffer.from(first))).toBe(true);
    const later = await renderInvoicePdf({
      ...invoice,
      issuedAt: new Date('2026-07-15T09:30:00Z'),
      dueAt: new Date('2026-08-14T09:30:00Z'),
    });
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });
});
