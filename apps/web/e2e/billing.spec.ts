import { expect, test, type Page } from './fixtures';
import { enrolThroughApi } from './enrol';
import { mailsMatching } from './outbox';
import { pdfText } from './pdf-text';
import { signInByApi } from './sign-in';
import { expectNoAxeViolations } from './axe';

/**
 * /billing and the result pages (SPEC §2, §4, §5, §8). Each test that needs a cart signs in as a client of its
 * own, enrolled for it, so no other test changes what it pays for.
 *
 * The payment journeys at the end go through the API's payment endpoints (payment intent, sandbox confirmation,
 * invoice, coupon): they need that API.
 */

const RESULT_PAGES = [
  {
    path: '/success-page',
    flag: 'success-page',
    title: 'Payment completed successfully',
    text: ['Thank you for your purchase.', 'Report Library'],
  },
  { path: '/error-page', flag: 'error-page', title: 'Your payment failed', text: ['Try again later'] },
  {
    path: '/processing-page',
    flag: 'process-page',
    title: 'Your payment has been initiated and is currently processing',
    text: ['4–5 working days'],
  },
  {
    path: '/byinvoice',
    flag: 'byinvoice',
    title: 'Invoice sent successfully',
    text: ['Please check your inbox.'],
  },
] as const;

const FLAGS = RESULT_PAGES.map((page) => page.flag) as string[];

async function flagCookies(page: Page): Promise<string[]> {
  return (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => FLAGS.includes(name));
}

interface SoldType {
  id: number;
  report_type_name: string;
  subscription_price_for_single_user: number | null;
  sub_list: SoldType[];
}

/** The API as the signed-in user (the session's access token), for setting up what a test starts from. */
async function apiHeaders(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')?.value ?? '';
  return { Authorization: `Bearer ${decodeURIComponent(token)}` };
}

/** A new client, signed in, with the named report types in the cart at SINGLE USER; resolves their prices. */
async function signInWithCart(page: Page, names: string[] = ['Coffee In-Depth Report']) {
  const account = await enrolThroughApi(page.request);
  await signInByApi(page, account);
  const listed = await page.request.get('/api/reports/report-types');
  const { data } = (await listed.json()) as { data: { results: SoldType[] } };
  const all = data.results.flatMap((type) => [type, ...type.sub_list]);
  const headers = await apiHeaders(page);
  let total = 0;
  for (const name of names) {
    const type = all.find((candidate) => candidate.report_type_name === name);
    expect(type, name).toBeDefined();
    const added = await page.request.post('/api/reports/cart/', {
      headers,
      data: { report_type: type!.id, selected_subscription: 'subscription_price_for_single_user' },
    });
    expect(added.status(), await added.text()).toBe(201);
    total += type!.subscription_price_for_single_user ?? 0;
  }
  return { account, total };
}

async function fillBillingDetails(page: Page) {
  await page.getByLabel('Name', { exact: true }).fill('Dana Whitfield');
  await page.getByLabel('Company', { exact: true }).fill("Northwind Coffee Traders, Ltd. & O'Brien");
  await page.getByLabel('Email', { exact: true }).fill('dana@northwind.example');
  await page.getByLabel('Country', { exact: true }).selectOption("Cote D'Ivoire (Ivory Coast)");
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Zip code').fill('10001');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
}

const usd = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })
    .format(dollars)
    .replace(/\.00$/, '');

