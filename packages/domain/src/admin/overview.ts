import { z } from 'zod';

/** GET admin/overview/: the back office's first page (issue 16). Money in dollars, as the rest of the API. */
export const AdminOverviewSchema = z.object({
  /** Report types with their running subscriptions and what those are worth a year at the prices paid. */
  subscriptions_by_type: z.array(
    z.object({
      report_type_id: z.number().int(),
      name: z.string(),
      active: z.number().int(),
      yearly_value: z.number(),
    }),
  ),
  /**
   * Paid orders of the last 12 months, oldest month first, each month present (0 when nothing was paid), and the
   * parts of `amount` paid for each kind of thing sold, each after its share of any discount: `consultations`
   * (sessions and credits), `courses` (course seats, issue 44) and `single_reports` (archived reports bought
   * alone); the rest is subscriptions and their renewals, upgrades and late fees.
   */
  revenue_by_month: z.array(
    z.object({
      month: z.string(),
      amount: z.number(),
      consultations: z.number(),
      courses: z.number(),
      single_reports: z.number(),
    }),
  ),
  invoices: z.object({
    open: z.number().int(),
    open_amount: z.number(),
    overdue: z.number().int(),
    overdue_amount: z.number(),
  }),
  new_inquiries: z.number().int(),
  latest_orders: z.array(
    z.object({
      id: z.string(),
      organisation: z.string(),
      amount: z.number(),
      status: z.string(),
      method: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

export const AdminOverviewResponseSchema = z.object({ status: z.literal(true), data: AdminOverviewSchema });
export type AdminOverviewResponse = z.infer<typeof AdminOverviewResponseSchema>;
