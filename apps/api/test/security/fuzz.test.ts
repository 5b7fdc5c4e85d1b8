import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import {
  ADMIN_CLIENT_SORTS,
  ADMIN_INQUIRY_SORTS,
  CLIENT_STATUSES,
  ADMIN_ORDER_SORTS,
  ARCHIVE_SORTS,
  CartResponseSchema,
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRY_SECTOR_OPTIONS,
  INQUIRY_STATES,
  REPORT_STATES,
  LIBRARY_SORTS,
  LIBRARY_STATUSES,
  MAX_INTEGER_ID,
  ORDER_METHODS,
  ORDER_STATUSES,
  REASON_FOR_INQUIRY_OPTIONS,
  SANDBOX_CARDS,
  STAFF_ROLES,
  TEAM_ROLES,
  TIER_KEYS,
} from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/platform/database/schema.js';
import { BODY_LIMIT_BYTES } from '../../src/platform/http/request-limits.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../support/index.js';
import { reportTypeId } from '../support/report-fixtures.js';
import { UK_BILLING_PROFILE } from '../support/billing-fixtures.js';

/**
 * Issue 14: every route's query and body, fuzzed. Whatever a caller sends, as a visitor, a client or an admin, the
 * API never answers 5xx, every refusal has SPEC's shape, and a refusal writes nothing. FUZZ_RUNS sets the runs per
 * route (10 in `pnpm test`, a new seed each run, which keeps CI within its time; 10,000 in `pnpm test:fuzz`); a
 * failure prints fast-check's seed to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

/** Ids the fuzzer cannot know before the app runs: a report type the demo client may add, and its cart line. */
interface Known {
  reportType: number;
  cartLine: number;
  /** A member of the demo organisation (issue 15), so team changes reach their rules. */
  member: string;
  /** A member of the demo organisation the firm suspended (issue 39): reactivating or removing them is refused. */
  firmSuspended: string;
}

/** Report types the demo organisation does not subscribe to: one in the demo client's cart, one to add. */
const IN_CART = 'Cotton In-Depth Report';
const TO_ADD = 'Orange Juice In-Depth Report';

/** A query or body the route accepts; its keys are the route's field names. */
type Example = Record<string, unknown> | ((known: Known) => Record<string, unknown>);

/** What a route takes besides its path parameters: a query or a body it accepts, which the fuzzer breaks. */
interface RouteInput {
  query?: Example;
  body?: Example;
  /** Another body the route takes (tenant-register's confirmation). */
  otherBody?: Example;
}

const SINGLE = 'subscription_price_for_single_user';
const BILLING = {
  username: 'Dana Whitfield',
  company: 'Northwind',
  email: 'dana@northwind.example',
  country: 'Brazil',
  zipcode: '10001',
};
const LIBRARY_QUERY = { page: '1', search_query: 'coffee', status: 'active', report_type: '2', sort: 'a_z' };

/** The team routes (issue 15): the demo client owns the demo organisation, so its changes reach the rules. */
/** The back office's order list (issue 16): every filter it takes. */
const ORDERS_QUERY = {
  page: '1',
  page_size: '25',
  sort: 'total',
  direction: 'asc',
  status: 'pending',
  method: 'invoice',
  from: '2026-01-01',
  to: '2026-12-31',
  q: 'SO-2026',
  tenant: '00000000-0000-4000-8000-000000000000',
};

const TEAM_ROUTES: Record<string, RouteInput> = {
  'GET /api/team/': {},
  'POST /api/team/invitations/': {
    body: { email: 'colleague@demo-team.example', role: 'member', seats: [1] },
  },
  'POST /api/team/invitations/:id/resend/': {},
  'DELETE /api/team/invitations/:id/': {},
  'PATCH /api/team/members/:id/': { body: { role: 'admin' } },
  'POST /api/team/members/:id/suspend/': {},
  'POST /api/team/members/:id/reactivate/': {},
  'DELETE /api/team/members/:id/': {},
  'POST /api/team/ownership/': { body: (known) => ({ member_id: known.member }) },
  'PUT /api/team/seats/': { body: (known) => ({ member_id: known.member, report_type_id: 1, seated: true }) },
  'GET /api/team/events/': { query: { page: '1' } },
  'GET /api/team/invitations/:token/': {},
  'POST /api/team/invitations/:token/accept/': {
    body: { first_name: 'Ivy', last_name: 'Invitee', password: 'Joined@2026' },
  },
  'GET /api/admin/team-events/': { query: { page: '1', tenant_id: '00000000-0000-4000-8000-000000000000' } },
};

/** The alert calls (issue 42): a member's settings, and the signed unsubscribe link. */
const ALERT_ROUTES: Record<string, RouteInput> = {
  'GET /api/alerts/preferences/': {},
  'GET /api/accounts/last-visit/': {},
  'GET /api/admin/reports/alerts/': { query: { ids: '1,2,3' } },
  'PATCH /api/alerts/preferences/': {
    body: { time_zone: 'America/New_York', types: [{ report_type: 1, frequency: 'daily' }] },
  },
  'GET /api/alerts/saved-searches/': {},
  'POST /api/alerts/saved-searches/': {
    body: { name: 'Coffee', pdf_search: 'coffee -brazil', report_type_name: '', frequency: 'daily' },
  },
  'PATCH /api/alerts/saved-searches/:id/': {
    body: { name: 'Coffee', pdf_search: '"coffee prices"', report_type_name: null, frequency: 'weekly' },
  },
  'DELETE /api/alerts/saved-searches/:id/': {},
  'GET /api/alerts/unsubscribe/': { query: { token: 'not-a-signed-token' } },
  'POST /api/alerts/unsubscribe/': { query: { token: 'not-a-signed-token' } },
};

