import { UK_BILLING_PROFILE } from '../support/billing-fixtures.js';
import {
  CreditNoteLookupMessages,
  ArchivedReportMessages,
  CourseSeatMessages,
  ParticipantMessages,
  WaitingListMessages,
  AnalystMessages,
  CourseMessages,
  CourseMaterialMessages,
  CourseSessionMessages,
  SessionCalendarMessages,
  ConsultationMessages,
  BillingViewMessages,
  AdminReportMessages,
  AlertMessages,
  AdminOrderMessages,
  ArchiveQueryMessages,
  BookmarkMessages,
  CartMessages,
  CartResponseSchema,
  LibraryQueryMessages,
  PaymentMessages,
  PromoCodeMessages,
  ReceiptLookupMessages,
  ReportFileMessages,
  ReportTypeMessages,
  TeamMessages,
  ClientMessages,
  SavedSearchMessages,
  StatementMessages,
  TaxRateMessages,
} from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquiryInboxMessages } from '../../src/modules/inquiries/inbox.js';
import { createTestApp, TEST_ACCOUNTS, type TestApp } from '../support/index.js';
import { addOrganisation, FIXTURE_PASSWORD, reportTypeId } from '../support/report-fixtures.js';

/**
 * Issue 14: an id past the Postgres integer range (2147483647) used to reach the database, which failed the query
 * and answered 500. Every id a request names is bounded in the domain schemas: in a body or a query it answers 400
 * with the field's message; in a path it answers as an unknown id does (404, or 403 for a file link).
 */
const TOO_BIG = 99_999_999_999;
const SINGLE = 'subscription_price_for_single_user';

let t: TestApp;
let headers: { authorization: string };
/** The firm's admin, for the back office's routes (issue 16). */
let adminHeaders: { authorization: string };
let cartLine: number;

beforeAll(async () => {
  t = await createTestApp();
  await addOrganisation(t.database.db, 'Roasters Ltd', ['ana@roasters.test']);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: { email: 'ana@roasters.test', password: FIXTURE_PASSWORD },
  });
  headers = { authorization: `Bearer ${(login.json().data as { access: string }).access}` };
  const adminLogin = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/clientlogin/',
    payload: TEST_ACCOUNTS.admin,
  });
  adminHeaders = { authorization: `Bearer ${(adminLogin.json().data as { access: string }).access}` };
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/reports/cart/',
    headers,
    payload: {
      report_type: await reportTypeId(t.database.db, 'Coffee Weekly Report'),
      selected_subscription: SINGLE,
    },
  });
  cartLine = CartResponseSchema.parse(added.json()).data[0]!.id;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function send(method: Method, url: string, payload?: object, as: 'client' | 'admin' = 'client') {
  return t.app.inject({
    method,
    url,
    headers: as === 'admin' ? adminHeaders : headers,
    ...(payload ? { payload } : {}),
  });
}

