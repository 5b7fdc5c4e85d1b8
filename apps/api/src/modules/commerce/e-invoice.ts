import { InvoiceService as EInvoiceRenderer, type Invoice } from '@e-invoice-eu/core';
import { findCountryByIsoCode, findCountryByName } from '@firm/countries';
import { dayIn, FIRM_CONTACT, FIRM_SELLER, InvoiceLookupMessages, tierLabel } from '@firm/domain';
import { ConflictError } from '../../platform/errors.js';
import type { FrozenBuyer, OrderRow, OrderTax } from '../../platform/database/schema.js';
import { INVOICE_TERMS, type InvoiceLine } from './invoice-pdf.js';
// Amounts are written as the CSV exports write them: dollars with two decimals ('1234.50').
import { csvDollars as amount } from './orders-csv.js';
import type { Buyer } from './invoice-documents.js';

/**
 * E-invoices (issue 46, docs/decisions/040): an issued invoice also as EN 16931 XML in the UN/CEFACT Cross Industry
 * Invoice syntax (CII D16B), for buyers whose accounts payable take invoices into their systems. The invoice is
 * described in the e-invoice-eu library's model (UBL's terms) and the library writes the CII; a test validates what
 * it writes against the standard's schema. The XML says what the issued PDF says: the same numbers, dates, parties,
 * lines, discount, tax and total.
 */

/** The format the library writes: CII with the EN 16931 customization ID. */
const FORMAT = 'CII';
const CURRENCY = 'USD' as const;
/** UN/ECE Recommendation 20 'one': each line is one subscription, fee or set of credits. */
const UNIT_ONE = 'C62' as const;
/** UNTDID 1001: a commercial invoice. */
const COMMERCIAL_INVOICE = '380' as const;
/** UNTDID 5189: a discount, for a promo code's. */
const DISCOUNT_REASON = '95' as const;

/** What an e-invoice says: the issued invoice's numbers, dates and totals, its lines, and whom it bills. */
export interface EInvoiceDocument {
  invoiceNumber: string;
  issuedAt: Date;
  dueAt: Date;
  order: Pick<
    OrderRow,
    'buyer' | 'billing' | 'poNumber' | 'subtotalCents' | 'discountCents' | 'taxCents' | 'tax' | 'totalCents'
  >;
  /** The buyer (the client who placed the order), for an order without frozen or checkout billing details. */
  buyer: Pick<
    Buyer,
    'organisation' | 'email' | 'country' | 'city' | 'streetAddress' | 'firstName' | 'lastName'
  >;
  lines: InvoiceLine[];
  couponCode: string | null;
}

/** A rate in percent as the XML writes it: at most three decimals, as kept. */
const percent = (rate: number) => String(Math.round(rate * 1000) / 1000);

/** A day as the XML writes it; the PDF's dates are the same days (formatLongDate reads them in UTC). */
const day = (instant: Date) => dayIn(instant, 'UTC');

/** The EN 16931 VAT category of the order's tax, the rate and the words that say why there is none. */
interface TaxCategory {
  code: 'S' | 'AE' | 'O';
  rate: string | undefined;
  exemption: { code?: string; reason: string } | undefined;
}

/**
 * The order's tax as one EN 16931 category: a rate charged is standard rated at the sum of its rates (Stripe Tax's
 * state, county and city rates fall on the same amount); a reverse charge is 'AE' with its words; no tax is 'not
 * subject to VAT' (the firm is a US business, outside EU VAT).
 */
function categoryOf(tax: OrderTax | null): TaxCategory {
  if (tax?.treatment === 'reverse_charge')
    return {
      code: 'AE',
      rate: '0',
      exemption: { code: 'VATEX-EU-AE', reason: tax.note ?? 'Reverse charge' },
    };
  if (tax && tax.lines.length > 0 && tax.lines.some((line) => line.amountCents > 0))
    return {
      code: 'S',
      rate: percent(tax.lines.reduce((sum, line) => sum + line.rate, 0)),
      exemption: undefined,
    };
  return { code: 'O', rate: undefined, exemption: { code: 'VATEX-EU-O', reason: 'Not subject to VAT' } };
}