/** Consultations (issue 43): analysts and their free times, holds, and the analysts' profiles in the back office. */
const CONSULTATION_ROUTES: Record<string, RouteInput> = {
  'GET /api/consultations/': {},
  'GET /api/consultations/analysts/': {},
  'GET /api/consultations/slots/': {
    query: { length: '30', day: '2027-03-15', time_zone: 'Europe/London', analyst: 'any' },
  },
  'POST /api/consultations/holds/': {
    body: {
      length: 60,
      analyst: 'any',
      starts_at: '2027-03-15T13:00:00.000Z',
      time_zone: 'America/New_York',
      topic: 'Cocoa grindings',
      notes: 'Q3',
    },
  },
  'DELETE /api/consultations/holds/:id/': {},
  'POST /api/consultations/holds/:id/pay/': { body: { method: 'card' } },
  'POST /api/consultations/holds/:id/monthly-call/': {},
  'POST /api/consultations/holds/:id/credit/': {},
  'POST /api/consultations/holds/:id/invoice/': {},
  'POST /api/consultations/:id/cancel/': {},
  'POST /api/consultations/:id/reschedule/': {
    body: { starts_at: '2027-03-15T13:00:00.000Z', time_zone: 'Europe/London' },
  },
  'GET /api/admin/analysts/': {},
  'GET /api/admin/consultation-prices/': {},
  'GET /api/admin/consultations/': { query: { analyst: '1', from: '2027-03-15', days: '7' } },
  'POST /api/admin/consultations/': {
    body: {
      client_email: 'client@softline.test',
      analyst: 1,
      length: 30,
      starts_at: '2027-03-15T12:00:00Z',
      time_zone: 'UTC',
      topic: 'Fuzz',
      notes: '',
      payment: 'invoice',
    },
  },
  'POST /api/admin/consultations/:id/outcome/': { body: { outcome: 'no_show', note: 'Did not join' } },
  'PUT /api/admin/consultation-prices/': {
    body: { price_15: 270, price_30: 505, price_60: 995, reason: 'Fuzz' },
  },
  'GET /api/consultations/prices/': {},
  'POST /api/admin/analysts/': {
    body: {
      user_id: '00000000-0000-4000-8000-000000000000',
      photo_url: 'https://firm.test/photo.jpg',
      expertise: ['coffee', 'sugar'],
      time_zone: 'Europe/London',
      meeting_link: 'https://meet.firm.test/a',
      weekly_hours: [{ weekday: 1, start: '09:00', end: '17:00' }],
      date_overrides: [{ date: '2027-03-15', hours: [] }],
      notice_minutes: 120,
      buffer_minutes: 15,
      daily_max: 6,
    },
  },
  'PATCH /api/admin/analysts/:id/': {
    body: { buffer_minutes: 10, weekly_hours: [{ weekday: 2, start: '10:00', end: '12:00' }] },
  },
  'DELETE /api/admin/analysts/:id/': {},
};

/** A course session's fields (issue 44), as the back office sends them. */
const COURSE_SESSION = {
  first_day: '2027-06-07',
  last_day: '2027-06-10',
  hours: { start: '09:00', end: '17:00' },
  time_zone: 'America/New_York',
  format: 'virtual',
  place: null,
  joining_link: 'https://meet.firm.test/fuzz',
  capacity: 12,
  price_per_participant: 5000,
  analyst_id: 1,
};

const COURSE_ROUTES: Record<string, RouteInput> = {
  'GET /api/courses/sessions/': {},
  'GET /api/courses/mine/': {},
  'POST /api/courses/sessions/:id/participants/': { body: { email: 'someone@example.com' } },
  'DELETE /api/courses/participants/:id/': {},
  'GET /api/courses/waiting-list/': {},
  'POST /api/courses/sessions/:id/waiting-list/': { body: { seats: 2 } },
  'DELETE /api/courses/waiting-list/:id/': {},
  'GET /api/admin/course-sessions/:id/materials/': {},
  'POST /api/admin/course-sessions/:id/materials/': {
    query: { title: 'Day one slides', file_name: 'day-one.pdf' },
    body: {},
  },
  'DELETE /api/admin/course-materials/:id/': {},
  'GET /api/admin/course-materials/:id/file': {},
  'POST /api/courses/materials/:id/link/': { body: { operation: 'download' } },
  'GET /api/courses/materials/:id/file/': {
    query: { participant: '1', operation: 'view', expires: '1900000000', signature: 'ab12' },
  },
  'GET /api/admin/courses/': {},
  'POST /api/admin/courses/': {
    body: { title: 'Fuzz course', description: 'Words.', level: 'advanced', commodity: 'sugar' },
  },
  'PATCH /api/admin/courses/:id/': { body: { title: 'Fuzzed', level: 'introductory' } },
  'POST /api/admin/courses/:id/sessions/': { body: COURSE_SESSION },
  'PATCH /api/admin/course-sessions/:id/': { body: { ...COURSE_SESSION, capacity: 14, reason: 'Fuzz' } },
};

/**
 * Every route the app registers (HEAD aside), with its input, or why it is not fuzzed. A route missing here fails
 * the first test: a new route must say what it takes.
 */
