import { z } from 'zod';
import { PROMO_CODE_MAX_LENGTH } from '../checkout/coupon.js';
import { MAX_INTEGER_ID } from '../api/ids.js';
import { LINE_KINDS } from '../checkout/line-kinds.js';
import { adminListQuery, adminPage, optionalParam, type AdminListRequest } from './list-query.js';
import { StaffReasonSchema } from './audit.js';
import { isWholeCents } from '../money/format.js';

/**
 * The back office's promo codes (issue 16): created as the CLI creates them (percent or fixed, a window, at most so
 * many orders, a minimum amount), deactivated, and each code's redemptions. Amounts travel in US dollars.
 */
export const PROMO_CODE_STATES = ['active', 'scheduled', 'expired', 'deactivated', 'all'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];

/** A code's state now: usable, not usable yet, past its window, or deactivated by staff. */
export const PROMO_CODE_ROW_STATES = ['active', 'scheduled', 'expired', 'deactivated'] as const;
export type PromoCodeRowState = (typeof PROMO_CODE_ROW_STATES)[number];

export const AdminPromoCodeSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percent_off: z.number().int().nullable(),
  /** USD off, for a fixed code. */
  amount_off: z.number().nullable(),
  valid_from: z.string(),
  /** When the code stops working (exclusive); null for no end. */
  valid_until: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  /** USD; 0 for no minimum (of what the code applies to). */
  min_amount: z.number(),
  /** The kinds of item the code takes money off (issue 44); empty for every kind. */
  applies_to: z.array(z.enum(LINE_KINDS)),
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
  state: z.enum(PROMO_CODE_ROW_STATES),
  /** Orders holding a redemption now, as the code's rules count them (paid, settling, awaiting within their window). */
  redemptions: z.number().int().nonnegative(),
});
export type AdminPromoCode = z.infer<typeof AdminPromoCodeSchema>;

export const ADMIN_PROMO_CODE_SORTS = [
  'created_at',
  'code',
  'valid_from',
  'valid_until',
  'redemptions',
] as const;
export type AdminPromoCodeSort = (typeof ADMIN_PROMO_CODE_SORTS)[number];