const taxScheme = (category: TaxCategory) => ({
  'cbc:ID': category.code,
  ...(category.rate !== undefined ? { 'cbc:Percent': category.rate } : {}),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

type BuyerParty = Invoice['ubl:Invoice']['cac:AccountingCustomerParty'];
type BuyerAddress = BuyerParty['cac:Party']['cac:PostalAddress'];
/** An ISO 3166 alpha-2 code, as @firm/countries keeps them and the library's model names them. */
type CountryCode = BuyerAddress['cac:Country']['cbc:IdentificationCode'];
const countryOf = (code: string) => ({ 'cac:Country': { 'cbc:IdentificationCode': code as CountryCode } });

/** Tax ID kinds that are VAT numbers with their country's prefix (BT-48); others are the buyer's registration. */
const VAT_NUMBER_KINDS = new Set(['eu_vat', 'gb_vat']);

/** The buyer's party: the details frozen on the order, else those given at checkout, else the organisation. */
function buyerParty(document: EInvoiceDocument, category: TaxCategory): BuyerParty {
  const { order, buyer } = document;
  const frozen: FrozenBuyer | null = order.buyer;
  if (frozen) {
    const taxId = frozen.taxId && frozen.taxIdKind ? { kind: frozen.taxIdKind, id: frozen.taxId } : null;
    const vatNumber = taxId && VAT_NUMBER_KINDS.has(taxId.kind) && category.code !== 'O' ? taxId.id : null;
    const registration = taxId && !VAT_NUMBER_KINDS.has(taxId.kind) ? taxId.id : null;
    return {
      'cac:Party': {
        ...(frozen.apEmails[0]
          ? { 'cbc:EndpointID': frozen.apEmails[0], 'cbc:EndpointID@schemeID': 'EM' }
          : {}),
        'cac:PostalAddress': frozenAddress(frozen),
        ...(vatNumber
          ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
          : {}),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': frozen.legalName,
          ...(registration ? { 'cbc:CompanyID': registration } : {}),
        },
      },
    };
  }
  const billing = order.billing;
  const name = billing?.company ?? buyer.organisation;
  const email = billing?.email ?? buyer.email;
  // Checkout keeps a country's name; an organisation's country is a name from the list or its code.
  const given = billing?.country ?? buyer.country ?? '';
  const country = (findCountryByName(given) ?? findCountryByIsoCode(given))?.isoCode;
  if (!country) throw new ConflictError(InvoiceLookupMessages.eInvoiceNoCountry);
  return {
    'cac:Party': {
      'cbc:EndpointID': email,
      'cbc:EndpointID@schemeID': 'EM',
      'cac:PostalAddress': billing
        ? { ...(billing.zipcode ? { 'cbc:PostalZone': billing.zipcode } : {}), ...countryOf(country) }
        : {
            ...(buyer.streetAddress ? { 'cbc:StreetName': buyer.streetAddress } : {}),
            ...(buyer.city ? { 'cbc:CityName': buyer.city } : {}),
            ...countryOf(country),
          },
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': name },
      'cac:Contact': {
        'cbc:Name': billing?.username ?? `${buyer.firstName} ${buyer.lastName}`,
        'cbc:ElectronicMail': email,
      },
    },
  };
}

/** A frozen address in its parts; an order frozen before the parts were kept gives its printed lines. */
function frozenAddress(frozen: FrozenBuyer): BuyerAddress {
  const country = countryOf(frozen.country);
  const parts = frozen.postalAddress;
  if (!parts) {
    const [street, second, third] = frozen.addressLines.slice(0, -1);
    return {
      ...(street ? { 'cbc:StreetName': street } : {}),
      ...(second ? { 'cbc:AdditionalStreetName': second } : {}),
      ...(third ? { 'cac:AddressLine': { 'cbc:Line': third } } : {}),
      ...country,
    };
  }
  return {
    'cbc:StreetName': parts.street,
    ...(parts.line2 ? { 'cbc:AdditionalStreetName': parts.line2 } : {}),
    'cbc:CityName': parts.city,
    ...(parts.postalCode ? { 'cbc:PostalZone': parts.postalCode } : {}),
    ...(parts.state ? { 'cbc:CountrySubentity': parts.state } : {}),
    ...country,
  };
}

/** The firm as the seller: its legal name and address, its EIN as its tax registration (BT-32), its mailbox. */
function sellerParty(): Invoice['ubl:Invoice']['cac:AccountingSupplierParty'] {
  const address = FIRM_SELLER.postalAddress;
  return {
    'cac:Party': {
      'cbc:EndpointID': FIRM_CONTACT.email,
      'cbc:EndpointID@schemeID': 'EM',
      'cac:PostalAddress': {
        'cbc:StreetName': address.street,
        'cbc:CityName': address.city,
        'cbc:PostalZone': address.postalCode,
        'cbc:CountrySubentity': address.region,
        'cac:Country': { 'cbc:IdentificationCode': address.country },
      },
      'cac:PartyTaxScheme': [{ 'cbc:CompanyID': FIRM_SELLER.ein, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }],
      // The EIN identifies the firm to a buyer's system too (BR-CO-26: a seller identifier of some kind).
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': FIRM_SELLER.legalName,
        'cbc:CompanyID': FIRM_SELLER.ein,
      },
      'cac:Contact': { 'cbc:Telephone': FIRM_CONTACT.phone, 'cbc:ElectronicMail': FIRM_CONTACT.email },
    },
  };
}

