import { startTestServer, TEST_ACCOUNTS, VISITOR_INQUIRY, type TestApp } from '@firm/api/testing';
import {
  ArchivedReportMessages,
  BillingProfileMessages,
  TaxRateMessages,
  CourseSeatMessages,
  ParticipantMessages,
  WaitingListMessages,
  ArchiveQueryMessages,
  SavedSearchMessages,
  type BillingProfileForm,
  type InquiryForm,
} from '@firm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  createApiClient,
  createBackOfficeApiClient,
  createMemorySession,
  type SessionStore,
} from '../src/index.js';

let server: TestApp & { baseUrl: string };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The back office's client: the portal's calls and the staff's, on one session. */
function clientWith(session: SessionStore = createMemorySession()) {
  return createBackOfficeApiClient({ baseUrl: server.baseUrl, session });
}

/** Signs in through the API and returns a session as the web app stores it. */
async function signedInSession(account: { email: string; password: string }) {
  const answer = await clientWith().login(account);
  if (!answer.status) throw new Error('sign-in failed');
  const { access, refresh, email, username, id, user_type } = answer.data;
  return createMemorySession({
    accessToken: access,
    refreshToken: refresh,
    email,
    userName: username,
    id,
    userType: user_type,
  });
}

describe('the two clients', () => {
  it("gives the site and the portal their calls alone, and the back office the staff's calls too", () => {
    const session = createMemorySession();
    const site = createApiClient({ baseUrl: server.baseUrl, session });
    const backOffice = createBackOfficeApiClient({ baseUrl: server.baseUrl, session });
    expect(site).not.toHaveProperty('admin');
    expect(site).not.toHaveProperty('adminSummary');
    expect(typeof site.reportTypes).toBe('function');
    expect(typeof backOffice.admin.me).toBe('function');
    expect(typeof backOffice.reportTypes).toBe('function');
  });
});

describe('login', () => {
  it('resolves the SPEC §3 answer', async () => {
    const answer = await clientWith().login(TEST_ACCOUNTS.demoClient);
    expect(answer.status).toBe(true);
    expect(answer.status && answer.data.user_type).toBe('client');
  });

  it("rejects with the server's message on a refused sign-in", async () => {
    const error = await clientWith()
      .login({ email: TEST_ACCOUNTS.demoClient.email, password: 'not-the-password' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Invalid email or password.' });
  });

  it('does not try a token refresh when sign-in answers 401', async () => {
    const session = await signedInSession(TEST_ACCOUNTS.demoClient);
    const before = session.read();
    await clientWith(session)
      .login({ email: TEST_ACCOUNTS.demoClient.email, password: 'not-the-password' })
      .catch(() => undefined);
    expect(session.read()).toEqual(before);
  });
});

describe('Bearer header', () => {
  it('is sent while the session has an access token', async () => {
    const summary = await clientWith(await signedInSession(TEST_ACCOUNTS.admin)).adminSummary();
    expect(summary.data).toEqual({ tenants: 1, clients: 1 });
  });

  it('is absent without one, and the call rejects with 401', async () => {
    const error = await clientWith()
      .adminSummary()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
  });
});

describe('SPEC §4/§7: a 401 is retried once after a token refresh', () => {
  it('refreshes, stores the new tokens and retries the call', async () => {
    const session = await signedInSession(TEST_ACCOUNTS.admin);
    const { refreshToken } = session.read();
    session.write({ accessToken: 'expired-or-forged' });

    const summary = await clientWith(session).adminSummary();

    expect(summary.status).toBe(true);
    expect(session.read().accessToken).not.toBe('expired-or-forged');
    expect(session.read().refreshToken).not.toBe(refreshToken);
  });

  it('shares one refresh between concurrent 401s (a refresh token can be spent once)', async () => {
    const session = await signedInSession(TEST_ACCOUNTS.admin);
    session.write({ accessToken: 'expired-or-forged' });
    const client = clientWith(session);

    const answers = await Promise.all([client.adminSummary(), client.adminSummary(), client.adminSummary()]);

    expect(answers.map((a) => a.status)).toEqual([true, true, true]);
    expect(session.read().accessToken).toBeTruthy();
  });

  it.each(['email', 'id', 'refreshToken'] as const)(
    'does not refresh when the %s cookie is missing, and keeps the session',
    async (missing) => {
      const full = (await signedInSession(TEST_ACCOUNTS.admin)).read();
      const session = createMemorySession({
        ...full,
        accessToken: 'expired-or-forged',
        [missing]: undefined,
      });

      const error = await clientWith(session)
        .adminSummary()
        .catch((e: unknown) => e);

      expect(error).toMatchObject({ status: 401 });
      expect(session.read().accessToken).toBe('expired-or-forged');
    },
  );

  it('clears the session and rejects when the refresh fails', async () => {
    const session = await signedInSession(TEST_ACCOUNTS.admin);
    const stale = createMemorySession({ ...session.read(), accessToken: 'expired-or-forged' });
    await clientWith(session).logout(); // revokes the refresh token the stale copy still holds

    const error = await clientWith(stale)
      .adminSummary()
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 401,
      serverMessage: 'Your session has expired. Please sign in again.',
    });
    expect(stale.read()).toEqual({});
  });

  it('clears the session of another tab once its session has ended on the server', async () => {
    const session = await signedInSession(TEST_ACCOUNTS.admin);
    const otherTab = createMemorySession(session.read());
    await clientWith(session).logout();

    // The other tab's access token has not run out, yet its session has ended: the refresh fails too.
    const error = await clientWith(otherTab)
      .adminSummary()
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401 });
    expect(otherTab.read()).toEqual({});
  });

  it('does not retry a second time when the retried call is refused again', async () => {
    const session = await signedInSession(TEST_ACCOUNTS.demoClient);
    session.write({ accessToken: 'expired-or-forged' });
    const error = await clientWith(session)
      .adminSummary()
      .catch((e: unknown) => e);
    // The refresh worked, the client is simply not an admin: the retry's 403 is the answer.
    expect(error).toMatchObject({ status: 403, serverMessage: 'You do not have permission to do this.' });
    expect(session.read().accessToken).not.toBe('expired-or-forged');
  });
});

