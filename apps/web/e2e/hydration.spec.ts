import { PRERENDERED_PAGE_PATHS } from '@firm/domain';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_CLIENT } from './accounts';
import { signInByApi } from './sign-in';
import { expect, test } from './fixtures';
import { holdRequests } from './held-requests';

declare global {
  interface Window {
    prerenderedParts?: (Element | null)[];
  }
}

/**
 * Opens a page with the app held back until the prerendered parts are noted, then lets it start. Answers the
 * page, the console's errors and whether the app kept those very elements (hydrated) rather than drawing others:
 * the heading, the page's main element and the footer, which hydrate in stages after the header (docs/decisions/026).
 */
async function openHeldBack(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const startApp = await holdRequests(page, '**/assets/*.js');
  // The page's scripts are held, so it never reaches DOMContentLoaded: the prerendered heading is waited for.
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor({ state: 'attached' });
  const parts = ['h1', 'main', 'footer'];
  await page.evaluate((selectors) => {
    window.prerenderedParts = selectors.map((selector) => document.querySelector(selector));
  }, parts);
  startApp();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const keptMarkup = () =>
    page.evaluate(
      (selectors) =>
        selectors.every((selector, index) => {
          const prerendered = window.prerenderedParts?.[index];
          return !!prerendered && prerendered.isConnected && prerendered === document.querySelector(selector);
        }),
      parts,
    );
  return { page, errors, keptMarkup };
}

async function expectWorking(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('form[inert]')).toHaveCount(0);
}

test.describe('prerendered pages are hydrated, not drawn again (issue 18)', () => {
  for (const path of PRERENDERED_PAGE_PATHS) {
    test(`${path}: the app adopts the prerendered markup, without a hydration error`, async ({ context }) => {
      const { page, errors, keptMarkup } = await openHeldBack(context, path);
      expect(await keptMarkup()).toBe(true);
      expect(errors).toEqual([]);
      await expectWorking(page);
    });
  }

  test('a query string the markup was not made for is drawn afresh, without an error', async ({
    context,
  }) => {
    const { page, errors } = await openHeldBack(context, '/login?notice=enrolled');
    expect(errors).toEqual([]);
    await expect(page.getByText('Your email address is confirmed. Please sign in.')).toBeVisible();
    await expectWorking(page);
  });

  test('a signed-in client gets the prerendered page hydrated, then their own header', async ({
    context,
  }) => {
    const signedIn = await context.newPage();
    await signInByApi(signedIn, DEMO_CLIENT);
    await signedIn.close();
    const { page, errors, keptMarkup } = await openHeldBack(context, '/');
    expect(await keptMarkup()).toBe(true);
    expect(errors).toEqual([]);
    await expect(page.getByRole('link', { name: 'CLIENT LOGIN' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  });
});

/** The chunk of TanStack Query (vite.config.ts: the 'queries' group). */
const QUERY_CODE = /\/assets\/queries-[\w-]+\.js$/;

test.describe('what a text page loads (issue 18, docs/decisions/019)', () => {
  test("a visitor's text page loads no query code; a signed-in client's header loads it for the cart", async ({
    context,
  }) => {
    const visitor = await context.newPage();
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await visitor.goto('/about/who-we-are');
    await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await visitor.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => QUERY_CODE.test(script))).toEqual([]);
    await expect(visitor.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await visitor.close();

    const client = await context.newPage();
    await signInByApi(client, DEMO_CLIENT);
    const queryCode = client.waitForRequest((request) => QUERY_CODE.test(new URL(request.url()).pathname));
    await client.goto('/about/who-we-are');
    await queryCode;
    await expect(client.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  });
});

test.describe('what a portal page names up front (issue 18, docs/decisions/024 and 025)', () => {
  const API_CLIENT_CODE = /\/assets\/api-client-[\w-]+\.js$/;
  const LIBRARY_CODE = /\/assets\/report-library-[\w-]+\.js$/;
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);

  test('a portal page preloads the portal’s code and its own with its boot script; a public page does not', async ({
    request,
  }) => {
    const profile = modulePreloads(await (await request.get('/client/profile')).text());
    expect(profile.some((href) => API_CLIENT_CODE.test(href))).toBe(true);
    expect(profile.some((href) => QUERY_CODE.test(href))).toBe(true);
    expect(profile.some((href) => LIBRARY_CODE.test(href))).toBe(false);
    const library = modulePreloads(await (await request.get('/client/report-library')).text());
    expect(library.some((href) => QUERY_CODE.test(href))).toBe(true);
    expect(library.filter((href) => LIBRARY_CODE.test(href)).length).toBeGreaterThan(0);
    for (const path of ['/', '/login', '/checkout']) {
      const preloads = modulePreloads(await (await request.get(path)).text());
      expect(
        preloads.filter((href) => API_CLIENT_CODE.test(href) || QUERY_CODE.test(href)),
        path,
      ).toEqual([]);
    }
  });

  test('signed in, the Report Library arrives with its first page and its code: it asks the API for nothing until the reader moves on', async ({
    page,
  }) => {
    await signInByApi(page, DEMO_CLIENT);
    // Away from every link: a link under the pointer is preloaded, data and all.
    await page.mouse.move(0, 0);
    const scripts: string[] = [];
    const calls: string[] = [];
    let libraryAskedFor = false;
    page.on('request', (sent) => {
      // Only what the library's page asks for counts, from its own navigation on.
      if (sent.isNavigationRequest()) libraryAskedFor = true;
      if (!libraryAskedFor) return;
      const url = new URL(sent.url());
      if (sent.resourceType() === 'script') scripts.push(url.pathname);
      if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname}${url.search}`);
    });
    await page.goto('/client/report-library');
    const preloaded = modulePreloads(await (await page.request.get('/client/report-library')).text());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cards = page.locator('main li').filter({ has: page.getByRole('button', { name: /^Bookmark / }) });
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    // The page's code was named up front: nothing it ran waited for another script to ask for it.
    expect(
      scripts.filter((script) => LIBRARY_CODE.test(script)).every((script) => preloaded.includes(script)),
    ).toBe(true);

    // The next page is the API's, through its client, loaded now.
    await page
      .getByRole('navigation', { name: 'Report Library pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect.poll(() => calls).toContain('/api/reports/report/acess/?page=2');
    await expect(cards.first()).toBeVisible();
    expect(scripts.some((script) => API_CLIENT_CODE.test(script))).toBe(true);
  });
});
