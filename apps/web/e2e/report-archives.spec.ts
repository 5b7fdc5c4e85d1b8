import { DEMO_CLIENT } from './accounts';
import { enrolThroughApi } from './enrol';
import { expect, test, type Page } from './fixtures';
import { signInByApi } from './sign-in';
import { expectNoAxeViolations } from './axe';

/** A phrase of the demo reports' market commentary, found in several coffee reports. */
const PHRASE = '"certified stocks"';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: "Search the reports' contents" });

/** The result cards: list items with a level-2 heading (the report's name). */
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });

const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();

/** The archive searches the API asks for, as their query strings, from now on. */
function recordSearches(page: Page): URLSearchParams[] {
  const searches: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/reports/elastic-search/') searches.push(url.searchParams);
  });
  return searches;
}

async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await expect(page.getByRole('status').filter({ hasText: /reports? found/ })).toBeVisible();
}

test.describe('Report Archives for a visitor (SPEC §2, §6)', () => {
  test("the header's search icon opens the archive; a phrase is found and its words are marked", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search the report archives' }).click();
    await expect(page).toHaveURL(/\/report-archives$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Report Archives' })).toBeVisible();

    await searchFor(page, PHRASE);
    await expect(page).toHaveURL(/pdf_search=/);
    const first = cards(page).first();
    const marks = first.getByRole('list', { name: /^Where .* matches$/ }).locator('mark');
    await expect(marks.first()).toBeVisible();
    const marked = (await marks.allTextContents()).map((text) => text.toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['certified', 'stocks']));
    expect(marked.every((text) => ['certified', 'stocks'].includes(text))).toBe(true);
    // SPEC §9: M.d.yy.
    await expect(first.locator('time')).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{2}$/);

    // SPEC §6: no download for a visitor; SUMMARY and PURCHASE instead.
    await expect(page.getByRole('button', { name: /^DOWNLOAD/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^OPEN/ })).toHaveCount(0);
    await expect(first.getByRole('button', { name: /^SUMMARY/ })).toBeVisible();
    await expect(first.getByRole('button', { name: /^PURCHASE/ })).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test('SUMMARY opens the whole summary; search and filters wait while it is open', async ({ page }) => {
    await page.goto('/report-archives');
    await searchFor(page, PHRASE);
    const [name] = await cardNames(page);
    await cards(page)
      .first()
      .getByRole('button', { name: /^SUMMARY/ })
      .click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(searchBox(page)).toBeDisabled();
    await expect(page.getByLabel('Report type', { exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(searchBox(page)).toBeEnabled();
  });

  test('the paywall asks a visitor to sign in or subscribe, not about an organisation they have not got', async ({
    page,
  }) => {
    await page.goto('/report-archives');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await searchFor(page, PHRASE);
    const [name = ''] = await cardNames(page);
    await cards(page)
      .first()
      .getByRole('button', { name: /^PURCHASE/ })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Subscribe to / });
    const typeName = (await dialog.getByRole('heading').first().textContent())?.replace('Subscribe to ', '');
    await expect(dialog).toContainText(`Sign in to read ${name}, or subscribe to the ${typeName}`);
    await expect(dialog).not.toContainText('Your organisation');
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a hand-typed quoted phrase in the URL keeps its quotes: the box shows them, the results are the phrase', async ({
    page,
  }) => {
    const searches = recordSearches(page);
    await page.goto('/report-archives?pdf_search="certified stocks"');
    await expect(searchBox(page)).toHaveValue(PHRASE);
    await expect(page.getByRole('status').filter({ hasText: /reports? found/ })).toBeVisible();
    expect(searches.map((search) => search.get('pdf_search'))).toContain(PHRASE);
    const marked = (await cards(page).first().locator('mark').allTextContents()).map((text) =>
      text.toLowerCase(),
    );
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((text) => ['certified', 'stocks'].includes(text))).toBe(true);
    await page.reload();
    await expect(searchBox(page)).toHaveValue(PHRASE);
  });

  test('bookmarking or subscribing without a session goes to /login (SPEC §5, §6)', async ({ page }) => {
    await page.goto('/report-archives');
    await searchFor(page, PHRASE);
    await cards(page)
      .first()
      .getByRole('button', { name: /^Bookmark / })
      .click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/report-archives');
    await searchFor(page, PHRASE);
    await cards(page)
      .first()
      .getByRole('button', { name: /^PURCHASE/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'SUBSCRIBE NOW' }).click();
    // The choice goes along, so it is in the cart after signing in (issue 12).
    await expect(page).toHaveURL(
      /\/login\?subscribe=\d+&tier=subscription_price_for_single_user&redirect=%2Freport-archives$/,
    );
  });

  test('SPEC §5: text that is not words with single spaces stays in the box and asks nothing', async ({
    page,
  }) => {
    // The page's clock runs only when told to: well past the 300 ms debounce, without waiting for it.
    await page.clock.install();
    await page.goto('/report-archives');
    const searches = recordSearches(page);
    await searchBox(page).fill('certified  stocks');
    await expect(page.getByText('Separate words with single spaces to search.')).toBeVisible();
    await page.clock.runFor(2_000);
    expect(searches).toHaveLength(0);
    await expect(searchBox(page)).toHaveValue('certified  stocks');
    await expect(page).toHaveURL(/\/report-archives$/);

    await searchBox(page).fill('certified stocks');
    await page.clock.runFor(400);
    await expect(page.getByRole('status').filter({ hasText: /reports? found/ })).toBeVisible();
    expect(searches.map((search) => search.get('pdf_search'))).toEqual(['certified stocks']);
  });

  test('a search without matches reads No data available, and why', async ({ page }) => {
    await page.goto('/report-archives?pdf_search=zeppelin');
    await expect(page.getByText('No data available')).toBeVisible();
    await expect(page.getByText('No reports match this search.')).toBeVisible();
  });

  test('a visitor pages through the first ten pages; a later one says why and leads back (issue 14)', async ({
    page,
  }) => {
    await page.goto(`/report-archives?pdf_search=${encodeURIComponent(PHRASE)}&page=11`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Visitors can see the first 10 pages of results.' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the first page' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('status').filter({ hasText: /reports? found/ })).toBeVisible();
    // A result the visitor cannot open shows its summary and one short passage.
    const matches = cards(page)
      .first()
      .getByRole('list', { name: /^Where .* matches$/ })
      .getByRole('listitem');
    await expect(matches).toHaveCount(1);
    expect((await matches.textContent())!.trim().split(/\s+/).length).toBeLessThanOrEqual(20);
  });

  test('the report-type filter and the name sort; pages of ten', async ({ page }) => {
    await page.goto('/report-archives');
    await searchFor(page, 'prices');
    await expect(cards(page)).toHaveCount(10);
    const firstPage = await cardNames(page);

    await page
      .getByRole('navigation', { name: 'Report Archives pages' })
      .getByRole('link', { name: '2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe(firstPage[0]);

    await page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Name A-Z' });
    await expect(page).not.toHaveURL(/page=2/);
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return (
          names.length === 10 && names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|')
        );
      })
      .toBe(true);

    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Cocoa Weekly Report' });
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return names.length > 0 && names.every((name) => name.startsWith('Cocoa Weekly Report'));
      })
      .toBe(true);
    await expect(page).toHaveURL(/report_type_name=/);
  });
});

