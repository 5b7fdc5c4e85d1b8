import {
  AdminInquiriesResponseSchema,
  AdminInquiryResponseSchema,
  AdminOverviewResponseSchema,
  AuditResponseSchema,
  StaffMeResponseSchema,
  type AdminInquiriesRequest,
  type AdminInquiryUpdate,
  type AuditRequest,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { createAdminReportCalls } from './admin/reports-calls.js';
import { createClientCalls } from './admin/clients-calls.js';
import { createCourseCalls } from './admin/courses-calls.js';
import { searchParamsOf } from './admin/search-params.js';
import { createStaffCalls } from './admin/staff-calls.js';
import { createAdminOrderCalls } from './admin/orders-calls.js';
import { createPromoCodeCalls } from './admin/promo-codes-calls.js';
import { createReportTypeCalls } from './admin/report-types-calls.js';
import { createTaxRateCalls } from './admin/tax-rates-calls.js';
import { parse } from './parse.js';
import type { Uploader } from './upload.js';

/** The back office's calls (issue 16), each answered only to staff whose role may make it. */
export function createAdminCalls(api: KyInstance, upload: Uploader) {
  return {
    ...createAdminReportCalls(api, upload),
    ...createClientCalls(api),
    ...createStaffCalls(api),
    ...createAdminOrderCalls(api),

    /** GET admin/me/: the signed-in staff member, their role and the areas it reads and writes. */
    me: () => parse(StaffMeResponseSchema, api.get('admin/me/')),

    /** GET admin/overview/: subscriptions by type, revenue by month, invoices, new inquiries, latest orders. */
    overview: () => parse(AdminOverviewResponseSchema, api.get('admin/overview/')),

    /** GET admin/inquiries/: the contact form's messages, paginated, sorted and filtered on the server. */
    inquiries: (query: AdminInquiriesRequest = {}) =>
      parse(
        AdminInquiriesResponseSchema,
        api.get('admin/inquiries/', { searchParams: searchParamsOf(query) }),
      ),

    /** PATCH admin/inquiries/{id}/: marks an inquiry handled, or new again (recorded in the audit log). */
    updateInquiry: (id: string, body: AdminInquiryUpdate) =>
      parse(
        AdminInquiryResponseSchema,
        api.patch(`admin/inquiries/${encodeURIComponent(id)}/`, { json: body }),
      ),

    /** GET admin/audit/: what staff changed, newest first, by staff member, organisation and action. */
    audit: (query: AuditRequest = {}) =>
      parse(AuditResponseSchema, api.get('admin/audit/', { searchParams: searchParamsOf(query) })),

    ...createReportTypeCalls(api),
    ...createPromoCodeCalls(api),
    ...createTaxRateCalls(api),
    ...createCourseCalls(api, upload),
  };
}