describe('logout', () => {
  it('forgets the session and revokes its refresh token on the server', async () => {
    const session = await signedInSession(TEST_ACCOUNTS.demoClient);
    const { refreshToken } = session.read();

    await clientWith(session).logout();

    expect(session.read()).toEqual({});
    const reuse = await fetch(`${server.baseUrl}accounts/token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: refreshToken }),
    });
    expect(reuse.status).toBe(401);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const session = createMemorySession({ accessToken: 'a', refreshToken: 'r', email: 'e', id: '1' });
    await createApiClient({ baseUrl: 'http://127.0.0.1:9/api/', session, timeoutMs: 2000 }).logout();
    expect(session.read()).toEqual({});
  });
});

describe('report catalogue', () => {
  it('reads the report types and their descriptions without a session', async () => {
    const client = clientWith();
    const [types, descriptions] = await Promise.all([client.reportTypes(), client.reportTypeDescriptions()]);
    const names = types.data.results.map((type) => type.report_type_name);
    expect(names).toContain('Softs Weekly Round Up');
    expect(descriptions.data.length).toBeGreaterThan(names.length);
  });
});

describe('contact inquiries', () => {
  const inquiry: InquiryForm = { ...VISITOR_INQUIRY, reasonForInquiry: 'general' };

  it('sends an inquiry and resolves the thanks', async () => {
    const answer = await clientWith().submitInquiry(inquiry);
    expect(answer.message).toBe('Thank you for getting in touch. We will reply within two working days.');
  });

  it('rejects with the field messages of a refused inquiry', async () => {
    const error = await clientWith()
      .submitInquiry({ ...inquiry, email: 'nope' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errors: { email: ['Please enter a valid email address'] } });
  });
});

const enrolment = {
  tenant: 'Santos Roasters',
  first_name: 'Maria',
  last_name: 'Santos',
  email: 'maria@santos.example',
  industry_sector: 'import-export',
  phone_number: 9876543210,
  phone_code: '+91',
  street_address: '12 Harbour Road',
  city: 'Kochi',
  password: 'Roast@2026',
  country: 'IN',
};

/** Enrols and confirms an organisation whose owner has `email`. */
async function enrol(email: string) {
  const client = clientWith();
  await client.register({ ...enrolment, email });
  const otp = await server.mailedCode(email, 'Confirm your email address');
  await client.confirmRegistration({ email, otp });
}

describe('enrolment', () => {
  const email = enrolment.email;
  const payload = enrolment;

  it('registers, then confirms with the mailed code, then signs in', async () => {
    const client = clientWith();
    const registered = await client.register(payload);
    expect(registered).toEqual({
      status: true,
      message: `We have sent a 6-digit code to ${email}. It is valid for 10 minutes.`,
    });
    const otp = await server.mailedCode(email, 'Confirm your email address');
    expect(await client.confirmRegistration({ email, otp })).toEqual({
      status: true,
      message: 'Your email address is confirmed. You can sign in now.',
    });
    expect((await client.login({ email, password: payload.password })).status).toBe(true);
  });

  it('rejects a duplicate with the server message', async () => {
    const error = await clientWith()
      .register({ ...payload, email: TEST_ACCOUNTS.demoClient.email })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      serverMessage: 'An account with this email address already exists.',
    });
  });
});

describe('password recovery', () => {
  const email = 'lena@santos.example';

  it('forgot-password, verify-otp (remaining attempts on a wrong code), reset-password', async () => {
    await enrol(email);
    const client = clientWith();
    expect(await client.forgotPassword({ email })).toEqual({
      status: true,
      status_code: 200,
      message: 'If an account uses this email address, we have sent a 6-digit code to it.',
    });
    const otp = await server.mailedCode(email, 'Reset your password');
    const wrong = await client
      .verifyOtp({ email, otp: otp === '000000' ? '111111' : '000000' })
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApiRequestError);
    expect(wrong).toMatchObject({
      status: 400,
      serverMessage: 'The code is incorrect.',
      remainingAttempts: 4,
    });

    const verified = await client.verifyOtp({ email, otp });
    expect(verified).toMatchObject({ status: true, status_code: 200, token: expect.any(String) });
    const reset = await client.resetPassword({
      token: verified.token!,
      new_password: 'Harvest@2026',
      confirm_password: 'Harvest@2026',
    });
    expect(reset.status).toBe(true);
    expect((await client.login({ email, password: 'Harvest@2026' })).status).toBe(true);
  });
});

describe('report library, bookmarks and files', () => {
  it('saves the organisation’s billing profile and reads it back; a bad tax ID is refused on its field', async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const profile: BillingProfileForm = {
      legal_name: 'Demo Trading Ltd',
      street_address: '1 Exchange Square',
      city: 'London',
      country: 'GB',
      tax_id_kind: 'gb_vat',
      tax_id: 'GB 980 7806 84',
      ap_emails: ['ap@demo.example'],
      po_required: true,
    };
    const saved = await client.saveBillingProfile(profile);
    expect(saved.profile).toMatchObject({ tax_id: 'GB980780684', po_required: true });
    expect((await client.billingProfile()).profile).toEqual(saved.profile);
    const error = await client
      .saveBillingProfile({ ...profile, tax_id: 'GB980780685' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      errors: { tax_id: [BillingProfileMessages.taxIdInvalid('gb_vat')] },
    });

    // The back office reads the same profile; finance and admins correct it.
    const admin = clientWith(await signedInSession(TEST_ACCOUNTS.admin));
    const [organisation] = (await admin.admin.clients({ q: 'Northwind Coffee Traders' })).data;
    expect((await admin.admin.clientBillingProfile(organisation!.id)).profile).toEqual(saved.profile);
    const corrected = await admin.admin.saveClientBillingProfile(organisation!.id, {
      ...profile,
      po_required: false,
    });
    expect(corrected).toMatchObject({
      message: BillingProfileMessages.saved,
      profile: { po_required: false },
    });
  });

  it('issues a credit note for part of a paid order; more than its total is refused on the amount', async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const types = (await client.reportTypes()).data.results.flatMap((type) => [type, ...type.sub_list]);
    const cocoa = types.find((type) => type.report_type_name === 'Cocoa Weekly Report')!;
    const cart = await client.addToCart({
      report_type: cocoa.id,
      selected_subscription: 'subscription_price_for_single_user',
    });
    const invoice = await client.payByInvoice({
      cart: cart.data.map((line) => line.id),
      discount_price: 0,
      po_number: 'PO-CREDIT-1',
    });
    const admin = clientWith(await signedInSession(TEST_ACCOUNTS.admin));
    const [order] = (await admin.admin.orders({ q: invoice.invoice_number, page: 1, page_size: 1 })).data;
    await admin.admin.markOrderPaid(order!.number, { reason: 'Wire received' });

    const credited = await admin.admin.creditOrder(order!.number, {
      kind: 'correction',
      amount: 100,
      reason: 'Agreed discount',
    });
    expect(credited.data.credit_notes).toMatchObject([
      { reason: 'correction', amount: 100, invoice_number: invoice.invoice_number },
    ]);
    const error = await admin.admin
      .creditOrder(order!.number, { kind: 'refund', amount: order!.total_cents / 100, reason: 'Too much' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errors: { amount: [expect.stringContaining('at most')] } });
  });

  it('keeps a tax rate in the back office, and the cart’s tax follows the billing details’ state', async () => {
    const admin = clientWith(await signedInSession(TEST_ACCOUNTS.admin));
    const added = await admin.admin.createTaxRate({
      country: 'US',
      region: 'ny',
      rate: 8.875,
      label: 'Sales tax',
    });
    expect(added).toMatchObject({
      message: TaxRateMessages.created,
      data: [{ country: 'US', region: 'NY', rate: 8.875, label: 'Sales tax' }],
    });
    const refused = await admin.admin
      .createTaxRate({ country: 'DE', region: 'BY', rate: 19, label: 'VAT' })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 400, errors: { region: [TaxRateMessages.stateOnlyForUs] } });

    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    await client.saveBillingProfile({
      legal_name: 'Demo Trading Inc.',
      street_address: '1 Liberty Plaza',
      city: 'New York',
      state: 'NY',
      country: 'US',
      ap_emails: ['ap@demo.example'],
      po_required: false,
    });
    const types = (await client.reportTypes()).data.results.flatMap((type) => [type, ...type.sub_list]);
    const sugar = types.find((type) => type.report_type_name === 'Sugar Weekly Report')!;
    const cart = await client.addToCart({
      report_type: sugar.id,
      selected_subscription: 'subscription_price_for_single_user',
    });
    const line = cart.data.find((item) => item.kind === 'subscription' && item.report_types.id === sugar.id)!;
    const tax = await client.cartTax('Germany');
    expect(tax.data.lines).toEqual([{ label: 'Sales tax 8.875%', amount: expect.any(Number) }]);
    expect(tax.data.amount).toBeGreaterThan(line.report_price * 0.08);

    await admin.admin.deleteTaxRate(added.data[0]!.id);
    expect((await admin.admin.taxRates()).data).toEqual([]);
    expect((await client.cartTax()).data).toMatchObject({ amount: 0, lines: [], place_known: true });
    await client.removeCartItem(line.id);
  });

  it('lists the library, bookmarks a report and fetches its signed file', async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const library = await client.reportLibrary({ page: 1, search_query: '', status: 'active' });
    expect(library.count).toBeGreaterThan(0);
    expect(library.report_access.length).toBeGreaterThan(0);
    const report = library.data[0]!.reports[0]!;

    const added = await client.addBookmark(report.id);
    const bookmarks = await client.bookmarks();
    expect(bookmarks.data.map((bookmark) => bookmark.id)).toContain(added.data?.id);
    await client.removeBookmark(added.data!.id);
    expect((await client.bookmarks()).count).toBe(bookmarks.count - 1);

    const { url } = await client.reportFileUrl({ id: report.id, operation: 'download' });
    const file = await fetch(url.replace(/^http:\/\/[^/]+/, server.baseUrl.replace(/\/api\/$/, '')));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
  });

  it('rejects with the server message when the organisation does not subscribe', async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const locked = (await client.reportLibrary({ status: 'expire' })).data[0]!.reports[0]!;
    expect(locked.subscription_status).toBe('expired');
    const error = await client.reportFileUrl({ id: locked.id, operation: 'view' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      serverMessage: 'Your organisation does not subscribe to this report.',
    });
  });
});

describe('subscriptions', () => {
  it("lists the organisation's subscriptions, active and expired", async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const answer = await client.subscriptions();
    expect(answer.status).toBe(true);
    expect(new Set(answer.data.map((item) => item.status))).toEqual(new Set(['active', 'expired']));
    await expect(clientWith().subscriptions()).rejects.toMatchObject({ status: 401 });
  });
});

describe('report archives search', () => {
  it('searches as a visitor and as a client, with highlights to mark and access per result', async () => {
    const visitor = await clientWith().archiveSearch({ pdf_search: 'prices', page: 1, sort: '' });
    expect(visitor.status).toBe(true);
    expect(visitor.data.count).toBeGreaterThan(0);
    expect(visitor.data.results.every((result) => !result.can_open)).toBe(true);
    const [highlight] = visitor.data.results[0]!.highlights.filter((item) => item.matches.length > 0);
    const [match] = highlight!.matches;
    expect(highlight!.text.slice(match!.start, match!.end).toLowerCase()).toMatch(/^pric/);

    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const signedIn = await client.archiveSearch({ pdf_search: 'prices' });
    expect(signedIn.data.count).toBe(visitor.data.count);
    expect(signedIn.data.results.some((result) => result.can_open)).toBe(true);
  });

  it("rejects a visitor's page past the tenth with the server message", async () => {
    const error = await clientWith()
      .archiveSearch({ pdf_search: 'prices', page: 11 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, serverMessage: ArchiveQueryMessages.visitorPages });
  });

  it('rejects an empty search with the server message', async () => {
    const error = await clientWith()
      .archiveSearch({ pdf_search: ' ' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'Type one or more words to search the archive.',
    });
  });
});

describe('saved searches (issue 42)', () => {
  it('saves, lists, changes and deletes a search, each answer parsed; a deleted one is not found', async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const saved = await client.saveSearch({
      name: 'Certified stocks',
      pdf_search: '"certified stocks"',
      report_type_name: undefined,
      frequency: 'daily',
    });
    expect(saved).toMatchObject({
      message: SavedSearchMessages.saved,
      data: { name: 'Certified stocks', report_type_name: null, frequency: 'daily', last_sent_at: null },
    });
    expect((await client.savedSearches()).data[0]).toEqual(saved.data);

    const changed = await client.updateSavedSearch(saved.data.id, { name: 'Stocks', frequency: 'weekly' });
    expect(changed).toMatchObject({
      message: SavedSearchMessages.changed,
      data: { id: saved.data.id, name: 'Stocks', pdf_search: '"certified stocks"', frequency: 'weekly' },
    });

    expect(await client.deleteSavedSearch(saved.data.id)).toEqual({
      status: true,
      message: SavedSearchMessages.deleted,
    });
    expect((await client.savedSearches()).data.map((search) => search.id)).not.toContain(saved.data.id);
    expect(await client.deleteSavedSearch(saved.data.id).catch((e: unknown) => e)).toMatchObject({
      status: 404,
      serverMessage: SavedSearchMessages.notFound,
    });
  });

  it('rejects a name too long with its field message, and a visitor with 401', async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const error = await client
      .saveSearch({ name: 'x'.repeat(81), pdf_search: 'prices', frequency: 'immediate' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errors: { name: [SavedSearchMessages.name] } });
    await expect(clientWith().savedSearches()).rejects.toMatchObject({ status: 401 });
  });
});

describe('server faults', () => {
  it("reject with the fault's message and its request id", async () => {
    const { createServer } = await import('node:http');
    const faulty = createServer((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'x-request-id': 'Qm9vLWJvbw' });
      response.end(
        JSON.stringify({ status: false, message: 'Briefly unavailable.', request_id: 'Qm9vLWJvbw' }),
      );
    });
    await new Promise<void>((resolve) => faulty.listen(0, '127.0.0.1', resolve));
    const address = faulty.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const error = await createApiClient({
        baseUrl: `http://127.0.0.1:${port}/api/`,
        session: createMemorySession(),
      })
        .health()
        .catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 503,
        serverMessage: 'Briefly unavailable.',
        requestId: 'Qm9vLWJvbw',
      });
    } finally {
      faulty.close();
    }
  });
});

