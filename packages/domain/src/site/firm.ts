/** The firm's name, as every app, mail and page title writes it. */
export const FIRM_NAME = 'Softline Advisory';

/** Where the firm can be reached: the contact page shows it and the acknowledgment mail signs with it. */
export const FIRM_CONTACT = {
  streetAddress: '40 Wall Street, Suite 2800',
  locality: 'New York, NY 10005',
  country: 'United States',
  phone: '+1 (212) 555-0142',
  /** The phone in E.164, for tel: links. */
  phoneE164: '+12125550142',
  /** The firm's general mailbox (the API's default FIRM_MAILBOX). */
  email: 'info@softline.example',
} as const;

/**
 * The firm as the seller on its invoices, receipts and credit notes (issue 46: procurement asks for the seller's
 * legal name, address and tax ID beside the buyer's).
 */
export const FIRM_SELLER = {
  legalName: 'Softline Advisory LLC',
  address: `${FIRM_CONTACT.streetAddress}, ${FIRM_CONTACT.locality}, ${FIRM_CONTACT.country}`,
  /** The address in its parts, as e-invoices carry it (ISO 3166 country and subdivision codes). */
  postalAddress: {
    street: FIRM_CONTACT.streetAddress,
    city: 'New York',
    region: 'NY',
    postalCode: '10005',
    country: 'US',
  },
  /** The firm's US Employer Identification Number, as printed. */
  taxId: 'US EIN 13-5550142',
  /** The same number alone, as e-invoices carry it (the seller's tax registration). */
  ein: '13-5550142',
} as const;
