import { z } from 'zod';
import { SubscriptionStatusSchema } from '../library/library.js';
import { TIER_KEYS } from './tiers.js';

/** One of the organisation's subscriptions: a report type at a tier (SPEC §3 tier key) for a period. */
export const OrganisationSubscriptionSchema = z.object({
  id: z.string(),
  report_type: z.number().int().positive(),
  report_type_name: z.string(),
  tier: z.enum(TIER_KEYS),
  starts_at: z.string(),
  ends_at: z.string(),
  status: SubscriptionStatusSchema,
});
export type OrganisationSubscription = z.infer<typeof OrganisationSubscriptionSchema>;

/** GET reports/subscriptions/: the signed-in client's organisation's subscriptions, active ones first. */
export const SubscriptionsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(OrganisationSubscriptionSchema),
});
export type SubscriptionsResponse = z.infer<typeof SubscriptionsResponseSchema>;
