import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addCalendarDays, archiveCutoff, dayIn, InvoiceResponseSchema, type TeamRole } from '@firm/domain';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/platform/http/access-tokens.js';
import { createFileStore } from '../../src/platform/files/file-store.js';
import {
  analysts,
  cartCoupons,
  consultations,
  cartItems,
  fileDeliveries,
  inquiries,
  orderItems,
  orders,
  reports,
  reportTypes,
  subscriptions,
  sandboxPaymentIntents,
  teamInvitations,
  tenants,
  users,
} from '../../src/platform/database/schema.js';
import { hashPassword } from '../../src/modules/accounts/passwords.js';
import type { ClientIdentity } from '../../src/platform/http/client-identity.js';
import {
  createTestApp,
  createTestClock,
  TEST_ACCOUNTS,
  testFileStore,
  type TestApp,
} from '../support/index.js';
import { addOrganisation, addReport, FIXTURE_PASSWORD, pdfWithText } from '../support/report-fixtures.js';
import { addStaff } from '../support/staff.js';
import { COUNTRIES } from '@firm/countries';
import { CLI_STAFF } from '../../src/modules/activity/index.js';
import { issueCreditNote } from '../../src/modules/commerce/credit-notes.js';
import { UK_BILLING_PROFILE } from '../support/billing-fixtures.js';

/**
 * The authorisation matrix (issue 14, point 10): every route the app registers, asked by every kind of caller with
 * the same well-formed request (real ids, a valid body), and the status each caller gets. A route the app registers
 * without a row here fails, and so does a row whose route is gone: every new route needs a decision.
 *
 * The requests are the demo client's own (its report, cart lines, order, invoice, bookmark), so the client's column
 * shows that each request is well formed, and the other columns show who may not make it and how they are refused
 * (401, 403, 404; 409 where a payment names cart lines that are not the caller's), never as bad input (400).
 *
 * The demo client owns the demo organisation (issue 15); its admin, billing member and member (none holding a seat)
 * are callers too, since what a client may do depends on their role and seats.
 */

type Caller =
  | 'anonymous'
  | 'client'
  | 'otherTenant'
  | 'teamAdmin'
  | 'teamBilling'
  | 'teamMemberWithoutSeat'
  | 'admin'
  | 'editor'
  | 'finance'
  | 'analyst'
  | 'expiredToken'
  | 'tamperedToken'
  | 'loggedOutSession';

/** A status, or a status and what the body must hold (for a 200 that refuses in its body). */
type Expected = number | { status: number; body: Record<string, unknown> };

/** What each caller gets. */
type Decision = Record<Caller, Expected>;

/** The demo organisation's other people: an admin, a billing member and a member, none holding a seat. */
type TeamCaller = 'teamAdmin' | 'teamBilling' | 'teamMemberWithoutSeat';

/** The same answer for each of the demo organisation's other people. */
const sameTeam = (expected: Expected): Record<TeamCaller, Expected> => ({
  teamAdmin: expected,
  teamBilling: expected,
  teamMemberWithoutSeat: expected,
});

/** A route that reads no token answers every caller alike, whatever the Authorization header holds. */
const everyone = (status: number): Decision => ({
  anonymous: status,
  client: status,
  otherTenant: status,
  ...sameTeam(status),
  admin: status,
  editor: status,
  finance: status,
  analyst: status,
  expiredToken: status,
  tamperedToken: status,
  loggedOutSession: status,
});

/**
 * Clients only; a client of another organisation asking for the demo client's thing gets `otherTenant`, and the
 * demo organisation's other people get what the demo client gets unless `team` says otherwise.
 */
const clientsOnly = (
  client: Expected,
  otherTenant: Expected,
  team: Partial<Record<TeamCaller, Expected>> = {},
): Decision => ({
  anonymous: 401,
  client,
  otherTenant,
  ...sameTeam(client),
  ...team,
  admin: 403,
  editor: 403,
  finance: 403,
  analyst: 403,
  expiredToken: 401,
  tamperedToken: 401,
  loggedOutSession: 401,
});

/** A sandbox payment secret that is not the caller's: answered as Stripe answers, nothing confirmed. */
const SECRET_NOT_YOURS: Expected = {
  status: 200,
  body: { status: 'requires_payment_method', error: { code: 'resource_missing' } },
};

/**
 * The firm's staff only (issue 16), each role as its areas allow; every client 403. The analyst role (issue 43)
 * reads its own consultations only: 403 unless said.
 */
const staffOnly = (staff: {
  admin: Expected;
  editor: Expected;
  finance: Expected;
  analyst?: Expected;
}): Decision => ({
  anonymous: 401,
  client: 403,
  otherTenant: 403,
  ...sameTeam(403),
  analyst: 403,
  ...staff,
  expiredToken: 401,
  tamperedToken: 401,
  loggedOutSession: 401,
});

// ---- Teams (issue 15) ----------------------------------------------------------------------------------------
/**
 * An order's invoice or receipt PDF: the buyer, the organisation's owner, admins and billing (issue 15), and the
 * firm's admins and finance; a member without a seat and another organisation are told nothing (404).
 */
const ORDER_DOCUMENT_READERS: Decision = {
  anonymous: 401,
  client: 200,
  otherTenant: 404,
  teamAdmin: 200,
  teamBilling: 200,
  teamMemberWithoutSeat: 404,
  admin: 200,
  editor: 403,
  finance: 200,
  analyst: 403,
  expiredToken: 401,
  tamperedToken: 401,
  loggedOutSession: 401,
};

// Every request names the demo organisation's people and invitations; the other organisation's owner reaches none
// of them (404) but runs their own team (200, 201). Owners and admins change the team; billing and members read it.

const manageTeam = (status: number): Decision =>
  clientsOnly(status, 404, { teamBilling: 403, teamMemberWithoutSeat: 403 });

const TEAM_AUTHORISATION = {
  'GET /api/team/': clientsOnly(200, 200),
  // Anyone's own notification settings; the unsubscribe link is its own authority (signed), without a sign-in.
  'GET /api/alerts/preferences/': clientsOnly(200, 200),
  'GET /api/accounts/last-visit/': clientsOnly(200, 200),
  'PATCH /api/alerts/preferences/': clientsOnly(200, 200),
  // A member's own saved searches: another's id is answered as none (404), whoever asks.
  'GET /api/alerts/saved-searches/': clientsOnly(200, 200),
  'POST /api/alerts/saved-searches/': clientsOnly(201, 201),
  'PATCH /api/alerts/saved-searches/:id/': clientsOnly(200, 404, sameTeam(404)),
  'DELETE /api/alerts/saved-searches/:id/': clientsOnly(200, 404, sameTeam(404)),
  'GET /api/alerts/unsubscribe/': everyone(200),
  'POST /api/alerts/unsubscribe/': everyone(200),
  'GET /api/admin/reports/alerts/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/team/invitations/': clientsOnly(201, 201, { teamBilling: 403, teamMemberWithoutSeat: 403 }),
  'POST /api/team/invitations/:id/resend/': manageTeam(200),
  'DELETE /api/team/invitations/:id/': manageTeam(200),
  'PATCH /api/team/members/:id/': manageTeam(200),
  'POST /api/team/members/:id/suspend/': manageTeam(200),
  'POST /api/team/members/:id/reactivate/': manageTeam(200),
  'DELETE /api/team/members/:id/': manageTeam(200),
  // The owner only; the other organisation's owner names nobody of theirs.
  'POST /api/team/ownership/': clientsOnly(200, 404, sameTeam(403)),
  'PUT /api/team/seats/': manageTeam(200),
  'GET /api/team/events/': clientsOnly(200, 200, { teamBilling: 403, teamMemberWithoutSeat: 403 }),
  // The invitation link: the token is the credential, whoever holds it.
  'GET /api/team/invitations/:token/': everyone(200),
  'POST /api/team/invitations/:token/accept/': everyone(200),
  // The clients' area of the back office: admins and finance read it.
  'GET /api/admin/team-events/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
} satisfies Record<string, Decision>;

