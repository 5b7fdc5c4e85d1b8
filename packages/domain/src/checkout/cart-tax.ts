import { z } from 'zod';

/**
 * GET reports/cart/tax/ (issue 46): the tax the caller's cart would pay now, on its lines less the remembered code's
 * discount, for the organisation's billing details or, without them, `country` (a name from the list, as checkout's
 * billing details hold it). Checkout adds it to the total; the server prices the order itself.
 */
export const CartTaxQuerySchema = z.object({
  country: z.string().trim().max(200, 'Country should contain only letters').optional(),
});

/** `place_known` false: no billing details and no country yet, so no tax is added until one is chosen. */
export const CartTaxResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    amount: z.number(),
    lines: z.array(z.object({ label: z.string(), amount: z.number() })),
    note: z.string().nullable(),
    place_known: z.boolean(),
  }),
});
export type CartTax = z.infer<typeof CartTaxResponseSchema>['data'];
