import { DEMO_CLIENT } from './accounts';
import { apiHeaders, bookmark, newestReportOf, removeBookmark } from './client-api';
import { enrolThroughApi } from './enrol';
import { expect, test, type Page } from './fixtures';
import { signIn } from './sign-in';
import { expectNoAxeViolations } from './axe';

/** The demo organisation's subscriptions (README): three active, Sugar Weekly Report expired. */
const SUBSCRIPTIONS = [
  ['Coffee Weekly Report', 'Active'],
  ['Softs Weekly Round Up', 'Active'],
  ['Cocoa In-Depth Report', 'Active'],
  ['Sugar Weekly Report', 'Expired'],
] as const;

const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });

test("/client: the organisation's subscriptions with end dates, its newest reports, bookmarks and cart @mobile", async ({
  page,
}) => {
  await signIn(page, DEMO_CLIENT);
  await expect(page).toHaveURL(/\/client$/);
  // Other tests share the demo client: this one looks for its own bookmark and removes it at the end.
  const softs = await newestReportOf(page, 'Softs Weekly Round Up');
  const bookmarkId = await bookmark(page, softs.id);
  try {
    const answer = await page.request.get('/api/reports/subscriptions/', { headers: await apiHeaders(page) });
    const subscriptions = ((await answer.json()) as { data: { report_type_name: string; ends_at: string }[] })
      .data;

    await page.goto('/client');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${DEMO_CLIENT.name}` }),
    ).toBeVisible();

    const owned = section(page, 'Your subscriptions').getByRole('listitem');
    await expect(owned).toHaveCount(SUBSCRIPTIONS.length);
    for (const [typeName, state] of SUBSCRIPTIONS) {
      const item = owned.filter({ hasText: typeName });
      await expect(item).toContainText(state);
      const ends = subscriptions.find((subscription) => subscription.report_type_name === typeName)?.ends_at;
      // The end date, written out (e.g. 'Mar 16, 2027') with the day the API answers.
      await expect(item.locator('time')).toHaveAttribute('datetime', ends?.slice(0, 10) ?? 'missing');
      await expect(item.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    }
    await expect(owned.filter({ hasText: 'Cocoa In-Depth Report' })).toContainText('SINGLE USER');

    const newest = section(page, 'Newest reports');
    const cards = newest.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole('button', { name: /^DOWNLOAD/ })).toBeVisible();
      await expect(card.getByRole('button', { name: /^OPEN/ })).toBeVisible();
    }
    // Only reports the organisation can open: never the expired Sugar Weekly Report.
    await expect(newest).not.toContainText('Sugar Weekly Report');
    await expect(newest.getByRole('link', { name: 'All reports in the Report Library' })).toHaveAttribute(
      'href',
      '/client/report-library',
    );

    const bookmarks = section(page, 'Bookmarks');
    await expect(bookmarks.getByRole('listitem').filter({ hasText: softs.report_name })).toBeVisible();
    await expect(bookmarks.getByRole('link', { name: /bookmark/i })).toHaveAttribute(
      'href',
      '/client/bookmarks',
    );

    await expect(section(page, 'Cart').getByRole('link')).toBeVisible();

    // Nothing sticks out sideways, at 1280 px or on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  } finally {
    await removeBookmark(page, bookmarkId);
  }
});

test('/client for a new organisation: empty states pointing to the catalogue; the cart with its count and total', async ({
  page,
}) => {
  await signIn(page, await enrolThroughApi(page.request));
  const cotton = await newestReportOf(page, 'Cotton Weekly Report');
  const added = await page.request.post('/api/reports/cart/', {
    headers: await apiHeaders(page),
    data: { report_type: cotton.report_type, selected_subscription: 'subscription_price_for_single_user' },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const { total_cart_value: total } = (await added.json()) as { total_cart_value: number };

  await page.goto('/client');
  const owned = section(page, 'Your subscriptions');
  await expect(owned).toContainText('Your organisation does not subscribe to any report yet.');
  await expect(owned.getByRole('link', { name: 'Browse the report catalogue' })).toHaveAttribute(
    'href',
    '/reports',
  );
  await expect(section(page, 'Newest reports')).toContainText('No report of your subscriptions to open yet.');
  await expect(section(page, 'Bookmarks')).toContainText('No bookmarks yet');

  const cart = section(page, 'Cart');
  const dollars = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(total);
  await expect(cart).toContainText(`1 report type, total ${dollars}`);
  await expect(cart.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
  await expectNoAxeViolations(page);
});

test('SPEC §8: a section that fails to load says so in a line and logs it; the others still show', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signIn(page, DEMO_CLIENT);
  await page.route('**/api/reports/subscriptions/', (route) => route.abort('failed'));
  await page.goto('/client');
  await expect(section(page, 'Your subscriptions')).toContainText('We could not load your subscriptions.');
  await expect(section(page, 'Newest reports').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect
    .poll(() => errors.some((text) => text.includes('Loading the subscriptions failed')))
    .toBe(true);
});
