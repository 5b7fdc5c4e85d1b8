import { InvoiceLookupMessages } from '@firm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderEInvoice, type EInvoiceDocument } from '../../../src/modules/commerce/e-invoice.js';
import { ciiSchemaErrors } from '../../support/cii-schema.js';
import { en16931RuleFailures, prepareEn16931Rules } from '../../support/en16931-rules.js';

const buyer = {
  organisation: 'Roasters Ltd',
  email: 'ana@roasters.test',
  country: 'Brazil',
  city: 'Santos',
  streetAddress: '1 Harbour Road',
  firstName: 'Ana',
  lastName: 'Silva',
};

const lines = [
  { reportTypeName: 'Coffee Weekly Report', tier: 'subscription_price_for_single_user', priceCents: 1950_00 },
  { reportTypeName: 'Cocoa Weekly Report', tier: 'subscription_price_for_upto_3_user', priceCents: 4400_00 },
];

const frozenGerman = {
  legalName: 'Hanseatische Kaffee GmbH',
  addressLines: ['Speicherstadt 12', 'Hamburg, 20457', 'Germany'],
  postalAddress: {
    street: 'Speicherstadt 12',
    line2: null,
    city: 'Hamburg',
    state: null,
    postalCode: '20457',
  },
  country: 'DE',
  taxIdKind: 'eu_vat',
  taxId: 'DE136695976',
  apEmails: ['ap@hanseatische.test', 'invoices@hanseatische.test'],
};

/** An invoice to a German business with a VAT number, charged no tax (reverse charge), with a code and a PO. */
const reverseCharge: EInvoiceDocument = {
  invoiceNumber: 'INV-2026-000042',
  issuedAt: new Date('2026-07-14T09:30:00Z'),
  dueAt: new Date('2026-08-13T09:30:00Z'),
  order: {
    buyer: frozenGerman,
    billing: null,
    poNumber: 'PO-7781',
    subtotalCents: 6350_00,
    discountCents: 635_00,
    taxCents: 0,
    tax: {
      treatment: 'reverse_charge',
      country: 'DE',
      region: null,
      lines: [{ label: 'VAT', rate: 0, amountCents: 0 }],
      note: 'Reverse charge: VAT to be accounted for by the recipient (Article 196, Council Directive 2006/112/EC).',
    },
    totalCents: 5715_00,
  },
  buyer,
  lines,
  couponCode: 'TENOFF',
};

/** An invoice to a New York business charged sales tax at 8.875%. */
const salesTax: EInvoiceDocument = {
  ...reverseCharge,
  invoiceNumber: 'INV-2026-000043',
  order: {
    buyer: {
      ...frozenGerman,
      legalName: 'Hudson Cocoa Inc.',
      addressLines: ['1 Broadway', 'New York, NY 10004', 'United States'],
      postalAddress: {
        street: '1 Broadway',
        line2: 'Floor 3',
        city: 'New York',
        state: 'NY',
        postalCode: '10004',
      },
      country: 'US',
      taxIdKind: 'us_ein',
      taxId: '12-3456789',
    },
    billing: null,
    poNumber: null,
    subtotalCents: 1950_00,
    discountCents: 0,
    taxCents: 173_06,
    tax: {
      treatment: 'rate',
      country: 'US',
      region: 'NY',
      lines: [{ label: 'Sales tax', rate: 8.875, amountCents: 173_06 }],
      note: null,
    },
    totalCents: 2123_06,
  },
  lines: [lines[0]!],
  couponCode: null,
};

/** Stripe Tax's state and city rates on the same amount: one standard rate, their sum. */
const stripeTax: EInvoiceDocument = {
  ...salesTax,
  invoiceNumber: 'INV-2026-000045',
  order: {
    ...salesTax.order,
    taxCents: 78_00 + 87_75,
    tax: {
      treatment: 'stripe',
      country: 'US',
      region: 'NY',
      lines: [
        { label: 'New York State sales tax', rate: 4, amountCents: 78_00 },
        { label: 'New York City sales tax', rate: 4.5, amountCents: 87_75 },
      ],
      note: null,
    },
    totalCents: 1950_00 + 78_00 + 87_75,
  },
};

/** An invoice from before billing profiles: addressed as at checkout, no tax kept. */
const checkoutDetails: EInvoiceDocument = {
  ...reverseCharge,
  invoiceNumber: 'INV-2026-000044',
  order: {
    buyer: null,
    billing: {
      username: 'Ana Silva',
      company: 'Roasters & Sons <Ltd>',
      email: 'ana@roasters.test',
      country: 'Brazil',
      zipcode: '11010-000',
    },
    poNumber: null,
    subtotalCents: 50_00,
    discountCents: 0,
    taxCents: 0,
    tax: null,
    totalCents: 50_00,
  },
  lines: [{ reportTypeName: 'Late fee for invoice INV-2026-000001', tier: null, priceCents: 50_00 }],
  couponCode: null,
};