const AUTHORISATION = {
  ...TEAM_AUTHORISATION,

  // Accounts: sessions, enrolment and recovery read no token (the body is the credential).
  'POST /api/accounts/clientlogin/': everyone(200),
  'POST /api/accounts/token/refresh/': everyone(200),
  'POST /api/accounts/logout/': everyone(200),
  'POST /api/accounts/client/tenant-register/': everyone(201),
  'POST /api/accounts/forgot-password/': everyone(200),
  'POST /api/accounts/verify-otp/': everyone(200),
  'POST /api/accounts/reset-password/': everyone(200),
  'GET /api/accounts/profile/': clientsOnly(200, 200),
  // The profile's changes (issue 15): every client changes their own profile, so the other organisation's client
  // succeeds too (PROFILE_REQUESTS makes the same request well formed for both).
  'PATCH /api/accounts/profile/': clientsOnly(200, 200),
  'POST /api/accounts/profile/email/': clientsOnly(200, 200),
  'POST /api/accounts/profile/email/confirm/': clientsOnly(200, 200),
  'POST /api/accounts/profile/password/': clientsOnly(200, 200),

  // The back office (issue 16): every staff member learns their role; the overview is for admins and finance, the
  // audit log for admins.
  'GET /api/admin/summary/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'GET /api/admin/me/': staffOnly({ admin: 200, editor: 200, finance: 200, analyst: 200 }),
  'GET /api/admin/audit/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'GET /api/admin/overview/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  // The inbox of the contact form is for admins.
  'GET /api/admin/inquiries/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'PATCH /api/admin/inquiries/:id/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  // Reports are for admins and editors.
  'GET /api/admin/reports/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/admin/reports/': staffOnly({ admin: 201, editor: 201, finance: 403 }),
  'GET /api/admin/reports/:id/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'PATCH /api/admin/reports/:id/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/admin/reports/:id/unpublish/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/admin/reports/:id/publish/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'DELETE /api/admin/reports/:id/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'GET /api/admin/reports/:id/file': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'PUT /api/admin/reports/:id/file': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'GET /api/admin/reports/:id/correction-notice/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/admin/reports/:id/correction-notice/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  // The clients: admins change them, finance reads them.
  'GET /api/admin/clients/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'GET /api/admin/clients/:id/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'POST /api/admin/clients/:id/suspend/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'POST /api/admin/clients/:id/reactivate/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'POST /api/admin/clients/:id/users/:userId/suspend/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'POST /api/admin/clients/:id/users/:userId/reactivate/': staffOnly({
    admin: 200,
    editor: 403,
    finance: 403,
  }),
  'POST /api/admin/clients/:id/subscriptions/': staffOnly({ admin: 201, editor: 403, finance: 403 }),
  'POST /api/admin/clients/:id/subscriptions/:subscriptionId/extend/': staffOnly({
    admin: 200,
    editor: 403,
    finance: 403,
  }),
  'POST /api/admin/clients/:id/subscriptions/:subscriptionId/grace/': staffOnly({
    admin: 200,
    editor: 403,
    finance: 403,
  }),
  'GET /api/admin/clients/:id/billing-profile/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'GET /api/admin/clients/:id/statement/:format/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  // Billing details are money's: those who run orders correct them.
  'PUT /api/admin/clients/:id/billing-profile/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  // The staff: admins only.
  'GET /api/admin/staff/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'POST /api/admin/staff/': staffOnly({ admin: 201, editor: 403, finance: 403 }),
  // The analysts who take consultations are the staff area's (issue 43).
  'GET /api/admin/analysts/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'GET /api/admin/consultation-prices/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  // The calendar: admins run every analyst's; the analyst role sees and marks its own only (each request names
  // another analyst's) and does not book by hand.
  'GET /api/admin/consultations/': staffOnly({ admin: 200, editor: 403, finance: 403, analyst: 403 }),
  'POST /api/admin/consultations/': staffOnly({ admin: 201, editor: 403, finance: 403, analyst: 403 }),
  'POST /api/admin/consultations/:id/outcome/': staffOnly({
    admin: 200,
    editor: 403,
    finance: 403,
    analyst: 404,
  }),
  'PUT /api/admin/consultation-prices/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'POST /api/admin/analysts/': staffOnly({ admin: 201, editor: 403, finance: 403 }),
  'PATCH /api/admin/analysts/:id/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  'DELETE /api/admin/analysts/:id/': staffOnly({ admin: 200, editor: 403, finance: 403 }),
  // Courses and their sessions (issue 44): admins and editors run them; the sessions to come are public.
  'GET /api/admin/courses/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/admin/courses/': staffOnly({ admin: 201, editor: 201, finance: 403 }),
  'PATCH /api/admin/courses/:id/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/admin/courses/:id/sessions/': staffOnly({ admin: 201, editor: 201, finance: 403 }),
  'PATCH /api/admin/course-sessions/:id/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'GET /api/courses/sessions/': everyone(200),
  // Issue 44: an organisation's sessions for its people; its owner and admins name and swap participants for its
  // paid seats, of its own sessions only.
  'GET /api/courses/mine/': clientsOnly(200, 200),
  'POST /api/courses/sessions/:id/participants/': clientsOnly(201, 404, {
    teamBilling: 403,
    teamMemberWithoutSeat: 403,
  }),
  'DELETE /api/courses/participants/:id/': clientsOnly(200, 404, {
    teamBilling: 403,
    teamMemberWithoutSeat: 403,
  }),
  // The waiting lists of full sessions: anyone of an organisation joins for it; the member who joined and its owner
  // and admins leave or decline; another organisation's entry is not found.
  'GET /api/courses/waiting-list/': clientsOnly(200, 200),
  'POST /api/courses/sessions/:id/waiting-list/': clientsOnly(201, 201),
  'DELETE /api/courses/waiting-list/:id/': clientsOnly(200, 404, {
    teamBilling: 403,
    teamMemberWithoutSeat: 403,
  }),
  // A session's materials: staff of the courses area keep them; only the session's participants (the demo client
  // here) open them, from the portal or through their signed link, which is the credential.
  'GET /api/admin/course-sessions/:id/materials/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/admin/course-sessions/:id/materials/': staffOnly({ admin: 201, editor: 201, finance: 403 }),
  'DELETE /api/admin/course-materials/:id/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'GET /api/admin/course-materials/:id/file': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'POST /api/courses/materials/:id/link/': clientsOnly(200, 403, sameTeam(403)),
  'GET /api/courses/materials/:id/file/': everyone(200),
  // Orders and invoices: admins and finance read and act on them, editors are refused.
  'GET /api/admin/orders/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'GET /api/admin/orders/export.csv': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'GET /api/admin/orders/:number/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'POST /api/admin/orders/:number/mark-paid/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'POST /api/admin/orders/:number/void/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'POST /api/admin/orders/:number/resend-invoice/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'POST /api/admin/orders/:number/refund/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'POST /api/admin/orders/:number/credit-notes/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  // Report types and prices are for admins and editors; promo codes for admins and finance.
  'GET /api/admin/report-types/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'PATCH /api/admin/report-types/:id/': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'PUT /api/admin/report-types/:id/image': staffOnly({ admin: 200, editor: 200, finance: 403 }),
  'GET /api/admin/promo-codes/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'POST /api/admin/promo-codes/': staffOnly({ admin: 201, editor: 403, finance: 201 }),
  'POST /api/admin/promo-codes/:id/deactivate': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'GET /api/admin/promo-codes/:id/redemptions/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  // Tax rates (issue 46): admins and finance.
  'GET /api/admin/tax-rates/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'POST /api/admin/tax-rates/': staffOnly({ admin: 201, editor: 403, finance: 201 }),
  'PUT /api/admin/tax-rates/:id/': staffOnly({ admin: 200, editor: 403, finance: 200 }),
  'DELETE /api/admin/tax-rates/:id/': staffOnly({ admin: 200, editor: 403, finance: 200 }),

  // Consultations (issue 43): the analysts and their free times are public; a hold is its booker's own.
  'GET /api/consultations/': clientsOnly(200, 200),
  'GET /api/consultations/analysts/': everyone(200),
  'GET /api/consultations/prices/': everyone(200),
  'GET /api/consultations/slots/': everyone(200),
  'POST /api/consultations/holds/': clientsOnly(201, 201),
  'DELETE /api/consultations/holds/:id/': clientsOnly(200, 404, sameTeam(404)),
  'POST /api/consultations/holds/:id/pay/': clientsOnly(200, 404, sameTeam(404)),
  'POST /api/consultations/holds/:id/monthly-call/': clientsOnly(200, 404, sameTeam(404)),
  // The demo organisation holds no consultation credit: its own hold is refused by the rule, not as bad input.
  'POST /api/consultations/holds/:id/credit/': clientsOnly(422, 404, sameTeam(404)),
  // The demo organisation pays by card: its own hold is refused an invoice by the rule, not as bad input.
  'POST /api/consultations/holds/:id/invoice/': clientsOnly(422, 404, sameTeam(404)),
  // A booked session: its booker, and the organisation's owner and admins, move or cancel it.
  'POST /api/consultations/:id/cancel/': clientsOnly(200, 404, {
    teamAdmin: 200,
    teamBilling: 404,
    teamMemberWithoutSeat: 404,
  }),
  'POST /api/consultations/:id/reschedule/': clientsOnly(200, 404, {
    teamAdmin: 200,
    teamBilling: 404,
    teamMemberWithoutSeat: 404,
  }),

  // The catalogue is public.
  'GET /api/reports/report-types': everyone(200),
  'GET /api/reports/report-type-descriptions/': everyone(200),
  // A report type's uploaded picture is public.
  'GET /api/report-types/:id/image': everyone(200),

  // The library and its files: the other organisation has not bought the demo report's type.
  'GET /api/reports/report/acess/': clientsOnly(200, 200),
  'GET /api/reports/bookmarks/': clientsOnly(200, 200),
  // Bookmarks are the caller's own: anyone may keep a report they can see listed (name and summary are public).
  'POST /api/reports/bookmarks/': clientsOnly(201, 201),
  'DELETE /api/reports/bookmarks/:id/': clientsOnly(200, 404, sameTeam(404)),
  'GET /api/reports/subscriptions/': clientsOnly(200, 200),
  // Reading follows the seats (issue 15): a team member without one may not open the report.
  'POST /api/reports/generate-presigned-url/': clientsOnly(200, 403, sameTeam(403)),
  // The signed link is the credential (HMAC, 5 minutes, checked against the holder's entitlement when served).
  'GET /api/reports/files/:id/': everyone(200),
  // The archive sold report by report (issue 44): public, as /individual-reports is; no token is read.
  'GET /api/reports/archived/': everyone(200),

  // Open to visitors; a token that is present must be valid (401, so the web app refreshes it).
  'GET /api/reports/elastic-search/': {
    anonymous: 200,
    client: 200,
    otherTenant: 200,
    ...sameTeam(200),
    admin: 200,
    editor: 200,
    finance: 200,
    analyst: 200,
    expiredToken: 401,
    tamperedToken: 401,
    loggedOutSession: 401,
  },

  // Commerce: each cart is its user's; order and cart line ids of another organisation are not found.
  'GET /api/reports/cart/': clientsOnly(200, 200),
  'GET /api/reports/cart/tax/': clientsOnly(200, 200),
  'POST /api/reports/cart/': clientsOnly(201, 201),
  'PATCH /api/reports/cart/:id/': clientsOnly(200, 404, sameTeam(404)),
  // Consultation credits (issue 43): into each caller's own cart.
  'POST /api/reports/cart/credits/': clientsOnly(201, 201),
  // One archived report (issue 44): into each caller's own cart; no organisation of the callers covers it.
  'POST /api/reports/cart/archived/': clientsOnly(201, 201),
  // Seats of a course session (issue 44): into each caller's own cart.
  'POST /api/reports/cart/course-seats/': clientsOnly(201, 201),
  'DELETE /api/reports/cart/:id/': clientsOnly(200, 404, sameTeam(404)),
  // Both carts hold the same line, so the code applies to either.
  'POST /api/reports/apply-coupon/': clientsOnly(200, 200),
  'DELETE /api/reports/apply-coupon/': clientsOnly(200, 200),
  // The buyer, and the organisation's owner, admins and billing (issue 15).
  'GET /api/reports/orders/:number/': clientsOnly(200, 404, { teamMemberWithoutSeat: 404 }),
  // Paying names the cart's lines: the demo client's are not in the other client's cart, which is answered as a
  // cart that changed since the page showed it (409), telling nothing about whose lines they are.
  'POST /api/reports/pay/by/invoice/': clientsOnly(201, 409, sameTeam(409)),
  'POST /api/reports/bank/payments/checkout/': clientsOnly(200, 409, sameTeam(409)),
  // Answers as Stripe does for a secret that is not the caller's: nothing is confirmed.
  'POST /api/payments/sandbox/confirm/': clientsOnly(200, SECRET_NOT_YOURS, sameTeam(SECRET_NOT_YOURS)),
  'GET /api/payments/config/': everyone(200),
  // Stripe's signature is the credential.
  'POST /api/reports/stripe/webhook/': everyone(200),

  // The billing view (issue 17): the owner, admins and billing read it and pay open orders; the owner and admins
  // change subscriptions; a member is refused (403); another organisation's ids are unknown (404).
  'GET /api/billing/overview/': clientsOnly(200, 200, { teamMemberWithoutSeat: 403 }),
  // Issue 46: the organisation's own profile, whichever organisation asks; members 403.
  'GET /api/billing/profile/': clientsOnly(200, 200, { teamMemberWithoutSeat: 403 }),
  'GET /api/billing/statement/:format/': clientsOnly(200, 200, { teamMemberWithoutSeat: 403 }),
  'PUT /api/billing/profile/': clientsOnly(200, 200, { teamMemberWithoutSeat: 403 }),
  'PUT /api/billing/subscriptions/:id/auto-renew/': clientsOnly(200, 404, {
    teamBilling: 403,
    teamMemberWithoutSeat: 403,
  }),
  // Issue 46: the renewal's purchase order is a billing matter: billing members give it too.
  'PUT /api/billing/subscriptions/:id/renewal-po/': clientsOnly(200, 404, { teamMemberWithoutSeat: 403 }),
  'POST /api/billing/subscriptions/:id/tier/quote/': clientsOnly(200, 404, {
    teamBilling: 403,
    teamMemberWithoutSeat: 403,
  }),
  'POST /api/billing/subscriptions/:id/tier/': clientsOnly(200, 404, {
    teamBilling: 403,
    teamMemberWithoutSeat: 403,
  }),
  'POST /api/billing/orders/:number/pay/': clientsOnly(200, 404, { teamMemberWithoutSeat: 403 }),

  // The buyer, the invoiced organisation's owner, admins and billing (issue 15), and the firm's admins and finance.
  'GET /api/billing/invoices/:number/pdf/': ORDER_DOCUMENT_READERS,
  // The same invoice as an EN 16931 e-invoice (issue 46), for the readers of its PDF.
  'GET /api/billing/invoices/:number/e-invoice/': ORDER_DOCUMENT_READERS,
  // The same readers for the receipt of a paid card order (no invoice).
  'GET /api/billing/orders/:number/receipt/pdf/': ORDER_DOCUMENT_READERS,
  'GET /api/billing/credit-notes/:number/pdf/': ORDER_DOCUMENT_READERS,

  'POST /api/inquiries/': everyone(201),

  'GET /api/health/': everyone(200),
  // The metrics token alone opens the metrics (issue 45): no session of anyone's does (test/platform/metrics).
  'GET /metrics': everyone(401),
  'GET /robots.txt': everyone(200),
  'GET /sitemap.xml': everyone(200),
  // The built front ends (registered only when their dist folders exist; this suite gives them): public files.
  'GET /': everyone(200),
  'GET /*': everyone(200),
  'GET /admin-dashboard/*': everyone(200),
} satisfies Record<string, Decision>;