const ROUTES: Record<string, RouteInput | { notFuzzed: string }> = {
  'POST /api/accounts/clientlogin/': { body: TEST_ACCOUNTS.demoClient },
  'POST /api/accounts/token/refresh/': { body: { refresh: 'a-refresh-token-of-43-characters-xxxxxxxxxx' } },
  'POST /api/accounts/logout/': { body: { refresh: 'a-refresh-token-of-43-characters-xxxxxxxxxx' } },
  'POST /api/accounts/client/tenant-register/': {
    body: {
      tenant: 'Santos Roasters',
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'maria@santos.example',
      phone_number: 9876543210,
      phone_code: '+91',
      password: 'Roast@2026',
      street_address: '12 Harbour Road',
      city: 'Kochi',
      industry_sector: 'import-export',
      country: 'IN',
    },
    otherBody: { email: 'maria@santos.example', otp: '123456' },
  },
  'POST /api/accounts/forgot-password/': { body: { email: TEST_ACCOUNTS.demoClient.email } },
  'POST /api/accounts/verify-otp/': { body: { email: TEST_ACCOUNTS.demoClient.email, otp: '123456' } },
  'POST /api/accounts/reset-password/': {
    body: { token: 'a-reset-token', new_password: 'Strong@2026', confirm_password: 'Strong@2026' },
  },
  'GET /api/accounts/profile/': {},
  // The profile's changes (issue 15), as the demo client makes them.
  'PATCH /api/accounts/profile/': {
    body: {
      first_name: 'Dana',
      last_name: 'Whitfield',
      job_title: 'Head of buying',
      phone_number: '2015550123',
      phone_code: '+1',
      company: 'Northwind Coffee Traders',
      street_address: '200 Harbor Boulevard',
      address_line_2: 'Suite 4',
      city: 'Weehawken',
      state: 'NJ',
      postal_code: '07086',
      country: 'US',
    },
  },
  'POST /api/accounts/profile/email/': {
    body: { email: 'dana.new@northwind.example', password: TEST_ACCOUNTS.demoClient.password },
  },
  'POST /api/accounts/profile/email/confirm/': { body: { otp: '123456' } },
  'POST /api/accounts/profile/password/': {
    body: {
      current_password: TEST_ACCOUNTS.demoClient.password,
      new_password: 'Strong@2026',
      confirm_password: 'Strong@2026',
    },
  },
  'GET /api/admin/summary/': {},
  'GET /api/admin/me/': {},
  'GET /api/admin/audit/': {
    query: { page: '1', page_size: '25', direction: 'desc', action: 'inquiry_handled' },
  },
  'GET /api/admin/overview/': {},
  'GET /api/admin/inquiries/': {
    query: { page: '1', page_size: '25', sort: 'company', direction: 'asc', state: 'all', q: 'coffee_50%' },
  },
  'PATCH /api/admin/inquiries/:id/': { body: { handled: true } },
  'GET /api/admin/reports/': {
    query: {
      page: '1',
      page_size: '25',
      sort: 'published_at',
      direction: 'desc',
      state: 'unpublished',
      q: 'coffee_50%',
      type: '3',
      published_from: '2025-01-01',
      published_to: '2026-12-31',
    },
  },
  // The PDF is the body (application/pdf); the fuzzer's bodies are of other types, and refused.
  'POST /api/admin/reports/': { query: { type: '3', file_name: '2026-03-09 coffee.pdf' }, body: {} },
  'GET /api/admin/reports/:id/': {},
  'PATCH /api/admin/reports/:id/': {
    body: { name: 'Coffee Weekly', summary: 'Prices rose.', published_at: '2026-03-09', report_type: 3 },
  },
  'POST /api/admin/reports/:id/unpublish/': { body: { reason: 'Wrong figures' } },
  'POST /api/admin/reports/:id/publish/': { body: { reason: 'Corrected' } },
  'DELETE /api/admin/reports/:id/': {},
  'GET /api/admin/reports/:id/file': {},
  'PUT /api/admin/reports/:id/file': { query: { file_name: 'corrected.pdf' }, body: {} },
  'GET /api/admin/reports/:id/correction-notice/': {},
  'POST /api/admin/reports/:id/correction-notice/': { body: { note: 'The arrivals figure is corrected.' } },
  'GET /api/admin/clients/': {
    query: { page: '1', page_size: '25', sort: 'name', direction: 'asc', status: 'all', q: 'acme_50%' },
  },
  'GET /api/admin/clients/:id/': {},
  'POST /api/admin/clients/:id/suspend/': { body: { reason: 'Unpaid invoices' } },
  'POST /api/admin/clients/:id/reactivate/': { body: { reason: 'Paid' } },
  'GET /api/admin/clients/:id/billing-profile/': {},
  'GET /api/admin/clients/:id/statement/:format/': {},
  'PUT /api/admin/clients/:id/billing-profile/': { body: UK_BILLING_PROFILE },
  'POST /api/admin/clients/:id/users/:userId/suspend/': { body: { reason: 'Left' } },
  'POST /api/admin/clients/:id/users/:userId/reactivate/': { body: { reason: 'Back' } },
  'POST /api/admin/clients/:id/subscriptions/': {
    body: (known) => ({ report_type_id: known.reportType, tier: SINGLE, months: 3, reason: 'Trial' }),
  },
  'POST /api/admin/clients/:id/subscriptions/:subscriptionId/extend/': {
    body: { ends_at: '2030-01-31', reason: 'Goodwill' },
  },
  'POST /api/admin/clients/:id/subscriptions/:subscriptionId/grace/': {
    body: { until: '2030-01-31', reason: 'Cheque in the post' },
  },
  'GET /api/admin/staff/': {},
  'POST /api/admin/staff/': {
    body: { first_name: 'Nia', last_name: 'Ode', email: 'nia@firm.test', staff_role: 'editor' },
  },
  'GET /api/admin/orders/': { query: ORDERS_QUERY },
  'GET /api/admin/orders/export.csv': { query: ORDERS_QUERY },
  'GET /api/admin/orders/:number/': {},
  'POST /api/admin/orders/:number/mark-paid/': { body: { reason: 'Paid by wire' } },
  'POST /api/admin/orders/:number/void/': { body: { reason: 'Withdrawn' } },
  'POST /api/admin/orders/:number/resend-invoice/': { body: { reason: 'Lost in spam' } },
  'POST /api/admin/orders/:number/refund/': { body: { reason: 'Duplicate', end_access: true } },
  'POST /api/admin/orders/:number/credit-notes/': { body: { kind: 'refund', amount: 12.5, reason: 'Part' } },
  'GET /api/reports/report-types': {},
  'GET /api/reports/report-type-descriptions/': {},
  'GET /api/reports/report/acess/': { query: LIBRARY_QUERY },
  'GET /api/reports/bookmarks/': { query: LIBRARY_QUERY },
  'POST /api/reports/bookmarks/': { body: { report_id: 1 } },
  'DELETE /api/reports/bookmarks/:id/': {},
  'GET /api/reports/subscriptions/': {},
  'POST /api/reports/generate-presigned-url/': { body: { id: 1, operation: 'view' } },
  'GET /api/reports/files/:id/': {
    query: {
      operation: 'view',
      user: '00000000-0000-4000-8000-000000000000',
      expires: '1900000000',
      signature: 'ab12',
    },
  },
  'GET /api/reports/elastic-search/': {
    query: { page: '1', pdf_search: 'coffee', sort: 'name_asc', report_type_name: 'Coffee Weekly Report' },
  },
  'GET /api/reports/cart/': {},
  'POST /api/reports/cart/': {
    body: (known) => ({ report_type: known.reportType, selected_subscription: SINGLE }),
  },
  'PATCH /api/reports/cart/:id/': { body: { selected_subscription: SINGLE } },
  'POST /api/reports/cart/credits/': { body: { quantity: 1 } },
  'POST /api/reports/cart/archived/': { body: { report: 1 } },
  'POST /api/reports/cart/course-seats/': { body: { session: 1, seats: 1 } },

  'GET /api/reports/archived/': { query: { page: '1', search_query: 'coffee' } },
  'DELETE /api/reports/cart/:id/': {},
  'POST /api/reports/apply-coupon/': { body: { amount: 4500, promo_code: 'HARVEST25' } },
  'DELETE /api/reports/apply-coupon/': {},
  'GET /api/reports/orders/:number/': {},
  'POST /api/reports/pay/by/invoice/': {
    body: (known) => ({ cart: [known.cartLine], discount_price: 0, billing: BILLING }),
  },
  'GET /api/payments/config/': {},
  'POST /api/reports/bank/payments/checkout/': {
    body: (known) => ({
      amount: 450_000,
      currency: 'usd',
      method: 'card',
      cart: [known.cartLine],
      discount_price: 0,
      billing: BILLING,
    }),
  },
  'POST /api/payments/sandbox/confirm/': {
    body: {
      client_secret: 'pi_sandbox_secret',
      method: 'card',
      card: { number: SANDBOX_CARDS.succeeds, expiry: '12/30', cvc: '123' },
      account_holder_name: 'Dana Whitfield',
    },
  },
  'GET /api/billing/invoices/:number/pdf/': {},
  'GET /api/billing/invoices/:number/e-invoice/': {},
  'GET /api/billing/orders/:number/receipt/pdf/': {},
  'GET /api/billing/credit-notes/:number/pdf/': {},
  'GET /api/billing/overview/': {},
  'GET /api/billing/profile/': {},
  'GET /api/billing/statement/:format/': {},
  'PUT /api/billing/profile/': {
    body: UK_BILLING_PROFILE,
  },
  'PUT /api/billing/subscriptions/:id/auto-renew/': { body: { auto_renew: false } },
  'PUT /api/billing/subscriptions/:id/renewal-po/': { body: { po_number: 'PO-2027-1' } },
  'POST /api/billing/subscriptions/:id/tier/quote/': { body: { tier: SINGLE } },
  'POST /api/billing/subscriptions/:id/tier/': { body: { tier: SINGLE } },
  'POST /api/billing/orders/:number/pay/': { body: { method: 'card' } },
  'POST /api/inquiries/': {
    body: {
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@cafe.example.br',
      phone: '1155550100',
      phoneCode: '+55',
      company: 'Cafe Souza',
      country: 'Brazil',
      hearAboutUs: 'online_search',
      reasonForInquiry: 'consultation',
      comments: 'About the coffee reports.',
    },
  },
  'GET /api/health/': {},
  'GET /metrics': {},
  ...TEAM_ROUTES,
  ...ALERT_ROUTES,
  ...CONSULTATION_ROUTES,
  ...COURSE_ROUTES,
  // Last: they change report types and promo codes the routes above name (issue 16).
  'GET /api/admin/report-types/': { query: { sort: 'name', direction: 'asc', q: 'coffee_50%' } },
  'PATCH /api/admin/report-types/:id/': {
    body: {
      title: 'Weekly',
      description: 'Words.',
      parent_id: 1,
      price_single: 1950,
      price_upto_3: 4400.5,
      price_enterprise: null,
      price_archived_report: 250,
      reason: 'Prices for the new year',
    },
  },
  'PUT /api/admin/report-types/:id/image': { body: { image: 'not a picture' } },
  'GET /api/report-types/:id/image': {},
  'GET /api/admin/promo-codes/': {
    query: { page: '1', page_size: '25', sort: 'code', direction: 'asc', state: 'active', q: 'spring_50%' },
  },
  'POST /api/admin/promo-codes/': {
    body: {
      code: 'SPRING10',
      kind: 'percent',
      percent_off: 10,
      valid_from: '2026-03-01',
      valid_until: '2027-04-30',
      max_redemptions: 5,
      min_amount: 100,
    },
  },
  'POST /api/admin/promo-codes/:id/deactivate': { body: { reason: 'Leaked online.' } },
  'GET /api/admin/promo-codes/:id/redemptions/': { query: { page: '1', direction: 'asc' } },
  'GET /api/admin/tax-rates/': {},
  'POST /api/admin/tax-rates/': { body: { country: 'FR', region: null, rate: 20, label: 'VAT' } },
  'PUT /api/admin/tax-rates/:id/': { body: { country: 'US', region: 'NY', rate: 8.875, label: 'Sales tax' } },
  'DELETE /api/admin/tax-rates/:id/': {},
  'GET /api/reports/cart/tax/': { query: { country: 'France' } },
  'GET /robots.txt': { notFuzzed: 'a fixed text for search engines; it reads no input' },
  'GET /sitemap.xml': { notFuzzed: 'a fixed document for search engines; it reads no input' },
};

