import { z } from 'zod';
import { formatUsd } from '../money/format.js';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { TIER_KEYS } from '../reports/tiers.js';
import { CreditMessages, MAX_CREDITS_PER_LINE } from '../consultations/credits.js';
import { CourseSeatsCartItemSchema } from '../courses/course-seats.js';
import { courseSeatsLineName } from '../courses/course-words.js';

export const CartMessages = {
  reportType: 'Choose a report type to add to the cart.',
  tier: 'Choose a licence: single user, up to 3 users or enterprise.',
  unknownType: 'This report type does not exist.',
  notSold: 'This report type is not sold on its own.',
  tierNotSold: 'This licence is not offered for this report type.',
  alreadySubscribed: 'Your organisation already subscribes to this report type.',
  largerHeld: 'Your organisation already holds this licence or a larger one.',
  upgradeInBilling:
    'Your organisation already subscribes to this report type. Change its licence under Profile, in Billing.',
  alreadyInCart: 'This report type is already in your cart.',
  itemNotFound: 'This item is not in your cart.',
  added: 'Added to your cart.',
  changed: 'Your cart has been updated.',
  removed: 'Removed from your cart.',
} as const;

const tier = z.enum(TIER_KEYS, { error: CartMessages.tier });

/** POST reports/cart/ (SPEC §7): a report type at a licence tier. */
export const AddToCartSchema = z.object({
  report_type: z
    .number({ error: CartMessages.reportType })
    .int(CartMessages.reportType)
    .positive(CartMessages.reportType)
    .max(MAX_INTEGER_ID, CartMessages.reportType),
  selected_subscription: tier,
});
export type AddToCartRequest = z.infer<typeof AddToCartSchema>;

/** The {id} of reports/cart/{id}/: a cart line's id, as the path spells it. */
export const CartLineParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_INTEGER_ID),
});

/** PATCH reports/cart/{id}/ (SPEC §7): another licence tier for a cart item. */
export const ChangeCartItemSchema = z.object({ selected_subscription: tier });
export type ChangeCartItemRequest = z.infer<typeof ChangeCartItemSchema>;

const creditQuantity = z
  .number({ error: CreditMessages.quantity })
  .int(CreditMessages.quantity)
  .min(1, CreditMessages.quantity)
  .max(MAX_CREDITS_PER_LINE, CreditMessages.quantity);

/**
 * POST reports/cart/credits/ (issue 43): consultation credits into the cart, added to the credits line there (made
 * when there is none); PATCH reports/cart/{id}/ with `quantity` sets that line's number of credits.
 */
export const CartCreditsSchema = z.object({ quantity: creditQuantity });
export type CartCreditsRequest = z.infer<typeof CartCreditsSchema>;

/** The yearly price of each tier the type is sold at, in USD (SPEC §3 subscription_list; keys are tiers). */
export const SubscriptionListSchema = z.partialRecord(z.enum(TIER_KEYS), z.number().nonnegative());
export type SubscriptionList = z.infer<typeof SubscriptionListSchema>;

/**
 * SPEC §3 cart item: the report type, its picture, the price of the chosen tier, and every tier's price. `kind`
 * tells it from the other kinds of line (issue 43).
 */
export const SubscriptionCartItemSchema = z.object({
  kind: z.literal('subscription'),
  id: z.number().int().positive(),
  report_types: z.object({ id: z.number().int().positive(), report_type_name: z.string() }),
  /** A path on the site to the type's picture. */
  report_type_image: z.string(),
  /** USD a year at the selected tier. */
  report_price: z.number().nonnegative(),
  /**
   * USD a year at the selected tier in the catalogue now (issue 16): the line keeps the price it was given when it
   * was added or its tier changed, so this differs from report_price when the price changed since.
   */
  current_price: z.number().nonnegative(),
  selected_subscription: z.enum(TIER_KEYS),
  subscription_list: SubscriptionListSchema,
});
export type SubscriptionCartItem = z.infer<typeof SubscriptionCartItemSchema>;

/** Consultation credits (issue 43): how many, at one credit's price, and what they cost together. */
export const CreditCartItemSchema = z.object({
  kind: z.literal('consultation_credit'),
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int().positive(),
  /** USD for one credit, as the line keeps it. */
  unit_price: z.number().nonnegative(),
  /** USD for the line as priced (quantity × unit_price). */
  report_price: z.number().nonnegative(),
  /** USD for the line at the firm's price now. */
  current_price: z.number().nonnegative(),
});
export type CreditCartItem = z.infer<typeof CreditCartItemSchema>;

/** One report of the archive bought alone (issue 44): the report, its type, and its price. */
export const ArchivedReportCartItemSchema = z.object({
  kind: z.literal('archived_report'),
  id: z.number().int().positive(),
  report: z.object({
    id: z.number().int().positive(),
    report_name: z.string(),
    report_type_name: z.string(),
    published_at: z.string().nullable(),
  }),
  image: z.string(),
  /** USD for the report, as the line keeps it. */
  report_price: z.number().nonnegative(),
  /** USD for the report at its type's price now. */
  current_price: z.number().nonnegative(),
});
export type ArchivedReportCartItem = z.infer<typeof ArchivedReportCartItemSchema>;

export const CartItemSchema = z.discriminatedUnion('kind', [
  SubscriptionCartItemSchema,
  CreditCartItemSchema,
  ArchivedReportCartItemSchema,
  CourseSeatsCartItemSchema,
]);
export type CartItem = z.infer<typeof CartItemSchema>;

/** A cart line's name, as the cart, checkout and receipts show it. */
export function cartLineName(line: CartItem): string {
  switch (line.kind) {
    case 'subscription':
      return line.report_types.report_type_name;
    case 'archived_report':
      return archivedReportLineName(line.report.report_name);
    case 'course_seats':
      return courseSeatsLineName(line.session.course_title, line.session, line.seats);
    case 'consultation_credit':
      return line.name;
  }
}

/** How a single archived report prints on a cart, an order, an invoice and a receipt. */
export const archivedReportLineName = (reportName: string): string => `Report: ${reportName}`;

/**
 * GET reports/cart/ and the answer to every change of the cart (SPEC §3/§7): the items, how many, their total in
 * USD, and `report_access`, the report type ids in the cart.
 */
export const CartResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: z.array(CartItemSchema),
  count: z.number().int().nonnegative(),
  total_cart_value: z.number().nonnegative(),
  report_access: z.array(z.number().int().positive()),
  /** The promo code remembered with the cart (issue 7) and what it takes off now; null without one. */
  applied_coupon: z
    .object({
      promo_code: z.string(),
      discounted_price: z.number().nonnegative(),
      final_amount: z.number().nonnegative(),
    })
    .nullable(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/**
 * Issue 16: a line keeps the price it was given when added (or when its tier changed); when the catalogue's price
 * changed since, checkout says so, e.g. 'Priced when you added it; the price is now $4,999.50.'. Null otherwise.
 */
export function keptPriceNote(line: Pick<CartItem, 'report_price' | 'current_price'>): string | null {
  if (Math.round(line.report_price * 100) === Math.round(line.current_price * 100)) return null;
  return `Priced when you added it; the price is now ${formatUsd(line.current_price, 'cents')}.`;
}