/** The text of every element named `name` (any prefix), in document order. */
const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<(?:\\w+:)?${name}(?: [^>]*)?>([^<]*)</(?:\\w+:)?${name}>`, 'g'))].map(
    (match) => match[1],
  );

describe('e-invoices (issue 46: EN 16931 in CII)', () => {
  // The first run compiles the rules (about fifteen seconds), later runs read them from node_modules/.cache.
  beforeAll(prepareEn16931Rules, 180_000);

  it.each([
    ['a reverse charge with a discount and a PO', reverseCharge],
    ['sales tax at a rate', salesTax],
    ['Stripe Tax’s rates', stripeTax],
    ['checkout details and no tax kept', checkoutDetails],
  ])('writes %s as CII the D16B schema and the EN 16931 rules accept', async (_name, document) => {
    const xml = await renderEInvoice(document);
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(await en16931RuleFailures(xml)).toEqual([]);
    expect(xml).toContain('urn:cen.eu:en16931:2017');
  });

  it('says what the issued invoice says: number, dates, parties, PO, lines, discount, tax and total', async () => {
    const xml = await renderEInvoice(reverseCharge);
    expect(values(xml, 'ID')).toEqual(
      expect.arrayContaining(['INV-2026-000042', 'DE136695976', '13-5550142']),
    );
    expect(values(xml, 'IssuerAssignedID')).toEqual(['PO-7781']);
    expect(values(xml, 'TypeCode')).toContain('380');
    expect(values(xml, 'DateTimeString')).toEqual(expect.arrayContaining(['20260714', '20260813']));
    expect(values(xml, 'Name')).toEqual(
      expect.arrayContaining(['Softline Advisory LLC', 'Hanseatische Kaffee GmbH', 'Coffee Weekly Report']),
    );
    expect(values(xml, 'CountryID')).toEqual(['US', 'DE']);
    expect(values(xml, 'CityName')).toEqual(['New York', 'Hamburg']);
    expect(values(xml, 'URIID')).toEqual([
      'info@softline.example',
      'info@softline.example',
      'ap@hanseatische.test',
    ]);
    expect(values(xml, 'LineTotalAmount')).toEqual(['1950.00', '4400.00', '6350.00']);
    expect(values(xml, 'ActualAmount')).toEqual(['635.00']);
    expect(values(xml, 'Reason')).toEqual(['Promo code TENOFF']);
    expect(values(xml, 'TaxBasisTotalAmount')).toEqual(['5715.00']);
    expect(values(xml, 'CategoryCode')).toEqual(['AE', 'AE', 'AE', 'AE']);
    expect(values(xml, 'ExemptionReason')).toEqual([reverseCharge.order.tax!.note]);
    expect(values(xml, 'GrandTotalAmount')).toEqual(['5715.00']);
    expect(values(xml, 'DuePayableAmount')).toEqual(['5715.00']);
  });

  it('writes a rate as standard rated, with the tax amount and the buyer’s EIN as its registration', async () => {
    const xml = await renderEInvoice(salesTax);
    expect(values(xml, 'CategoryCode')).toEqual(['S', 'S']);
    expect(values(xml, 'RateApplicablePercent')).toEqual(['8.875', '8.875']);
    expect(values(xml, 'CalculatedAmount')).toEqual(['173.06']);
    expect(values(xml, 'TaxTotalAmount')).toEqual(['173.06']);
    expect(values(xml, 'GrandTotalAmount')).toEqual(['2123.06']);
    expect(values(xml, 'ID')).toContain('12-3456789');
    expect(values(xml, 'CountrySubDivisionName')).toEqual(['NY', 'NY']);
    expect(values(xml, 'LineTwo')).toEqual(['Floor 3']);
  });

  it('writes Stripe Tax’s rates on the same amount as one standard rate, their sum', async () => {
    const xml = await renderEInvoice(stripeTax);
    expect(values(xml, 'RateApplicablePercent')).toEqual(['8.5', '8.5']);
    expect(values(xml, 'CalculatedAmount')).toEqual(['165.75']);
  });

  it('writes no tax as not subject to VAT, escaping what the buyer typed', async () => {
    const xml = await renderEInvoice(checkoutDetails);
    expect(values(xml, 'CategoryCode')).toEqual(['O', 'O']);
    expect(values(xml, 'RateApplicablePercent')).toEqual([]);
    expect(values(xml, 'ExemptionReason')).toEqual(['Not subject to VAT']);
    expect(xml).toContain('Roasters &amp; Sons &lt;Ltd&gt;');
    expect(values(xml, 'CountryID')).toEqual(['US', 'BR']);
    expect(values(xml, 'PostcodeCode')).toEqual(['10005', '11010-000']);
  });

  it('addresses an order without billing details to the organisation, and refuses one naming no country', async () => {
    const organisation = { ...checkoutDetails, order: { ...checkoutDetails.order, billing: null } };
    const xml = await renderEInvoice({ ...organisation, buyer: { ...buyer, country: 'IN' } });
    expect(await ciiSchemaErrors(xml)).toEqual([]);
    expect(values(xml, 'Name')).toContain('Roasters Ltd');
    expect(values(xml, 'PersonName')).toEqual(['Ana Silva']);
    expect(values(xml, 'LineOne')).toEqual(['40 Wall Street, Suite 2800', '1 Harbour Road']);
    expect(values(xml, 'CountryID')).toEqual(['US', 'IN']);
    await expect(renderEInvoice({ ...organisation, buyer: { ...buyer, country: null } })).rejects.toThrow(
      InvoiceLookupMessages.eInvoiceNoCountry,
    );
  });

  it('is refused by the schema and the rules when broken, so the checks can fail', async () => {
    const xml = await renderEInvoice(salesTax);
    expect(
      await ciiSchemaErrors(xml.replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:Kind>380</ram:Kind>')),
    ).toHaveLength(1);
    const wrongTotal = xml.replace(
      '<ram:GrandTotalAmount>2123.06</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>2123.07</ram:GrandTotalAmount>',
    );
    expect(await ciiSchemaErrors(wrongTotal)).toEqual([]);
    expect(await en16931RuleFailures(wrongTotal)).toEqual([
      expect.stringMatching(/^BR-CO-15: /),
      expect.stringMatching(/^BR-CO-16: /),
    ]);
  });
});