// ---------------------------------------------------------------------------------------------------------------
// Values: what a field plausibly holds (to get past the schema into the services) and junk (to break the schema).

const HUGE_NUMBERS = [
  MAX_INTEGER_ID,
  MAX_INTEGER_ID + 1,
  99_999_999_999,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  1e308,
  -1,
  -0,
  0,
  0.5,
  -MAX_INTEGER_ID - 2,
];
const hugeNumber = fc.constantFrom(...HUGE_NUMBERS);
const numberText = fc.oneof(
  hugeNumber.map(String),
  fc.constantFrom('1e20', '0x10', ' 1 ', '1.0', 'NaN', 'Infinity', '-1', '', '١٢'),
);

/** Strings around and far beyond every field's limit, some of them characters of several bytes. */
const longString = fc
  .tuple(fc.integer({ min: 100, max: 70_000 }), fc.constantFrom('a', '€', '.', ' ', '𝒜', '\u0000', '@'))
  .map(([length, unit]) => unit.repeat(length));

const oddString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\uD800',
    'a\u0000b',
    '%00',
    '../../etc/passwd',
  ),
);

/** Anything JSON can hold, nested deeper than any form. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 1, arbitrary: longString },
  { weight: 2, arbitrary: oddString },
  { weight: 1, arbitrary: fc.constant(`a@${'.'.repeat(30_000)}@`) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 2_000 }).map((depth) => {
      let value: unknown = 'deep';
      for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
      return value;
    }),
  },
);

const smallId = fc.oneof(fc.integer({ min: -2, max: 40 }), hugeNumber);
const email = fc.oneof(
  fc.constantFrom(
    TEST_ACCOUNTS.admin.email,
    TEST_ACCOUNTS.demoClient.email,
    TEST_ACCOUNTS.demoClient.email.toUpperCase(),
    'nobody@example.com',
    '',
  ),
  fc.emailAddress(),
);
const password = fc.oneof(
  fc.constantFrom(TEST_ACCOUNTS.admin.password, TEST_ACCOUNTS.demoClient.password, 'Strong@2026', 'short'),
  fc.string({ maxLength: 140 }),
);
/** Text as people type it, mostly short, sometimes past a field's limit or of any code points. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);
const choice = <T>(values: readonly T[]) => fc.constantFrom(...values, 'none of these');
const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((list) => list.join(''));
const billing = fc.record(
  {
    username: fc.oneof(fc.constant('Dana Whitfield'), text),
    company: fc.oneof(fc.constant('Northwind'), text),
    email,
    country: fc.oneof(fc.constant('Brazil'), text),
    zipcode: fc.oneof(digits(4, 10), text),
  },
  { requiredKeys: [] },
);

/** A field's plausible values, by its name; a field not named here holds text. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  email,
  password,
  current_password: password,
  new_password: password,
  confirm_password: password,
  otp: fc.oneof(digits(6, 6), digits(0, 8)),
  token: fc.oneof(fc.base64String({ maxLength: 60 }), text),
  refresh: fc.oneof(fc.base64String({ maxLength: 60 }), text),
  phone_number: fc.oneof(
    fc.constantFrom(9876543210, '9876543210', 7911123456),
    fc.integer({ min: 0, max: 99_999_999_999 }),
    digits(0, 16),
  ),
  phone_code: fc.constantFrom('+1', '+44', '+91', '+225', '+999', '', '+'),
  phoneCode: fc.constantFrom('+1', '+44', '+55', '+999', ''),
  phone: fc.oneof(digits(1, 15), digits(0, 20)),
  country: fc.constantFrom('IN', 'GB', 'gb', 'XX', 'Brazil', 'India', ''),
  industry_sector: choice(INDUSTRY_SECTOR_OPTIONS.map((option) => option.value)),
  hearAboutUs: choice(HEAR_ABOUT_US_OPTIONS.map((option) => option.value)),
  reasonForInquiry: choice(REASON_FOR_INQUIRY_OPTIONS.map((option) => option.value)),
  report_id: smallId,
  report_type: smallId,
  published_at: fc.oneof(fc.constantFrom('2026-03-09', '2026-02-30', null), fc.string({ maxLength: 12 })),
  id: smallId,
  selected_subscription: choice(TIER_KEYS),
  operation: choice(['view', 'download']),
  amount: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.double(), hugeNumber),
  discount_price: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.double(), hugeNumber),
  currency: choice(['usd']),
  method: choice(['card', 'us_bank_account']),
  cart: fc.array(smallId, { maxLength: 6 }),
  billing,
  promo_code: fc.oneof(fc.constantFrom('HARVEST25', 'WELCOME500', ' harvest 25 '), text),
  reason: fc.oneof(fc.constantFrom('', '   ', 'x'.repeat(501)), text),
  end_access: fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1, null)),
  client_secret: fc.oneof(fc.constantFrom('pi_sandbox_secret_x', ''), text),
  // Teams (issue 15)
  role: choice(TEAM_ROLES),
  seats: fc.array(smallId, { maxLength: 6 }),
  member_id: fc.oneof(fc.uuid(), text),
  report_type_id: smallId,
  seated: fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1, null)),
  first_name: text,
  last_name: text,
  // The back office's clients and staff (issue 16).
  tier: choice(TIER_KEYS),
  months: fc.oneof(fc.integer({ min: -1, max: 40 }), numberText, hugeNumber),
  ends_at: fc.oneof(fc.constantFrom('2030-01-31', '2020-01-01', '2030-02-30', '31/01/2030', ''), text),
  until: fc.oneof(fc.constantFrom('2030-01-31', '2020-01-01', '2030-02-30', '31/01/2030', ''), text),
  staff_role: choice(STAFF_ROLES),
  card: fc.record(
    {
      number: fc.oneof(fc.constantFrom(...Object.values(SANDBOX_CARDS)), digits(0, 20)),
      expiry: fc.constantFrom('12/30', '01/20', '13/99', ''),
      cvc: digits(0, 5),
    },
    { requiredKeys: [] },
  ),
};

/** What a query field plausibly holds, as text. */
const PLAUSIBLE_QUERY: Record<string, fc.Arbitrary<string>> = {
  page: fc.oneof(fc.integer({ min: -2, max: 12 }).map(String), numberText),
  report_type: fc.oneof(fc.integer({ min: 0, max: 40 }).map(String), numberText),
  status: choice([...LIBRARY_STATUSES, ...CLIENT_STATUSES, ...ORDER_STATUSES]),
  sort: choice([
    ...LIBRARY_SORTS,
    ...ARCHIVE_SORTS,
    ...ADMIN_INQUIRY_SORTS,
    ...ADMIN_CLIENT_SORTS,
    ...ADMIN_ORDER_SORTS,
  ]),
  method: choice(ORDER_METHODS),
  from: fc.oneof(fc.constantFrom('2026-01-01', '2026-02-30', '26-1-1', ''), fc.string({ maxLength: 12 })),
  to: fc.oneof(fc.constantFrom('2026-12-31', '1999-01-01', ''), fc.string({ maxLength: 12 })),
  tenant: fc.oneof(fc.uuid(), text),
  search_query: fc.string({ maxLength: 120 }),
  pdf_search: fc.oneof(
    fc.constantFrom('coffee', 'prices', '"coffee prices"', 'coffee OR cocoa -sugar', 'the'),
    text,
  ),
  report_type_name: fc.oneof(fc.constantFrom('Coffee Weekly Report', 'Sugar'), text),
  operation: choice(['view', 'download']),
  user: fc.oneof(fc.uuid(), text),
  expires: numberText,
  signature: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }), text),
  tenant_id: fc.oneof(fc.uuid(), text),
  // The back office's lists (issue 16).
  page_size: fc.oneof(fc.integer({ min: -1, max: 120 }).map(String), numberText),
  direction: choice(['asc', 'desc']),
  state: choice([...INQUIRY_STATES, ...REPORT_STATES]),
  type: fc.oneof(fc.integer({ min: 0, max: 40 }).map(String), numberText),
  published_from: fc.oneof(fc.constantFrom('2026-02-29', '2025-13-01', '2026-01-01'), text),
  published_to: fc.oneof(fc.constantFrom('2024-02-29', '0000-00-00', '2026-12-31'), text),
  file_name: fc.oneof(fc.constantFrom('a.pdf', '.pdf', 'x.PDF', '../../etc/passwd.pdf'), text),
  q: fc.oneof(fc.constantFrom('coffee', '%', '_', '\\'), fc.string({ maxLength: 120 })),
};

