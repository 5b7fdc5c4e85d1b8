import { z } from 'zod';
import { StaffReasonSchema } from './audit.js';

/**
 * The back office's report types and prices (issue 16): names, titles, groups, pictures and the three yearly tier
 * prices, and the price of one archived report bought alone (issue 44). Prices travel in US dollars as the catalogue sends them (kept in cents on the server); a change applies
 * to new carts, and carts priced before it say so at checkout.
 */
export const AdminReportTypeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** The group (parent type) id; null at the top level. */
  parent_id: z.number().int().positive().nullable(),
  parent_name: z.string().nullable(),
  position: z.number().int(),
  /** The uploaded picture's public address; null while the type shows its group's drawing. */
  image_url: z.string().nullable(),
  /** Yearly prices in USD; null where the type is not sold at the tier. */
  price_single: z.number().nonnegative().nullable(),
  price_upto_3: z.number().nonnegative().nullable(),
  price_enterprise: z.number().nonnegative().nullable(),
  /** The price in USD of one archived report of the type bought alone (issue 44); null where none is sold alone. */
  price_archived_report: z.number().nonnegative().nullable(),
  reports: z.number().int().nonnegative(),
  active_subscriptions: z.number().int().nonnegative(),
});
export type AdminReportType = z.infer<typeof AdminReportTypeSchema>;

export const ADMIN_REPORT_TYPE_SORTS = ['position', 'name', 'reports', 'active_subscriptions'] as const;
export type AdminReportTypeSort = (typeof ADMIN_REPORT_TYPE_SORTS)[number];

export const ReportTypeMessages = {
  priceReason: 'Please give a reason for the price change.',
  notFound: 'This report type does not exist.',
  nameRequired: 'Please give the report type a name.',
  nameTooLong: 'A name may hold at most 200 characters.',
  nameTaken: (name: string) => `A report type named "${name}" exists already; choose another name.`,
  titleTooLong: 'A title may hold at most 300 characters.',
  descriptionTooLong: 'A description may hold at most 5,000 characters.',
  parent: 'The group must be a report type id, or empty for the top level.',
  parentMissing: 'The chosen group does not exist.',
  parentSelf: 'A report type cannot be its own group.',
  parentCycle: 'A report type cannot be placed inside one of its own nested types.',
  price: 'A price must be an amount in US dollars of 0 or more, with at most 2 decimals, or empty.',
  sort: `Sort must be one of ${ADMIN_REPORT_TYPE_SORTS.join(', ')}.`,
  direction: 'Direction must be asc or desc.',
  search: 'Search may hold at most 100 characters.',
  imageType: 'The picture must be a PNG, JPEG or WebP image.',
  imageTooLarge: 'The picture may be at most 2 MB.',
  imageEmpty: 'Send the picture as the request body.',
  noImage: 'This report type has no uploaded picture.',
} as const;

/** Largest picture accepted, in bytes. */
export const REPORT_TYPE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const REPORT_TYPE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const empty = (value: unknown) => value === '' || value === null || value === undefined;

/** GET admin/report-types/: every type (few rows, no pages), searched by name or title, sorted. */
export const AdminReportTypesQuerySchema = z.object({
  sort: z
    .preprocess(
      (value) => (empty(value) ? undefined : value),
      z.enum(ADMIN_REPORT_TYPE_SORTS, { error: ReportTypeMessages.sort }).optional(),
    )
    .transform((value): AdminReportTypeSort => value ?? 'position'),
  direction: z
    .preprocess(
      (value) => (empty(value) ? undefined : value),
      z.enum(['asc', 'desc'], { error: ReportTypeMessages.direction }).optional(),
    )
    .transform((value) => value ?? 'asc'),
  q: z
    .preprocess(
      (value) => (empty(value) ? undefined : value),
      z.string().trim().max(100, ReportTypeMessages.search).optional(),
    )
    .transform((value) => value || undefined),
});
export type AdminReportTypesQuery = z.infer<typeof AdminReportTypesQuerySchema>;
export interface AdminReportTypesRequest {
  sort?: AdminReportTypeSort;
  direction?: 'asc' | 'desc';
  q?: string;
}

export const AdminReportTypesResponseSchema = z.object({
  status: z.literal(true),
  count: z.number().int(),
  data: z.array(AdminReportTypeSchema),
});
export type AdminReportTypesResponse = z.infer<typeof AdminReportTypesResponseSchema>;

const price = z
  .number({ error: ReportTypeMessages.price })
  .min(0, ReportTypeMessages.price)
  .max(10_000_000, ReportTypeMessages.price)
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, ReportTypeMessages.price)
  .nullable();

/** PATCH admin/report-types/{id}/: any of the fields; prices in USD, null for a tier not sold. */
export const AdminReportTypeUpdateSchema = z
  .object({
    name: z
      .string({ error: ReportTypeMessages.nameRequired })
      .trim()
      .min(1, ReportTypeMessages.nameRequired)
      .max(200, ReportTypeMessages.nameTooLong),
    title: z
      .string({ error: ReportTypeMessages.titleTooLong })
      .trim()
      .max(300, ReportTypeMessages.titleTooLong),
    description: z
      .string({ error: ReportTypeMessages.descriptionTooLong })
      .max(5000, ReportTypeMessages.descriptionTooLong),
    parent_id: z
      .number({ error: ReportTypeMessages.parent })
      .int(ReportTypeMessages.parent)
      .positive(ReportTypeMessages.parent)
      .max(2_147_483_647, ReportTypeMessages.parent)
      .nullable(),
    price_single: price,
    price_upto_3: price,
    price_enterprise: price,
    price_archived_report: price,
    /** Why; required by the server when a price actually changes (money), kept in the audit record. */
    reason: StaffReasonSchema,
  })
  .partial()
  .strict();
export type AdminReportTypeUpdate = z.infer<typeof AdminReportTypeUpdateSchema>;

export const AdminReportTypeResponseSchema = z.object({
  status: z.literal(true),
  data: AdminReportTypeSchema,
});
export type AdminReportTypeResponse = z.infer<typeof AdminReportTypeResponseSchema>;

/** Which picture format the first bytes of a file are, or null for any other (SVG is refused: it may run script). */
export function imageTypeOf(bytes: Uint8Array): (typeof REPORT_TYPE_IMAGE_TYPES)[number] | null {
  const starts = (...sig: number[]) => sig.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}

/**
 * The public address of a report type's uploaded picture: stable per picture (the version changes with the
 * picture, so browsers may keep it long).
 */
export function reportTypeImagePath(id: number, imageKey: string): string {
  const version = imageKey.split('/').pop()!.split('.')[0]!.split('-').pop()!;
  return `/api/report-types/${id}/image?v=${version}`;
}
