import { z } from 'zod';
import { adminListQuery, adminPage, optionalParam, type AdminListRequest } from './list-query.js';

/** The back office's inbox of the contact form's messages (issue 16): new until a staff member handles them. */
export const INQUIRY_STATES = ['new', 'handled', 'all'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];

export const AdminInquirySchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  phone_code: z.string().nullable(),
  company: z.string(),
  country: z.string(),
  hear_about_us: z.string(),
  reason_for_inquiry: z.string(),
  comments: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});
export type AdminInquiry = z.infer<typeof AdminInquirySchema>;

export const ADMIN_INQUIRY_SORTS = ['created_at', 'company', 'email'] as const;

/** GET admin/inquiries/: new ones first by default; searched by name, email, company and message. */
export const AdminInquiriesQuerySchema = adminListQuery(ADMIN_INQUIRY_SORTS, 'created_at', {
  state: optionalParam(z.enum(INQUIRY_STATES, { error: 'State must be new, handled or all.' })).transform(
    (value): InquiryState => value ?? 'new',
  ),
  q: optionalParam(z.string().trim().max(100, 'Search may hold at most 100 characters.')),
});
export type AdminInquiriesQuery = z.infer<typeof AdminInquiriesQuerySchema>;
export interface AdminInquiriesRequest extends AdminListRequest<(typeof ADMIN_INQUIRY_SORTS)[number]> {
  state?: InquiryState;
  q?: string;
}

export const AdminInquiriesResponseSchema = adminPage(AdminInquirySchema);
export type AdminInquiriesResponse = z.infer<typeof AdminInquiriesResponseSchema>;

/** PATCH admin/inquiries/{id}/: handled, or back to new. */
export const AdminInquiryUpdateSchema = z.object({
  handled: z.boolean({ error: 'Handled must be true or false.' }),
});
export type AdminInquiryUpdate = z.infer<typeof AdminInquiryUpdateSchema>;

export const AdminInquiryResponseSchema = z.object({ status: z.literal(true), data: AdminInquirySchema });
