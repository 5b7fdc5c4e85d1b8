import { z } from 'zod';

/** A purchase-order number as the buyer's procurement issued it (issue 46): printed on the order's invoice or receipt. */
export const PO_NUMBER_MAX_LENGTH = 40;

export const PurchaseOrderMessages = {
  required: 'Your organisation needs a purchase-order number on every order. Please enter it.',
  characters: 'A purchase-order number holds letters, digits, spaces and - . / # _ only.',
  tooLong: `A purchase-order number holds at most ${PO_NUMBER_MAX_LENGTH} characters.`,
} as const;

/** The PO number given with an order: trimmed, empty is none (the organisation may require one: the API checks). */
export const PoNumberSchema = z
  .string({ error: PurchaseOrderMessages.characters })
  .trim()
  .max(PO_NUMBER_MAX_LENGTH, { message: PurchaseOrderMessages.tooLong, abort: true })
  .regex(/^[\p{L}\p{N} ./#_-]*$/u, PurchaseOrderMessages.characters)
  .nullish()
  .transform((value) => (value ? value : null));
