import { z } from 'zod';

const price = z.number().nonnegative().nullable();

const ReportTypeFields = z.object({
  id: z.number().int().positive(),
  report_type_name: z.string().min(1),
  title: z.string(),
  /** The parent type's id for a nested type; null at the top level. */
  report_type: z.number().int().positive().nullable(),
  /** Yearly prices in USD; null where the type is a group that is not sold on its own. */
  subscription_price_for_single_user: price,
  subscription_price_for_upto_3_user: price,
  subscription_price_for_enterprise: price,
});

/** SPEC §3 report type, with its nested types in sub_list. */
export type ReportType = z.infer<typeof ReportTypeFields> & { sub_list: ReportType[] };

export const ReportTypeSchema: z.ZodType<ReportType> = ReportTypeFields.extend({
  sub_list: z.array(z.lazy(() => ReportTypeSchema)),
});

/** GET reports/report-types: status, data.results (top-level types, nested types in sub_list). */
export const ReportTypesResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ results: z.array(ReportTypeSchema) }),
});
export type ReportTypesResponse = z.infer<typeof ReportTypesResponseSchema>;

export const ReportTypeDescriptionSchema = z.object({
  report_type: z.number().int().positive(),
  report_type_name: z.string(),
  description: z.string(),
});
export type ReportTypeDescription = z.infer<typeof ReportTypeDescriptionSchema>;

/** GET reports/report-type-descriptions/: data, one description per report type. */
export const ReportTypeDescriptionsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(ReportTypeDescriptionSchema),
});
export type ReportTypeDescriptionsResponse = z.infer<typeof ReportTypeDescriptionsResponseSchema>;
