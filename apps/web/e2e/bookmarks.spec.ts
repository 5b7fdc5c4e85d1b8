import { DEMO_CLIENT } from './accounts';
import { expectClientAdditionalServices } from './additional-services';
import { apiHeaders, bookmark as bookmarkReport, newestReportOf, removeBookmark } from './client-api';
import { expect, test, type Page } from './fixtures';
import { enrolThroughApi } from './enrol';
import { recordPosts } from './record-posts';
import { signInByApi } from './sign-in';
import { expectNoAxeViolations } from './axe';

/**
 * Bookmarks belong to a user, and tests run in parallel: each test signs in as a client of its own, enrolled for
 * it, so no other test adds or removes what it counts.
 */
async function signInAsNewClient(page: Page) {
  const account = await enrolThroughApi(page.request);
  await signInByApi(page, account);
  return account;
}

/** Bookmarks the first `count` reports of the library (newest first) through the API; resolves their names. */
async function bookmarkReports(page: Page, count: number): Promise<string[]> {
  const headers = await apiHeaders(page);
  const names: string[] = [];
  for (let libraryPage = 1; names.length < count; libraryPage += 1) {
    const listed = await page.request.get(`/api/reports/report/acess/?page=${libraryPage}`, { headers });
    expect(listed.status()).toBe(200);
    const { data } = (await listed.json()) as {
      data: { reports: { id: number; report_name: string }[] }[];
    };
    for (const report of data.flatMap((group) => group.reports)) {
      if (names.length === count) break;
      const created = await page.request.post('/api/reports/bookmarks/', {
        headers,
        data: { report_id: report.id },
      });
      expect(created.status(), await created.text()).toBe(201);
      names.push(report.report_name);
    }
  }
  return names;
}

const bookmarkCards = (page: Page) =>
  page.getByRole('list', { name: 'Bookmarked reports' }).getByRole('listitem');

const libraryCard = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

