import {
  AdminAnalystResponseSchema,
  AdminAnalystsResponseSchema,
  ConsultationPricesResponseSchema,
  SessionCalendarResponseSchema,
  SessionOutcomeResponseSchema,
  type SessionCalendarQuery,
  type SessionOutcomeInput,
  StaffBookingResponseSchema,
  type StaffBookingInput,
  type UpdateConsultationPrices,
  type CreateAnalystInput,
  type UpdateAnalystInput,
  StaffInvitationResponseSchema,
  StaffMembersResponseSchema,
  type StaffInvitation,
} from '@firm/domain';
import type { KyInstance } from 'ky';
import { parse } from '../parse.js';

/** The firm's staff (issue 16) and the analysts among them who take consultations (issue 43): admins only. */
export function createStaffCalls(api: KyInstance) {
  return {
    /** GET admin/staff/: every staff member with role and status. */
    staffMembers: () => parse(StaffMembersResponseSchema, api.get('admin/staff/')),

    /** POST admin/staff/: invites a staff member, who chooses a password from the mailed link. */
    inviteStaff: (body: StaffInvitation) =>
      parse(StaffInvitationResponseSchema, api.post('admin/staff/', { json: body })),

    /** GET admin/analysts/: every analyst, removed ones too, with availability. */
    analysts: () => parse(AdminAnalystsResponseSchema, api.get('admin/analysts/')),

    /** POST admin/analysts/: a staff member takes consultations. */
    addAnalyst: (body: CreateAnalystInput) =>
      parse(AdminAnalystResponseSchema, api.post('admin/analysts/', { json: body })),

    /** PATCH admin/analysts/{id}/: any of the profile and availability. */
    updateAnalyst: (analystId: number, body: UpdateAnalystInput) =>
      parse(AdminAnalystResponseSchema, api.patch(`admin/analysts/${analystId}/`, { json: body })),

    /** GET admin/consultation-prices/: what a session of each length costs now. */
    consultationPrices: () => parse(ConsultationPricesResponseSchema, api.get('admin/consultation-prices/')),

    /** PUT admin/consultation-prices/: every length's price, with the reason kept in the audit log. */
    setConsultationPrices: (body: UpdateConsultationPrices) =>
      parse(ConsultationPricesResponseSchema, api.put('admin/consultation-prices/', { json: body })),

    /**
     * GET admin/consultations/?analyst&from&days: an analyst's sessions over a day or a week of their days; without
     * an analyst, the asker's own.
     */
    sessionCalendar: ({ analyst, from, days }: SessionCalendarQuery) =>
      parse(
        SessionCalendarResponseSchema,
        api.get('admin/consultations/', {
          searchParams: { ...(analyst === undefined ? {} : { analyst }), from, days },
        }),
      ),

    /** POST admin/consultations/{id}/outcome/: a session that took place, completed or a no-show, with notes. */
    markSession: (sessionId: number, body: SessionOutcomeInput) =>
      parse(
        SessionOutcomeResponseSchema,
        api.post(`admin/consultations/${sessionId}/outcome/`, { json: body }),
      ),

    /** POST admin/consultations/: staff book one of an analyst's free times for a client, paid as they say. */
    bookForClient: (body: StaffBookingInput) =>
      parse(StaffBookingResponseSchema, api.post('admin/consultations/', { json: body })),

    /** DELETE admin/analysts/{id}/: takes no new sessions; those booked stay. */
    removeAnalyst: (analystId: number) =>
      parse(AdminAnalystResponseSchema, api.delete(`admin/analysts/${analystId}/`)),
  };
}