/** What a path parameter plausibly holds, before it is encoded into the path. */
const PLAUSIBLE_PARAM: Record<string, fc.Arbitrary<string>> = {
  id: fc.oneof(fc.integer({ min: -1, max: 40 }).map(String), numberText, fc.uuid(), oddString),
  number: fc.oneof(
    digits(6, 14).map((tail) => `SO-2026-${tail}`),
    digits(6, 14).map((tail) => `INV-2026-${tail}`),
    oddString,
  ),
  userId: fc.oneof(fc.uuid(), oddString),
  subscriptionId: fc.oneof(fc.uuid(), oddString),
  // An invitation token: 43 base64url characters, or near misses.
  token: fc.oneof(
    fc.string({ unit: fc.constantFrom(...'ABCxyz019-_'), minLength: 43, maxLength: 43 }),
    fc.string({ unit: fc.constantFrom(...'ABCxyz019-_'), minLength: 40, maxLength: 46 }),
    oddString,
  ),
};

/** A table's entry for a name, never one of Object's own properties ('constructor' is a name too). */
const entry = <T>(table: Record<string, T>, name: string): T | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;

const fieldValue = (field: string) =>
  fc.oneof({ weight: 3, arbitrary: entry(PLAUSIBLE, field) ?? text }, { weight: 2, arbitrary: junk });

