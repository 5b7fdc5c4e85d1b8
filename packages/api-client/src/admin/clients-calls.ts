import {
  AdminClientChangeResponseSchema,
  AdminClientResponseSchema,
  AdminClientsResponseSchema,
  BillingProfileResponseSchema,
  type BillingProfileForm,
  type StatementFormat,
  type AdminClientsRequest,
  type AdminGraceExtend,
  type AdminSubscriptionExtendRequest,
  type AdminSubscriptionGrantRequest,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { blobOf, parse } from '../parse.js';
import { searchParamsOf } from './search-params.js';

const clientPath = (id: string) => `admin/clients/${encodeURIComponent(id)}/`;

/** The back office's clients (issue 16): admins change them, finance reads them. */
export function createClientCalls(api: KyInstance) {
  return {
    /** GET admin/clients/: organisations, paginated, sorted and filtered on the server. */
    clients: (query: AdminClientsRequest = {}) =>
      parse(AdminClientsResponseSchema, api.get('admin/clients/', { searchParams: searchParamsOf(query) })),

    /** GET admin/clients/{id}/: members, subscriptions, orders and the timeline of an organisation. */
    client: (id: string) => parse(AdminClientResponseSchema, api.get(clientPath(id))),

    /** POST admin/clients/{id}/suspend/ or reactivate/: its users' sessions end at once on suspension. */
    setClientSuspended: (id: string, suspended: boolean, reason: string) =>
      parse(
        AdminClientChangeResponseSchema,
        api.post(`${clientPath(id)}${suspended ? 'suspend' : 'reactivate'}/`, { json: { reason } }),
      ),

    /** POST admin/clients/{id}/users/{userId}/suspend/ or reactivate/. */
    setClientUserSuspended: (id: string, userId: string, suspended: boolean, reason: string) =>
      parse(
        AdminClientChangeResponseSchema,
        api.post(
          `${clientPath(id)}users/${encodeURIComponent(userId)}/${suspended ? 'suspend' : 'reactivate'}/`,
          { json: { reason } },
        ),
      ),

    /** POST admin/clients/{id}/subscriptions/: a complimentary subscription, with its reason. */
    grantSubscription: (id: string, body: AdminSubscriptionGrantRequest) =>
      parse(AdminClientChangeResponseSchema, api.post(`${clientPath(id)}subscriptions/`, { json: body })),

    /** POST admin/clients/{id}/subscriptions/{subscriptionId}/extend/: a later end, with its reason. */
    extendSubscription: (id: string, subscriptionId: string, body: AdminSubscriptionExtendRequest) =>
      parse(
        AdminClientChangeResponseSchema,
        api.post(`${clientPath(id)}subscriptions/${encodeURIComponent(subscriptionId)}/extend/`, {
          json: body,
        }),
      ),

    /** POST admin/clients/{id}/subscriptions/{subscriptionId}/grace/: access kept in grace until a later day. */
    extendGrace: (id: string, subscriptionId: string, body: AdminGraceExtend) =>
      parse(
        AdminClientChangeResponseSchema,
        api.post(`${clientPath(id)}subscriptions/${encodeURIComponent(subscriptionId)}/grace/`, {
          json: body,
        }),
      ),

    /** GET admin/clients/{id}/statement/{pdf|csv}/ (admins, finance): the organisation's statement of account. */
    clientStatement: (id: string, format: StatementFormat): Promise<Blob> =>
      blobOf(api.get(`${clientPath(id)}statement/${format}/`)),

    /** GET admin/clients/{id}/billing-profile/: the organisation's billing profile, null until saved. */
    clientBillingProfile: (id: string) =>
      parse(BillingProfileResponseSchema, api.get(`${clientPath(id)}billing-profile/`)),

    /** PUT admin/clients/{id}/billing-profile/ (admins, finance): the whole profile, on the audit log. */
    saveClientBillingProfile: (id: string, body: BillingProfileForm) =>
      parse(BillingProfileResponseSchema, api.put(`${clientPath(id)}billing-profile/`, { json: body })),
  };
}
