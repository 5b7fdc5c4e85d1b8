import {
  AdminReportTypeResponseSchema,
  AdminReportTypesResponseSchema,
  type AdminReportTypesRequest,
  type AdminReportTypeUpdate,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { parse } from '../parse.js';
import { searchParamsOf } from './search-params.js';

/** The back office's report types and prices (issue 16): admins and editors. */
export function createReportTypeCalls(api: KyInstance) {
  return {
    /** GET admin/report-types/: every type with its group, prices (USD) and counts, searched and sorted. */
    reportTypes: (query: AdminReportTypesRequest = {}) =>
      parse(
        AdminReportTypesResponseSchema,
        api.get('admin/report-types/', { searchParams: searchParamsOf(query) }),
      ),

    /** PATCH admin/report-types/{id}/: name, title, description, group and the three prices (USD). */
    updateReportType: (id: number, body: AdminReportTypeUpdate) =>
      parse(AdminReportTypeResponseSchema, api.patch(`admin/report-types/${id}/`, { json: body })),

    /** PUT admin/report-types/{id}/image: a PNG, JPEG or WebP picture as the raw body. */
    uploadReportTypeImage: (id: number, image: Blob) =>
      parse(
        AdminReportTypeResponseSchema,
        api.put(`admin/report-types/${id}/image`, {
          body: image,
          headers: { 'content-type': image.type || 'application/octet-stream' },
          timeout: 60_000,
        }),
      ),
  };
}
