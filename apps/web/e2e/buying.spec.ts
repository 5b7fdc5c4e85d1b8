import { ADMIN, DEMO_CLIENT } from './accounts';
import { enrolThroughApi, newTenant } from './enrol';
import { expect, test, type Page } from './fixtures';
import { signInByApi } from './sign-in';
import { expectNoAxeViolations } from './axe';

/**
 * Buying from outside the portal (issue 12): a visitor's SUBSCRIBE NOW leads through /login back to the catalogue
 * with the choice in the cart; the portal's banner shows the cart; an admin never loads one; billing starts from
 * the client's profile. Every test that changes a cart uses a client enrolled for it.
 */

const UP_TO_3 = 'subscription_price_for_upto_3_user';

const subscribeForm = (page: Page, type: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: new RegExp(`${type}$`) }) });

async function fillSignIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

/** The API as the signed-in user (the session's access token). */
async function apiHeaders(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'accessToken')?.value ?? '';
  return { Authorization: `Bearer ${decodeURIComponent(token)}` };
}

async function reportTypeIdOf(page: Page, name: string): Promise<number> {
  interface Listed {
    id: number;
    report_type_name: string;
    sub_list: Listed[];
  }
  const { data } = (await (await page.request.get('/api/reports/report-types')).json()) as {
    data: { results: Listed[] };
  };
  const type = data.results
    .flatMap((entry) => [entry, ...entry.sub_list])
    .find((t) => t.report_type_name === name);
  expect(type, name).toBeDefined();
  return type!.id;
}

test.describe('subscribing as a visitor', () => {
  test('SUBSCRIBE NOW says why on /login; after sign-in the type is IN CART at the chosen licence', async ({
    page,
  }) => {
    const account = await enrolThroughApi(page.request);
    await page.goto('/reports');
    const cotton = subscribeForm(page, 'Cotton Weekly Report');
    await cotton.getByLabel(/Licence/).selectOption({ label: "UP TO 3 USER'S" });
    await cotton.getByRole('button', { name: /^SUBSCRIBE NOW/ }).click();

    const cottonId = await reportTypeIdOf(page, 'Cotton Weekly Report');
    await expect(page).toHaveURL(
      new RegExp(`/login\\?subscribe=${cottonId}&tier=${UP_TO_3}&redirect=%2Freports$`),
    );
    await expect(
      page.getByText('Sign in to subscribe to Cotton Weekly Report. It will be waiting in your cart.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await fillSignIn(page, account);
    await expect(page).toHaveURL(/\/reports$/);
    await expect(
      subscribeForm(page, 'Cotton Weekly Report').getByRole('button', { name: /^IN CART/ }),
    ).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Cotton Weekly Report');
    await expect(line.getByLabel(/Licence/)).toHaveValue(UP_TO_3);
  });

  test('a type the organisation already has: back on the catalogue it reads SUBSCRIBED, nothing added', async ({
    page,
  }) => {
    const coffee = await reportTypeIdOf(page, 'Coffee Weekly Report');
    await page.goto(`/login?subscribe=${coffee}&tier=${UP_TO_3}&redirect=%2Freports`);
    await expect(page.getByText(/^Sign in to subscribe to Coffee Weekly Report\./)).toBeVisible();
    await fillSignIn(page, DEMO_CLIENT);
    await expect(page).toHaveURL(/\/reports$/);
    await expect(
      subscribeForm(page, 'Coffee Weekly Report').getByRole('button', { name: /^SUBSCRIBED/ }),
    ).toBeDisabled();
    const cart = await page.request.get('/api/reports/cart/', { headers: await apiHeaders(page) });
    expect((await cart.json()).report_access).not.toContain(coffee);
  });

  test('a return page on another site is dropped: the client lands on the catalogue', async ({ page }) => {
    const account = await enrolThroughApi(page.request);
    const sugar = await reportTypeIdOf(page, 'Sugar Weekly Report');
    await page.goto(
      `/login?subscribe=${sugar}&tier=subscription_price_for_single_user&redirect=${encodeURIComponent('//evil.example/')}`,
    );
    await fillSignIn(page, account);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/reports$/);
    await expect(
      subscribeForm(page, 'Sugar Weekly Report').getByRole('button', { name: /^IN CART/ }),
    ).toBeDisabled();
  });

  test('the chosen line stays in the cart when the header’s first cart answer, started at sign-in, lands after it', async ({
    page,
  }) => {
    const account = await enrolThroughApi(page.request);
    const cocoa = await reportTypeIdOf(page, 'Cocoa Weekly Report');
    // The header asks for the cart as soon as the client is signed in, while the chosen line is being added. Let
    // that answer be read before the line is in, and arrive after it, as it can on a busy server.
    let answerRead!: () => void;
    let lineAdded!: () => void;
    const read = new Promise<void>((resolve) => (answerRead = resolve));
    const added = new Promise<void>((resolve) => (lineAdded = resolve));
    await page.route('**/api/reports/cart/', async (route) => {
      if (route.request().method() === 'GET') {
        const response = await route.fetch();
        answerRead();
        await added;
        return route.fulfill({ response });
      }
      await read;
      const response = await route.fetch();
      await route.fulfill({ response });
      lineAdded();
    });

    await page.goto(`/login?subscribe=${cocoa}&tier=${UP_TO_3}&redirect=%2Freports`);
    await fillSignIn(page, account);
    await expect(page).toHaveURL(/\/reports$/);
    await expect(
      subscribeForm(page, 'Cocoa Weekly Report').getByRole('button', { name: /^IN CART/ }),
    ).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('an admin with a subscribe intent lands on the admin dashboard, and no page asks for a cart', async ({
    page,
  }) => {
    const cartCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/reports/cart')) cartCalls.push(request.url());
    });
    const coffee = await reportTypeIdOf(page, 'Coffee In-Depth Report');
    await page.goto(`/login?subscribe=${coffee}&tier=${UP_TO_3}&redirect=%2Freports`);
    await fillSignIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin-dashboard\/?$/);

    // The public pages as the admin: the header's cart stays at 0 without asking the server.
    await page.goto('/reports');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(subscribeForm(page, 'Coffee In-Depth Report')).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
    expect(cartCalls).toEqual([]);
  });
});