test('SPEC §4: a report bookmarked in the library shows on Bookmarks (MM-dd-yyyy); removing it drops it at once', async ({
  page,
}) => {
  await signInAsNewClient(page);
  await page.goto('/client/report-library');
  await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Cocoa Weekly Report' });
  await expect
    .poll(async () =>
      (
        await page.getByRole('main').getByRole('list').getByRole('heading', { level: 2 }).allTextContents()
      ).every((name) => name.startsWith('Cocoa Weekly Report')),
    )
    .toBe(true);
  const name =
    (await page
      .getByRole('main')
      .getByRole('list')
      .getByRole('heading', { level: 2 })
      .first()
      .textContent()) ?? '';
  const card = libraryCard(page, name);
  const libraryDate = (await card.locator('time').textContent()) ?? '';
  const toggle = card.getByRole('button', { name: `Bookmark ${name}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page
    .getByRole('navigation', { name: 'Client pages' })
    .getByRole('link', { name: 'Bookmarks' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  const bookmark = bookmarkCards(page).filter({ has: page.getByRole('heading', { name }) });
  await expect(bookmark).toHaveCount(1);
  // SPEC §9: M.d.yy in the library, MM-dd-yyyy here, for the same day.
  const [month, day, year] = libraryDate.split('.');
  await expect(bookmark.locator('time')).toHaveText(
    `${month?.padStart(2, '0')}-${day?.padStart(2, '0')}-20${year}`,
  );
  await expect(bookmark).toContainText('Cocoa Weekly Report');

  // The server is kept from answering until the card is gone: the removal shows before it is confirmed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reports/bookmarks/*/', async (route) => {
    if (route.request().method() === 'DELETE') await held;
    await route.fallback();
  });
  const removed = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && response.url().includes('/api/reports/bookmarks/'),
  );
  await bookmark.getByRole('button', { name: `Bookmark ${name}` }).click();
  await expect(bookmark).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeFocused();
  release();
  expect((await removed).status()).toBe(200);

  await page.reload();
  await expect(page.getByText('No data available')).toBeVisible();
  await page.goto('/client/report-library');
  await page.getByLabel('Report type', { exact: true }).selectOption({ label: 'Cocoa Weekly Report' });
  await expect(libraryCard(page, name).getByRole('button', { name: `Bookmark ${name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('SPEC §8: a removal the server refuses puts the bookmark back and is only logged', async ({ page }) => {
  await signInAsNewClient(page);
  const [name = ''] = await bookmarkReports(page, 1);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/reports/bookmarks/*/', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { status: false, message: 'Something went wrong.' } })
      : route.fallback(),
  );
  await page.goto('/client/bookmarks');
  const bookmark = bookmarkCards(page).filter({ has: page.getByRole('heading', { name }) });
  await bookmark.getByRole('button', { name: `Bookmark ${name}` }).click();
  await expect.poll(() => errors.some((text) => text.includes('Removing a bookmark failed'))).toBe(true);
  await expect(bookmark).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('eleven bookmarks make two pages; removing the last one of page 2 goes back to page 1', async ({
  page,
}) => {
  await signInAsNewClient(page);
  await bookmarkReports(page, 11);
  await page.goto('/client/bookmarks');
  await expect(bookmarkCards(page)).toHaveCount(10);
  await expect(bookmarkCards(page).first().locator('time')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);

  const pages = page.getByRole('navigation', { name: 'Bookmarks pages' });
  await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(2);
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(bookmarkCards(page)).toHaveCount(1);
  await expect(pages.locator('a[aria-current="page"]')).toHaveAccessibleName('Page 2');

  await bookmarkCards(page)
    .first()
    .getByRole('button', { name: /^Bookmark / })
    .click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(bookmarkCards(page)).toHaveCount(10);
  await expect(pages).toHaveCount(0);
});

test('SPEC §5: bookmarking needs the stored tokens and email, else it goes to /login', async ({ page }) => {
  const account = await signInAsNewClient(page);
  const posts = await recordPosts(page, '**/api/reports/bookmarks/');
  const firstToggle = page
    .getByRole('main')
    .getByRole('button', { name: /^Bookmark / })
    .first();

  await page.goto('/client/report-library');
  await expect(firstToggle).toBeVisible();
  await page.context().clearCookies({ name: 'accessToken' });
  await firstToggle.click();
  await expect(page).toHaveURL(/\/login$/);

  // Without the email only: still signed in by SPEC §4, so /login sends the visitor on home (SPEC §2).
  await signInByApi(page, account);
  await page.goto('/client/report-library');
  await expect(firstToggle).toBeVisible();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.context().clearCookies({ name: 'email' });
  await firstToggle.click();
  await expect(page).toHaveURL(/\/$/);
  expect(visited).toContain('/login');
  expect(posts).toEqual([]);
});

test("a bookmarked card has the library's actions and badge: DOWNLOAD and OPEN with access, else SUMMARY and PURCHASE", async ({
  page,
}) => {
  // The demo organisation: Coffee Weekly Report active, Sugar Weekly Report expired. Other tests share the demo
  // client, so this one finds its cards by name and removes only its own bookmarks.
  await signInByApi(page, DEMO_CLIENT);
  const coffee = await newestReportOf(page, 'Coffee Weekly Report');
  const sugar = await newestReportOf(page, 'Sugar Weekly Report');
  const ids = [await bookmarkReport(page, coffee.id), await bookmarkReport(page, sugar.id)];
  try {
    await page.goto('/client/bookmarks');
    const withAccess = bookmarkCards(page).filter({
      has: page.getByRole('heading', { level: 2, name: coffee.report_name }),
    });
    await expect(withAccess.getByRole('button', { name: /^DOWNLOAD/ })).toBeVisible();
    await expect(withAccess.getByRole('button', { name: /^OPEN/ })).toBeVisible();
    await expect(withAccess.getByRole('button', { name: /^(SUMMARY|PURCHASE)/ })).toHaveCount(0);
    await expect(withAccess.getByText('Expired', { exact: true })).toHaveCount(0);

    const expired = bookmarkCards(page).filter({
      has: page.getByRole('heading', { level: 2, name: sugar.report_name }),
    });
    await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
    await expect(expired.getByRole('button', { name: /^(DOWNLOAD|OPEN)/ })).toHaveCount(0);
    // No search box here: SUMMARY shows always, and opens the whole summary.
    await expired.getByRole('button', { name: /^SUMMARY/ }).click();
    const summary = page.getByRole('dialog', { name: sugar.report_name });
    await expect(summary).toBeVisible();
    await summary.getByRole('button', { name: 'Close' }).click();
    await expect(summary).toBeHidden();

    const purchase = expired.getByRole('button', { name: /^PURCHASE/ });
    await purchase.click();
    const paywall = page.getByRole('dialog', { name: 'Subscribe to Sugar Weekly Report' });
    await expect(paywall).toContainText('Your organisation does not subscribe to the Sugar Weekly Report.');
    await expect(paywall.getByRole('group', { name: 'Yearly plans' }).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await paywall.getByRole('button', { name: 'Close' }).click();
    await expect(purchase).toBeFocused();
  } finally {
    for (const id of ids) await removeBookmark(page, id);
  }
});

test('Bookmarks has its heading, the library grid, the Additional Services block and no axe violation @mobile', async ({
  page,
}, testInfo) => {
  await signInAsNewClient(page);
  await bookmarkReports(page, 2);
  await page.goto('/client/bookmarks');
  await expect(bookmarkCards(page)).toHaveCount(2);
  const [first, second] = await Promise.all([
    bookmarkCards(page).nth(0).boundingBox(),
    bookmarkCards(page).nth(1).boundingBox(),
  ]);
  if (testInfo.project.name === 'mobile') {
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
  } else {
    expect(Math.round(second!.y)).toBe(Math.round(first!.y));
    expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
  }
  await expectClientAdditionalServices(page);
  await expectNoAxeViolations(page);
});