type Route = keyof typeof AUTHORISATION;

const CALLERS: readonly Caller[] = [
  'anonymous',
  'client',
  'otherTenant',
  'teamAdmin',
  'teamBilling',
  'teamMemberWithoutSeat',
  'admin',
  'editor',
  'finance',
  'analyst',
  'expiredToken',
  'tamperedToken',
  'loggedOutSession',
];

// ---------------------------------------------------------------------------------------------------------------
// The deployments: the default one (sandbox payments, the built front ends), and one with Stripe, whose webhook
// route exists only there. Both read one clock, so expiring tokens expires them on both.

const OTHER_CLIENT = 'eve@other-tenant.test';

/** The firm's editor, finance and analyst staff (issues 16, 43); the seeded admin is the fourth role. */
const STAFF = {
  editor: 'edith@firm-staff.test',
  finance: 'fin@firm-staff.test',
  analyst: 'ana@firm-staff.test',
} as const;

async function addStaffMembers(db: TestApp['services']['db']): Promise<void> {
  await addStaff(db, STAFF.editor, 'editor');
  await addStaff(db, STAFF.finance, 'finance');
  // With an analyst profile of their own, so what they are refused is another analyst's.
  await addAnalystProfile(db, await addStaff(db, STAFF.analyst, 'analyst'));
}
/** The demo organisation's other people (issue 15), signing in with FIXTURE_PASSWORD; none holds a seat. */
const DEMO_TEAM: Record<TeamCaller, { email: string; role: TeamRole }> = {
  teamAdmin: { email: 'ada@demo-team.test', role: 'admin' },
  teamBilling: { email: 'bill@demo-team.test', role: 'billing' },
  teamMemberWithoutSeat: { email: 'nora@demo-team.test', role: 'member' },
};
const RECOVERY_ACCOUNTS = Array.from({ length: 26 }, (_, index) => `recovery-${index + 1}@recovery.test`);
const STRONG_PASSWORD = 'Changed@2026';
const WEBHOOK_SECRET = 'whsec_matrix';

// Each row that pays uses a report type of its own, so one row's order never blocks another's.
const TYPES = {
  /** Subscribed by the demo organisation; not by the other one. */
  demoReport: 'Coffee Weekly Report',
  invoiced: 'Sugar In-Depth Report',
  cartLine: 'Coffee In-Depth Report',
  addedToCart: 'Cocoa Weekly Report',
  coupon: 'Sugar Weekly Report',
  payByInvoice: 'Cotton Weekly Report',
  checkout: 'Cotton In-Depth Report',
  sandboxConfirm: 'Orange Juice Weekly Report',
} as const;
const WEEKLY_SINGLE_CENTS = 1950_00;
const IN_DEPTH_SINGLE_CENTS = 4500_00;
const SINGLE = 'subscription_price_for_single_user' as const;

interface Fixture {
  t: TestApp;
  client: ClientIdentity;
  other: ClientIdentity;
  typeId: Record<keyof typeof TYPES, number>;
  demoReportId: number;
  orderNumber: string;
  invoiceNumber: string;
  sandboxSecret: string;
  /** A contact form inquiry in the back office's inbox. */
  inquiryId: string;
  /** The demo organisation's people's ids, by caller. */
  team: Record<TeamCaller, ClientIdentity>;
  /** An organisation only the back office's client rows change: a member, and a subscription to extend. */
  managed: { tenantId: string; userId: string; subscriptionId: string };
  /** FIXTURE_PASSWORD's hash, for the people the team rows add. */
  passwordHash: string;
}

interface Deployment {
  name: string;
  t: TestApp;
  routes: Set<string>;
}

const clock = createTestClock();
const tempDirs: string[] = [];
let fixture: Fixture;
let deployments: Deployment[];

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

function routesOf(t: TestApp): Set<string> {
  return new Set(t.app.registeredRoutes.filter((route) => route.method !== 'HEAD').map(routeKey));
}

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A web app and an admin shell as `pnpm build` leaves them, so the app registers the routes that serve them. */
async function builtFrontEnds() {
  const page = '<!doctype html><html><head><title>Softline</title></head><body></body></html>';
  const webDistDir = await tempDir('matrix-web-');
  const adminDistDir = await tempDir('matrix-admin-');
  for (const [dir, asset] of [
    [webDistDir, 'app.js'],
    [adminDistDir, 'admin.js'],
  ] as const) {
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, 'assets', asset), 'export {};\n');
  }
  return { webDistDir, adminDistDir };
}

async function identityOf(t: TestApp, email: string): Promise<ClientIdentity> {
  const [row] = await t.database.db
    .select({ userId: users.id, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.email, email));
  if (!row?.tenantId) throw new Error(`no client ${email}`);
  return { userId: row.userId, tenantId: row.tenantId };
}

async function signIn(t: TestApp, email: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json().data as { access: string; refresh: string };
}

const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/**
 * The cart of `identity` holds exactly these report types (single user), without a promo code; answers its line
 * ids. Written directly, so a row's state never depends on what an earlier row bought.
 */
async function setCart(
  f: Pick<Fixture, 't' | 'typeId'>,
  identity: ClientIdentity,
  types: (keyof typeof TYPES)[],
): Promise<number[]> {
  const { db } = f.t.database;
  await db.delete(cartItems).where(eq(cartItems.userId, identity.userId));
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, identity.userId));
  if (types.length === 0) return [];
  const rows = await db
    .insert(cartItems)
    .values(types.map((type) => ({ userId: identity.userId, reportTypeId: f.typeId[type], tier: SINGLE })))
    .returning({ id: cartItems.id });
  return rows.map((row) => row.id);
}

async function setUpFixture(): Promise<Fixture> {
  // Invoice numbers restart in every test database: a file store of its own keeps this suite's invoices apart.
  const files = createFileStore(await tempDir('matrix-files-'));
  const t = await createTestApp({ clock, files, staticApps: await builtFrontEnds() });
  const { db } = t.database;
  const other = await addOrganisation(db, 'Other Tenant Ltd', [OTHER_CLIENT]);
  await addStaffMembers(db);
  await addOrganisation(db, 'Recovery Ltd', RECOVERY_ACCOUNTS);

  const typeRows = await db
    .select({ id: reportTypes.id, name: reportTypes.name })
    .from(reportTypes)
    .where(inArray(reportTypes.name, Object.values(TYPES)));
  const idOfName = new Map(typeRows.map((row) => [row.name, row.id]));
  const typeId = Object.fromEntries(
    Object.entries(TYPES).map(([key, name]) => [key, idOfName.get(name)!]),
  ) as Fixture['typeId'];

  const [report] = await db
    .select({ id: reports.id, fileKey: reports.fileKey })
    .from(reports)
    .where(eq(reports.reportTypeId, typeId.demoReport))
    .limit(1);
  if (!report) throw new Error('no demo report');
  const shared = (await testFileStore()).files;
  await files.put(report.fileKey, await shared.get(report.fileKey));

  // The demo report's type has an uploaded picture.
  await files.put('report-types/matrix-0123456789abcdef.png', MATRIX_PNG);
  await db
    .update(reportTypes)
    .set({ imageKey: 'report-types/matrix-0123456789abcdef.png' })
    .where(eq(reportTypes.id, typeId.demoReport));

  const client = await identityOf(t, TEST_ACCOUNTS.demoClient.email);
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const team = await addDemoTeam(t, client.tenantId, passwordHash);

  // An invoiced order of the demo organisation.
  const invoicedCart = await setCart({ t, typeId }, client, ['invoiced']);
  const session = await signIn(t, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password);
  const invoiced = await t.app.inject({
    method: 'POST',
    url: '/api/reports/pay/by/invoice/',
    headers: bearer(session.access),
    payload: { cart: invoicedCart, discount_price: 0 },
  });
  if (invoiced.statusCode !== 201) throw new Error(`pay by invoice failed: ${invoiced.body}`);
  const invoiceNumber = InvoiceResponseSchema.parse(invoiced.json()).invoice_number;
  const [order] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.invoiceNumber, invoiceNumber));

  // A card payment of the demo client waiting to be confirmed.
  const confirmCart = await setCart({ t, typeId }, client, ['sandboxConfirm']);
  const intent = await t.services.payments.createIntent(client, {
    amount: WEEKLY_SINGLE_CENTS,
    currency: 'usd',
    method: 'card',
    cart: confirmCart,
    discount_price: 0,
  });
  await setCart({ t, typeId }, client, []);

  const [inquiry] = await db
    .insert(inquiries)
    .values({
      firstName: 'Ines',
      lastName: 'Inquirer',
      email: 'ines@visitor.test',
      phone: '1155550101',
      phoneCode: '+55',
      company: 'Inbox Ltd',
      country: 'Brazil',
      hearAboutUs: 'online_search',
      reasonForInquiry: 'consultation',
      comments: 'Please write back.',
    })
    .returning({ id: inquiries.id });

  const managedOrganisation = await addOrganisation(db, 'Managed Clients Ltd', ['managed@clients.test']);
  const [managedSubscription] = await db
    .insert(subscriptions)
    .values({
      tenantId: managedOrganisation.tenantId,
      reportTypeId: typeId.coupon,
      tier: SINGLE,
      startsAt: new Date(clock.now().getTime() - 24 * 60 * 60 * 1000),
      endsAt: new Date(clock.now().getTime() + 30 * 24 * 60 * 60 * 1000),
      paidUntil: new Date(clock.now().getTime() + 30 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: subscriptions.id });

  return {
    t,
    client,
    managed: {
      tenantId: managedOrganisation.tenantId,
      userId: managedOrganisation.userIds[0]!,
      subscriptionId: managedSubscription!.id,
    },
    other: { userId: other.userIds[0]!, tenantId: other.tenantId },
    typeId,
    demoReportId: report.id,
    orderNumber: order!.number,
    invoiceNumber,
    sandboxSecret: intent.clientSecret,
    inquiryId: inquiry!.id,
    team,
    passwordHash,
  };
}