describe('network failures', () => {
  it('reject with an ApiRequestError that has no server message', async () => {
    const error = await createApiClient({
      baseUrl: 'http://127.0.0.1:9/api/',
      session: createMemorySession(),
    })
      .health()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: null, serverMessage: undefined });
  });
});

describe('cart', () => {
  it('adds, changes and removes a line, each answer being the whole cart; a refusal carries its message', async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const types = (await client.reportTypes()).data.results.flatMap((type) => [type, ...type.sub_list]);
    const idOf = (name: string) => types.find((type) => type.report_type_name === name)!.id;

    const added = await client.addToCart({
      report_type: idOf('Sugar Weekly Report'),
      selected_subscription: 'subscription_price_for_single_user',
    });
    expect(added).toMatchObject({
      count: 1,
      total_cart_value: 1950,
      report_access: [idOf('Sugar Weekly Report')],
    });
    const line = added.data[0]!;
    expect(await client.cart()).toMatchObject({ count: 1, data: [{ id: line.id }] });

    const changed = await client.changeCartItem(line.id, {
      selected_subscription: 'subscription_price_for_enterprise',
    });
    expect(changed).toMatchObject({ total_cart_value: 7800, data: [{ report_price: 7800 }] });

    const refused = await client
      .addToCart({
        report_type: idOf('Coffee Weekly Report'),
        selected_subscription: 'subscription_price_for_single_user',
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).toMatchObject({
      status: 409,
      serverMessage: 'Your organisation already holds this licence or a larger one.',
    });

    expect(await client.removeCartItem(line.id)).toMatchObject({ count: 0, total_cart_value: 0, data: [] });
  });
});

