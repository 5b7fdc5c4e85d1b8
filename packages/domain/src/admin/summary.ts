import { z } from 'zod';

/** GET admin/summary/: head counts shown on the admin dashboard. */
export const AdminSummaryResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ tenants: z.number().int(), clients: z.number().int() }),
});
export type AdminSummaryResponse = z.infer<typeof AdminSummaryResponseSchema>;

/** GET health/. */
export const HealthResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ database: z.literal('ok') }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
