import {
  AnalystsResponseSchema,
  ConsultationPricesResponseSchema,
  ClientSessionsResponseSchema,
  HoldResponseSchema,
  SessionChangeResponseSchema,
  ConsultationMessageResponseSchema,
  type RescheduleRequest,
  SlotsResponseSchema,
  type ConsultationPayment,
  type HoldRequest,
  type SlotsQuery,
  AdminSummaryResponseSchema,
  BillingChangeResponseSchema,
  BillingOverviewResponseSchema,
  BillingProfileResponseSchema,
  type BillingProfileForm,
  type RenewalPoRequest,
  type StatementFormat,
  TierChangeQuoteSchema,
  type AutoRenewRequest,
  type PayOrderRequest,
  type TierChangeRequest,
  InvitationPreviewResponseSchema,
  ProfileMessageResponseSchema,
  SavedSearchDeletedResponseSchema,
  TeamChangeResponseSchema,
  AlertPreferencesResponseSchema,
  LastVisitResponseSchema,
  SavedSearchesResponseSchema,
  SavedSearchResponseSchema,
  type CreateSavedSearch,
  type UpdateSavedSearch,
  UnsubscribeLinkResponseSchema,
  UnsubscribeResponseSchema,
  type UpdateAlertPreferences,
  TeamEventsResponseSchema,
  TeamResponseSchema,
  type EmailChangeConfirm,
  type EmailChangeRequest,
  type InvitationAccept,
  type InvitationRequest,
  type OwnershipTransfer,
  type PasswordChange,
  type ProfileUpdate,
  type RoleChange,
  type SeatChange,
  ArchiveResponseSchema,
  ArchivedReportsResponseSchema,
  UpcomingSessionsResponseSchema,
  BookmarkChangeResponseSchema,
  BookmarksResponseSchema,
  CartResponseSchema,
  CartTaxResponseSchema,
  CouponRemovedResponseSchema,
  CouponResultSchema,
  InvoiceResponseSchema,
  PaymentConfigResponseSchema,
  PaymentIntentResponseSchema,
  SandboxConfirmResponseSchema,
  LibraryResponseSchema,
  OrderResponseSchema,
  ProfileResponseSchema,
  PresignedUrlResponseSchema,
  ForgotPasswordResponseSchema,
  RegistrationResponseSchema,
  ResetPasswordResponseSchema,
  VerifyOtpResponseSchema,
  HealthResponseSchema,
  InquiryResponseSchema,
  LoginResponseSchema,
  ReportTypeDescriptionsResponseSchema,
  ReportTypesResponseSchema,
  SubscriptionsResponseSchema,
  TokenRefreshResponseSchema,
  type AddArchivedReportRequest,
  type AddCourseSeatsRequest,
  type AddParticipantRequest,
  ClientCourseResponseSchema,
  type CourseMaterialLinkRequest,
  type JoinWaitingListRequest,
  WaitingListEntryResponseSchema,
  WaitingListLeftResponseSchema,
  WaitingListResponseSchema,
  ClientCoursesResponseSchema,
  type AddToCartRequest,
  type ApplyCouponRequest,
  type CheckoutPaymentRequest,
  type PayByInvoiceRequest,
  type SandboxConfirmRequest,
  type ArchiveRequest,
  type CartCreditsRequest,
  type ChangeCartItemRequest,
  type ForgotPasswordRequest,
  type InquiryForm,
  type LibraryRequest,
  type PresignedUrlRequest,
  type LoginForm,
  type RegistrationConfirm,
  type RegistrationPayload,
  type ResetPasswordRequest,
  type VerifyOtpRequest,
} from '@firm/domain';
import ky, { type KyInstance } from 'ky';
import { createAdminCalls } from './admin-calls.js';
import { blobOf, parse } from './parse.js';
import { canRefresh, type SessionStore } from './session.js';
import { createUploader } from './upload.js';