const queryValue = (field: string) =>
  fc.oneof(
    { weight: 3, arbitrary: entry(PLAUSIBLE_QUERY, field) ?? text },
    { weight: 1, arbitrary: oddString },
    { weight: 1, arbitrary: longString.map((value) => value.slice(0, 1_000)) },
  );

/**
 * Variations of an example: one or two of its fields changed or dropped (to reach each rule behind the schema),
 * every field plausible, or any of them missing or junk next to a few keys of its own.
 */
function variationsOf(
  example: Record<string, unknown>,
  value: (field: string) => fc.Arbitrary<unknown>,
  plausible: (field: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(example);
  const changed = fc
    .subarray(fields, { maxLength: Math.min(2, fields.length) })
    .chain((names) =>
      fc.record(
        Object.fromEntries(names.map((name) => [name, fc.option(value(name), { nil: undefined, freq: 5 })])),
      ),
    )
    .map((changes) => ({ ...example, ...changes }));
  const allPlausible = fc.record(Object.fromEntries(fields.map((field) => [field, plausible(field)])), {
    requiredKeys: [],
  });
  const mixed = fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((field) => [field, value(field)])), { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), value(''), { maxKeys: 2 }),
    )
    .map(([own, extra]) => ({ ...extra, ...own }));
  return fc.oneof(
    { weight: 4, arbitrary: changed },
    { weight: 2, arbitrary: allPlausible },
    { weight: 3, arbitrary: mixed },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Requests.

type Caller = 'anonymous' | 'client' | 'admin';

interface FuzzRequest {
  caller: Caller;
  url: string;
  contentType: string | undefined;
  payload: string | undefined;
}

const NO_BODY = { contentType: undefined, payload: undefined };

/** Bodies of every kind: variations of the route's own, any JSON, JSON no parser takes, other types, too much. */
function bodyOf(
  examples: Record<string, unknown>[],
): fc.Arbitrary<Pick<FuzzRequest, 'contentType' | 'payload'>> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((body) => ({ contentType: 'application/json', payload: JSON.stringify(body) ?? 'null' }));
  const own = examples.map((example) =>
    variationsOf(example, fieldValue, (field) => entry(PLAUSIBLE, field) ?? text),
  );
  return fc.oneof(
    { weight: 8, arbitrary: json(own.length > 0 ? fc.oneof(...own) : junk) },
    { weight: 2, arbitrary: json(junk) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=utf-16',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/xml',
        ),
        payload: fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.constantFrom(
            '{"email": ',
            '{"__proto__": {"admin": true}}',
            '{"constructor": {"prototype": {"admin": true}}}',
            '',
            'email=a%40b.c&password=secret1',
          ),
          fc.integer({ min: 1_000, max: 30_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant(NO_BODY) },
    {
      weight: 1,
      arbitrary: fc.constant({
        contentType: 'application/json',
        payload: JSON.stringify({ field: 'x'.repeat(BODY_LIMIT_BYTES) }),
      }),
    },
  );
}

/** Queries: variations of the route's own (as text), raw text with broken escapes, none. */
function queryOf(example: Record<string, unknown>): fc.Arbitrary<string> {
  const own = variationsOf(example, queryValue, (field) => entry(PLAUSIBLE_QUERY, field) ?? text).map(
    (values) =>
      new URLSearchParams(
        Object.entries(values).flatMap(([name, value]): [string, string][] =>
          value === undefined ? [] : [[name, typeof value === 'string' ? value : JSON.stringify(value)]],
        ),
      ).toString(),
  );
  return fc.oneof(
    { weight: 6, arbitrary: own },
    // The query parser sees it as it comes.
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.constantFrom('a', '=', '&', '%', '0', 'f', 'F', '+', '[', ']', '.'),
        maxLength: 40,
      }),
    },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