export const PromoCodeMessages = {
  notFound: 'This promo code does not exist.',
  state: 'State must be active, scheduled, expired, deactivated or all.',
  codeRequired: 'Please give the code, e.g. SPRING10.',
  codeTooLong: `A code may hold at most ${PROMO_CODE_MAX_LENGTH} characters.`,
  codeCharacters: 'A code may hold only letters, digits, "-" and "_" (it is kept in upper case).',
  codeTaken: (code: string) => `A promo code ${code} already exists; choose another code.`,
  kind: 'Kind must be percent or fixed.',
  percent: 'Percent off must be a whole number from 1 to 100.',
  amount: 'Amount off must be above 0 US dollars, with at most 2 decimals.',
  percentOnly: 'A percent code takes a percent off, not an amount.',
  amountOnly: 'A fixed code takes an amount off, not a percent.',
  date: 'Give a date as YYYY-MM-DD, e.g. 2026-12-31.',
  untilBeforeFrom: 'The last day must not be before the first day.',
  untilPast: 'The last day must be today or later.',
  max: 'Maximum redemptions must be a whole number of at least 1, or empty for no limit.',
  min: 'Minimum amount must be 0 or more US dollars, with at most 2 decimals.',
  appliesTo:
    'Choose what the code applies to: subscriptions, consultation credits, archived reports or course seats.',
  alreadyDeactivated: 'This promo code is deactivated already.',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD that exists. */
export const calendarDay = z
  .string({ error: PromoCodeMessages.date })
  .regex(DAY, PromoCodeMessages.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, PromoCodeMessages.date);

/** GET admin/promo-codes/: newest first; by code and state. */
export const AdminPromoCodesQuerySchema = adminListQuery(ADMIN_PROMO_CODE_SORTS, 'created_at', {
  state: optionalParam(z.enum(PROMO_CODE_STATES, { error: PromoCodeMessages.state })).transform(
    (value): PromoCodeState => value ?? 'all',
  ),
  q: optionalParam(z.string().trim().max(100, 'Search may hold at most 100 characters.')),
});
export type AdminPromoCodesQuery = z.infer<typeof AdminPromoCodesQuerySchema>;
export interface AdminPromoCodesRequest extends AdminListRequest<AdminPromoCodeSort> {
  state?: PromoCodeState;
  q?: string;
}

export const AdminPromoCodesResponseSchema = adminPage(AdminPromoCodeSchema);
export type AdminPromoCodesResponse = z.infer<typeof AdminPromoCodesResponseSchema>;

/**
 * POST admin/promo-codes/: a percent (1–100) or fixed (USD) code; from a day (default today) to the end of a last
 * day (default no end), for at most so many orders, on orders of at least an amount; on every kind of item, or on
 * the kinds named in `applies_to` (issue 44), the discount and the minimum then counting those items only.
 */
export const AdminPromoCodeCreateSchema = z
  .object({
    code: z
      .string({ error: PromoCodeMessages.codeRequired })
      .max(200, PromoCodeMessages.codeTooLong)
      .transform((code) => code.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { message: PromoCodeMessages.codeRequired, abort: true })
          .max(PROMO_CODE_MAX_LENGTH, { message: PromoCodeMessages.codeTooLong, abort: true })
          .regex(/^[A-Z0-9_-]+$/, PromoCodeMessages.codeCharacters),
      ),
    kind: z.enum(['percent', 'fixed'], { error: PromoCodeMessages.kind }),
    percent_off: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: PromoCodeMessages.percent })
        .int(PromoCodeMessages.percent)
        .min(1, PromoCodeMessages.percent)
        .max(100, PromoCodeMessages.percent)
        .optional(),
    ),
    amount_off: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: PromoCodeMessages.amount })
        .gt(0, PromoCodeMessages.amount)
        .max(10_000_000, PromoCodeMessages.amount)
        .refine(isWholeCents, PromoCodeMessages.amount)
        .optional(),
    ),
    valid_from: z.preprocess(emptyToUndefined, calendarDay.optional()),
    /** The last day the code works: it runs out when the next day starts (UTC). */
    valid_until: z.preprocess(emptyToUndefined, calendarDay.optional()),
    max_redemptions: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: PromoCodeMessages.max })
        .int(PromoCodeMessages.max)
        .min(1, PromoCodeMessages.max)
        .max(MAX_INTEGER_ID, PromoCodeMessages.max)
        .optional(),
    ),
    min_amount: z.preprocess(
      emptyToUndefined,
      z
        .number({ error: PromoCodeMessages.min })
        .min(0, PromoCodeMessages.min)
        .max(10_000_000, PromoCodeMessages.min)
        .refine(isWholeCents, PromoCodeMessages.min)
        .optional(),
    ),
    applies_to: z
      .array(z.enum(LINE_KINDS, { error: PromoCodeMessages.appliesTo }), {
        error: PromoCodeMessages.appliesTo,
      })
      .max(LINE_KINDS.length, PromoCodeMessages.appliesTo)
      .optional()
      // Every kind named is no limit at all.
      .transform((kinds) => {
        const named = [...new Set(kinds ?? [])];
        return named.length === LINE_KINDS.length ? [] : named;
      }),
  })
  .superRefine((value, context) => {
    if (value.kind === 'percent') {
      if (value.percent_off === undefined)
        context.addIssue({ code: 'custom', path: ['percent_off'], message: PromoCodeMessages.percent });
      if (value.amount_off !== undefined)
        context.addIssue({ code: 'custom', path: ['amount_off'], message: PromoCodeMessages.percentOnly });
    } else {
      if (value.amount_off === undefined)
        context.addIssue({ code: 'custom', path: ['amount_off'], message: PromoCodeMessages.amount });
      if (value.percent_off !== undefined)
        context.addIssue({ code: 'custom', path: ['percent_off'], message: PromoCodeMessages.amountOnly });
    }
    if (value.valid_from && value.valid_until && value.valid_until < value.valid_from)
      context.addIssue({ code: 'custom', path: ['valid_until'], message: PromoCodeMessages.untilBeforeFrom });
  });
export type AdminPromoCodeCreate = z.infer<typeof AdminPromoCodeCreateSchema>;
export type AdminPromoCodeCreateRequest = z.input<typeof AdminPromoCodeCreateSchema>;

export const AdminPromoCodeResponseSchema = z.object({ status: z.literal(true), data: AdminPromoCodeSchema });
export type AdminPromoCodeResponse = z.infer<typeof AdminPromoCodeResponseSchema>;

/** POST admin/promo-codes/{id}/deactivate: confirmed, with a reason (it changes what clients pay). */
export const AdminPromoCodeDeactivateSchema = z.object({ reason: StaffReasonSchema });
export type AdminPromoCodeDeactivate = z.infer<typeof AdminPromoCodeDeactivateSchema>;

export const AdminPromoRedemptionSchema = z.object({
  order_id: z.string(),
  number: z.string(),
  organisation: z.string(),
  tenant_id: z.string(),
  status: z.string(),
  method: z.string(),
  /** USD. */
  total: z.number(),
  discount: z.number(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminPromoRedemption = z.infer<typeof AdminPromoRedemptionSchema>;

/** GET admin/promo-codes/{id}/redemptions/: the orders placed with the code, newest first. */
export const AdminPromoRedemptionsQuerySchema = adminListQuery(['created_at'], 'created_at', {});
export type AdminPromoRedemptionsQuery = z.infer<typeof AdminPromoRedemptionsQuerySchema>;
export type AdminPromoRedemptionsRequest = AdminListRequest<'created_at'>;

export const AdminPromoRedemptionsResponseSchema = adminPage(AdminPromoRedemptionSchema).extend({
  code: z.string(),
});
export type AdminPromoRedemptionsResponse = z.infer<typeof AdminPromoRedemptionsResponseSchema>;