test.describe('Report Archives for a client (SPEC §2, §6)', () => {
  test("the header's search icon opens the client's archive; entitled reports offer DOWNLOAD and OPEN", async ({
    page,
  }) => {
    await signInByApi(page, DEMO_CLIENT);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search the report archives' }).click();
    await expect(page).toHaveURL(/\/client\/report-archives$/);
    await expect(
      page.getByRole('navigation', { name: 'Client pages' }).locator('a[aria-current="page"]'),
    ).toHaveText('Report Archives');

    await searchFor(page, PHRASE);
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Coffee Weekly Report' });
    await expect
      .poll(async () => (await cardNames(page)).every((name) => name.startsWith('Coffee Weekly Report')))
      .toBe(true);
    const entitled = cards(page).first();
    await expect(entitled.getByRole('button', { name: /^DOWNLOAD/ })).toBeVisible();
    await expect(entitled.getByRole('button', { name: /^OPEN/ })).toBeVisible();
    await expect(entitled.getByRole('button', { name: /^PURCHASE/ })).toHaveCount(0);

    // The demo organisation does not subscribe to the in-depth coffee reports.
    await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Coffee In-Depth Report' });
    await expect
      .poll(async () => (await cardNames(page)).every((name) => name.startsWith('Coffee In-Depth Report')))
      .toBe(true);
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: /^PURCHASE/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^DOWNLOAD/ })).toHaveCount(0);
  });

  test('a report bookmarked from the archive is on Bookmarks', async ({ page }) => {
    await signInByApi(page, await enrolThroughApi(page.request));
    await page.goto('/client/report-archives');
    await searchFor(page, PHRASE);
    const [name = ''] = await cardNames(page);
    const toggle = cards(page)
      .first()
      .getByRole('button', { name: `Bookmark ${name}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('navigation', { name: 'Client pages' })
      .getByRole('link', { name: 'Bookmarks' })
      .click();
    await expect(
      page.getByRole('list', { name: 'Bookmarked reports' }).getByRole('heading', { name }),
    ).toBeVisible();
  });

  test('axe finds no violation on the client archive with results @mobile', async ({ page }) => {
    await signInByApi(page, DEMO_CLIENT);
    await page.goto('/client/report-archives');
    await searchFor(page, PHRASE);
    await expectNoAxeViolations(page);
  });
});