/** A value as one path segment; a lone surrogate, which no URL can carry, becomes U+FFFD as a browser sends it. */
const pathSegment = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

/** A path parameter as it reaches the router: encoded, with broken escapes, or longer than any id. */
const segmentOf = (value: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: value.map(pathSegment) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '..', '%2F..%2F') },
    { weight: 1, arbitrary: fc.integer({ min: 90, max: 400 }).map((length) => '9'.repeat(length)) },
  );

const resolve = (example: Example | undefined, known: Known) =>
  typeof example === 'function' ? example(known) : example;

function requestsFor(
  method: string,
  url: string,
  input: RouteInput,
  known: Known,
): fc.Arbitrary<FuzzRequest> {
  const params = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  // A member's routes also name the member the firm suspended, so its refusals (issue 39) are fuzzed too.
  const plausible = (name: string) =>
    name === 'id' && url.startsWith('/api/team/members/')
      ? fc.oneof(PLAUSIBLE_PARAM.id!, fc.constant(known.firmSuspended))
      : entry(PLAUSIBLE_PARAM, name);
  const path = fc
    .tuple(...params.map((name) => segmentOf(plausible(name) ?? oddString)))
    .map((segments) => params.reduce((done, name, index) => done.replace(`:${name}`, segments[index]!), url));
  const bodies = [input.body, input.otherBody].flatMap((example) => {
    const body = resolve(example, known);
    return body ? [body] : [];
  });
  return fc
    .record({
      // Clients most: most routes are theirs, and only they get past authentication there.
      caller: fc.oneof(
        { weight: 1, arbitrary: fc.constant<Caller>('anonymous') },
        { weight: 3, arbitrary: fc.constant<Caller>('client') },
        { weight: 1, arbitrary: fc.constant<Caller>('admin') },
      ),
      path,
      query: queryOf(resolve(input.query, known) ?? {}),
      body: method === 'GET' ? fc.constant(NO_BODY) : bodyOf(bodies),
    })
    .map(({ caller, path: target, query, body: { contentType, payload } }) => ({
      caller,
      url: query ? `${target}?${query}` : target,
      contentType,
      payload,
    }));
}

// ---------------------------------------------------------------------------------------------------------------
// The database's fingerprint: enough to see that a refusal wrote nothing.

/**
 * Refusals that are recorded on purpose: a wrong one-time code spends an attempt, a failed sign-in or code is
 * counted per account. Those columns and tables are the record of refusals, so they are left out.
 */
const RECORDS_OF_REFUSALS: Record<string, readonly string[] | 'table'> = {
  failed_attempts: 'table',
  one_time_codes: ['attempts'],
};
/** Report text: large, and written by imports only, never by a request. */
const BULK_COLUMNS: Record<string, readonly string[]> = {
  reports: ['content', 'word_frequency'],
  report_passages: ['text'],
};

