import { z } from 'zod';
import { StaffReasonSchema } from '../admin/audit.js';
import type { ConsultationLength } from './kinds.js';

/**
 * The prices of consultations by length (issue 43): the firm's terms until an admin sets others in the back office
 * (audited). A hold takes the price of its length at the time it is held.
 */

/** Highest price an admin may set for one session, in USD. */
export const MAX_CONSULTATION_PRICE = 100_000;

export const ConsultationPriceMessages = {
  price: `Enter a price in US dollars from $1 to $${MAX_CONSULTATION_PRICE.toLocaleString('en-US')}, with at most two decimals.`,
  saved: 'Consultation prices saved.',
  unchanged: 'These are the prices already.',
} as const;

/** The price field of a length in requests and answers: `price_15`, `price_30`, `price_60`. */
export const priceField = (length: ConsultationLength) => `price_${length}` as const;

const price = z
  .number({ error: ConsultationPriceMessages.price })
  .min(1, ConsultationPriceMessages.price)
  .max(MAX_CONSULTATION_PRICE, ConsultationPriceMessages.price)
  .refine(
    (dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
    ConsultationPriceMessages.price,
  );

/** The prices in USD by length. */
export const ConsultationPricesSchema = z.object({
  price_15: z.number().nonnegative(),
  price_30: z.number().nonnegative(),
  price_60: z.number().nonnegative(),
});
export type ConsultationPrices = z.infer<typeof ConsultationPricesSchema>;

/** GET consultations/prices/ and admin/consultation-prices/: the prices now. */
export const ConsultationPricesResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: ConsultationPricesSchema,
});

/** PUT admin/consultation-prices/: every length's price in USD, and why (kept in the audit record). */
export const UpdateConsultationPricesSchema = z
  .object({ price_15: price, price_30: price, price_60: price, reason: StaffReasonSchema })
  .strict();
export type UpdateConsultationPrices = z.infer<typeof UpdateConsultationPricesSchema>;