/** The invoice in the library's model: what the issued PDF says, in EN 16931's terms. */
export function eInvoiceOf(document: EInvoiceDocument): Invoice {
  const { order } = document;
  const category = categoryOf(order.tax);
  const taxableCents = order.subtotalCents - order.discountCents;
  const lines = document.lines.map((line, index) => ({
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': '1',
    'cbc:InvoicedQuantity@unitCode': UNIT_ONE,
    'cbc:LineExtensionAmount': amount(line.priceCents),
    'cbc:LineExtensionAmount@currencyID': CURRENCY,
    'cac:Item': {
      'cbc:Name': line.reportTypeName,
      ...(line.tier ? { 'cbc:Description': `Yearly subscription, licence ${tierLabel(line.tier)}` } : {}),
      'cac:ClassifiedTaxCategory': taxScheme(category),
    },
    'cac:Price': { 'cbc:PriceAmount': amount(line.priceCents), 'cbc:PriceAmount@currencyID': CURRENCY },
  }));
  const [firstLine, ...otherLines] = lines;
  if (!firstLine) throw new Error(`invoice ${document.invoiceNumber} has no lines`);

  return {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': document.invoiceNumber,
      'cbc:IssueDate': day(document.issuedAt),
      'cbc:DueDate': day(document.dueAt),
      'cbc:InvoiceTypeCode': COMMERCIAL_INVOICE,
      ...(order.tax?.note ? { 'cbc:Note': [order.tax.note] } : {}),
      'cbc:DocumentCurrencyCode': CURRENCY,
      ...(order.poNumber ? { 'cac:OrderReference': { 'cbc:ID': order.poNumber } } : {}),
      'cac:AccountingSupplierParty': sellerParty(),
      'cac:AccountingCustomerParty': buyerParty(document, category),
      'cac:PaymentTerms': { 'cbc:Note': INVOICE_TERMS[0] },
      ...(order.discountCents > 0
        ? {
            'cac:AllowanceCharge': [
              {
                'cbc:ChargeIndicator': 'false',
                'cbc:AllowanceChargeReasonCode': DISCOUNT_REASON,
                'cbc:AllowanceChargeReason': document.couponCode
                  ? `Promo code ${document.couponCode}`
                  : 'Discount',
                'cbc:Amount': amount(order.discountCents),
                'cbc:Amount@currencyID': CURRENCY,
                'cac:TaxCategory': taxScheme(category),
              },
            ],
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': amount(order.taxCents),
          'cbc:TaxAmount@currencyID': CURRENCY,
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': amount(taxableCents),
              'cbc:TaxableAmount@currencyID': CURRENCY,
              'cbc:TaxAmount': amount(order.taxCents),
              'cbc:TaxAmount@currencyID': CURRENCY,
              'cac:TaxCategory': {
                ...taxScheme(category),
                ...(category.exemption
                  ? {
                      ...(category.exemption.code
                        ? { 'cbc:TaxExemptionReasonCode': category.exemption.code }
                        : {}),
                      'cbc:TaxExemptionReason': category.exemption.reason,
                    }
                  : {}),
              },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': amount(order.subtotalCents),
        'cbc:LineExtensionAmount@currencyID': CURRENCY,
        'cbc:TaxExclusiveAmount': amount(taxableCents),
        'cbc:TaxExclusiveAmount@currencyID': CURRENCY,
        'cbc:TaxInclusiveAmount': amount(order.totalCents),
        'cbc:TaxInclusiveAmount@currencyID': CURRENCY,
        ...(order.discountCents > 0
          ? {
              'cbc:AllowanceTotalAmount': amount(order.discountCents),
              'cbc:AllowanceTotalAmount@currencyID': CURRENCY,
            }
          : {}),
        'cbc:PayableAmount': amount(order.totalCents),
        'cbc:PayableAmount@currencyID': CURRENCY,
      },
      'cac:InvoiceLine': [firstLine, ...otherLines],
    },
  };
}

/** The library's messages go nowhere: what it writes is checked by its own schema and by ours in tests. */
const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * CII requires the header's delivery element even when, as for a service, there is nothing to say of it; the library
 * writes it only with something inside, so the empty element is added where the schema expects it.
 */
function withHeaderDelivery(xml: string): string {
  if (xml.includes('<ram:ApplicableHeaderTradeDelivery')) return xml;
  return xml.replace(
    /(\n\t*)<ram:ApplicableHeaderTradeSettlement>/,
    '$1<ram:ApplicableHeaderTradeDelivery/>$1<ram:ApplicableHeaderTradeSettlement>',
  );
}

/** An issued invoice as EN 16931 CII XML. */
export async function renderEInvoice(document: EInvoiceDocument): Promise<string> {
  const xml = await new EInvoiceRenderer(quiet).generate(eInvoiceOf(document), {
    format: FORMAT,
    lang: 'en-us',
  });
  return withHeaderDelivery(typeof xml === 'string' ? xml : new TextDecoder().decode(xml));
}
