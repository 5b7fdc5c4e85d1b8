import {
  AdminPromoCodeResponseSchema,
  AdminPromoCodesResponseSchema,
  AdminPromoRedemptionsResponseSchema,
  type AdminPromoCodeCreateRequest,
  type AdminPromoCodesRequest,
  type AdminPromoRedemptionsRequest,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { parse } from '../parse.js';
import { searchParamsOf } from './search-params.js';

/** The back office's promo codes (issue 16): admins and finance. */
export function createPromoCodeCalls(api: KyInstance) {
  return {
    /** GET admin/promo-codes/: codes with their redemptions, paged, sorted and filtered on the server. */
    promoCodes: (query: AdminPromoCodesRequest = {}) =>
      parse(
        AdminPromoCodesResponseSchema,
        api.get('admin/promo-codes/', { searchParams: searchParamsOf(query) }),
      ),

    /** POST admin/promo-codes/: a percent or fixed code with its window and limits (recorded in the audit log). */
    createPromoCode: (body: AdminPromoCodeCreateRequest) =>
      parse(AdminPromoCodeResponseSchema, api.post('admin/promo-codes/', { json: body })),

    /** POST admin/promo-codes/{id}/deactivate: no cart can use the code from now; a reason is required. */
    deactivatePromoCode: (id: number, reason: string) =>
      parse(
        AdminPromoCodeResponseSchema,
        api.post(`admin/promo-codes/${id}/deactivate`, { json: { reason } }),
      ),

    /** GET admin/promo-codes/{id}/redemptions/: the orders placed with the code. */
    promoCodeRedemptions: (id: number, query: AdminPromoRedemptionsRequest = {}) =>
      parse(
        AdminPromoRedemptionsResponseSchema,
        api.get(`admin/promo-codes/${id}/redemptions/`, { searchParams: searchParamsOf(query) }),
      ),
  };
}
