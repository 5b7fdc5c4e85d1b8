import { FirmTerms } from '../site/firm-terms.js';

/**
 * Consultation credits (issue 43): bought in the cart ahead of booking (SPEC §2's '60 Min Consultation' offer), each
 * one covers one 60-minute session of the organisation's people; a cancelled session gives its credit back.
 */

/** The length of the session a credit covers, in minutes. */
export const CREDIT_SESSION_MINUTES = 60;

/** At most this many credits in one cart line. */
export const MAX_CREDITS_PER_LINE = 10;

/** One credit's price in cents: the firm's terms. */
export const consultationCreditCents = (): number => FirmTerms.consultationCreditCents;

/** What the cart, invoices and receipts call a line of `quantity` credits. */
export const creditLineName = (quantity: number): string =>
  quantity === 1 ? '60-minute consultation credit' : `60-minute consultation credits × ${quantity}`;

/** The offer's name in the cart's 'Clients Also Love' block (SPEC §2). */
export const CREDIT_OFFER_NAME = '60 Min Consultation';

export const CreditMessages = {
  quantity: `Choose from 1 to ${MAX_CREDITS_PER_LINE} consultation credits.`,
  added: 'Consultation credit added to your cart.',
  sessionLength: 'A consultation credit covers a 60-minute session.',
  noneLeft: 'Your organisation has no consultation credit left. Add one to your cart, or pay by card.',
  bookedWithCredit: 'Your consultation is booked with one of your organisation’s consultation credits.',
} as const;
