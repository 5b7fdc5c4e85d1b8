import { expectClientAdditionalServices } from './additional-services';
import { expect, test, type Page } from './fixtures';
import { DEMO_CLIENT } from './accounts';
import { apiHeaders } from './client-api';
import { pdfText } from './pdf-text';
import { signInByApi } from './sign-in';
import { withoutServedData } from './served-data';
import { expectNoAxeViolations } from './axe';

/** The demo client's organisation subscribes to these (active) and once did to Sugar Weekly Report (expired). */
const ACTIVE_TYPES = ['Coffee Weekly Report', 'Softs Weekly Round Up', 'Cocoa In-Depth Report'];
const EXPIRED_TYPE = 'Sugar Weekly Report';

const CLIENT_LINKS: [string, string][] = [
  ['Report Library', '/client/report-library'],
  ['Bookmarks', '/client/bookmarks'],
  ['Consultations', '/client/consultations'],
  ['Report Archives', '/client/report-archives'],
  ['Courses', '/client/courses'],
  ['Profile', '/client/profile'],
];

/** The report cards: list items with a level-2 heading (the report's name). */
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

/** The report type a card's name starts with: 'Coffee Weekly Report — 16 November 2026' → 'Coffee Weekly Report'. */
const typeOf = (name: string) => name.split(' — ')[0] ?? name;