test.describe('the client portal and billing', () => {
  test('the portal banner shows the cart with its count and leads to /checkout @mobile', async ({ page }) => {
    const account = await enrolThroughApi(page.request);
    await signInByApi(page, account);
    const added = await page.request.post('/api/reports/cart/', {
      headers: await apiHeaders(page),
      data: {
        report_type: await reportTypeIdOf(page, 'Cocoa Weekly Report'),
        selected_subscription: 'subscription_price_for_single_user',
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    await page.goto('/client/report-library');
    const cart = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' });
    await expect(cart).toBeVisible();
    await expect(cart).toHaveAttribute('href', '/checkout');
    await expectNoAxeViolations(page);
    await cart.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('list', { name: 'Cart items' })).toContainText('Cocoa Weekly Report');
  });

  test('billing details start from the client’s profile, after it has come', async ({ page }) => {
    const account = await enrolThroughApi(page.request);
    const tenant = newTenant(account.email);
    await signInByApi(page, account);
    const added = await page.request.post('/api/reports/cart/', {
      headers: await apiHeaders(page),
      data: {
        report_type: await reportTypeIdOf(page, 'Orange Juice Weekly Report'),
        selected_subscription: 'subscription_price_for_single_user',
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    // The profile is held back: the form waits for it rather than filling in over what was typed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/accounts/profile/', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/billing');
    await expect(page.getByRole('status').filter({ hasText: 'Loading your cart' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
    release();

    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(
      `${tenant.first_name} ${tenant.last_name}`,
    );
    await expect(page.getByLabel('Company', { exact: true })).toHaveValue(tenant.tenant);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('India');
    await expect(page.getByLabel('Zip code')).toHaveValue('');
    await expectNoAxeViolations(page);
  });
});