describe('an id past the integer range in a body or a query answers 400 with the field’s message', () => {
  const checkout = { amount: 100, currency: 'usd', method: 'card', discount_price: 0 };
  it.each<[string, Method, string, (() => object) | undefined, string, string]>([
    [
      'a report type to add to the cart',
      'POST',
      '/api/reports/cart/',
      () => ({ report_type: TOO_BIG, selected_subscription: SINGLE }),
      'report_type',
      CartMessages.reportType,
    ],
    [
      'an archived report to add to the cart',
      'POST',
      '/api/reports/cart/archived/',
      () => ({ report: TOO_BIG }),
      'report',
      ArchivedReportMessages.report,
    ],
    [
      'a course session to add to the cart',
      'POST',
      '/api/reports/cart/course-seats/',
      () => ({ session: TOO_BIG, seats: 1 }),
      'session',
      CourseSeatMessages.session,
    ],
    [
      'a report to bookmark',
      'POST',
      '/api/reports/bookmarks/',
      () => ({ report_id: TOO_BIG }),
      'report_id',
      BookmarkMessages.reportId,
    ],
    [
      'a report type to hear about',
      'PATCH',
      '/api/alerts/preferences/',
      () => ({ types: [{ report_type: TOO_BIG, frequency: 'daily' }] }),
      'types.0.report_type',
      AlertMessages.reportType,
    ],
    [
      'a report to bookmark, as text',
      'POST',
      '/api/reports/bookmarks/',
      () => ({ report_id: '1e20' }),
      'report_id',
      BookmarkMessages.reportId,
    ],
    [
      'a report to open',
      'POST',
      '/api/reports/generate-presigned-url/',
      () => ({ id: TOO_BIG, operation: 'view' }),
      'id',
      ReportFileMessages.id,
    ],
    [
      'a cart line to pay by invoice',
      'POST',
      '/api/reports/pay/by/invoice/',
      () => ({ cart: [cartLine, TOO_BIG], discount_price: 0 }),
      'cart.1',
      PaymentMessages.unknownLine,
    ],
    [
      'a cart line to pay by card',
      'POST',
      '/api/reports/bank/payments/checkout/',
      () => ({ ...checkout, cart: [cartLine, TOO_BIG] }),
      'cart.1',
      PaymentMessages.unknownLine,
    ],
    [
      'the library’s report type',
      'GET',
      `/api/reports/report/acess/?report_type=${TOO_BIG}`,
      undefined,
      'report_type',
      LibraryQueryMessages.reportType,
    ],
    [
      'the library’s page',
      'GET',
      '/api/reports/report/acess/?page=1e20',
      undefined,
      'page',
      LibraryQueryMessages.page,
    ],
    [
      'the bookmarks’ report type',
      'GET',
      `/api/reports/bookmarks/?report_type=${TOO_BIG}`,
      undefined,
      'report_type',
      LibraryQueryMessages.reportType,
    ],
    [
      'the bookmarks’ page',
      'GET',
      '/api/reports/bookmarks/?page=1e20',
      undefined,
      'page',
      LibraryQueryMessages.page,
    ],
    [
      'the archive’s page',
      'GET',
      '/api/reports/elastic-search/?pdf_search=coffee&page=1e20',
      undefined,
      'page',
      ArchiveQueryMessages.page,
    ],
  ])('%s (%s %s)', async (_what, method, url, payload, field, message) => {
    const response = await send(method, url, payload?.());
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: false, message });
    expect(body.errors[field]).toContain(message);
  });
});

describe('a report type id past the integer range in the back office’s reports answers 400 with its message', () => {
  it.each<[string, Method, string, object | undefined, string]>([
    ['the list’s type', 'GET', `/api/admin/reports/?type=${TOO_BIG}`, undefined, 'type'],
    ['an upload’s type', 'POST', `/api/admin/reports/?type=${TOO_BIG}&file_name=a.pdf`, undefined, 'type'],
    ['an edit’s type', 'PATCH', '/api/admin/reports/1/', { report_type: TOO_BIG }, 'report_type'],
  ])('%s (%s %s)', async (_what, method, url, payload, field) => {
    const response = await send(method, url, payload, 'admin');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: false, message: AdminReportMessages.type });
    expect(body.errors[field]).toContain(AdminReportMessages.type);
  });
});

/** Every route with an id in its path, and what it answers for an id no record can have (asked by a client). */
const PATH_CASES: Record<
  string,
  [Method, string, object | undefined, number, string, ('admin' | undefined)?]