describe('archived reports bought alone (issue 44)', () => {
  it('lists the archive to a visitor; a client adds a report its subscriptions do not cover, not one they do', async () => {
    const coffee = await clientWith().archivedReports({ search_query: 'Coffee Weekly Report' });
    expect(coffee.count).toBeGreaterThan(0);
    expect(coffee.data.every((report) => report.report_type_name === 'Coffee Weekly Report')).toBe(true);
    const cotton = await clientWith().archivedReports({ search_query: 'Cotton Weekly Report', page: 1 });

    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const refused = await client
      .addArchivedReportToCart({ report: coffee.data[0]!.id })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 409,
      serverMessage: ArchivedReportMessages.covered,
    });
    const added = await client.addArchivedReportToCart({ report: cotton.data[0]!.id });
    expect(added).toMatchObject({
      count: 1,
      data: [{ kind: 'archived_report', report: { id: cotton.data[0]!.id }, report_price: 250 }],
    });
    expect(await client.removeCartItem(added.data[0]!.id)).toMatchObject({ count: 0 });
  });
});

describe('course sessions to come (issue 44)', () => {
  /** A staff call the site's client does not make (the back office's course calls), answered as JSON. */
  async function staffPost(session: SessionStore, path: string, body: unknown) {
    const response = await fetch(new URL(path, server.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.read().accessToken}` },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as { data: { id: number } };
  }

  /** The calendar day `days` from today, YYYY-MM-DD. */
  const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('lists the sessions to come to a visitor, soonest first, with their course, seats and analyst', async () => {
    const admin = await signedInSession(TEST_ACCOUNTS.admin);
    const analyst = (await clientWith().consultationAnalysts()).data[0]!;
    const course = await staffPost(admin, 'admin/courses/', {
      title: 'Cocoa fundamentals',
      description: 'How cocoa is grown, traded and priced.',
      level: 'introductory',
      commodity: 'cocoa',
    });
    const session = (firstDay: string, lastDay: string) => ({
      first_day: firstDay,
      last_day: lastDay,
      hours: { start: '09:00', end: '17:00' },
      time_zone: 'America/New_York',
      format: 'in_person',
      place: 'New York',
      joining_link: null,
      capacity: 12,
      price_per_participant: 2500,
      analyst_id: analyst.id,
    });
    // The later one first: the list is in the order the sessions start, not the order they were added.
    const sessionsOfCourse = `admin/courses/${course.data.id}/sessions/`;
    await staffPost(admin, sessionsOfCourse, session(dayFromNow(60), dayFromNow(63)));
    await staffPost(admin, sessionsOfCourse, session(dayFromNow(30), dayFromNow(33)));

    const answer = await clientWith().courseSessions();
    const starts = answer.data.map((upcoming) => Date.parse(upcoming.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((start) => start > Date.now())).toBe(true);
    const cocoa = answer.data.filter((upcoming) => upcoming.course.id === course.data.id);
    expect(cocoa.map((upcoming) => upcoming.first_day)).toEqual([dayFromNow(30), dayFromNow(60)]);
    expect(cocoa[0]).toMatchObject({
      course: { title: 'Cocoa fundamentals', level: 'introductory', commodity: 'cocoa' },
      last_day: dayFromNow(33),
      hours: { start: '09:00', end: '17:00' },
      time_zone: 'America/New_York',
      format: 'in_person',
      place: 'New York',
      capacity: 12,
      seats_left: 12,
      availability: 'open',
      price_per_participant: 2500,
      analyst: { id: analyst.id, name: analyst.name },
    });

    // A client puts two seats of it in the cart, then three; more than are left is refused with how many are.
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const added = await client.addCourseSeatsToCart({ session: cocoa[0]!.id, seats: 2 });
    const line = added.data.find((item) => item.kind === 'course_seats')!;
    expect(line).toMatchObject({
      seats: 2,
      report_price: 5000,
      session: { course_title: 'Cocoa fundamentals' },
    });
    expect(await client.changeCartSeats(line.id, { seats: 3 })).toMatchObject({ total_cart_value: 7500 });
    expect(
      await client.changeCartSeats(line.id, { seats: 13 }).catch((error: unknown) => error),
    ).toMatchObject({
      status: 409,
      serverMessage: CourseSeatMessages.fewerLeft(12),
    });
    expect(await client.removeCartItem(line.id)).toMatchObject({ count: 0 });
    // Nothing paid: the organisation has no sessions of its own, and names no one in this one.
    expect((await client.myCourses()).data).toEqual([]);
    expect(
      await client
        .addCourseParticipant(cocoa[0]!.id, { email: 'guest@elsewhere.test' })
        .catch((error: unknown) => error),
    ).toMatchObject({ status: 404, serverMessage: ParticipantMessages.notYours });
    // Seats are left: the waiting list is not for it, and the organisation waits for nothing.
    expect(
      await client.joinWaitingList(cocoa[0]!.id, { seats: 2 }).catch((error: unknown) => error),
    ).toMatchObject({ status: 409, serverMessage: WaitingListMessages.seatsFree });
    expect((await client.waitingList()).data).toEqual([]);
    expect(await client.leaveWaitingList(1).catch((error: unknown) => error)).toMatchObject({
      status: 404,
      serverMessage: WaitingListMessages.notFound,
    });
  });
});

describe('profile and orders', () => {
  it("reads the signed-in client's profile; an admin is refused", async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    expect((await client.profile()).data).toMatchObject({
      email: TEST_ACCOUNTS.demoClient.email,
      company: 'Northwind Coffee Traders',
      country: 'US',
      country_name: 'United States',
    });
    const admin = clientWith(await signedInSession(TEST_ACCOUNTS.admin));
    expect(await admin.profile().catch((e: unknown) => e)).toMatchObject({ status: 403 });
  });

  it('rejects an order number the organisation does not have with 404', async () => {
    const client = clientWith(await signedInSession(TEST_ACCOUNTS.demoClient));
    const error = await client.order('SO-2020-999999').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, serverMessage: 'This order does not exist.' });
  });
});