export interface ApiClientOptions {
  /** The API base, ending in /api/ (SPEC §7), e.g. `https://example.com/api/` or `/api/`. */
  baseUrl: string;
  session: SessionStore;
  /** Another fetch (tests, server-side callers). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Query values as SPEC §7 sends them: filters left empty are left out. */
function searchParamsOf(
  query: LibraryRequest | ArchiveRequest | { page?: number; search_query?: string },
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}

/**
 * The HTTP layer of every call. Every call through `api` carries `Authorization: Bearer` while the session has an
 * access token. A 401 is retried once after `accounts/token/refresh/`, and only when the session holds accessToken,
 * email, refreshToken and id; when the refresh fails the session is cleared and the call rejects (SPEC §4, §8).
 * Concurrent 401s share one refresh, because a refresh token can be spent only once. `plain` carries no token.
 */
function createTransport({ baseUrl, session, fetch, timeoutMs = 15_000 }: ApiClientOptions) {
  const prefixUrl = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const plain: KyInstance = ky.create({
    prefixUrl,
    retry: 0,
    timeout: timeoutMs,
    ...(fetch ? { fetch } : {}),
  });

  const withBearer = plain.extend({
    hooks: {
      beforeRequest: [
        (request) => {
          const { accessToken } = session.read();
          if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
        },
      ],
    },
  });

  let refreshing: Promise<string> | null = null;

  function refreshAccessToken(refreshToken: string): Promise<string> {
    refreshing ??= (async () => {
      try {
        const answer = await parse(
          TokenRefreshResponseSchema,
          plain.post('accounts/token/refresh/', { json: { refresh: refreshToken } }),
        );
        session.write({
          accessToken: answer.access,
          ...(answer.refresh ? { refreshToken: answer.refresh } : {}),
        });
        return answer.access;
      } catch (error) {
        session.clear();
        throw error;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  const api = withBearer.extend({
    hooks: {
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 401) return response;
          const current = session.read();
          if (!canRefresh(current)) return response;
          const access = await refreshAccessToken(current.refreshToken);
          request.headers.set('Authorization', `Bearer ${access}`);
          // The retry goes out without this hook: a second 401 is final.
          return plain(request);
        },
      ],
    },
  });

  return { plain, api, prefixUrl, refreshAccessToken };
}

type Transport = ReturnType<typeof createTransport>;

/** The calls of the site and the client portal (SPEC §7), one function each. */
function clientCalls({ plain, api }: Transport, session: SessionStore) {
  return {
    /** POST accounts/clientlogin/. Resolves the SPEC §3 answer (status true or false); rejects on HTTP errors. */
    login: (body: LoginForm) =>
      parse(LoginResponseSchema, plain.post('accounts/clientlogin/', { json: body })),

    /**
     * Forgets the session at once (SPEC §4), then revokes its refresh token on the server (DESIGN §4); a failure of
     * that call changes nothing for the user, who is signed out either way.
     */
    async logout(): Promise<void> {
      const { refreshToken } = session.read();
      session.clear();
      if (!refreshToken) return;
      await plain.post('accounts/logout/', { json: { refresh: refreshToken } }).catch(() => undefined);
    },

    health: () => parse(HealthResponseSchema, plain.get('health/')),

    /** GET reports/report-types: the catalogue (SPEC §3 report types with sub_list). */
    reportTypes: () => parse(ReportTypesResponseSchema, api.get('reports/report-types')),

    /** POST inquiries/: the contact form (DESIGN §4). Rejects with the field messages when the server refuses it. */
    submitInquiry: (body: InquiryForm) =>
      parse(InquiryResponseSchema, plain.post('inquiries/', { json: body })),

    /** GET reports/report-type-descriptions/. */
    reportTypeDescriptions: () =>
      parse(ReportTypeDescriptionsResponseSchema, api.get('reports/report-type-descriptions/')),

    /** POST accounts/client/tenant-register/ with the SPEC §3 payload: creates the pending tenant, mails a code. */
    register: (body: RegistrationPayload) =>
      parse(RegistrationResponseSchema, plain.post('accounts/client/tenant-register/', { json: body })),

    /** The second POST to the same path, with { otp, email }: confirms the email and activates the tenant. */
    confirmRegistration: (body: RegistrationConfirm) =>
      parse(RegistrationResponseSchema, plain.post('accounts/client/tenant-register/', { json: body })),

    /** POST accounts/forgot-password/: mails a code when the address has an account; the answer never says. */
    forgotPassword: (body: ForgotPasswordRequest) =>
      parse(ForgotPasswordResponseSchema, plain.post('accounts/forgot-password/', { json: body })),

    /**
     * POST accounts/verify-otp/: a reset token for the right code. A wrong one rejects with an ApiRequestError
     * whose `remainingAttempts` says how many tries are left.
     */
    verifyOtp: (body: VerifyOtpRequest) =>
      parse(VerifyOtpResponseSchema, plain.post('accounts/verify-otp/', { json: body })),

    /** POST accounts/reset-password/: spends the token and sets the new password. */
    resetPassword: (body: ResetPasswordRequest) =>
      parse(ResetPasswordResponseSchema, plain.post('accounts/reset-password/', { json: body })),

    /** GET reports/report/acess/: a page of the Report Library, grouped by type, with report_access. */
    reportLibrary: (query: LibraryRequest = {}) =>
      parse(LibraryResponseSchema, api.get('reports/report/acess/', { searchParams: searchParamsOf(query) })),

    /** GET reports/bookmarks/: a page of the caller's bookmarks. */
    bookmarks: (query: LibraryRequest = {}) =>
      parse(BookmarksResponseSchema, api.get('reports/bookmarks/', { searchParams: searchParamsOf(query) })),

    /** GET reports/subscriptions/: the signed-in client's organisation's subscriptions (active or expired). */
    subscriptions: () => parse(SubscriptionsResponseSchema, api.get('reports/subscriptions/')),

    /** POST reports/bookmarks/ {report_id}: answers the bookmark's id. */
    addBookmark: (reportId: number) =>
      parse(BookmarkChangeResponseSchema, api.post('reports/bookmarks/', { json: { report_id: reportId } })),

    /** DELETE reports/bookmarks/{id}/. */
    removeBookmark: (bookmarkId: string) =>
      parse(BookmarkChangeResponseSchema, api.delete(`reports/bookmarks/${encodeURIComponent(bookmarkId)}/`)),

    /**
     * GET reports/elastic-search/: a page of the Report Archives search (open to visitors), each result with
     * plain-text highlights and match ranges to mark, and whether the caller may open it.
     */
    archiveSearch: (query: ArchiveRequest) =>
      parse(
        ArchiveResponseSchema,
        api.get('reports/elastic-search/', { searchParams: searchParamsOf(query) }),
      ),

    /** POST reports/generate-presigned-url/: a 5-minute link to view or download a report the caller may open. */
    reportFileUrl: (body: PresignedUrlRequest) =>
      parse(PresignedUrlResponseSchema, api.post('reports/generate-presigned-url/', { json: body })),

    /** GET reports/cart/: the caller's cart, its count, total and the report type ids in it. */
    cart: () => parse(CartResponseSchema, api.get('reports/cart/')),

    /**
     * GET reports/cart/tax/?country=: the tax checkout adds (issue 46), for the organisation's billing details or,
     * without them, the country chosen at checkout.
     */
    cartTax: (country?: string) =>
      parse(
        CartTaxResponseSchema,
        api.get('reports/cart/tax/', { searchParams: country ? { country } : {} }),
      ),

    /** POST reports/cart/ {report_type, selected_subscription}: answers the whole cart. */
    addToCart: (body: AddToCartRequest) =>
      parse(CartResponseSchema, api.post('reports/cart/', { json: body })),

    /** PATCH reports/cart/{id}/ {selected_subscription}: another tier for a line; answers the whole cart. */
    changeCartItem: (itemId: number, body: ChangeCartItemRequest) =>
      parse(CartResponseSchema, api.patch(`reports/cart/${itemId}/`, { json: body })),

    /** POST reports/cart/credits/ {quantity}: consultation credits into the cart (issue 43); answers the whole cart. */
    addCartCredits: (body: CartCreditsRequest) =>
      parse(CartResponseSchema, api.post('reports/cart/credits/', { json: body })),

    /** POST reports/cart/archived/ {report}: one archived report into the cart (issue 44); answers the whole cart. */
    addArchivedReportToCart: (body: AddArchivedReportRequest) =>
      parse(CartResponseSchema, api.post('reports/cart/archived/', { json: body })),

    /** GET reports/archived/: a page of the archive sold report by report (issue 44), open to visitors. */
    archivedReports: (query: { page?: number; search_query?: string }) =>
      parse(
        ArchivedReportsResponseSchema,
        api.get('reports/archived/', { searchParams: searchParamsOf(query) }),
      ),

    /** POST reports/cart/course-seats/ {session, seats}: seats of a course session into the cart (issue 44). */
    addCourseSeatsToCart: (body: AddCourseSeatsRequest) =>
      parse(CartResponseSchema, api.post('reports/cart/course-seats/', { json: body })),

    /** PATCH reports/cart/{id}/ {seats}: how many seats a course line holds; answers the whole cart. */
    changeCartSeats: (itemId: number, body: { seats: number }) =>
      parse(CartResponseSchema, api.patch(`reports/cart/${itemId}/`, { json: body })),

    /** GET courses/sessions/ (no session needed): every course session to come, soonest first (issue 44). */
    courseSessions: () => parse(UpcomingSessionsResponseSchema, plain.get('courses/sessions/')),

    /** PATCH reports/cart/{id}/ {quantity}: how many credits the credits line holds; answers the whole cart. */
    changeCartCredits: (itemId: number, body: CartCreditsRequest) =>
      parse(CartResponseSchema, api.patch(`reports/cart/${itemId}/`, { json: body })),

    /** DELETE reports/cart/{id}/: answers the whole cart. */
    removeCartItem: (itemId: number) => parse(CartResponseSchema, api.delete(`reports/cart/${itemId}/`)),

    /**
     * POST reports/apply-coupon/ {amount, promo_code}: the total with the code. A refusal rejects with an
     * ApiRequestError whose `body` holds SPEC §7's data.promo_code list (see couponFailureMessage).
     */
    applyCoupon: (body: ApplyCouponRequest) =>
      parse(CouponResultSchema, api.post('reports/apply-coupon/', { json: body })),

    /** DELETE reports/apply-coupon/: the cart forgets its promo code (the code was edited, SPEC §4). */
    removeCoupon: () => parse(CouponRemovedResponseSchema, api.delete('reports/apply-coupon/')),

    /** GET payments/config/: the payment provider (stripe or sandbox) and Stripe's publishable key. */
    paymentConfig: () => parse(PaymentConfigResponseSchema, plain.get('payments/config/')),

    /** POST reports/bank/payments/checkout/: one order and its payment intent; answers the client_secret. */
    createPaymentIntent: (body: CheckoutPaymentRequest) =>
      parse(PaymentIntentResponseSchema, api.post('reports/bank/payments/checkout/', { json: body })),

    /** POST payments/sandbox/confirm/: confirms a sandbox payment intent, as Stripe.js confirms a real one. */
    confirmSandboxPayment: (body: SandboxConfirmRequest) =>
      parse(SandboxConfirmResponseSchema, api.post('payments/sandbox/confirm/', { json: body })),

    /** GET accounts/profile/: the signed-in client's own profile (clients only). */
    profile: () => parse(ProfileResponseSchema, api.get('accounts/profile/')),

    /** PATCH accounts/profile/: saves the person's fields (and the company's, for owners and admins). */
    updateProfile: (body: ProfileUpdate) =>
      parse(ProfileResponseSchema, api.patch('accounts/profile/', { json: body })),

    /** POST accounts/profile/email/ {email, password}: mails a code to the new address. */
    requestEmailChange: (body: EmailChangeRequest) =>
      parse(ProfileMessageResponseSchema, api.post('accounts/profile/email/', { json: body })),

    /** POST accounts/profile/email/confirm/ {otp}: the new address takes effect; answers the profile. */
    confirmEmailChange: (body: EmailChangeConfirm) =>
      parse(ProfileResponseSchema, api.post('accounts/profile/email/confirm/', { json: body })),

    /** POST accounts/profile/password/: a new password; the user's other sessions end. */
    changePassword: (body: PasswordChange) =>
      parse(ProfileMessageResponseSchema, api.post('accounts/profile/password/', { json: body })),

    /** GET team/: the organisation's members and invitations, its subscriptions' seats, the caller's role. */
    team: () => parse(TeamResponseSchema, api.get('team/')),

    /** POST team/invitations/ {email, role, seats}: mails a 7-day link; answers the team. */
    invite: (body: InvitationRequest) =>
      parse(TeamChangeResponseSchema, api.post('team/invitations/', { json: body })),

    /** POST team/invitations/{id}/resend/: a new link (the old one stops working) and 7 more days. */
    resendInvitation: (invitationId: string) =>
      parse(
        TeamChangeResponseSchema,
        api.post(`team/invitations/${encodeURIComponent(invitationId)}/resend/`),
      ),

    /** DELETE team/invitations/{id}/: withdraws the invitation and frees its seats. */
    revokeInvitation: (invitationId: string) =>
      parse(TeamChangeResponseSchema, api.delete(`team/invitations/${encodeURIComponent(invitationId)}/`)),

    /** PATCH team/members/{id}/ {role}. */
    changeRole: (memberId: string, body: RoleChange) =>
      parse(
        TeamChangeResponseSchema,
        api.patch(`team/members/${encodeURIComponent(memberId)}/`, { json: body }),
      ),

    /** POST team/members/{id}/suspend/: the member's sessions end at once. */
    suspendMember: (memberId: string) =>
      parse(TeamChangeResponseSchema, api.post(`team/members/${encodeURIComponent(memberId)}/suspend/`)),

    /** POST team/members/{id}/reactivate/. */
    reactivateMember: (memberId: string) =>
      parse(TeamChangeResponseSchema, api.post(`team/members/${encodeURIComponent(memberId)}/reactivate/`)),

    /** DELETE team/members/{id}/: removes the member; their sessions end and their seats are freed. */
    removeMember: (memberId: string) =>
      parse(TeamChangeResponseSchema, api.delete(`team/members/${encodeURIComponent(memberId)}/`)),

    /** POST team/ownership/ {member_id}: the owner hands the organisation to an admin. */
    transferOwnership: (body: OwnershipTransfer) =>
      parse(TeamChangeResponseSchema, api.post('team/ownership/', { json: body })),

    /** PUT team/seats/ {member_id, report_type_id, seated}. Beyond the tier: 409 with the tier's message. */
    changeSeat: (body: SeatChange) => parse(TeamChangeResponseSchema, api.put('team/seats/', { json: body })),

    /** GET team/events/?page=N: the record of the team's changes, newest first (owners and admins). */
    teamEvents: (page = 1) =>
      parse(TeamEventsResponseSchema, api.get('team/events/', { searchParams: { page } })),

    /** GET consultations/analysts/ (no session needed): the analysts taking sessions. */
    consultationAnalysts: () => parse(AnalystsResponseSchema, plain.get('consultations/analysts/')),

    /** GET consultations/prices/: what a session of each length costs now. */
    consultationPrices: () => parse(ConsultationPricesResponseSchema, plain.get('consultations/prices/')),

    /** GET consultations/slots/?length&day&time_zone&analyst: a day's free times in the booker's zone. */
    consultationSlots: (query: SlotsQuery) =>
      parse(
        SlotsResponseSchema,
        plain.get('consultations/slots/', {
          searchParams: { ...query, length: String(query.length), analyst: String(query.analyst) },
        }),
      ),

    /** POST consultations/holds/: holds a free time for 10 minutes; 409 'That time was just taken' with fresh times. */
    holdConsultation: (body: HoldRequest) =>
      parse(HoldResponseSchema, api.post('consultations/holds/', { json: body })),

    /** POST consultations/holds/{id}/pay/ {method: card}: the held time's payment, answered as checkout's. */
    payConsultation: (holdId: number, body: ConsultationPayment) =>
      parse(PaymentIntentResponseSchema, api.post(`consultations/holds/${holdId}/pay/`, { json: body })),

    /** POST consultations/holds/{id}/monthly-call/: books a held 60-minute session with the enterprise monthly call. */
    useMonthlyCall: (holdId: number) =>
      parse(ConsultationMessageResponseSchema, api.post(`consultations/holds/${holdId}/monthly-call/`)),

    /** POST consultations/holds/{id}/credit/: books a held 60-minute session with one of the organisation's credits. */
    useConsultationCredit: (holdId: number) =>
      parse(ConsultationMessageResponseSchema, api.post(`consultations/holds/${holdId}/credit/`)),

    /** POST consultations/holds/{id}/invoice/: books a held session on an invoice (organisations paying by invoice). */
    payConsultationByInvoice: (holdId: number) =>
      parse(ConsultationMessageResponseSchema, api.post(`consultations/holds/${holdId}/invoice/`)),

    /** POST consultations/{id}/cancel/: at least 24 hours ahead; answers the session as it is now. */
    cancelConsultation: (sessionId: number) =>
      parse(SessionChangeResponseSchema, api.post(`consultations/${sessionId}/cancel/`)),

    /** POST consultations/{id}/reschedule/ {starts_at, time_zone}: another free time, at least 24 hours ahead. */
    rescheduleConsultation: (sessionId: number, body: RescheduleRequest) =>
      parse(SessionChangeResponseSchema, api.post(`consultations/${sessionId}/reschedule/`, { json: body })),

    /** DELETE consultations/holds/{id}/: gives the held time up. */
    releaseConsultation: (holdId: number) =>
      api.delete(`consultations/holds/${holdId}/`).then(() => undefined),

    /** GET consultations/: the caller's sessions (the organisation's for owners and admins), to come and past. */
    consultations: () => parse(ClientSessionsResponseSchema, api.get('consultations/')),

    /** GET courses/mine/: the organisation's course sessions, their seats and participants (issue 44). */
    myCourses: () => parse(ClientCoursesResponseSchema, api.get('courses/mine/')),

    /** POST courses/sessions/{id}/participants/ {email}: names a participant for one of the paid seats. */
    addCourseParticipant: (sessionId: number, body: AddParticipantRequest) =>
      parse(
        ClientCourseResponseSchema,
        api.post(`courses/sessions/${sessionId}/participants/`, { json: body }),
      ),

    /** DELETE courses/participants/{id}/: swaps a participant out; the seat is free to name another. */
    removeCourseParticipant: (participantId: number) =>
      parse(ClientCourseResponseSchema, api.delete(`courses/participants/${participantId}/`)),

    /** POST courses/materials/{id}/link/ {operation}: a 5-minute link to a material of a session the caller attends. */
    courseMaterialUrl: (materialId: number, body: CourseMaterialLinkRequest) =>
      parse(PresignedUrlResponseSchema, api.post(`courses/materials/${materialId}/link/`, { json: body })),

    /** GET courses/waiting-list/: the organisation's places on full sessions' waiting lists, and seats offered. */
    waitingList: () => parse(WaitingListResponseSchema, api.get('courses/waiting-list/')),

    /** POST courses/sessions/{id}/waiting-list/ {seats}: joins a full session's waiting list for the organisation. */
    joinWaitingList: (sessionId: number, body: JoinWaitingListRequest) =>
      parse(
        WaitingListEntryResponseSchema,
        api.post(`courses/sessions/${sessionId}/waiting-list/`, { json: body }),
      ),

    /** DELETE courses/waiting-list/{id}/: leaves the waiting list, or declines the seats offered. */
    leaveWaitingList: (entryId: number) =>
      parse(WaitingListLeftResponseSchema, api.delete(`courses/waiting-list/${entryId}/`)),

    /** GET accounts/last-visit/: when the caller's previous visit began; what came since is 'New'. */
    lastVisit: () => parse(LastVisitResponseSchema, api.get('accounts/last-visit/')),

    /** GET alerts/preferences/: the caller's time zone and how often they hear of each type they read. */
    alertPreferences: () => parse(AlertPreferencesResponseSchema, api.get('alerts/preferences/')),

    /** PATCH alerts/preferences/ {time_zone?, types?}: answers the preferences as saved. */
    updateAlertPreferences: (body: UpdateAlertPreferences) =>
      parse(AlertPreferencesResponseSchema, api.patch('alerts/preferences/', { json: body })),

    /** GET alerts/saved-searches/: the caller's saved archive searches, newest first (clients only). */
    savedSearches: () => parse(SavedSearchesResponseSchema, api.get('alerts/saved-searches/')),

    /** POST alerts/saved-searches/ {name, pdf_search, report_type_name?, frequency}: 201 with the saved search. */
    saveSearch: (body: CreateSavedSearch) =>
      parse(SavedSearchResponseSchema, api.post('alerts/saved-searches/', { json: body })),

    /** PATCH alerts/saved-searches/{id}/ {name?, pdf_search?, report_type_name?, frequency?}: answers it changed. */
    updateSavedSearch: (savedSearchId: number, body: UpdateSavedSearch) =>
      parse(SavedSearchResponseSchema, api.patch(`alerts/saved-searches/${savedSearchId}/`, { json: body })),

    /** DELETE alerts/saved-searches/{id}/: answers `{status, message}`, the shape of the profile's message answers. */
    deleteSavedSearch: (savedSearchId: number) =>
      parse(SavedSearchDeletedResponseSchema, api.delete(`alerts/saved-searches/${savedSearchId}/`)),

    /** GET alerts/unsubscribe/?token= (no session): what the link would turn off. */
    unsubscribeLink: (token: string) =>
      parse(UnsubscribeLinkResponseSchema, plain.get('alerts/unsubscribe/', { searchParams: { token } })),

    /** POST alerts/unsubscribe/?token= (no session): turns the link's types off. */
    unsubscribe: (token: string) =>
      parse(UnsubscribeResponseSchema, plain.post('alerts/unsubscribe/', { searchParams: { token } })),

    /** GET team/invitations/{token}/ (no session): what the invitation asks the invitee to join. */
    invitation: (token: string) =>
      parse(InvitationPreviewResponseSchema, plain.get(`team/invitations/${encodeURIComponent(token)}/`)),

    /** POST team/invitations/{token}/accept/: creates the account; answers as clientlogin does (a sign-in). */
    acceptInvitation: (token: string, body: InvitationAccept) =>
      parse(
        LoginResponseSchema,
        plain.post(`team/invitations/${encodeURIComponent(token)}/accept/`, { json: body }),
      ),

    /** GET reports/orders/{number}/: an order of the caller's organisation, for the result pages. */
    order: (orderNumber: string) =>
      parse(OrderResponseSchema, api.get(`reports/orders/${encodeURIComponent(orderNumber)}/`)),

    /** POST reports/pay/by/invoice/ {cart, discount_price}: an order paid by invoice, mailed as a PDF. */
    payByInvoice: (body: PayByInvoiceRequest) =>
      parse(InvoiceResponseSchema, api.post('reports/pay/by/invoice/', { json: body })),

    /** GET billing/overview/: the organisation's subscriptions, orders and invoices (owner, admins, billing). */
    billingOverview: () => parse(BillingOverviewResponseSchema, api.get('billing/overview/')),

    /** GET billing/profile/: the organisation's billing profile, null until saved (owner, admins, billing). */
    billingProfile: () => parse(BillingProfileResponseSchema, api.get('billing/profile/')),

    /** PUT billing/profile/: saves the whole profile; a tax ID that fails its kind's check is a 400 on tax_id. */
    saveBillingProfile: (body: BillingProfileForm) =>
      parse(BillingProfileResponseSchema, api.put('billing/profile/', { json: body })),

    /** PUT billing/subscriptions/{id}/auto-renew/ {auto_renew}: off cancels at the period's end; on resumes. */
    setAutoRenew: (subscriptionId: string, body: AutoRenewRequest) =>
      parse(
        BillingChangeResponseSchema,
        api.put(`billing/subscriptions/${encodeURIComponent(subscriptionId)}/auto-renew/`, { json: body }),
      ),

    /** PUT billing/subscriptions/{id}/renewal-po/ {po_number}: the next renewal's purchase order (issue 46). */
    setRenewalPo: (subscriptionId: string, body: RenewalPoRequest) =>
      parse(
        BillingChangeResponseSchema,
        api.put(`billing/subscriptions/${encodeURIComponent(subscriptionId)}/renewal-po/`, { json: body }),
      ),

    /** POST billing/subscriptions/{id}/tier/quote/ {tier}: what the change costs now (an upgrade's prorated price). */
    quoteTierChange: (subscriptionId: string, body: TierChangeRequest) =>
      parse(
        TierChangeQuoteSchema,
        api.post(`billing/subscriptions/${encodeURIComponent(subscriptionId)}/tier/quote/`, { json: body }),
      ),

    /** POST billing/subscriptions/{id}/tier/ {tier}: an upgrade charged now, a downgrade at renewal. 402 declined. */
    changeTier: (subscriptionId: string, body: TierChangeRequest) =>
      parse(
        BillingChangeResponseSchema,
        api.post(`billing/subscriptions/${encodeURIComponent(subscriptionId)}/tier/`, { json: body }),
      ),

    /** GET billing/invoices/{number}/pdf/: an invoice of the caller's organisation as issued (owner, admins, billing). */
    invoicePdf: (invoiceNumber: string): Promise<Blob> =>
      blobOf(api.get(`billing/invoices/${encodeURIComponent(invoiceNumber)}/pdf/`)),

    /** GET billing/invoices/{number}/e-invoice/: the same invoice as EN 16931 XML (CII; issue 46). */
    eInvoice: (invoiceNumber: string): Promise<Blob> =>
      blobOf(api.get(`billing/invoices/${encodeURIComponent(invoiceNumber)}/e-invoice/`)),

    /** GET billing/orders/{number}/receipt/pdf/: the receipt of a paid card or bank order that has no invoice. */
    receiptPdf: (orderNumber: string): Promise<Blob> =>
      blobOf(api.get(`billing/orders/${encodeURIComponent(orderNumber)}/receipt/pdf/`)),

    /** GET billing/statement/{pdf|csv}/: the organisation's statement of account (issue 46; owner, admins, billing). */
    statement: (format: StatementFormat): Promise<Blob> => blobOf(api.get(`billing/statement/${format}/`)),

    /** GET billing/credit-notes/{number}/pdf/: a credit note (issue 46), for whoever may read the invoice it corrects. */
    creditNotePdf: (creditNoteNumber: string): Promise<Blob> =>
      blobOf(api.get(`billing/credit-notes/${encodeURIComponent(creditNoteNumber)}/pdf/`)),

    /** POST billing/orders/{number}/pay/ {method}: the payment intent of an open order, confirmed as at checkout. */
    payOrder: (orderNumber: string, body: PayOrderRequest) =>
      parse(
        PaymentIntentResponseSchema,
        api.post(`billing/orders/${encodeURIComponent(orderNumber)}/pay/`, { json: body }),
      ),

    session,
  };
}

/** The client of the site and the client portal: their calls alone, so a page's script carries no staff call. */
export function createApiClient(options: ApiClientOptions) {
  return clientCalls(createTransport(options), options.session);
}

/** The back office's client: every call of the portal's, and the staff's calls under admin/ (issue 16). */
export function createBackOfficeApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  const { api, prefixUrl, refreshAccessToken } = transport;
  const { session } = options;
  return {
    ...clientCalls(transport, session),

    adminSummary: () => parse(AdminSummaryResponseSchema, api.get('admin/summary/')),

    admin: createAdminCalls(
      api,
      createUploader({
        api,
        prefixUrl,
        accessToken: () => session.read().accessToken,
        refresh: async () => {
          const current = session.read();
          return canRefresh(current) ? refreshAccessToken(current.refreshToken).catch(() => null) : null;
        },
      }),
    ),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type BackOfficeApiClient = ReturnType<typeof createBackOfficeApiClient>;
