import { FirmTerms, formatUsd } from '@firm/domain';

/** SPEC §9 terms constants (FirmTerms in @firm/domain), as the text below states them. */
export const TERMS = {
  minimumAge: FirmTerms.minimumAge,
  renewalInvoiceDaysBefore: FirmTerms.renewalNoticeDays,
  invoiceDueDays: FirmTerms.invoiceDueDays,
  lateFee: formatUsd(FirmTerms.lateFeeCents / 100),
  lateFeeAfterDays: FirmTerms.lateFeeAfterDays,
  cancellationHoursAhead: FirmTerms.cancellationNoticeHours,
  bankTransferWorkingDays: FirmTerms.bankTransferWorkingDays,
  consultation30: formatUsd(FirmTerms.consultationCents[30] / 100),
  consultation60: formatUsd(FirmTerms.consultationCents[60] / 100),
  coursePerParticipant: formatUsd(FirmTerms.coursePerParticipantCents / 100),
} as const;

export interface TermsSection {
  /** The fragment of the section, for the contents list and links from elsewhere (e.g. #cookies). */
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** SPEC §1: reports, courses, consultations, archived reports, licences, yearly auto-renewal, no refunds. */
export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    paragraphs: [
      'These terms apply to every report, subscription, course, consultation and other service you buy from Softline Advisory. By placing an order or using the client portal you accept them on behalf of yourself and of the organisation you order for.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Who may buy',
    paragraphs: [
      `You must be at least ${TERMS.minimumAge} years old to create an account or buy from us, and authorised to act for the organisation named in your order.`,
    ],
  },
  {
    id: 'subscriptions',
    title: 'Reports and subscriptions',
    paragraphs: [
      'Reports are sold by yearly subscription to a report type. A subscription starts when payment is received and runs for one year.',
      `Subscriptions renew automatically every year on the same terms. We send the renewal invoice ${TERMS.renewalInvoiceDaysBefore} days before the renewal date; to stop a renewal, tell us in writing before that date. When a subscription ends, access to its reports ends too.`,
    ],
  },
  {
    id: 'licences',
    title: 'User licences',
    paragraphs: [
      'Each subscription is licensed for a number of named users, according to the tier you choose:',
    ],
    items: [
      'Single user: one named person.',
      'Up to 3 users: up to three named people in the same organisation.',
      'Enterprise: all employees of the organisation, without a limit on users.',
    ],
  },
  {
    id: 'use',
    title: 'Using our reports',
    paragraphs: [
      'Reports are for the internal use of the licensed users. You may quote short extracts with attribution, but you may not resell, republish, forward or share reports, or your sign-in details, with anyone outside your licence. Sign-in details are personal to each user.',
      'Our reports and advice are market analysis, not investment advice or a recommendation to buy or sell any contract. You remain responsible for your own trading, hedging and purchasing decisions.',
    ],
  },
  {
    id: 'archived-reports',
    title: 'Individual archived reports',
    paragraphs: [
      'Reports from our archive may be bought one at a time, without a subscription. Each comes with a single-user licence and the same conditions of use as subscribed reports.',
    ],
  },
  {
    id: 'courses',
    title: 'Courses',
    paragraphs: [
      `Courses run over four days, in-house or virtually, at ${TERMS.coursePerParticipant} per participant. Dates are agreed in writing. Course materials are for the participants’ own use. You may name a different participant at any time before the course starts.`,
    ],
  },
  {
    id: 'consultations',
    title: 'Consultations',
    paragraphs: [
      `Consultations are private sessions of 15, 30 or 60 minutes, by video call or telephone. A 30-minute session costs ${TERMS.consultation30} and a 60-minute session ${TERMS.consultation60}.`,
      `To cancel or reschedule a consultation, tell us at least ${TERMS.cancellationHoursAhead} hours before it starts. A session cancelled later, or missed, is charged in full.`,
    ],
  },
  {
    id: 'payment',
    title: 'Prices and payment',
    paragraphs: [
      'Prices are in U.S. dollars and exclude any taxes or bank charges of your country. You may pay by card, by U.S. bank transfer or by invoice.',
    ],
    items: [
      `Bank transfers take ${TERMS.bankTransferWorkingDays} working days to arrive; access starts once the payment is received.`,
      `Invoices are due within ${TERMS.invoiceDueDays} days of the invoice date.`,
      `A late fee of ${TERMS.lateFee} applies to an invoice still unpaid ${TERMS.lateFeeAfterDays} days after its invoice date, and we may suspend access until it is paid.`,
    ],
  },
  {
    id: 'refunds',
    title: 'No refunds',
    paragraphs: [
      'All sales are final. Subscriptions, archived reports, courses and consultations are not refundable, in whole or in part, including when a subscription is not used or ended early.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    paragraphs: [
      'We may update these terms. Changes apply to orders and renewals made after they are published on this page; a subscription keeps the terms it was bought under until it renews.',
    ],
  },
];

/** SPEC §2 Contact: the fields of the contact form, and why we ask for each. */
export const CONTACT_FORM_DATA = [
  { field: 'First and last name', why: 'to know who we are answering' },
  { field: 'Email address and phone number', why: 'to reply to you' },
  { field: 'Company (optional) and country', why: 'to understand your market and suggest the right service' },
  {
    field: 'How you heard about us',
    why: 'to learn which conferences, publications and recommendations bring clients to us',
  },
  { field: 'Reason for inquiry and comments', why: 'to pass your message to the right person' },
] as const;