/** The rows of a raw query, as either driver answers them (PGlite: `{ rows }`; postgres.js: the rows). */
function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** One query answering, for every table, its row count and a hash of its rows (bulk and refusal columns aside). */
async function fingerprintQuery(t: TestApp): Promise<ReturnType<typeof sql.raw>> {
  const columns = await t.database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type <> 'tsvector'
    order by table_name, ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const row of rowsOf<{ table_name: string; column_name: string }>(columns)) {
    const left = RECORDS_OF_REFUSALS[row.table_name];
    if (left === 'table') continue;
    if (left?.includes(row.column_name) || BULK_COLUMNS[row.table_name]?.includes(row.column_name)) continue;
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  }
  const parts = [...byTable].map(([table, names]) => {
    const row = `concat_ws('|', ${names.map((name) => `x."${name}"::text`).join(', ')})`;
    return `select '${table}' as t, count(*) as n, md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as h from "${table}" x`;
  });
  // In order of table: Postgres may run the union's parts in parallel, in any order.
  return sql.raw(`select * from (${parts.join(' union all ')}) tables order by t`);
}

// ---------------------------------------------------------------------------------------------------------------

const ErrorShape = z.object({
  status: z.literal(false),
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

let t: TestApp;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;
let fingerprint: () => Promise<string>;
let demoMember: string;
let firmSuspended: string;

beforeAll(async () => {
  // Rate limits out of the way: the fuzzer sends thousands of calls from one address.
  const unlimited = Number.MAX_SAFE_INTEGER;
  t = await createTestApp({
    loginRateLimitMax: unlimited,
    inquiryRateLimitMax: unlimited,
    accountRateLimitMax: unlimited,
    couponRateLimitMax: unlimited,
    invitationRateLimitMax: unlimited,
  });
  const signIn = async (account: { email: string; password: string }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/clientlogin/',
      payload: account,
    });
    return (response.json().data as { access: string }).access;
  };
  tokens = { client: await signIn(TEST_ACCOUNTS.demoClient), admin: await signIn(TEST_ACCOUNTS.admin) };
  const [demo] = await t.database.db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.email, TEST_ACCOUNTS.demoClient.email));
  const [member] = await t.database.db
    .insert(users)
    .values({
      tenantId: demo!.tenantId,
      email: 'member@demo-team.example',
      firstName: 'Demo',
      lastName: 'Member',
      passwordHash: 'not a password hash',
      userType: 'client',
      status: 'active',
      role: 'member',
    })
    .returning({ id: users.id });
  demoMember = member!.id;
  const [suspended] = await t.database.db
    .insert(users)
    .values({
      tenantId: demo!.tenantId,
      email: 'suspended@demo-team.example',
      firstName: 'Demo',
      lastName: 'Suspended',
      passwordHash: 'not a password hash',
      userType: 'client',
      status: 'disabled',
      suspendedBy: 'firm',
      role: 'member',
    })
    .returning({ id: users.id });
  firmSuspended = suspended!.id;
  const query = await fingerprintQuery(t);
  fingerprint = async () => JSON.stringify(rowsOf(await t.database.db.execute(query)));
});
afterAll(async () => {
  await t.close();
});

/**
 * The demo client's cart as the examples expect it, whatever the routes fuzzed before did to it: holding IN_CART
 * and not TO_ADD. Once a payment is under way for IN_CART it cannot be added again; its old line id stands in.
 */
async function prepareCart(): Promise<Known> {
  const headers = { authorization: `Bearer ${tokens.client}` };
  const cart = async () =>
    CartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/reports/cart/', headers })).json(),
    ).data;
  const [inCart, toAdd] = [
    await reportTypeId(t.database.db, IN_CART),
    await reportTypeId(t.database.db, TO_ADD),
  ];
  for (const line of await cart()) {
    if (line.kind === 'subscription' && line.report_types.id === toAdd)
      await t.app.inject({ method: 'DELETE', url: `/api/reports/cart/${line.id}/`, headers });
  }
  if (!(await cart()).some((line) => line.kind === 'subscription' && line.report_types.id === inCart)) {
    const payload = { report_type: inCart, selected_subscription: SINGLE };
    await t.app.inject({ method: 'POST', url: '/api/reports/cart/', headers, payload });
  }
  const line = (await cart()).find((item) => item.kind === 'subscription' && item.report_types.id === inCart);
  return { reportType: toAdd, cartLine: line?.id ?? 1, member: demoMember, firmSuspended };
}

describe('fuzzing every route (issue 14)', () => {
  it('has a description of every registered route, and of no other', () => {
    const registered = t.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(ROUTES).sort()).toEqual([...new Set(registered)].sort());
  });

  const fuzzed = Object.entries(ROUTES).flatMap(([route, input]) =>
    'notFuzzed' in input ? [] : [[route, input] as const],
  );

  it.each(fuzzed)(
    '%s: never 5xx, every refusal in SPEC’s shape, nothing written on refusal',
    { timeout: 60_000 + RUNS * 200 },
    async (route, input) => {
      const [method, url] = route.split(' ') as [string, string];
      const known = await prepareCart();
      let before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(requestsFor(method, url, input, known), async (request) => {
          const response = await t.app.inject({
            method: method as 'GET',
            url: request.url,
            headers: {
              ...(request.caller === 'anonymous'
                ? {}
                : { authorization: `Bearer ${tokens[request.caller]}` }),
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const after = await fingerprint();
          expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(
              ErrorShape.safeParse(response.json()).error?.issues ?? [],
              response.body.slice(0, 500),
            ).toEqual([]);
            expect(after, 'a refusal wrote to the database').toBe(before);
          }
          before = after;
        }),
        { numRuns: RUNS },
      );
    },
  );
});