> = {
  'PATCH /api/reports/cart/:id/': [
    'PATCH',
    `/api/reports/cart/${TOO_BIG}/`,
    { selected_subscription: SINGLE },
    404,
    CartMessages.itemNotFound,
  ],
  'DELETE /api/reports/cart/:id/': [
    'DELETE',
    `/api/reports/cart/${TOO_BIG}/`,
    undefined,
    404,
    CartMessages.itemNotFound,
  ],
  'DELETE /api/reports/bookmarks/:id/': [
    'DELETE',
    `/api/reports/bookmarks/${TOO_BIG}/`,
    undefined,
    404,
    BookmarkMessages.unknownBookmark,
  ],
  'PATCH /api/alerts/saved-searches/:id/': [
    'PATCH',
    `/api/alerts/saved-searches/${TOO_BIG}/`,
    { frequency: 'weekly' },
    404,
    SavedSearchMessages.notFound,
  ],
  'DELETE /api/alerts/saved-searches/:id/': [
    'DELETE',
    `/api/alerts/saved-searches/${TOO_BIG}/`,
    undefined,
    404,
    SavedSearchMessages.notFound,
  ],
  'GET /api/reports/files/:id/': [
    'GET',
    `/api/reports/files/${TOO_BIG}/?operation=view&user=00000000-0000-4000-8000-000000000000&expires=${TOO_BIG}&signature=x`,
    undefined,
    403,
    'This link has expired or is not valid. Please open the report again from the library.',
  ],
  'GET /api/reports/orders/:number/': [
    'GET',
    `/api/reports/orders/SO-2026-${TOO_BIG}/`,
    undefined,
    404,
    'This order does not exist.',
  ],
  'GET /api/billing/invoices/:number/pdf/': [
    'GET',
    `/api/billing/invoices/INV-2026-${TOO_BIG}/pdf/`,
    undefined,
    404,
    'This invoice does not exist.',
  ],
  'GET /api/billing/invoices/:number/e-invoice/': [
    'GET',
    `/api/billing/invoices/INV-2026-${TOO_BIG}/e-invoice/`,
    undefined,
    404,
    'This invoice does not exist.',
  ],
  'GET /api/billing/credit-notes/:number/pdf/': [
    'GET',
    `/api/billing/credit-notes/CN-2026-${TOO_BIG}/pdf/`,
    undefined,
    404,
    CreditNoteLookupMessages.notFound,
  ],
  'GET /api/billing/statement/:format/': [
    'GET',
    `/api/billing/statement/${TOO_BIG}/`,
    undefined,
    404,
    StatementMessages.format,
  ],
  'GET /api/billing/orders/:number/receipt/pdf/': [
    'GET',
    `/api/billing/orders/SO-2026-${TOO_BIG}/receipt/pdf/`,
    undefined,
    404,
    ReceiptLookupMessages.notFound,
  ],
  // Subscription ids are uuids (issue 17): a number is no one's.
  'PUT /api/billing/subscriptions/:id/auto-renew/': [
    'PUT',
    `/api/billing/subscriptions/${TOO_BIG}/auto-renew/`,
    { auto_renew: false },
    404,
    BillingViewMessages.notFound,
  ],
  'PUT /api/billing/subscriptions/:id/renewal-po/': [
    'PUT',
    `/api/billing/subscriptions/${TOO_BIG}/renewal-po/`,
    { po_number: 'PO-1' },
    404,
    BillingViewMessages.notFound,
  ],
  'POST /api/billing/subscriptions/:id/tier/quote/': [
    'POST',
    `/api/billing/subscriptions/${TOO_BIG}/tier/quote/`,
    { tier: 'subscription_price_for_single_user' },
    404,
    BillingViewMessages.notFound,
  ],
  'POST /api/billing/subscriptions/:id/tier/': [
    'POST',
    `/api/billing/subscriptions/${TOO_BIG}/tier/`,
    { tier: 'subscription_price_for_single_user' },
    404,
    BillingViewMessages.notFound,
  ],
  'POST /api/billing/orders/:number/pay/': [
    'POST',
    `/api/billing/orders/SO-2026-${TOO_BIG}/pay/`,
    { method: 'card' },
    404,
    BillingViewMessages.orderNotFound,
  ],
  // Team ids are uuids and invitation tokens 43 characters: a number is neither, and is no one's.
  'PATCH /api/team/members/:id/': [
    'PATCH',
    `/api/team/members/${TOO_BIG}/`,
    { role: 'member' },
    404,
    TeamMessages.memberNotFound,
  ],
  'POST /api/team/members/:id/suspend/': [
    'POST',
    `/api/team/members/${TOO_BIG}/suspend/`,
    undefined,
    404,
    TeamMessages.memberNotFound,
  ],
  'POST /api/team/members/:id/reactivate/': [
    'POST',
    `/api/team/members/${TOO_BIG}/reactivate/`,
    undefined,
    404,
    TeamMessages.memberNotFound,
  ],
  'DELETE /api/team/members/:id/': [
    'DELETE',
    `/api/team/members/${TOO_BIG}/`,
    undefined,
    404,
    TeamMessages.memberNotFound,
  ],
  'POST /api/team/invitations/:id/resend/': [
    'POST',
    `/api/team/invitations/${TOO_BIG}/resend/`,
    undefined,
    404,
    TeamMessages.invitationNotFound,
  ],
  'DELETE /api/team/invitations/:id/': [
    'DELETE',
    `/api/team/invitations/${TOO_BIG}/`,
    undefined,
    404,
    TeamMessages.invitationNotFound,
  ],
  'GET /api/team/invitations/:token/': [
    'GET',
    `/api/team/invitations/${TOO_BIG}/`,
    undefined,
    404,
    TeamMessages.invitationInvalid,
  ],
  'POST /api/team/invitations/:token/accept/': [
    'POST',
    `/api/team/invitations/${TOO_BIG}/accept/`,
    { first_name: 'Ivy', last_name: 'Invitee', password: 'longpassword' },
    404,
    TeamMessages.invitationInvalid,
  ],
  // The back office's inquiry ids are uuids: a number is none, asked by the firm's admin.
  'DELETE /api/consultations/holds/:id/': [
    'DELETE',
    `/api/consultations/holds/${TOO_BIG}/`,
    undefined,
    404,
    ConsultationMessages.holdNotFound,
  ],
  'POST /api/consultations/holds/:id/pay/': [
    'POST',
    `/api/consultations/holds/${TOO_BIG}/pay/`,
    { method: 'card' },
    404,
    ConsultationMessages.holdNotFound,
  ],
  'POST /api/consultations/holds/:id/monthly-call/': [
    'POST',
    `/api/consultations/holds/${TOO_BIG}/monthly-call/`,
    undefined,
    404,
    ConsultationMessages.holdNotFound,
  ],
  'POST /api/consultations/holds/:id/credit/': [
    'POST',
    `/api/consultations/holds/${TOO_BIG}/credit/`,
    undefined,
    404,
    ConsultationMessages.holdNotFound,
  ],
  'POST /api/consultations/holds/:id/invoice/': [
    'POST',
    `/api/consultations/holds/${TOO_BIG}/invoice/`,
    undefined,
    404,
    ConsultationMessages.holdNotFound,
  ],
  'POST /api/consultations/:id/cancel/': [
    'POST',
    `/api/consultations/${TOO_BIG}/cancel/`,
    undefined,
    404,
    ConsultationMessages.notFound,
  ],
  'POST /api/consultations/:id/reschedule/': [
    'POST',
    `/api/consultations/${TOO_BIG}/reschedule/`,
    { starts_at: '2027-03-15T13:00:00.000Z', time_zone: 'UTC' },
    404,
    ConsultationMessages.notFound,
  ],
  'POST /api/admin/consultations/:id/outcome/': [
    'POST',
    `/api/admin/consultations/${TOO_BIG}/outcome/`,
    { outcome: 'completed', note: '' },
    404,
    SessionCalendarMessages.notFound,
    'admin',
  ],
  'PATCH /api/admin/courses/:id/': [
    'PATCH',
    `/api/admin/courses/${TOO_BIG}/`,
    { title: 'Too far' },
    404,
    CourseMessages.notFound,
    'admin',
  ],
  'POST /api/admin/courses/:id/sessions/': [
    'POST',
    `/api/admin/courses/${TOO_BIG}/sessions/`,
    { title: 'Too far' },
    404,
    CourseMessages.notFound,
    'admin',
  ],
  'PATCH /api/admin/course-sessions/:id/': [
    'PATCH',
    `/api/admin/course-sessions/${TOO_BIG}/`,
    { capacity: 3 },
    404,
    CourseSessionMessages.notFound,
    'admin',
  ],
  'POST /api/courses/sessions/:id/participants/': [
    'POST',
    `/api/courses/sessions/${TOO_BIG}/participants/`,
    { email: 'too-far@elsewhere.test' },
    404,
    ParticipantMessages.notYours,
  ],
  'DELETE /api/courses/participants/:id/': [
    'DELETE',
    `/api/courses/participants/${TOO_BIG}/`,
    undefined,
    404,
    ParticipantMessages.notFound,
  ],
  'POST /api/courses/sessions/:id/waiting-list/': [
    'POST',
    `/api/courses/sessions/${TOO_BIG}/waiting-list/`,
    { seats: 1 },
    404,
    CourseSessionMessages.notFound,
  ],
  'DELETE /api/courses/waiting-list/:id/': [
    'DELETE',
    `/api/courses/waiting-list/${TOO_BIG}/`,
    undefined,
    404,
    WaitingListMessages.notFound,
  ],
  'GET /api/admin/course-sessions/:id/materials/': [
    'GET',
    `/api/admin/course-sessions/${TOO_BIG}/materials/`,
    undefined,
    404,
    CourseSessionMessages.notFound,
    'admin',
  ],
  'POST /api/admin/course-sessions/:id/materials/': [
    'POST',
    `/api/admin/course-sessions/${TOO_BIG}/materials/?title=Slides&file_name=slides.pdf`,
    undefined,
    404,
    CourseSessionMessages.notFound,
    'admin',
  ],
  'DELETE /api/admin/course-materials/:id/': [
    'DELETE',
    `/api/admin/course-materials/${TOO_BIG}/`,
    undefined,
    404,
    CourseMaterialMessages.notFound,
    'admin',
  ],
  'GET /api/admin/course-materials/:id/file': [
    'GET',
    `/api/admin/course-materials/${TOO_BIG}/file`,
    undefined,
    404,
    CourseMaterialMessages.notFound,
    'admin',
  ],
  'POST /api/courses/materials/:id/link/': [
    'POST',
    `/api/courses/materials/${TOO_BIG}/link/`,
    { operation: 'view' },
    404,
    CourseMaterialMessages.notFound,
  ],
  'GET /api/courses/materials/:id/file/': [
    'GET',
    `/api/courses/materials/${TOO_BIG}/file/?participant=1&operation=view&expires=${TOO_BIG}&signature=x`,
    undefined,
    403,
    CourseMaterialMessages.badLink,
  ],
  'PATCH /api/admin/analysts/:id/': [
    'PATCH',
    `/api/admin/analysts/${TOO_BIG}/`,
    { buffer_minutes: 15 },
    404,
    AnalystMessages.notFound,
    'admin',
  ],
  'DELETE /api/admin/analysts/:id/': [
    'DELETE',
    `/api/admin/analysts/${TOO_BIG}/`,
    undefined,
    404,
    AnalystMessages.notFound,
    'admin',
  ],
  'PATCH /api/admin/inquiries/:id/': [
    'PATCH',
    `/api/admin/inquiries/${TOO_BIG}/`,
    { handled: true },
    404,
    InquiryInboxMessages.notFound,
    'admin',
  ],
  // Report ids are integers: one past the range is no report, asked by the firm's admin.
  ...Object.fromEntries(
    (
      [
        ['GET', '/api/admin/reports/:id/', ''],
        ['PATCH', '/api/admin/reports/:id/', '', { name: 'Renamed' }],
        ['POST', '/api/admin/reports/:id/unpublish/', 'unpublish/', {}],
        ['POST', '/api/admin/reports/:id/publish/', 'publish/', {}],
        ['DELETE', '/api/admin/reports/:id/', ''],
        ['GET', '/api/admin/reports/:id/correction-notice/', 'correction-notice/'],
        ['POST', '/api/admin/reports/:id/correction-notice/', 'correction-notice/', {}],
        ['PUT', '/api/admin/reports/:id/file', 'file?file_name=corrected.pdf'],
      ] as const
    ).map(([method, route, tail, payload]) => [
      `${method} ${route}`,
      [method, `/api/admin/reports/${TOO_BIG}/${tail}`, payload, 404, AdminReportMessages.notFound, 'admin'],
    ]),
  ),
  'GET /api/admin/reports/:id/file': [
    'GET',
    `/api/admin/reports/${TOO_BIG}/file`,
    undefined,
    404,
    AdminReportMessages.notFound,
    'admin',
  ],
  // The back office's organisations, users and subscriptions are named by uuids: a number is none.
  'GET /api/admin/clients/:id/': [
    'GET',
    `/api/admin/clients/${TOO_BIG}/`,
    undefined,
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'GET /api/admin/clients/:id/billing-profile/': [
    'GET',
    `/api/admin/clients/${TOO_BIG}/billing-profile/`,
    undefined,
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'GET /api/admin/clients/:id/statement/:format/': [
    'GET',
    `/api/admin/clients/${TOO_BIG}/statement/pdf/`,
    undefined,
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'PUT /api/admin/clients/:id/billing-profile/': [
    'PUT',
    `/api/admin/clients/${TOO_BIG}/billing-profile/`,
    UK_BILLING_PROFILE,
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'POST /api/admin/clients/:id/suspend/': [
    'POST',
    `/api/admin/clients/${TOO_BIG}/suspend/`,
    { reason: 'Range' },
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'POST /api/admin/clients/:id/reactivate/': [
    'POST',
    `/api/admin/clients/${TOO_BIG}/reactivate/`,
    { reason: 'Range' },
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'POST /api/admin/clients/:id/users/:userId/suspend/': [
    'POST',
    `/api/admin/clients/${TOO_BIG}/users/${TOO_BIG}/suspend/`,
    { reason: 'Range' },
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'POST /api/admin/clients/:id/users/:userId/reactivate/': [
    'POST',
    `/api/admin/clients/${TOO_BIG}/users/${TOO_BIG}/reactivate/`,
    { reason: 'Range' },
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'POST /api/admin/clients/:id/subscriptions/': [
    'POST',
    `/api/admin/clients/${TOO_BIG}/subscriptions/`,
    { report_type_id: 1, tier: SINGLE, months: 1, reason: 'Range' },
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'POST /api/admin/clients/:id/subscriptions/:subscriptionId/extend/': [
    'POST',
    `/api/admin/clients/${TOO_BIG}/subscriptions/${TOO_BIG}/extend/`,
    { months: 1, reason: 'Range' },
    404,
    ClientMessages.notFound,
    'admin',
  ],
  'POST /api/admin/clients/:id/subscriptions/:subscriptionId/grace/': [
    'POST',
    `/api/admin/clients/${TOO_BIG}/subscriptions/${TOO_BIG}/grace/`,
    { until: '2030-01-31', reason: 'Range' },
    404,
    ClientMessages.notFound,
    'admin',
  ],
  // Order numbers are SO-…: a number is none.
  'GET /api/admin/orders/:number/': [
    'GET',
    `/api/admin/orders/${TOO_BIG}/`,
    undefined,
    404,
    AdminOrderMessages.notFound,
    'admin',
  ],
  'POST /api/admin/orders/:number/mark-paid/': [
    'POST',
    `/api/admin/orders/${TOO_BIG}/mark-paid/`,
    { reason: 'Paid by wire' },
    404,
    AdminOrderMessages.notFound,
    'admin',
  ],
  'POST /api/admin/orders/:number/void/': [
    'POST',
    `/api/admin/orders/${TOO_BIG}/void/`,
    { reason: 'r' },
    404,
    AdminOrderMessages.notFound,
    'admin',
  ],
  'POST /api/admin/orders/:number/resend-invoice/': [
    'POST',
    `/api/admin/orders/${TOO_BIG}/resend-invoice/`,
    {},
    404,
    AdminOrderMessages.notFound,
    'admin',
  ],
  'POST /api/admin/orders/:number/refund/': [
    'POST',
    `/api/admin/orders/${TOO_BIG}/refund/`,
    { reason: 'r', end_access: false },
    404,
    AdminOrderMessages.notFound,
    'admin',
  ],
  'POST /api/admin/orders/:number/credit-notes/': [
    'POST',
    `/api/admin/orders/${TOO_BIG}/credit-notes/`,
    { kind: 'correction', amount: 1, reason: 'r' },
    404,
    AdminOrderMessages.notFound,
    'admin',
  ],
  // Report types and promo codes have integer ids.
  'PATCH /api/admin/report-types/:id/': [
    'PATCH',
    `/api/admin/report-types/${TOO_BIG}/`,
    { title: 'Coffee' },
    404,
    ReportTypeMessages.notFound,
    'admin',
  ],
  'PUT /api/admin/report-types/:id/image': [
    'PUT',
    `/api/admin/report-types/${TOO_BIG}/image`,
    undefined,
    404,
    ReportTypeMessages.notFound,
    'admin',
  ],
  'GET /api/report-types/:id/image': [
    'GET',
    `/api/report-types/${TOO_BIG}/image`,
    undefined,
    404,
    ReportTypeMessages.notFound,
  ],
  'PUT /api/admin/tax-rates/:id/': [
    'PUT',
    `/api/admin/tax-rates/${TOO_BIG}/`,
    { country: 'FR', rate: 20, label: 'VAT' },
    404,
    TaxRateMessages.notFound,
    'admin',
  ],
  'DELETE /api/admin/tax-rates/:id/': [
    'DELETE',
    `/api/admin/tax-rates/${TOO_BIG}/`,
    undefined,
    404,
    TaxRateMessages.notFound,
    'admin',
  ],
  'POST /api/admin/promo-codes/:id/deactivate': [
    'POST',
    `/api/admin/promo-codes/${TOO_BIG}/deactivate`,
    { reason: 'Leaked' },
    404,
    PromoCodeMessages.notFound,
    'admin',
  ],
  'GET /api/admin/promo-codes/:id/redemptions/': [
    'GET',
    `/api/admin/promo-codes/${TOO_BIG}/redemptions/`,
    undefined,
    404,
    PromoCodeMessages.notFound,
    'admin',
  ],
};

describe('a report type past the integer range in a complimentary grant answers 400', () => {
  it('names the field', async () => {
    const [tenant] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/clients/?q=roasters', headers: adminHeaders })
    ).json().data as { id: string }[];
    const response = await send(
      'POST',
      `/api/admin/clients/${tenant!.id}/subscriptions/`,
      { report_type_id: TOO_BIG, tier: SINGLE, months: 1, reason: 'Range' },
      'admin',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ report_type_id: [ClientMessages.reportType] });
  });
});

describe('an id past the integer range in a path answers as an unknown one, never 500', () => {
  it('covers every route with an id in its path', () => {
    const withPathIds = t.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && route.url.includes(':'))
      .map((route) => `${route.method} ${route.url}`);
    expect(Object.keys(PATH_CASES).sort()).toEqual([...new Set(withPathIds)].sort());
  });

  it.each(Object.entries(PATH_CASES))('%s', async (_route, [method, url, payload, status, message, as]) => {
    const response = await send(method, url, payload, as);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ status: false, message });
  });
});