/** The demo organisation's admin, billing member and member, without seats (issue 15). */
async function addDemoTeam(
  t: TestApp,
  tenantId: string,
  passwordHash: string,
): Promise<Record<TeamCaller, ClientIdentity>> {
  const entries = await Promise.all(
    Object.entries(DEMO_TEAM).map(async ([caller, { email, role }]) => {
      const [row] = await t.database.db
        .insert(users)
        .values({
          tenantId,
          email,
          firstName: 'Demo',
          lastName: role,
          passwordHash,
          userType: 'client',
          status: 'active',
          role,
        })
        .returning({ id: users.id });
      return [caller, { userId: row!.id, tenantId }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TeamCaller, ClientIdentity>;
}

async function setUpStripeDeployment(): Promise<TestApp> {
  const t = await createTestApp({
    clock,
    payments: {
      stripe: {
        secretKey: 'sk_test_matrix',
        publishableKey: 'pk_test_matrix',
        webhookSecret: WEBHOOK_SECRET,
        // Nothing in this suite calls Stripe: a call would fail here, loudly.
        host: '127.0.0.1',
        port: 9,
        protocol: 'http',
      },
    },
  });
  await addOrganisation(t.database.db, 'Other Tenant Ltd', [OTHER_CLIENT]);
  await addStaffMembers(t.database.db);
  const demo = await identityOf(t, TEST_ACCOUNTS.demoClient.email);
  await addDemoTeam(t, demo.tenantId, await hashPassword(FIXTURE_PASSWORD));
  return t;
}

// ---------------------------------------------------------------------------------------------------------------
// The request of each route: the demo client's, well formed. Rows that change things prepare their state first, so
// every caller meets the same state whatever ran before.

interface MatrixRequest {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Puts back, once answered, what the request changed that later rows and callers sign in with. */
  restore?: () => Promise<void>;
}

/** A one-pixel PNG, as a report type's picture. */
const MATRIX_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let uniqueNumber = 0;
const unique = () => (uniqueNumber += 1);

let taxPlaces = 0;
/** A country no other matrix request has kept a tax rate for (a few dozen are asked for; the list has 250). */
const matrixCountry = () => COUNTRIES[(taxPlaces += 1)]!.isoCode;

/** A tax rate of its own for one request to change or remove (issue 46); answers its id. */
async function matrixTaxRate(f: Fixture): Promise<number> {
  const country = matrixCountry();
  const rates = await f.t.services.taxRates.create(CLI_STAFF, {
    country,
    region: null,
    rate: 5,
    label: 'VAT',
  });
  return rates.find((rate) => rate.country === country)!.id;
}

/**
 * A new order of the demo organisation, written directly: an invoice awaiting payment, or a card order paid through
 * the sandbox (its intent succeeded). Answers its number.
 */
async function staffOrder(f: Fixture, kind: 'invoice' | 'card'): Promise<string> {
  const n = 700_000 + unique();
  const now = clock.now();
  const intentId = kind === 'card' ? `pi_sandbox_matrix_${n}` : null;
  // An invoice awaiting payment buys a type of its own: one the organisation runs (another row marked an invoice
  // for it paid) cannot be marked paid (issue 39).
  const reportTypeId =
    kind === 'card'
      ? f.typeId.invoiced
      : (
          await f.t.database.db
            .insert(reportTypes)
            .values({
              name: `Matrix Report ${n}`,
              title: 'Matrix',
              description: 'Matrix',
              priceSingleCents: 1,
            })
            .returning({ id: reportTypes.id })
        )[0]!.id;
  const [order] = await f.t.database.db
    .insert(orders)
    .values({
      number: `SO-2026-${n}`,
      tenantId: f.client.tenantId,
      userId: f.client.userId,
      status: kind === 'card' ? 'paid' : 'pending',
      method: kind,
      subtotalCents: WEEKLY_SINGLE_CENTS,
      totalCents: WEEKLY_SINGLE_CENTS,
      cartKey: `matrix-${n}`,
      provider: intentId ? 'sandbox' : null,
      paymentIntentId: intentId,
      invoiceNumber: kind === 'invoice' ? `INV-2026-${n}` : null,
      invoiceDueAt: kind === 'invoice' ? new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000) : null,
      paidAt: kind === 'card' ? now : null,
    })
    .returning({ id: orders.id, number: orders.number });
  await f.t.database.db.insert(orderItems).values({
    orderId: order!.id,
    reportTypeId,
    tier: SINGLE,
    priceCents: WEEKLY_SINGLE_CENTS,
  });
  if (intentId)
    await f.t.database.db.insert(sandboxPaymentIntents).values({
      id: intentId,
      clientSecret: `${intentId}_secret`,
      amountCents: WEEKLY_SINGLE_CENTS,
      currency: 'usd',
      method: 'card',
      status: 'succeeded',
      orderId: order!.id,
    });
  return order!.number;
}
/**
 * The demo organisation's subscription to the demo report's type, put back to running at enterprise with auto-renew
 * on and the sandbox card saved (issue 17), so every caller meets the same subscription. Answers its id.
 */
async function demoSubscription(f: Fixture): Promise<string> {
  const [row] = await f.t.database.db
    .update(subscriptions)
    .set({
      tier: 'subscription_price_for_enterprise',
      state: 'active',
      autoRenew: true,
      renewalTier: null,
      paymentMethod: 'card',
      paymentProvider: 'sandbox',
      providerPaymentMethodId: 'pm_sandbox_4242',
    })
    .where(
      and(eq(subscriptions.tenantId, f.client.tenantId), eq(subscriptions.reportTypeId, f.typeId.demoReport)),
    )
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('no demo subscription');
  return row.id;
}
let recoveryAccount = 0;
const nextRecoveryAccount = () => {
  const email = RECOVERY_ACCOUNTS[recoveryAccount++];
  if (!email) throw new Error('more recovery accounts needed');
  return email;
};

/**
 * Every other caller's cart (the other organisation's client, the demo organisation's other people) holds exactly
 * these types, so their answers never depend on what earlier rows put in their carts.
 */
async function setOtherCarts(f: Fixture, types: (keyof typeof TYPES)[]): Promise<void> {
  for (const identity of [f.other, ...Object.values(f.team)]) await setCart(f, identity, types);
}

/** A new session of the other organisation's client (not the caller's): its refresh token, for rows that spend one. */
const freshRefreshToken = async (f: Fixture) => (await signIn(f.t, OTHER_CLIENT, FIXTURE_PASSWORD)).refresh;

async function passwordResetCode(f: Fixture, email: string): Promise<string> {
  await f.t.services.accounts.requestPasswordResetCode(email);
  return f.t.mailedCode(email, 'Reset your password');
}

// The profile's rows (issue 15). The request is the demo client's and each client changes their own profile: the
// other organisation's client is given the demo client's password (and waiting address) first, and each row puts
// back the passwords and addresses the later rows and callers sign in with.

const DEMO_PASSWORD = TEST_ACCOUNTS.demoClient.password;

async function accountOf(f: Fixture, userId: string) {
  const [row] = await f.t.database.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/**
 * Every client caller (the other organisation's, the demo organisation's team) signs in with the demo client's
 * password until `restore` puts each one's own password and address back.
 */
async function shareDemoPassword(f: Fixture): Promise<() => Promise<void>> {
  const { db } = f.t.database;
  const callers = [f.client.userId, f.other.userId, ...Object.values(f.team).map((member) => member.userId)];
  const accounts = await Promise.all(
    callers.map(async (userId) => [userId, await accountOf(f, userId)] as const),
  );
  const demo = accounts[0]![1];
  for (const [userId] of accounts.slice(1))
    await db.update(users).set({ passwordHash: demo.passwordHash }).where(eq(users.id, userId));
  return async () => {
    for (const [userId, account] of accounts) {
      await db
        .update(users)
        .set({ email: account.email, passwordHash: account.passwordHash, pendingEmail: null })
        .where(eq(users.id, userId));
    }
  };
}

const PROFILE_REQUESTS = {
  'PATCH /api/accounts/profile/': () => ({
    url: '/api/accounts/profile/',
    payload: { first_name: 'Dana', last_name: 'Whitfield', job_title: 'Head of buying' },
  }),
  'POST /api/accounts/profile/email/': async (f: Fixture) => ({
    url: '/api/accounts/profile/email/',
    payload: { email: `matrix-${unique()}@moved.test`, password: DEMO_PASSWORD },
    restore: await shareDemoPassword(f),
  }),
  // Both clients wait for the same address, so the one code mailed to it confirms either.
  'POST /api/accounts/profile/email/confirm/': async (f: Fixture) => {
    const restore = await shareDemoPassword(f);
    const email = `matrix-${unique()}@moved.test`;
    await f.t.services.accounts.requestEmailChange(f.client, { email, password: DEMO_PASSWORD });
    const others = [f.other.userId, ...Object.values(f.team).map((member) => member.userId)];
    await f.t.database.db.update(users).set({ pendingEmail: email }).where(inArray(users.id, others));
    const otp = await f.t.mailedCode(email, 'Confirm your new email address');
    return { url: '/api/accounts/profile/email/confirm/', payload: { otp }, restore };
  },
  'POST /api/accounts/profile/password/': async (f: Fixture) => ({
    url: '/api/accounts/profile/password/',
    payload: {
      current_password: DEMO_PASSWORD,
      new_password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    },
    restore: await shareDemoPassword(f),
  }),
} satisfies Partial<Record<Route, (f: Fixture) => Promise<MatrixRequest> | MatrixRequest>>;

// ---- Teams (issue 15) ----------------------------------------------------------------------------------------
// Each request acts on someone new to the demo organisation, so every caller meets the same state; the demo client
// is its owner again after every cell (afterEach below), whoever it handed ownership to.

/** A new person in the demo organisation, with `role`, active unless suspended by `suspendedBy` (issue 39). */
async function newDemoMember(
  f: Fixture,
  role: TeamRole = 'member',
  suspendedBy: 'firm' | 'organisation' | null = null,
): Promise<string> {
  const [row] = await f.t.database.db
    .insert(users)
    .values({
      tenantId: f.client.tenantId,
      email: `member-${unique()}@demo-team.test`,
      firstName: 'New',
      lastName: 'Member',
      passwordHash: f.passwordHash,
      userType: 'client',
      status: suspendedBy ? 'disabled' : 'active',
      suspendedBy,
      role,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A new open invitation of the demo organisation, sent by the demo client: its id and its link's token. */
async function newDemoInvitation(f: Fixture): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const [row] = await f.t.database.db
    .insert(teamInvitations)
    .values({
      tenantId: f.client.tenantId,
      email: `invitee-${unique()}@demo-team.test`,
      role: 'member',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      invitedBy: f.client.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: teamInvitations.id });
  return { id: row!.id, token };
}

/** The demo client owns the demo organisation again, and nobody else does. */
async function restoreDemoOwner(f: Fixture): Promise<void> {
  const { db } = f.t.database;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(
      and(eq(users.tenantId, f.client.tenantId), eq(users.role, 'owner'), ne(users.id, f.client.userId)),
    );
  // Only when changed: a write moves the organisation's cache version, and every later cell would read it afresh.
  await db
    .update(users)
    .set({ role: 'owner' })
    .where(and(eq(users.id, f.client.userId), ne(users.role, 'owner')));
}

const TEAM_REQUESTS: Record<
  keyof typeof TEAM_AUTHORISATION,
  (f: Fixture) => Promise<MatrixRequest> | MatrixRequest
> = {
  'GET /api/team/': () => ({ url: '/api/team/' }),
  'GET /api/alerts/preferences/': () => ({ url: '/api/alerts/preferences/' }),
  'GET /api/accounts/last-visit/': () => ({ url: '/api/accounts/last-visit/' }),
  'GET /api/admin/reports/alerts/': (f) => ({ url: `/api/admin/reports/alerts/?ids=${f.demoReportId}` }),
  'PATCH /api/alerts/preferences/': () => ({
    url: '/api/alerts/preferences/',
    payload: { time_zone: 'Europe/London' },
  }),
  'GET /api/alerts/saved-searches/': () => ({ url: '/api/alerts/saved-searches/' }),
  'POST /api/alerts/saved-searches/': () => ({
    url: '/api/alerts/saved-searches/',
    payload: { name: 'Coffee', pdf_search: 'coffee', frequency: 'daily' },
  }),
  'PATCH /api/alerts/saved-searches/:id/': async (f) => ({
    url: `/api/alerts/saved-searches/${(await f.t.services.savedSearches.create(f.client, { name: 'Cocoa', pdf_search: 'cocoa', frequency: 'daily' })).id}/`,
    payload: { frequency: 'weekly' },
  }),
  'DELETE /api/alerts/saved-searches/:id/': async (f) => ({
    url: `/api/alerts/saved-searches/${(await f.t.services.savedSearches.create(f.client, { name: 'Sugar', pdf_search: 'sugar', frequency: 'daily' })).id}/`,
  }),
  'GET /api/alerts/unsubscribe/': (f) => ({
    url: `/api/alerts/unsubscribe/?token=${f.t.services.unsubscribeLinks.token({ userId: f.client.userId, reportTypeIds: [f.typeId.demoReport] })}`,
  }),
  'POST /api/alerts/unsubscribe/': (f) => ({
    url: `/api/alerts/unsubscribe/?token=${f.t.services.unsubscribeLinks.token({ userId: f.client.userId, reportTypeIds: [f.typeId.demoReport] })}`,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'POST /api/team/invitations/': () => ({
    url: '/api/team/invitations/',
    payload: { email: `invitee-${unique()}@demo-team.test`, role: 'member', seats: [] },
  }),
  'POST /api/team/invitations/:id/resend/': async (f) => ({
    url: `/api/team/invitations/${(await newDemoInvitation(f)).id}/resend/`,
  }),
  'DELETE /api/team/invitations/:id/': async (f) => ({
    url: `/api/team/invitations/${(await newDemoInvitation(f)).id}/`,
  }),
  'PATCH /api/team/members/:id/': async (f) => ({
    url: `/api/team/members/${await newDemoMember(f)}/`,
    payload: { role: 'billing' },
  }),
  'POST /api/team/members/:id/suspend/': async (f) => ({
    url: `/api/team/members/${await newDemoMember(f)}/suspend/`,
  }),
  'POST /api/team/members/:id/reactivate/': async (f) => ({
    url: `/api/team/members/${await newDemoMember(f, 'member', 'organisation')}/reactivate/`,
  }),
  'DELETE /api/team/members/:id/': async (f) => ({ url: `/api/team/members/${await newDemoMember(f)}/` }),
  'POST /api/team/ownership/': async (f) => ({
    url: '/api/team/ownership/',
    payload: { member_id: await newDemoMember(f, 'admin') },
  }),
  'PUT /api/team/seats/': async (f) => ({
    url: '/api/team/seats/',
    payload: { member_id: await newDemoMember(f), report_type_id: f.typeId.demoReport, seated: true },
  }),
  'GET /api/team/events/': () => ({ url: '/api/team/events/?page=1' }),
  'GET /api/team/invitations/:token/': async (f) => ({
    url: `/api/team/invitations/${(await newDemoInvitation(f)).token}/`,
  }),
  'POST /api/team/invitations/:token/accept/': async (f) => ({
    url: `/api/team/invitations/${(await newDemoInvitation(f)).token}/accept/`,
    payload: { first_name: 'Ivy', last_name: 'Invitee', password: STRONG_PASSWORD },
  }),
  'GET /api/admin/team-events/': (f) => ({
    url: `/api/admin/team-events/?tenant_id=${f.client.tenantId}&page=1`,
  }),
};

/**
 * Rules a route's one request cannot show: a case names its route, what each caller gets, and a request of its own.
 * A member the firm suspended is neither reactivated nor removed by their organisation (issue 39): 403 for its owner
 * and admins, as for the rest of the team; the other organisation's owner names nobody of theirs (404).
 */
const CASES: Record<
  string,
  { route: Route; decision: Decision; request: (f: Fixture) => Promise<MatrixRequest> | MatrixRequest }
> = {
  'POST /api/team/members/:id/reactivate/ of a member the firm suspended': {
    route: 'POST /api/team/members/:id/reactivate/',
    decision: manageTeam(403),
    request: async (f) => ({
      url: `/api/team/members/${await newDemoMember(f, 'member', 'firm')}/reactivate/`,
    }),
  },
  'DELETE /api/team/members/:id/ of a member the firm suspended': {
    route: 'DELETE /api/team/members/:id/',
    decision: manageTeam(403),
    request: async (f) => ({ url: `/api/team/members/${await newDemoMember(f, 'member', 'firm')}/` }),
  },
};

/** A report of its own for a row that changes one (not the demo report, which the client rows read). */
async function newMatrixReport(f: Fixture, unpublished = false): Promise<number> {
  const id = await addReport(f.t.database.db, f.t.files, {
    type: TYPES.demoReport,
    name: `Matrix report ${unique()}`,
  });
  if (unpublished) {
    await f.t.database.db.update(reports).set({ unpublishedAt: clock.now() }).where(eq(reports.id, id));
  }
  return id;
}

/** A day after tomorrow (UTC), when a matrix analyst is free all day. */
const matrixDay = () => addCalendarDays(dayIn(clock.now(), 'UTC'), 2);

/** Who adds the courses the matrix's requests change. */
const MATRIX_STAFF = { id: null, email: 'matrix@firm.test' };

const MATRIX_COURSE = {
  title: 'Matrix course',
  description: 'A course of the authorisation matrix.',
  level: 'introductory',
  commodity: 'coffee',
} as const;

/** A course of its own for a request to change. */
async function newMatrixCourse(f: Fixture): Promise<number> {
  return (await f.t.services.courseCatalogue.addCourse(MATRIX_STAFF, MATRIX_COURSE)).id;
}

/**
 * A new session in which the demo client's organisation has paid for three seats (by card, settled at once): of
 * `capacity` seats (10 unless said; 3 for a full one).
 */
async function sessionWithDemoSeats(f: Fixture, capacity?: number): Promise<number> {
  const { services } = f.t;
  const course = await services.courseCatalogue.addSession(MATRIX_STAFF, await newMatrixCourse(f), {
    ...(await matrixSession(f)),
    ...(capacity ? { capacity } : {}),
  });
  const sessionId = course.sessions[0]!.id;
  await setCart(f, f.client, []);
  await services.cart.addCourseSeats(f.client, sessionId, 3);
  const quote = await services.orders.quote(f.client, {
    cartIds: (await services.cart.pricedLines(f.client)).map((line) => line.id),
    discountDollars: 0,
    method: 'card',
  });
  await services.unitOfWork(async (tx) => {
    const order = await services.orders.place(tx, f.client, quote, 'card', { provider: 'sandbox' });
    await services.fulfilment.settle(tx, order.id);
  });
  return sessionId;
}

/** A material uploaded to a session of its own that the demo client bought seats in and attends. */
async function materialOfDemoClient(f: Fixture): Promise<{ id: number; sessionId: number }> {
  const sessionId = await sessionWithDemoSeats(f);
  await f.t.services.courseParticipants.add(
    f.client,
    sessionId,
    TEST_ACCOUNTS.demoClient.email.toLowerCase(),
  );
  const [material] = await f.t.services.courseMaterials.upload(MATRIX_STAFF, sessionId, {
    title: 'Slides',
    fileName: 'slides.pdf',
    bytes: await pdfWithText('Matrix slides'),
  });
  return { id: material!.id, sessionId };
}

/** A session's fields: two days a month ahead, taught by an analyst of its own. */
async function matrixSession(f: Fixture) {
  const first = addCalendarDays(dayIn(clock.now(), 'UTC'), 30);
  return {
    first_day: first,
    last_day: addCalendarDays(first, 1),
    hours: { start: '09:00', end: '17:00' },
    time_zone: 'UTC',
    format: 'virtual' as const,
    place: null,
    joining_link: 'https://meet.firm.test/matrix-course',
    capacity: 10,
    price_per_participant: 5000,
    analyst_id: await newMatrixAnalyst(f),
  };
}

/** A staff member of their own who takes sessions every hour of every day (UTC): each request holds its own time. */
async function newMatrixAnalyst(f: Fixture): Promise<number> {
  const userId = await addStaff(f.t.database.db, `matrix-analyst-${unique()}@firm.test`, 'editor');
  return addAnalystProfile(f.t.database.db, userId);
}

/** An analyst profile for a staff member, free every hour of every day (UTC). */
async function addAnalystProfile(db: TestApp['services']['db'], userId: string): Promise<number> {
  const [row] = await db
    .insert(analysts)
    .values({
      userId,
      photoUrl: null,
      expertise: ['coffee'],
      timeZone: 'UTC',
      meetingLink: 'https://meet.firm.test/matrix',
      noticeMinutes: 0,
      bufferMinutes: 0,
      dailyMax: 24,
      weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
      dateOverrides: [],
      updatedAt: clock.now(),
    })
    .returning({ id: analysts.id });
  return row!.id;
}

/** A session of the demo client's booked by card with an analyst of its own, at noon on the matrix day. */
async function matrixBookedSession(
  f: Fixture,
  startsAt = new Date(`${matrixDay()}T12:00:00.000Z`),
): Promise<number> {
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  const [row] = await f.t.database.db
    .insert(consultations)
    .values({
      analystId: await newMatrixAnalyst(f),
      tenantId: f.client.tenantId,
      userId: f.client.userId,
      lengthMinutes: 30,
      startsAt,
      endsAt,
      occupiedUntil: endsAt,
      status: 'booked',
      coveredBy: 'card',
      priceCents: 49_500,
      timeZone: 'UTC',
      topic: 'Matrix',
      notes: '',
      updatedAt: clock.now(),
    })
    .returning({ id: consultations.id });
  return row!.id;
}

/** Months apart, so each monthly call the matrix uses is one of its own month's. */
let monthlyCalls = 0;

/** A hold of the demo client's own time. */
const matrixHold = async (f: Fixture, analyst: number) => ({
  length: 30 as const,
  analyst,
  starts_at: `${matrixDay()}T12:00:00.000Z`,
  time_zone: 'UTC',
  topic: 'Matrix',
  notes: '',
});

const REQUESTS: Record<Route, (f: Fixture) => Promise<MatrixRequest> | MatrixRequest> = {
  ...TEAM_REQUESTS,
  'POST /api/accounts/clientlogin/': () => ({
    url: '/api/accounts/clientlogin/',
    payload: { email: TEST_ACCOUNTS.demoClient.email, password: TEST_ACCOUNTS.demoClient.password },
  }),
  'POST /api/accounts/token/refresh/': async (f) => ({
    url: '/api/accounts/token/refresh/',
    payload: { refresh: await freshRefreshToken(f) },
  }),
  'POST /api/accounts/logout/': async (f) => ({
    url: '/api/accounts/logout/',
    payload: { refresh: await freshRefreshToken(f) },
  }),
  'POST /api/accounts/client/tenant-register/': () => {
    const n = unique();
    return {
      url: '/api/accounts/client/tenant-register/',
      payload: {
        tenant: `Matrix Roasters ${n}`,
        first_name: 'Maria',
        last_name: 'Santos',
        email: `maria-${n}@register.test`,
        industry_sector: 'import-export',
        phone_number: 9876543210,
        street_address: '12 Harbour Road',
        city: 'Kochi',
        password: 'Roast@2026',
        country: 'IN',
      },
    };
  },
  // The same answer whether or not the address has an account: an unknown one changes nothing.
  'POST /api/accounts/forgot-password/': () => ({
    url: '/api/accounts/forgot-password/',
    payload: { email: `nobody-${unique()}@recovery.test` },
  }),
  'POST /api/accounts/verify-otp/': async (f) => {
    const email = nextRecoveryAccount();
    return { url: '/api/accounts/verify-otp/', payload: { email, otp: await passwordResetCode(f, email) } };
  },
  'POST /api/accounts/reset-password/': async (f) => {
    const email = nextRecoveryAccount();
    const token = await f.t.services.accounts.verifyPasswordResetCode(
      email,
      await passwordResetCode(f, email),
    );
    return {
      url: '/api/accounts/reset-password/',
      payload: { token, new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD },
    };
  },
  'GET /api/accounts/profile/': () => ({ url: '/api/accounts/profile/' }),
  ...PROFILE_REQUESTS,
  'GET /api/admin/summary/': () => ({ url: '/api/admin/summary/' }),
  'GET /api/admin/me/': () => ({ url: '/api/admin/me/' }),
  'GET /api/admin/audit/': () => ({ url: '/api/admin/audit/?page=1' }),
  'GET /api/admin/overview/': () => ({ url: '/api/admin/overview/' }),
  'GET /api/admin/inquiries/': () => ({ url: '/api/admin/inquiries/?state=all&sort=company&q=inbox&page=1' }),
  // Marking it handled again changes nothing: every admin request answers 200.
  'PATCH /api/admin/inquiries/:id/': (f) => ({
    url: `/api/admin/inquiries/${f.inquiryId}/`,
    payload: { handled: true },
  }),
  'GET /api/admin/reports/': () => ({
    url: '/api/admin/reports/?q=coffee&state=all&sort=name&direction=asc&published_from=2020-01-01&page=1',
  }),
  // A PDF never uploaded before, so every staff request imports a new report (201).
  'POST /api/admin/reports/': async (f) => ({
    url: `/api/admin/reports/?type=${f.typeId.demoReport}&file_name=matrix-upload.pdf`,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(await pdfWithText(`Matrix upload ${unique()}: arabica and robusta.`)),
  }),
  'GET /api/admin/reports/:id/': (f) => ({ url: `/api/admin/reports/${f.demoReportId}/` }),
  'PATCH /api/admin/reports/:id/': async (f) => ({
    url: `/api/admin/reports/${await newMatrixReport(f)}/`,
    payload: { name: 'Matrix report, renamed', published_at: '2025-06-03' },
  }),
  'POST /api/admin/reports/:id/unpublish/': async (f) => ({
    url: `/api/admin/reports/${await newMatrixReport(f)}/unpublish/`,
    payload: { reason: 'Matrix' },
  }),
  'POST /api/admin/reports/:id/publish/': async (f) => ({
    url: `/api/admin/reports/${await newMatrixReport(f, true)}/publish/`,
    payload: {},
  }),
  'DELETE /api/admin/reports/:id/': async (f) => ({ url: `/api/admin/reports/${await newMatrixReport(f)}/` }),
  'GET /api/admin/reports/:id/file': (f) => ({ url: `/api/admin/reports/${f.demoReportId}/file` }),
  // A PDF never uploaded before, for a report of its own: every staff request replaces its file.
  'PUT /api/admin/reports/:id/file': async (f) => ({
    url: `/api/admin/reports/${await newMatrixReport(f)}/file?file_name=corrected.pdf`,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(await pdfWithText(`Matrix correction ${unique()}: arabica and robusta.`)),
  }),
  'GET /api/admin/reports/:id/correction-notice/': (f) => ({
    url: `/api/admin/reports/${f.demoReportId}/correction-notice/`,
  }),
  // A report of its own whose file was replaced after the demo client downloaded it.
  'POST /api/admin/reports/:id/correction-notice/': async (f) => {
    const id = await newMatrixReport(f);
    await f.t.database.db
      .insert(fileDeliveries)
      .values({ reportId: id, userId: f.client.userId, tenantId: f.client.tenantId, operation: 'download' });
    await f.t.database.db
      .update(reports)
      .set({ fileReplacedAt: new Date(Date.now() + 60_000) })
      .where(eq(reports.id, id));
    return { url: `/api/admin/reports/${id}/correction-notice/`, payload: { note: 'Figures corrected.' } };
  },
  'GET /api/admin/clients/': () => ({ url: '/api/admin/clients/?status=all&sort=name&q=managed&page=1' }),
  'GET /api/admin/clients/:id/': (f) => ({ url: `/api/admin/clients/${f.managed.tenantId}/` }),
  // Suspending what is suspended, or reactivating what is active, changes nothing: each admin request answers 200.
  'POST /api/admin/clients/:id/suspend/': (f) => ({
    url: `/api/admin/clients/${f.managed.tenantId}/suspend/`,
    payload: { reason: 'Matrix' },
    restore: async () => {
      await f.t.database.db
        .update(tenants)
        .set({ status: 'active' })
        .where(eq(tenants.id, f.managed.tenantId));
    },
  }),
  'POST /api/admin/clients/:id/reactivate/': (f) => ({
    url: `/api/admin/clients/${f.managed.tenantId}/reactivate/`,
    payload: { reason: 'Matrix' },
  }),
  'POST /api/admin/clients/:id/users/:userId/suspend/': (f) => ({
    url: `/api/admin/clients/${f.managed.tenantId}/users/${f.managed.userId}/suspend/`,
    payload: { reason: 'Matrix' },
    restore: async () => {
      await f.t.database.db
        .update(users)
        .set({ status: 'active', suspendedBy: null })
        .where(eq(users.id, f.managed.userId));
    },
  }),
  // Staff lift any suspension, the organisation's own too (issue 39): the user is suspended by their organisation
  // for the request, and active again afterwards.
  'POST /api/admin/clients/:id/users/:userId/reactivate/': async (f) => {
    const managedUser = eq(users.id, f.managed.userId);
    const { db } = f.t.database;
    await db.update(users).set({ status: 'disabled', suspendedBy: 'organisation' }).where(managedUser);
    return {
      url: `/api/admin/clients/${f.managed.tenantId}/users/${f.managed.userId}/reactivate/`,
      payload: { reason: 'Matrix' },
      restore: async () => {
        await db.update(users).set({ status: 'active', suspendedBy: null }).where(managedUser);
      },
    };
  },
  // The grant is taken back once answered, so every admin request grants afresh.
  'POST /api/admin/clients/:id/subscriptions/': (f) => ({
    url: `/api/admin/clients/${f.managed.tenantId}/subscriptions/`,
    payload: { report_type_id: f.typeId.invoiced, tier: SINGLE, months: 1, reason: 'Matrix' },
    restore: async () => {
      await f.t.database.db
        .delete(subscriptions)
        .where(
          and(
            eq(subscriptions.tenantId, f.managed.tenantId),
            eq(subscriptions.reportTypeId, f.typeId.invoiced),
          ),
        );
    },
  }),
  'POST /api/admin/clients/:id/subscriptions/:subscriptionId/extend/': (f) => ({
    url: `/api/admin/clients/${f.managed.tenantId}/subscriptions/${f.managed.subscriptionId}/extend/`,
    payload: { months: 1, reason: 'Matrix' },
  }),
  // The managed subscription in grace for the request, running again afterwards.
  'POST /api/admin/clients/:id/subscriptions/:subscriptionId/grace/': async (f) => {
    const inGrace = async (state: 'grace' | 'active') => {
      const end = new Date(clock.now().getTime() + 30 * 24 * 60 * 60 * 1000);
      await f.t.database.db
        .update(subscriptions)
        .set({ state, paidUntil: end, endsAt: end })
        .where(eq(subscriptions.id, f.managed.subscriptionId));
    };
    await inGrace('grace');
    const until = new Date(clock.now().getTime() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return {
      url: `/api/admin/clients/${f.managed.tenantId}/subscriptions/${f.managed.subscriptionId}/grace/`,
      payload: { until, reason: 'Matrix' },
      restore: () => inGrace('active'),
    };
  },
  'GET /api/admin/clients/:id/billing-profile/': (f) => ({
    url: `/api/admin/clients/${f.managed.tenantId}/billing-profile/`,
  }),
  'GET /api/admin/clients/:id/statement/:format/': (f) => ({
    url: `/api/admin/clients/${f.managed.tenantId}/statement/pdf/`,
  }),
  'PUT /api/admin/clients/:id/billing-profile/': (f) => ({
    url: `/api/admin/clients/${f.managed.tenantId}/billing-profile/`,
    payload: UK_BILLING_PROFILE,
  }),
  'GET /api/admin/analysts/': () => ({ url: '/api/admin/analysts/' }),
  'GET /api/admin/consultation-prices/': () => ({ url: '/api/admin/consultation-prices/' }),
  'GET /api/admin/consultations/': async (f) => ({
    url: `/api/admin/consultations/?analyst=${await newMatrixAnalyst(f)}&from=${matrixDay()}&days=7`,
  }),
  // A time of an analyst of its own, booked for the demo client on an invoice.
  'POST /api/admin/consultations/': async (f) => ({
    url: '/api/admin/consultations/',
    payload: {
      ...(await matrixHold(f, await newMatrixAnalyst(f))),
      client_email: TEST_ACCOUNTS.demoClient.email,
      payment: 'invoice',
    },
  }),
  // A session that took place yesterday.
  'POST /api/admin/consultations/:id/outcome/': async (f) => ({
    url: `/api/admin/consultations/${await matrixBookedSession(f, new Date(clock.now().getTime() - 86_400_000))}/outcome/`,
    payload: { outcome: 'completed', note: 'Matrix' },
  }),
  // Another price each time: the same prices again are refused as unchanged.
  'PUT /api/admin/consultation-prices/': () => ({
    url: '/api/admin/consultation-prices/',
    payload: { price_15: 260, price_30: 495, price_60: 900 + unique(), reason: 'Matrix' },
  }),
  'GET /api/consultations/prices/': () => ({ url: '/api/consultations/prices/' }),
  'POST /api/admin/analysts/': async (f) => ({
    url: '/api/admin/analysts/',
    payload: {
      user_id: await addStaff(f.t.database.db, `matrix-new-analyst-${unique()}@firm.test`, 'editor'),
      photo_url: null,
      expertise: ['cocoa'],
      time_zone: 'Europe/London',
      meeting_link: 'https://meet.firm.test/new',
      weekly_hours: [{ weekday: 1, start: '09:00', end: '12:00' }],
      date_overrides: [],
      notice_minutes: 60,
      buffer_minutes: 10,
      daily_max: 4,
    },
  }),
  'PATCH /api/admin/analysts/:id/': async (f) => ({
    url: `/api/admin/analysts/${await newMatrixAnalyst(f)}/`,
    payload: { buffer_minutes: 15 },
  }),
  'DELETE /api/admin/analysts/:id/': async (f) => ({
    url: `/api/admin/analysts/${await newMatrixAnalyst(f)}/`,
  }),
  'GET /api/admin/courses/': () => ({ url: '/api/admin/courses/' }),
  'POST /api/admin/courses/': () => ({ url: '/api/admin/courses/', payload: MATRIX_COURSE }),
  'PATCH /api/admin/courses/:id/': async (f) => ({
    url: `/api/admin/courses/${await newMatrixCourse(f)}/`,
    payload: { level: 'advanced' },
  }),
  'POST /api/admin/courses/:id/sessions/': async (f) => ({
    url: `/api/admin/courses/${await newMatrixCourse(f)}/sessions/`,
    payload: await matrixSession(f),
  }),
  'PATCH /api/admin/course-sessions/:id/': async (f) => {
    const session = await matrixSession(f);
    const course = await f.t.services.courseCatalogue.addSession(
      MATRIX_STAFF,
      await newMatrixCourse(f),
      session,
    );
    return {
      url: `/api/admin/course-sessions/${course.sessions[0]!.id}/`,
      payload: { ...session, capacity: 14 },
    };
  },
  'GET /api/courses/sessions/': () => ({ url: '/api/courses/sessions/' }),
  'GET /api/courses/mine/': () => ({ url: '/api/courses/mine/' }),
  'POST /api/courses/sessions/:id/participants/': async (f) => ({
    url: `/api/courses/sessions/${await sessionWithDemoSeats(f)}/participants/`,
    payload: { email: `matrix-${randomBytes(4).toString('hex')}@elsewhere.test` },
  }),
  'DELETE /api/courses/participants/:id/': async (f) => {
    const session = await f.t.services.courseParticipants.add(
      f.client,
      await sessionWithDemoSeats(f),
      `matrix-${randomBytes(4).toString('hex')}@elsewhere.test`,
    );
    return { url: `/api/courses/participants/${session.participants[0]!.id}/` };
  },
  'GET /api/courses/waiting-list/': () => ({ url: '/api/courses/waiting-list/' }),
  'POST /api/courses/sessions/:id/waiting-list/': async (f) => ({
    url: `/api/courses/sessions/${await sessionWithDemoSeats(f, 3)}/waiting-list/`,
    payload: { seats: 2 },
  }),
  'DELETE /api/courses/waiting-list/:id/': async (f) => {
    const entry = await f.t.services.waitingList.join(f.client, await sessionWithDemoSeats(f, 3), 1);
    return { url: `/api/courses/waiting-list/${entry.id}/` };
  },
  'GET /api/admin/course-sessions/:id/materials/': async (f) => ({
    url: `/api/admin/course-sessions/${(await materialOfDemoClient(f)).sessionId}/materials/`,
  }),
  'POST /api/admin/course-sessions/:id/materials/': async (f) => ({
    url: `/api/admin/course-sessions/${await sessionWithDemoSeats(f)}/materials/?title=Slides&file_name=slides.pdf`,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(await pdfWithText('Matrix slides')),
  }),
  'DELETE /api/admin/course-materials/:id/': async (f) => ({
    url: `/api/admin/course-materials/${(await materialOfDemoClient(f)).id}/`,
  }),
  'GET /api/admin/course-materials/:id/file': async (f) => ({
    url: `/api/admin/course-materials/${(await materialOfDemoClient(f)).id}/file`,
  }),
  'POST /api/courses/materials/:id/link/': async (f) => ({
    url: `/api/courses/materials/${(await materialOfDemoClient(f)).id}/link/`,
    payload: { operation: 'download' },
  }),
  'GET /api/courses/materials/:id/file/': async (f) => {
    const { id } = await materialOfDemoClient(f);
    const url = await f.t.services.courseMaterials.link(f.client, id, 'view', 'http://localhost');
    return { url: url.replace('http://localhost', '') };
  },
  'GET /api/consultations/': () => ({ url: '/api/consultations/' }),
  'GET /api/consultations/analysts/': () => ({ url: '/api/consultations/analysts/' }),
  'GET /api/consultations/slots/': async (f) => ({
    url: `/api/consultations/slots/?length=30&day=${matrixDay()}&time_zone=UTC&analyst=${await newMatrixAnalyst(f)}`,
  }),
  'POST /api/consultations/holds/': async (f) => ({
    url: '/api/consultations/holds/',
    payload: await matrixHold(f, await newMatrixAnalyst(f)),
  }),
  'POST /api/consultations/holds/:id/pay/': async (f) => {
    const hold = await f.t.services.consultationBooking.hold(
      f.client,
      await matrixHold(f, await newMatrixAnalyst(f)),
    );
    return { url: `/api/consultations/holds/${hold.id}/pay/`, payload: { method: 'card' } };
  },
  'POST /api/consultations/holds/:id/monthly-call/': async (f) => {
    monthlyCalls += 1;
    const day = addCalendarDays(matrixDay(), 31 * (monthlyCalls % 3));
    const hold = await f.t.services.consultationBooking.hold(f.client, {
      ...(await matrixHold(f, await newMatrixAnalyst(f))),
      length: 60,
      starts_at: `${day}T12:00:00.000Z`,
    });
    return { url: `/api/consultations/holds/${hold.id}/monthly-call/` };
  },
  'POST /api/consultations/holds/:id/credit/': async (f) => {
    const hold = await f.t.services.consultationBooking.hold(f.client, {
      ...(await matrixHold(f, await newMatrixAnalyst(f))),
      length: 60,
    });
    return { url: `/api/consultations/holds/${hold.id}/credit/` };
  },
  'POST /api/consultations/holds/:id/invoice/': async (f) => {
    const hold = await f.t.services.consultationBooking.hold(
      f.client,
      await matrixHold(f, await newMatrixAnalyst(f)),
    );
    return { url: `/api/consultations/holds/${hold.id}/invoice/` };
  },
  'POST /api/consultations/:id/cancel/': async (f) => ({
    url: `/api/consultations/${await matrixBookedSession(f)}/cancel/`,
  }),
  'POST /api/consultations/:id/reschedule/': async (f) => ({
    url: `/api/consultations/${await matrixBookedSession(f)}/reschedule/`,
    payload: { starts_at: `${matrixDay()}T14:00:00.000Z`, time_zone: 'UTC' },
  }),
  'DELETE /api/consultations/holds/:id/': async (f) => {
    const hold = await f.t.services.consultationBooking.hold(
      f.client,
      await matrixHold(f, await newMatrixAnalyst(f)),
    );
    return { url: `/api/consultations/holds/${hold.id}/` };
  },
  'GET /api/admin/staff/': () => ({ url: '/api/admin/staff/' }),
  'POST /api/admin/staff/': () => ({
    url: '/api/admin/staff/',
    payload: {
      first_name: 'Matrix',
      last_name: 'Staff',
      email: `matrix-staff-${unique()}@firm.test`,
      staff_role: 'editor',
    },
  }),
  'GET /api/admin/orders/': () => ({
    url: '/api/admin/orders/?status=pending&method=invoice&from=2020-01-01&q=SO-&sort=total&page=1',
  }),
  'GET /api/admin/orders/export.csv': () => ({ url: '/api/admin/orders/export.csv?method=invoice' }),
  'GET /api/admin/orders/:number/': (f) => ({ url: `/api/admin/orders/${f.orderNumber}/` }),
  // Each acting request has an order of its own, in the state the action needs.
  'POST /api/admin/orders/:number/mark-paid/': async (f) => ({
    url: `/api/admin/orders/${await staffOrder(f, 'invoice')}/mark-paid/`,
    payload: { reason: 'Paid by wire' },
  }),
  'POST /api/admin/orders/:number/void/': async (f) => ({
    url: `/api/admin/orders/${await staffOrder(f, 'invoice')}/void/`,
    payload: { reason: 'Withdrawn' },
  }),
  'POST /api/admin/orders/:number/resend-invoice/': async (f) => ({
    url: `/api/admin/orders/${await staffOrder(f, 'invoice')}/resend-invoice/`,
    payload: {},
  }),
  'POST /api/admin/orders/:number/refund/': async (f) => ({
    url: `/api/admin/orders/${await staffOrder(f, 'card')}/refund/`,
    payload: { reason: 'Duplicate', end_access: false },
  }),
  'POST /api/admin/orders/:number/credit-notes/': async (f) => ({
    url: `/api/admin/orders/${await staffOrder(f, 'card')}/credit-notes/`,
    payload: { kind: 'correction', amount: 1, reason: 'Agreed price' },
  }),
  'GET /api/admin/report-types/': () => ({ url: '/api/admin/report-types/?sort=name&q=coffee' }),
  // The same description each time after the first: every allowed request answers 200.
  'PATCH /api/admin/report-types/:id/': (f) => ({
    url: `/api/admin/report-types/${f.typeId.demoReport}/`,
    payload: { description: 'Described by the authorisation matrix.' },
  }),
  'PUT /api/admin/report-types/:id/image': (f) => ({
    url: `/api/admin/report-types/${f.typeId.demoReport}/image`,
    payload: MATRIX_PNG,
    headers: { 'content-type': 'image/png' },
  }),
  'GET /api/report-types/:id/image': (f) => ({ url: `/api/report-types/${f.typeId.demoReport}/image` }),
  'GET /api/admin/promo-codes/': () => ({ url: '/api/admin/promo-codes/?state=all&sort=code&q=m&page=1' }),
  'POST /api/admin/promo-codes/': () => ({
    url: '/api/admin/promo-codes/',
    payload: { code: `MATRIX${unique()}`, kind: 'percent', percent_off: 10 },
  }),
  'POST /api/admin/promo-codes/:id/deactivate': async (f) => ({
    url: `/api/admin/promo-codes/${(await f.t.services.coupons.create({ code: `GONE${unique()}`, kind: 'fixed', amountOffCents: 100 })).id}/deactivate`,
    payload: { reason: 'Checked by the authorisation matrix.' },
  }),
  'GET /api/admin/promo-codes/:id/redemptions/': async (f) => ({
    url: `/api/admin/promo-codes/${(await f.t.services.coupons.create({ code: `USED${unique()}`, kind: 'percent', percentOff: 5 })).id}/redemptions/?page=1`,
  }),
  'GET /api/admin/tax-rates/': () => ({ url: '/api/admin/tax-rates/' }),
  'POST /api/admin/tax-rates/': () => ({
    url: '/api/admin/tax-rates/',
    payload: { country: matrixCountry(), rate: 7.5, label: 'VAT' },
  }),
  'PUT /api/admin/tax-rates/:id/': async (f) => ({
    url: `/api/admin/tax-rates/${await matrixTaxRate(f)}/`,
    payload: { country: matrixCountry(), rate: 10, label: 'GST' },
  }),
  'DELETE /api/admin/tax-rates/:id/': async (f) => ({
    url: `/api/admin/tax-rates/${await matrixTaxRate(f)}/`,
  }),
  'GET /api/reports/report-types': () => ({ url: '/api/reports/report-types' }),
  'GET /api/reports/report-type-descriptions/': () => ({ url: '/api/reports/report-type-descriptions/' }),
  'GET /api/reports/report/acess/': () => ({ url: '/api/reports/report/acess/?page=1' }),
  'GET /api/reports/bookmarks/': () => ({ url: '/api/reports/bookmarks/?page=1' }),
  'POST /api/reports/bookmarks/': (f) => ({
    url: '/api/reports/bookmarks/',
    payload: { report_id: f.demoReportId },
  }),
  'DELETE /api/reports/bookmarks/:id/': async (f) => ({
    url: `/api/reports/bookmarks/${await f.t.services.reports.addBookmark(f.client, f.demoReportId)}/`,
  }),
  'GET /api/reports/subscriptions/': () => ({ url: '/api/reports/subscriptions/' }),
  'POST /api/reports/generate-presigned-url/': (f) => ({
    url: '/api/reports/generate-presigned-url/',
    payload: { id: f.demoReportId, operation: 'view' },
  }),
  'GET /api/reports/files/:id/': async (f) => {
    const query = await f.t.services.reports.fileLink(f.client, f.demoReportId, 'view');
    return { url: `/api/reports/files/${f.demoReportId}/?${query.toString()}` };
  },
  'GET /api/reports/elastic-search/': () => ({ url: '/api/reports/elastic-search/?pdf_search=coffee' }),
  'GET /api/reports/cart/': () => ({ url: '/api/reports/cart/' }),
  'GET /api/reports/cart/tax/': () => ({ url: '/api/reports/cart/tax/?country=Brazil' }),
  'POST /api/reports/cart/': async (f) => {
    await setCart(f, f.client, []);
    await setOtherCarts(f, []);
    return {
      url: '/api/reports/cart/',
      payload: { report_type: f.typeId.addedToCart, selected_subscription: SINGLE },
    };
  },
  'POST /api/reports/cart/credits/': async (f) => {
    await setCart(f, f.client, []);
    await setOtherCarts(f, []);
    return { url: '/api/reports/cart/credits/', payload: { quantity: 1 } };
  },
  'POST /api/reports/cart/archived/': async (f) => {
    await setCart(f, f.client, []);
    await setOtherCarts(f, []);
    const { db } = f.t.database;
    await db
      .update(reportTypes)
      .set({ priceArchivedReportCents: 450_00 })
      .where(eq(reportTypes.id, f.typeId.addedToCart));
    const [archived] = await db
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reportTypeId, f.typeId.addedToCart),
          lt(reports.publishedAt, archiveCutoff(clock.now())),
        ),
      )
      .limit(1);
    if (!archived) throw new Error('no archived report of the type');
    return { url: '/api/reports/cart/archived/', payload: { report: archived.id } };
  },
  'POST /api/reports/cart/course-seats/': async (f) => {
    await setCart(f, f.client, []);
    await setOtherCarts(f, []);
    const course = await f.t.services.courseCatalogue.addSession(
      MATRIX_STAFF,
      await newMatrixCourse(f),
      await matrixSession(f),
    );
    return { url: '/api/reports/cart/course-seats/', payload: { session: course.sessions[0]!.id, seats: 2 } };
  },
  'GET /api/reports/archived/': () => ({ url: '/api/reports/archived/?search_query=cocoa' }),
  'PATCH /api/reports/cart/:id/': async (f) => {
    const [line] = await setCart(f, f.client, ['cartLine']);
    return {
      url: `/api/reports/cart/${line}/`,
      payload: { selected_subscription: 'subscription_price_for_upto_3_user' },
    };
  },
  'DELETE /api/reports/cart/:id/': async (f) => {
    const [line] = await setCart(f, f.client, ['cartLine']);
    return { url: `/api/reports/cart/${line}/` };
  },
  'POST /api/reports/apply-coupon/': async (f) => {
    await setCart(f, f.client, ['coupon']);
    await setOtherCarts(f, ['coupon']);
    return {
      url: '/api/reports/apply-coupon/',
      payload: { amount: WEEKLY_SINGLE_CENTS / 100, promo_code: 'HARVEST25' },
    };
  },
  'DELETE /api/reports/apply-coupon/': () => ({ url: '/api/reports/apply-coupon/' }),
  'GET /api/reports/orders/:number/': (f) => ({ url: `/api/reports/orders/${f.orderNumber}/` }),
  'POST /api/reports/pay/by/invoice/': async (f) => {
    const cart = await setCart(f, f.client, ['payByInvoice']);
    await setOtherCarts(f, ['payByInvoice']);
    return { url: '/api/reports/pay/by/invoice/', payload: { cart, discount_price: 0 } };
  },
  'POST /api/reports/bank/payments/checkout/': async (f) => {
    const cart = await setCart(f, f.client, ['checkout']);
    await setOtherCarts(f, ['checkout']);
    return {
      url: '/api/reports/bank/payments/checkout/',
      payload: { amount: IN_DEPTH_SINGLE_CENTS, currency: 'usd', method: 'card', cart, discount_price: 0 },
    };
  },
  'POST /api/payments/sandbox/confirm/': (f) => ({
    url: '/api/payments/sandbox/confirm/',
    payload: {
      client_secret: f.sandboxSecret,
      method: 'card',
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
    },
  }),
  'GET /api/payments/config/': () => ({ url: '/api/payments/config/' }),
  // An event the app does not use, signed as Stripe signs it: acknowledged and left.
  'POST /api/reports/stripe/webhook/': () => {
    const payload = JSON.stringify({
      id: `evt_matrix_${unique()}`,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_matrix', object: 'customer' } },
    });
    return {
      url: '/api/reports/stripe/webhook/',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    };
  },
  'GET /api/billing/invoices/:number/pdf/': (f) => ({ url: `/api/billing/invoices/${f.invoiceNumber}/pdf/` }),
  'GET /api/billing/invoices/:number/e-invoice/': (f) => ({
    url: `/api/billing/invoices/${f.invoiceNumber}/e-invoice/`,
  }),
  'GET /api/billing/orders/:number/receipt/pdf/': async (f) => ({
    url: `/api/billing/orders/${await staffOrder(f, 'card')}/receipt/pdf/`,
  }),
  // A credit note of the demo organisation's paid card order, issued as a refund would issue it.
  'GET /api/billing/credit-notes/:number/pdf/': async (f) => {
    const [order] = await f.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, await staffOrder(f, 'card')));
    const note = await f.t.services.unitOfWork((tx) =>
      issueCreditNote(tx, f.t.services.jobs, {
        order: order!,
        reason: 'refund',
        amountCents: order!.totalCents,
        at: clock.now(),
      }),
    );
    return { url: `/api/billing/credit-notes/${note.number}/pdf/` };
  },
  'GET /api/billing/overview/': () => ({ url: '/api/billing/overview/' }),
  'GET /api/billing/profile/': () => ({ url: '/api/billing/profile/' }),
  'GET /api/billing/statement/:format/': () => ({ url: '/api/billing/statement/csv/' }),
  'PUT /api/billing/profile/': () => ({
    url: '/api/billing/profile/',
    payload: UK_BILLING_PROFILE,
  }),
  'PUT /api/billing/subscriptions/:id/auto-renew/': async (f) => ({
    url: `/api/billing/subscriptions/${await demoSubscription(f)}/auto-renew/`,
    payload: { auto_renew: false },
  }),
  'PUT /api/billing/subscriptions/:id/renewal-po/': async (f) => ({
    url: `/api/billing/subscriptions/${await demoSubscription(f)}/renewal-po/`,
    payload: { po_number: 'PO-MATRIX-1' },
  }),
  'POST /api/billing/subscriptions/:id/tier/quote/': async (f) => ({
    url: `/api/billing/subscriptions/${await demoSubscription(f)}/tier/quote/`,
    payload: { tier: SINGLE },
  }),
  'POST /api/billing/subscriptions/:id/tier/': async (f) => ({
    url: `/api/billing/subscriptions/${await demoSubscription(f)}/tier/`,
    payload: { tier: SINGLE },
  }),
  'POST /api/billing/orders/:number/pay/': async (f) => ({
    url: `/api/billing/orders/${await staffOrder(f, 'invoice')}/pay/`,
    payload: { method: 'card' },
  }),
  'POST /api/inquiries/': () => ({
    url: '/api/inquiries/',
    payload: {
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@visitor.test',
      phone: '1155550100',
      phoneCode: '+55',
      company: 'Roasters Ltd',
      country: 'Brazil',
      hearAboutUs: 'online_search',
      reasonForInquiry: 'consultation',
      comments: 'Please call me.',
    },
  }),
  'GET /api/health/': () => ({ url: '/api/health/' }),
  'GET /metrics': () => ({ url: '/metrics' }),
  'GET /robots.txt': () => ({ url: '/robots.txt' }),
  'GET /sitemap.xml': () => ({ url: '/sitemap.xml' }),
  'GET /': () => ({ url: '/' }),
  'GET /*': () => ({ url: '/assets/app.js' }),
  'GET /admin-dashboard/*': () => ({ url: '/admin-dashboard/assets/admin.js' }),
};

// ---------------------------------------------------------------------------------------------------------------
// The callers: the Authorization header each one sends, on a deployment.

/** The token with one character of its payload changed: its signature no longer matches. */
function tampered(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const at = Math.floor(payload.length / 2);
  const changed = payload[at] === 'A' ? 'B' : 'A';
  return [header, `${payload.slice(0, at)}${changed}${payload.slice(at + 1)}`, signature].join('.');
}

const demoClient = (t: TestApp) =>
  signIn(t, TEST_ACCOUNTS.demoClient.email, TEST_ACCOUNTS.demoClient.password);

const teamMember = (caller: TeamCaller) => async (t: TestApp) =>
  bearer((await signIn(t, DEMO_TEAM[caller].email, FIXTURE_PASSWORD)).access);

const SIGN_IN: Record<Caller, (t: TestApp) => Promise<Record<string, string>>> = {
  anonymous: async () => ({}),
  client: async (t) => bearer((await demoClient(t)).access),
  otherTenant: async (t) => bearer((await signIn(t, OTHER_CLIENT, FIXTURE_PASSWORD)).access),
  teamAdmin: teamMember('teamAdmin'),
  teamBilling: teamMember('teamBilling'),
  teamMemberWithoutSeat: teamMember('teamMemberWithoutSeat'),
  admin: async (t) =>
    bearer((await signIn(t, TEST_ACCOUNTS.admin.email, TEST_ACCOUNTS.admin.password)).access),
  editor: async (t) => bearer((await signIn(t, STAFF.editor, FIXTURE_PASSWORD)).access),
  finance: async (t) => bearer((await signIn(t, STAFF.finance, FIXTURE_PASSWORD)).access),
  analyst: async (t) => bearer((await signIn(t, STAFF.analyst, FIXTURE_PASSWORD)).access),
  // Signed now; the column moves the clock past its lifetime once every deployment has one.
  expiredToken: async (t) => bearer((await demoClient(t)).access),
  tamperedToken: async (t) => bearer(tampered((await demoClient(t)).access)),
  loggedOutSession: async (t) => {
    const session = await demoClient(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      payload: { refresh: session.refresh },
    });
    if (logout.statusCode !== 200) throw new Error(`logout failed: ${logout.body}`);
    return bearer(session.access);
  },
};

const statusOf = (expected: Expected) => (typeof expected === 'number' ? expected : expected.status);

function deploymentOf(route: string): Deployment | undefined {
  return deployments.find((deployment) => deployment.routes.has(route));
}

beforeAll(async () => {
  fixture = await setUpFixture();
  const stripe = await setUpStripeDeployment();
  deployments = [
    { name: 'default', t: fixture.t, routes: routesOf(fixture.t) },
    { name: 'with Stripe', t: stripe, routes: routesOf(stripe) },
  ];
  // Two apps, two organisations, an invoiced order and a payment: more than a test file's usual setup.
}, 120_000);

afterEach(async () => {
  await restoreDemoOwner(fixture);
});

afterAll(async () => {
  for (const deployment of deployments ?? []) await deployment.t.close();
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

describe('authorisation matrix (issue 14, point 10)', () => {
  it('has a decision for every registered route (HEAD answers as GET)', () => {
    const missing = deployments.flatMap((deployment) =>
      [...deployment.routes]
        .filter((route) => !(route in AUTHORISATION))
        .map((route) => `route ${route} has no authorisation decision (${deployment.name})`),
    );
    expect(missing).toEqual([]);
  });

  it('has no decision for a route that no longer exists', () => {
    const stale = Object.keys(AUTHORISATION)
      .filter((route) => !deploymentOf(route))
      .map((route) => `route ${route} has a decision but is no longer registered`);
    expect(stale).toEqual([]);
  });

  for (const caller of CALLERS) {
    describe(`as ${caller}`, () => {
      const signInAs = SIGN_IN[caller];
      const cells = [
        ...Object.entries(AUTHORISATION).map(([route, decision]) => ({
          name: route,
          route: route as Route,
          expected: decision[caller],
          request: REQUESTS[route as Route],
        })),
        ...Object.entries(CASES).map(([name, { route, decision, request }]) => ({
          name,
          route,
          expected: decision[caller],
          request,
        })),
      ];
      const title = (cell: (typeof cells)[number]) => `${cell.name} → ${statusOf(cell.expected)}`;

      const headersOn = new Map<Deployment, Record<string, string>>();
      beforeAll(async () => {
        for (const deployment of deployments) headersOn.set(deployment, await signInAs(deployment.t));
        if (caller === 'expiredToken') clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
      });

      for (const cell of cells) {
        it(title(cell), async () => {
          const deployment = deploymentOf(cell.route);
          if (!deployment) throw new Error(`route ${cell.route} is no longer registered`);
          const method = cell.route.slice(0, cell.route.indexOf(' ')) as InjectOptions['method'];
          const request: MatrixRequest = await cell.request(fixture);
          const response = await deployment.t.app
            .inject({
              method,
              url: request.url,
              ...(request.payload === undefined ? {} : { payload: request.payload }),
              headers: { ...request.headers, ...headersOn.get(deployment) },
            })
            .finally(() => request.restore?.());
          expect(response.statusCode, response.body.slice(0, 300)).toBe(statusOf(cell.expected));
          if (typeof cell.expected === 'object') expect(response.json()).toMatchObject(cell.expected.body);
          if (response.statusCode >= 400)
            expect(response.json()).toMatchObject({ status: false, message: expect.any(String) });
        });
      }
    });
  }
});
