import { DEMO_CLIENT } from './accounts';
import { expect, test } from './fixtures';
import { holdRequests } from './held-requests';
import { signInByApi } from './sign-in';
import { expectNoAxeViolations } from './axe';

test.describe('the generic error page (SPEC §2)', () => {
  test("a page whose code throws shows a message and Back to home, inside the site's frame", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/assets/contact-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("contact page broke");' }),
    );
    await page.goto('/contact');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reload the page' })).toHaveCount(0);
    expect(errors.some((text) => text.includes('Showing the page failed'))).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page whose code is gone after a deploy says the site was updated and offers a reload', async ({
    page,
  }) => {
    await page.route('**/assets/contact-*.js', (route) => route.abort());
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'This site has been updated' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await page.unroute('**/assets/contact-*.js');
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toHaveCount(0);
  });

  test('a client page that fails shows the error page inside the client shell', async ({ page }) => {
    await signInByApi(page, DEMO_CLIENT);
    await page.route('**/assets/profile-*.js', (route) => route.abort());
    await page.goto('/client/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'This site has been updated' })).toBeVisible();
    await expect(page.locator('#client-sidebar')).toBeAttached();
  });
});

test('an unknown path under /client shows the 404 page in the client shell @mobile', async ({ page }) => {
  await signInByApi(page, DEMO_CLIENT);
  await page.goto('/client/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404: Page Not Found' })).toBeVisible();
  // The client shell's sidebar (an overlay, closed, on a phone).
  await expect(page.locator('#client-sidebar')).toBeAttached();
  await expect(page).toHaveTitle(/^Page not found/);
  await expectNoAxeViolations(page);
});

test('every unknown path answers HTTP 404, every page 200', async ({ request }) => {
  for (const path of [
    '/nothing',
    '/about/nothing',
    '/services/nothing',
    '/client/nothing',
    '/no/such/page',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<div id="root">');
  }
  for (const path of [
    '/',
    '/contact',
    '/contact/',
    '/about/who-we-are',
    '/services/reports',
    '/client',
    '/login',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await request.get('/api/nothing/')).status()).toBe(404);
});

test.describe('footer policies (SPEC §2)', () => {
  test('Terms of use opens the conditions of use in the terms', async ({ page }) => {
    await page.goto('/');
    const policies = page.getByRole('navigation', { name: 'Policies' });
    await policies.getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/privacy-policy#use$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Using our reports' })).toBeInViewport();
  });

  test('Cookie preferences lists every cookie the site sets, and Escape closes it @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('navigation', { name: 'Policies' }).getByRole('button', {
      name: 'Cookie preferences',
    });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('nothing to switch off');
    await expect(dialog).toContainText('no analytics, advertising or tracking cookies');
    for (const name of ['accessToken', 'email', 'userName', 'refreshToken', 'id', 'userType']) {
      await expect(dialog.locator('dt', { hasText: new RegExp(`^${name}$`) })).toBeVisible();
    }
    for (const name of ['error-page', 'success-page', 'process-page', 'byinvoice']) {
      await expect(dialog.locator('dt', { hasText: new RegExp(`^${name}$`) })).toBeAttached();
    }
    await expect(dialog.locator('dd', { hasText: 'Kept for: 7 days' })).toHaveCount(3);
    await expect(dialog.locator('dd', { hasText: 'Kept for: 1 day' })).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('the narrow-screen menu', () => {
  test('@mobile-only works from the first paint, before the app has started, and Escape closes it', async ({
    context,
  }) => {
    // A page of its own, without the fixture that waits for the app: here the app never starts.
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' });
    await expect(about).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(about).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  });

  test('@mobile-only a menu opened before the app starts stays open when it does', async ({ context }) => {
    const page = await context.newPage();
    const startApp = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' });
    await toggle.tap();
    await expect(about).toBeVisible();

    startApp();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(about).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('@mobile-only once the app runs, a link or a press outside closes the menu', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    // A press on the page below the open menu.
    const viewport = page.viewportSize();
    await page.touchscreen.tap((viewport?.width ?? 390) / 2, (viewport?.height ?? 800) - 40);
    await expect(nav.getByRole('link', { name: 'ABOUT' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.tap();
    await nav.getByRole('link', { name: 'COURSES' }).tap();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'COURSES' })).toBeHidden();
  });

  test('on wide screens the links are inline, with no menu button', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });
});

for (const width of [390, 360]) {
  test(`@mobile-only signed in, the header stays on one row at ${width} px and the user menu works`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInByApi(page, DEMO_CLIENT);
    await page.goto('/');
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name: 'Softline Advisory' });
    const user = banner.getByRole('button', { name: `Hi, ${DEMO_CLIENT.name}` });
    const toggle = banner.getByRole('button', { name: 'Menu' });
    // The signed-in header is drawn once the app has read the session: measured from then on, and measured again
    // until every item has its box (one still being laid out has none).
    const items = [logo, banner.getByRole('link', { name: /^Cart/ }), user, toggle];
    for (const item of items) await expect(item).toBeVisible();
    const boxesOf = async () => {
      const boxes = (await Promise.all(items.map((item) => item.boundingBox()))).filter(
        (box) => box !== null,
      );
      return boxes.length === items.length ? boxes : [];
    };
    await expect.poll(async () => (await boxesOf()).length).toBe(items.length);
    const boxes = await boxesOf();
    const tops = boxes.map((box) => box.y);
    const [logoBox, , , toggleBox] = boxes;
    expect(toggleBox && logoBox && toggleBox.y < logoBox.y + logoBox.height).toBe(true);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(24);
    expect((toggleBox?.x ?? width) + (toggleBox?.width ?? 0)).toBeLessThanOrEqual(width);

    await user.tap();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(user).toBeFocused();
  });
}

test('who-we-are shows the travel map, fetched only when scrolled near @mobile', async ({ page }) => {
  const mapChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/visited-countries-map-[^/]+\.js$/.test(request.url())) mapChunks.push(request.url());
  });
  await page.goto('/about/who-we-are');
  const placeholder = page.getByTestId('map-placeholder');
  await expect(placeholder).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(mapChunks).toEqual([]);
  const placeholderBox = await placeholder.boundingBox();

  const chunkRequested = page.waitForRequest(/\/assets\/visited-countries-map-[^/]+\.js$/);
  await page.getByRole('heading', { level: 2, name: 'Global Perspective' }).scrollIntoViewIfNeeded();
  await chunkRequested;
  const map = page.getByRole('group', { name: /^Map of the \d+ countries visited$/ });
  await expect(map).toBeVisible();
  // The map takes the placeholder's place exactly: nothing below it moves.
  const mapBox = await map.boundingBox();
  expect(Math.abs((mapBox?.height ?? 0) - (placeholderBox?.height ?? 0))).toBeLessThan(2);
});