async function openClientArea(page: Page, query = '') {
  await signInByApi(page, DEMO_CLIENT);
  await page.goto(`/client/report-library${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Library' })).toBeVisible();
}

async function openLibrary(page: Page, query = '') {
  await openClientArea(page, query);
  await expect(cards(page).first()).toBeVisible();
}

/** Waits until every card shown passes `check` (the previous page stays on screen while the next one loads). */
async function expectEveryCard(page: Page, check: (name: string) => boolean) {
  await expect
    .poll(async () => {
      const names = await cardNames(page);
      return names.length > 0 && names.every(check);
    })
    .toBe(true);
}

test.describe('client area shell (SPEC §2)', () => {
  test('the sidebar: logo, user, the six links with the current one marked, LOG OUT', async ({ page }) => {
    await openClientArea(page);
    const sidebar = page.getByRole('complementary', { name: 'Client area' });
    await expect(sidebar.getByRole('link', { name: 'Softline Advisory' })).toHaveAttribute('href', '/');
    await expect(sidebar).toContainText(DEMO_CLIENT.name);
    await expect(sidebar).toContainText('Client');
    await expect(sidebar).toContainText(DEMO_CLIENT.name.charAt(0));
    await expect(sidebar.getByRole('button', { name: 'LOG OUT' })).toBeVisible();

    const nav = sidebar.getByRole('navigation', { name: 'Client pages' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(CLIENT_LINKS.map(([label]) => label));
    for (const [label, href] of CLIENT_LINKS) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(nav.locator('a[aria-current="page"]')).toHaveText('Report Library');

    for (const [label, href] of CLIENT_LINKS.slice(1)) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(nav.locator('a[aria-current="page"]')).toHaveText(label);
    }
  });

  test('the menu button in the banner hides and shows the sidebar', async ({ page }) => {
    await openClientArea(page);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const sidebar = page.getByRole('complementary', { name: 'Client area' });
    await expect(menu).toHaveAttribute('aria-controls', 'client-sidebar');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
  });

  test('@mobile-only the sidebar overlays the page; Escape, its close icon or a link close it', async ({
    page,
  }) => {
    await openClientArea(page);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const sidebar = page.locator('#client-sidebar');
    await expect(sidebar).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(sidebar).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await sidebar.getByRole('button', { name: 'Close menu' }).click();
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await sidebar.getByRole('link', { name: 'Bookmarks' }).click();
    await expect(page).toHaveURL(/\/client\/bookmarks$/);
    await expect(sidebar).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  });

  test('the header dropdown’s Dashboard opens the Report Library', async ({ page }) => {
    await signInByApi(page, DEMO_CLIENT);
    await page.goto('/');
    await page.getByRole('button', { name: /Hi, Dana Whitfield/ }).click();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/client\/report-library$/);
  });

  test('a link under the pointer loads its page’s data as well as its code; following it asks no more', async ({
    page,
  }) => {
    await signInByApi(page, DEMO_CLIENT);
    await page.goto('/client/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const libraryPages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/reports/report/acess/')) libraryPages.push(request.url());
    });
    const link = page
      .getByRole('complementary', { name: 'Client area' })
      .getByRole('link', { name: 'Report Library' });
    await link.hover();
    await expect.poll(() => libraryPages.length).toBe(1);
    await link.click();
    await expect(cards(page)).toHaveCount(10);
    expect(libraryPages).toHaveLength(1);
  });

  test('signed out, /client/report-library and /client/bookmarks go to /login', async ({ page }) => {
    await page.goto('/client/report-library');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/client/bookmarks');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('Report Library (SPEC §2, §4, §5)', () => {
  test('lists ten reports a page, each card naming its report type, and pages through them', async ({
    page,
  }) => {
    await openLibrary(page);
    await expect(cards(page)).toHaveCount(10);
    const firstPage = await cardNames(page);
    for (const name of firstPage) {
      // The eyebrow above the name.
      await expect(cards(page).filter({ hasText: name }).locator('p').first()).toHaveText(typeOf(name));
    }
    // Newest first across the types: the dates never rise.
    const dates = await cards(page)
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    const card = cards(page).first();
    await expect(card.locator('time')).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{2}$/);

    const pages = page.getByRole('navigation', { name: 'Report Library pages' });
    await expect(pages.locator('a[aria-current="page"]')).toHaveAccessibleName('Page 1');
    // 11 report types of 10 reports (and whatever other tests uploaded): at most five numbers, the last reachable.
    const listed = await page.request.get('/api/reports/report/acess/?page=1', {
      headers: await apiHeaders(page),
    });
    const { count } = (await listed.json()) as { count: number };
    await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(5);
    await expect(pages.getByRole('link', { name: `Page ${Math.ceil(count / 10)}` })).toBeVisible();

    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect.poll(() => cardNames(page)).not.toEqual(firstPage);
    await expect(cards(page)).toHaveCount(10);
    await expect(pages.locator('a[aria-current="page"]')).toHaveAccessibleName('Page 2');
    const secondPage = await cardNames(page);

    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(secondPage);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => cardNames(page)).toEqual(firstPage);
    await page.goForward();
    await expect.poll(() => cardNames(page)).toEqual(secondPage);

    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=3\b/);
  });

  test('search waits for the typing to stop, then narrows the list from page 1', async ({ page }) => {
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const term = url.searchParams.get('search_query');
      if (url.pathname === '/api/reports/report/acess/' && term !== null) searched.push(term);
    });
    await openLibrary(page, '?page=2');
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('Sugar Weekly');

    await expect(page).toHaveURL(/search_query=Sugar(\+|%20)Weekly/);
    await expect(page).not.toHaveURL(/page=/);
    await expectEveryCard(page, (name) => name.startsWith(EXPIRED_TYPE));
    // One request for the whole term: the keystrokes before it were debounced away.
    expect(searched).toEqual(['Sugar Weekly']);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Sugar Weekly');
    await expectEveryCard(page, (name) => name.startsWith(EXPIRED_TYPE));

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/search_query/);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  });

  test('SPEC §5: a character the search does not allow is ignored', async ({ page }) => {
    await openLibrary(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.pressSequentially('Cocoa$<>');
    await expect(search).toHaveValue('Cocoa');
    // No leading space either.
    await search.press('Home');
    await search.press('Space');
    await expect(search).toHaveValue('Cocoa');
    await search.fill('');
    await search.press('Space');
    await expect(search).toHaveValue('');
  });

  test("status 'expire' shows only the expired subscription's reports; 'active' the active ones", async ({
    page,
  }) => {
    await openLibrary(page, '?page=3');
    await page.getByLabel('Status', { exact: true }).selectOption('expire');
    await expect(page).toHaveURL(/status=expire/);
    await expect(page).not.toHaveURL(/page=/);
    await expectEveryCard(page, (name) => typeOf(name) === EXPIRED_TYPE);
    // The subscription has ended: every card says so in words.
    const expired = cards(page).filter({ has: page.getByText('Expired', { exact: true }) });
    await expect(expired).toHaveCount(await cards(page).count());
    await expect(expired.first().getByText('Expired', { exact: true })).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await expectEveryCard(page, (name) => ACTIVE_TYPES.includes(typeOf(name)));

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
    await expect(page).not.toHaveURL(/status=/);
  });

  test('active and never-subscribed reports carry no Expired badge', async ({ page }) => {
    await openLibrary(page, '?status=active');
    await expectEveryCard(page, (name) => ACTIVE_TYPES.includes(typeOf(name)));
    await expect(cards(page).getByText('Expired', { exact: true })).toHaveCount(0);
    // A type the organisation never subscribed to: PURCHASE, and no badge.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All' });
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Cotton Weekly Report' });
    await expectEveryCard(page, (name) => typeOf(name) === 'Cotton Weekly Report');
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^PURCHASE/ }),
    ).toBeVisible();
    await expect(cards(page).getByText('Expired', { exact: true })).toHaveCount(0);
  });

  test('the cards fill the width: side by side at 1280 px, one column on a phone @mobile', async ({
    page,
  }, testInfo) => {
    await openLibrary(page);
    await expect(cards(page)).toHaveCount(10);
    const [first, second] = await Promise.all([
      cards(page).nth(0).boundingBox(),
      cards(page).nth(1).boundingBox(),
    ]);
    expect(first && second).toBeTruthy();
    if (testInfo.project.name === 'mobile') {
      // One column: the second card sits below the first, as wide.
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
      expect(Math.round(second!.x)).toBe(Math.round(first!.x));
    } else {
      // Side by side: the same row, the second to the right of the first.
      expect(Math.round(second!.y)).toBe(Math.round(first!.y));
      expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
    }
  });

  test('the report-type filter shows the reports of one type', async ({ page }) => {
    await openLibrary(page);
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Cotton In-Depth Report' });
    await expect(page).toHaveURL(/report_type=\d+/);
    await expectEveryCard(page, (name) => typeOf(name) === 'Cotton In-Depth Report');
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Report Library pages' })).toHaveCount(0);
  });

  test('A-Z and Z-A sort the reports by name', async ({ page }) => {
    await openLibrary(page);
    await page.getByLabel('Sort', { exact: true }).selectOption('a_z');
    await expect(page).toHaveURL(/sort=a_z/);
    await expect.poll(async () => typeOf((await cardNames(page))[0] ?? '')).toBe('Cocoa In-Depth Report');
    const ascending = (await cardNames(page)).map(typeOf);
    expect(ascending).toEqual([...ascending].sort());

    await page.getByLabel('Sort', { exact: true }).selectOption('z_a');
    await expect(page).toHaveURL(/sort=z_a/);
    await expect.poll(async () => typeOf((await cardNames(page))[0] ?? '')).toBe('Sugar Weekly Report');
    const descending = (await cardNames(page)).map(typeOf);
    expect(descending).toEqual([...descending].sort().reverse());
  });

  test('SUMMARY shows only with a search term, on reports without access, and opens the summary', async ({
    page,
  }) => {
    await openLibrary(page, '?status=expire');
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^PURCHASE/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^SUMMARY/ })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Sugar Weekly');
    await expect(page).toHaveURL(/search_query=/);
    const card = cards(page).first();
    const summary = card.getByRole('button', { name: /^SUMMARY/ });
    await expect(summary).toBeVisible();
    const name = await card.getByRole('heading', { level: 2 }).textContent();

    await summary.click();
    const dialog = page.getByRole('dialog', { name: name ?? '' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/\w+/).first()).toBeVisible();
    // SPEC §4: search and filters are disabled while it is open.
    await expect(search).toBeDisabled();
    await expect(page.getByLabel('Status', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Report type', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Sort', { exact: true })).toBeDisabled();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(summary).toBeFocused();
    await expect(search).toBeEnabled();
  });

  test('PURCHASE opens the paywall: three yearly plans, a static backdrop, Suggested Paring', async ({
    page,
  }) => {
    await openLibrary(page);
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Cotton Weekly Report' });
    await expectEveryCard(page, (name) => typeOf(name) === 'Cotton Weekly Report');
    const purchase = cards(page)
      .first()
      .getByRole('button', { name: /^PURCHASE/ });
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^DOWNLOAD/ }),
    ).toHaveCount(0);
    await purchase.click();

    const dialog = page.getByRole('dialog', { name: 'Subscribe to Cotton Weekly Report' });
    await expect(dialog).toBeVisible();
    const plans = dialog.getByRole('group', { name: 'Yearly plans' }).getByRole('listitem');
    await expect(plans).toHaveCount(3);
    await expect(plans.nth(0)).toContainText('SINGLE USER$1,950/YEAR');
    await expect(plans.nth(1)).toContainText("UP TO 3 USER'S$4,400/YEAR");
    await expect(plans.nth(2)).toContainText('ENTERPRISE$7,800/YEAR');
    await expect(plans.nth(2)).toContainText('No limits, monthly call');
    // The first plan is chosen; another is one click (or arrow key) away.
    await expect(dialog.getByRole('radio', { name: /SINGLE USER/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /ENTERPRISE/ }).check();
    await expect(dialog.getByRole('radio', { name: /SINGLE USER/ })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'SUBSCRIBE NOW' })).toBeEnabled();

    // A static backdrop: a click beside the dialog leaves it open.
    await page.mouse.click(4, 4);
    await expect(dialog).toBeVisible();

    const pairing = dialog.getByRole('button', { name: 'Cotton In-Depth Report' });
    await expect(pairing).toHaveAttribute('aria-expanded', 'false');
    await pairing.click();
    await expect(pairing).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('region', { name: 'Cotton In-Depth Report' })).toHaveText(/\w{4,}/);
    await pairing.click();
    await expect(pairing).toHaveAttribute('aria-expanded', 'false');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(purchase).toBeFocused();
  });

  test('a report with access offers DOWNLOAD and OPEN; DOWNLOAD opens the stamped PDF in a new window', async ({
    page,
  }) => {
    await openLibrary(page);
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Coffee Weekly Report' });
    await expectEveryCard(page, (name) => typeOf(name) === 'Coffee Weekly Report');
    const card = cards(page).first();
    await expect(card.getByRole('button', { name: /^OPEN/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^PURCHASE/ })).toHaveCount(0);

    const signed = page.waitForResponse('**/api/reports/generate-presigned-url/');
    const popup = page.waitForEvent('popup');
    const file = page
      .context()
      .waitForEvent('response', (response) => response.url().includes('/api/reports/files/'));
    await card.getByRole('button', { name: /^DOWNLOAD/ }).click();
    await popup;
    const response = await file;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^attachment/);

    const { url } = (await (await signed).json()) as { url: string };
    const pdf = await page.request.get(url);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('Licensed to Northwind Coffee Traders');
  });

  test('OPEN opens the PDF inline in a new window', async ({ page }) => {
    await openLibrary(page);
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Softs Weekly Round Up' });
    await expectEveryCard(page, (name) => typeOf(name) === 'Softs Weekly Round Up');
    const file = page
      .context()
      .waitForEvent('response', (response) => response.url().includes('/api/reports/files/'));
    const popup = page.waitForEvent('popup');
    await cards(page).first().getByRole('button', { name: /^OPEN/ }).click();
    await popup;
    const response = await file;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline/);
  });

  test('SPEC §8: a library that fails to load is only logged, and reads No data available', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInByApi(page, DEMO_CLIENT);
    await withoutServedData(page, '**/client/report-library');
    await page.route('**/api/reports/report/acess/**', (route) => route.abort('failed'));
    await page.goto('/client/report-library');
    await expect(page.getByText('No data available')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect
      .poll(() => errors.some((text) => text.includes('Loading the Report Library failed')))
      .toBe(true);
  });

  test('the Additional Services block links to consultation, individual reports and courses', async ({
    page,
  }) => {
    await openLibrary(page);
    await expectClientAdditionalServices(page);
  });

  test('axe finds no violation on the library, nor with the paywall open @mobile', async ({ page }) => {
    await openLibrary(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('Status', { exact: true }).selectOption('expire');
    await expectEveryCard(page, (name) => typeOf(name) === EXPIRED_TYPE);
    await cards(page)
      .first()
      .getByRole('button', { name: /^PURCHASE/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