test.describe('result pages (SPEC §2 guarded by their flag)', () => {
  for (const result of RESULT_PAGES) {
    test(`${result.path} without its flag sends the visitor home`, async ({ page }) => {
      await page.goto(result.path);
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('another page’s flag does not open a result page', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'byinvoice', value: 'true', url: baseURL! }]);
    await page.goto('/success-page');
    await expect(page).toHaveURL(/\/$/);
  });

  for (const result of RESULT_PAGES) {
    test(`${result.path} with its flag: SPEC copy, HOME PAGE to /, shown once @mobile`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: result.flag, value: 'true', url: baseURL! }]);
      await page.goto(result.path);
      await expect(page).toHaveURL(new RegExp(`${result.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: result.title })).toBeVisible();
      for (const text of result.text) await expect(page.getByRole('main')).toContainText(text);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const home = page.getByRole('link', { name: 'HOME PAGE' });
      await expect(home).toHaveAttribute('href', '/');
      await expectNoAxeViolations(page);

      // SPEC §3: the header's load cleared the flags, so the page does not show a second time.
      await expect.poll(() => flagCookies(page)).toEqual([]);
      await page.reload();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('the HOME PAGE button goes to /', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'error-page', value: 'true', url: baseURL! }]);
    await page.goto('/error-page');
    await page.getByRole('link', { name: 'HOME PAGE' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('/billing', () => {
  test('a visitor is asked to sign in', async ({ page }) => {
    await page.goto('/billing');
    await expect(page).toHaveTitle(/^Billing \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toHaveCount(0);
  });

  test('an empty cart points to the reports', async ({ page }) => {
    await signInByApi(page, await enrolThroughApi(page.request));
    await page.goto('/billing');
    await expect(page.getByRole('main')).toContainText('Your cart is empty.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse the reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
  });

  test('order summary, payment choices and SPEC §5 messages under each field, first invalid focused', async ({
    page,
  }) => {
    const { total } = await signInWithCart(page);
    // Without the profile (it cannot be read) the billing details start empty.
    await page.route('**/api/accounts/profile/', (route) =>
      route.fulfill({ status: 500, json: { status: false, message: 'Unavailable' } }),
    );
    await page.goto('/billing');

    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText('Coffee In-Depth Report');
    await expect(summary).toContainText('SINGLE USER');
    await expect(summary).toContainText(`Subtotal (1 item)${usd(total)}`);
    await expect(summary).toContainText(`Total${usd(total)}`);
    await expect(summary).not.toContainText('Discount');
    for (const name of ['Terms and Conditions', 'Privacy Policy'])
      await expect(summary.getByRole('link', { name })).toHaveAttribute('href', '/privacy-policy');

    const methods = page.getByRole('group', { name: 'Payment method' });
    await expect(methods.getByRole('radio')).toHaveCount(3);
    await expect(methods.getByRole('radio', { name: 'CREDIT CARD' })).toBeChecked();
    await expect(methods.getByRole('radio', { name: 'U.S. Bank TRANSFER' })).not.toBeChecked();
    await expect(methods.getByRole('radio', { name: 'PAY BY INVOICE' })).not.toBeChecked();
    const country = page.getByLabel('Country', { exact: true });
    await expect(country.locator('option').first()).toHaveText('SELECT COUNTRY');
    await expect(country).toHaveValue('');
    for (const [label, autocomplete] of [
      ['Card number', 'cc-number'],
      ['Expiry (MM / YY)', 'cc-exp'],
      ['CVC', 'cc-csc'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAttribute('autocomplete', autocomplete);
      await expect(page.getByLabel(label)).toHaveAttribute('inputmode', 'numeric');
    }
    await expect(page.getByText('4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined')).toBeVisible();
    await expectNoAxeViolations(page);

    let paid = false;
    page.on('request', (request) => {
      if (/\/api\/(reports\/bank|reports\/pay|payments\/sandbox)/.test(request.url())) paid = true;
    });
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toBeFocused();
    for (const [label, message] of [
      ['Name', 'Name is required'],
      ['Company', 'Company name is required'],
      ['Email', 'Email is required'],
      ['Country', 'Country is required'],
      ['Zip code', 'Billing zip code is required'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expectNoAxeViolations(page);

    // The first failing rule of each field (SPEC §5), as the field is corrected.
    await name.fill('Dana 2');
    await expect(name).toHaveAccessibleDescription(/Name should contain only letters and spaces/);
    const company = page.getByLabel('Company', { exact: true });
    await company.fill('A');
    await expect(company).toHaveAccessibleDescription(/Company name must be at least 2 characters long/);
    await company.fill('Acme!');
    await expect(company).toHaveAccessibleDescription(/Invalid company name/);
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('dana@northwind');
    await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    const zip = page.getByLabel('Zip code');
    await zip.fill('123');
    await expect(zip).toHaveAccessibleDescription(/ZIP code must be 4–10 digits/);
    await zip.fill('12345');
    await expect(zip).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(name).toBeFocused();

    // SPEC §5: the zip code belongs to the card only.
    await methods.getByText('U.S. Bank TRANSFER').click();
    await expect(page.getByLabel('Zip code')).toHaveCount(0);
    await expect(page.getByLabel('Account holder name')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await methods.getByText('PAY BY INVOICE').click();
    await expect(page.getByLabel('Zip code')).toHaveCount(0);
    await expect(page.getByLabel('Account holder name')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(paid).toBe(false);
  });

  test('the event code drops spaces and turns upper case', async ({ page }) => {
    await signInWithCart(page);
    await page.goto('/billing');
    const code = page.getByLabel('Event code');
    await code.pressSequentially(' harvest 25 ');
    await expect(code).toHaveValue('HARVEST25');
    await code.fill('welcome 500');
    await expect(code).toHaveValue('WELCOME500');
  });

  test('an incomplete card shows its SPEC §8 message under the card and nothing is paid', async ({
    page,
  }) => {
    await signInWithCart(page);
    await page.goto('/billing');
    let paid = false;
    page.on('request', (request) => {
      if (/\/api\/(reports\/bank|payments\/sandbox)/.test(request.url())) paid = true;
    });
    await fillBillingDetails(page);
    await fillCard(page, '4242 4242');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    const number = page.getByLabel('Card number');
    await expect(number).toBeFocused();
    await expect(number).toHaveAccessibleDescription('Your card number is incomplete.');

    await number.fill('4242 4242 4242 4242');
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('CVC').fill('1');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByLabel('CVC')).toHaveAccessibleDescription(
      'Your card’s security code is incomplete.',
    );
    await expect(page).toHaveURL(/\/billing$/);
    expect(paid).toBe(false);
  });

  test("a refused payment intent reads 'Failed to get payment intent' and stays", async ({ page }) => {
    await signInWithCart(page);
    await page.route('**/api/reports/bank/payments/checkout/', (route) =>
      route.fulfill({ status: 409, json: { status: false, message: 'Your cart has changed.' } }),
    );
    await page.goto('/billing');
    await fillBillingDetails(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to get payment intent' })).toBeVisible();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
  });

  test('a breakdown while confirming the card goes to /error-page', async ({ page }) => {
    await signInWithCart(page);
    await page.route('**/api/payments/config/', (route) =>
      route.fulfill({ json: { status: true, provider: 'sandbox', publishable_key: null } }),
    );
    await page.route('**/api/reports/bank/payments/checkout/', (route) =>
      route.fulfill({
        json: { status: true, client_secret: 'pi_e2e_secret_x', order_number: 'SO-E2E', provider: 'sandbox' },
      }),
    );
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/payments/sandbox/confirm/', async (route) => {
      await held;
      await route.abort('failed');
    });
    await page.goto('/billing');
    await fillBillingDetails(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();

    // While busy: 'Processing...' on a disabled button; the flags were set before the attempt (SPEC §4).
    const busy = page.getByRole('button', { name: 'Processing...' });
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Processing...' })).toBeAttached();
    expect((await flagCookies(page)).sort()).toEqual(['error-page', 'success-page']);
    release();

    await expect(page).toHaveURL(/\/error-page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment failed' })).toBeVisible();
  });
});

test.describe('/billing payment journeys (need the payment API)', () => {
  test('a card that pays: /success-page with the order and amount, the header’s cart is empty, the reports download', async ({
    page,
  }) => {
    const { account, total } = await signInWithCart(page);
    await page.goto('/billing');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await fillBillingDetails(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page).toHaveURL(/\/success-page\?order=SO-\d{4}-\d{6}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment completed successfully' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    // The order the payment made, read back from the server, and the Report Library beside HOME PAGE.
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText(`Order ${orderNumber}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Amount: ${usd(total)}`, { exact: true })).toBeVisible();
    await expect(page.getByText('Coffee In-Depth Report (SINGLE USER)')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'HOME PAGE' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Report Library' })).toHaveAttribute(
      'href',
      '/client/report-library',
    );
    await expectNoAxeViolations(page);

    // The bought reports open in the library, stamped for the new client's organisation.
    await page.goto('/client/report-library');
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Coffee In-Depth Report' });
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: /^Coffee In-Depth Report/ }) })
      .first();
    const signed = page.waitForResponse('**/api/reports/generate-presigned-url/');
    const popup = page.waitForEvent('popup');
    await card.getByRole('button', { name: /^DOWNLOAD/ }).click();
    await popup;
    const { url } = (await (await signed).json()) as { url: string };
    const pdf = await page.request.get(url);
    expect(pdf.status()).toBe(200);
    expect(pdfText(await pdf.body())).toContain(`Licensed to ${account.tenant}`);
  });

  test('a declined card shows the provider’s message and stays', async ({ page }) => {
    await signInWithCart(page);
    await page.goto('/billing');
    await fillBillingDetails(page);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByLabel('Card number')).toBeFocused();
  });

  test('a U.S. bank transfer goes to /processing-page', async ({ page }) => {
    await signInWithCart(page);
    await page.goto('/billing');
    await fillBillingDetails(page);
    await page.getByRole('group', { name: 'Payment method' }).getByText('U.S. Bank TRANSFER').click();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page.getByLabel('Account holder name')).toHaveAccessibleDescription(
      'Account holder name is required',
    );
    await page.getByLabel('Account holder name').fill('Dana Whitfield');
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page).toHaveURL(/\/processing-page\?order=SO-\d{4}-\d{6}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your payment has been initiated and is currently processing',
    );
  });

  test('pay by invoice goes to /byinvoice, and the invoice is mailed', async ({ page }) => {
    const { account } = await signInWithCart(page);
    await page.goto('/billing');
    await fillBillingDetails(page);
    await page.getByRole('group', { name: 'Payment method' }).getByText('PAY BY INVOICE').click();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await expect(page).toHaveURL(/\/byinvoice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice sent successfully' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Please check your inbox.');

    // The invoice is in the client's inbox, its PDF attached.
    await mailsMatching(
      (mail) =>
        new RegExp(`^To: ${account.email}`, 'im').test(mail) &&
        /^Subject: Your invoice INV-\d{4}-\d{6}/im.test(mail) &&
        /filename="?INV-\d{4}-\d{6}\.pdf/i.test(mail),
      { about: `an invoice with its PDF mailed to ${account.email}` },
    );
  });

  test('an event code: the discount and total follow, the card is chosen again; editing clears both', async ({
    page,
  }) => {
    const { total } = await signInWithCart(page);
    await page.goto('/billing');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const methods = page.getByRole('group', { name: 'Payment method' });
    await methods.getByText('PAY BY INVOICE').click();

    const code = page.getByLabel('Event code');
    await code.fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'APPLY' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/\S/);
    await code.fill('harvest25');
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'APPLY' }).click();
    const discount = total * 0.25;
    await expect(summary).toContainText(`Discount-${usd(discount)}`);
    await expect(summary).toContainText(`Total${usd(total - discount)}`);
    await expect(methods.getByRole('radio', { name: 'CREDIT CARD' })).toBeChecked();

    await code.fill('HARVEST2');
    await expect(summary).not.toContainText('Discount');
    await expect(summary).toContainText(`Total${usd(total)}`);
  });
});
