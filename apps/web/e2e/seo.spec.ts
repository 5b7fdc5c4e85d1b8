import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdRequests } from './held-requests';

test('robots.txt and sitemap.xml describe the public site', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/',
    '/about/who-we-are',
    '/services/consultation',
    '/reports',
    '/contact',
    '/privacy-policy',
  ]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
});

test('each page has one title, one description and a canonical link that follows navigation', async ({
  page,
  baseURL,
}) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact | Softline Advisory');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/contact`);

  await page.getByRole('link', { name: 'Client portal login' }).click();
  await expect(page).toHaveTitle('Client Login | Softline Advisory');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/login`);
});

for (const path of ['/', '/login', '/contact', '/reports']) {
  test(`${path} breaks no Content-Security-Policy rule`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    const violations: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details));
    });
    await cdp.send('Audits.enable');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A prerendered page's app loader is an inline script, allowed by its digest: the app must have started.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(violations).toEqual([]);
  });
}

test('public pages arrive prerendered: their content is in the HTML, their forms inert until a script opens them', async ({
  request,
}) => {
  const about = await (await request.get('/about/leadership')).text();
  expect(about).toMatch(/<h1[^>]*>Leadership<\/h1>/);
  expect(about).toContain('<title>Leadership | Softline Advisory</title>');
  const contact = await (await request.get('/contact')).text();
  expect(contact).toContain('Get in Touch');
  expect(contact).toMatch(/<form inert /);
});

test('a prerendered page paints before the app takes over, then the app answers', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('form')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('This field is required');
});

test.describe('a prerendered page paints from its HTML alone (issue 18, docs/decisions/027)', () => {
  /** What the page's first screen looks like: the styles of its header, heading and first paragraph. */
  const looks = (page: Page) =>
    page.evaluate(() =>
      ['header', 'h1', 'main p'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return `${selector}: ${style.display} ${style.fontFamily} ${style.fontSize} ${style.color} ${style.padding} ${style.backgroundColor}`;
      }),
    );

  test('its stylesheet and code are asked for after its first paint, and the app then starts', async ({
    page,
  }) => {
    await page.goto('/about/leadership');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      assets: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).toBeDefined();
    expect(timing.assets.length).toBeGreaterThan(1);
    expect(timing.assets.filter((start) => start < timing.firstPaint!)).toEqual([]);
    const stylesheet = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/"]');
      return { disabled: link?.disabled, rules: link?.sheet?.cssRules.length ?? 0 };
    });
    expect(stylesheet.disabled).toBe(false);
    expect(stylesheet.rules).toBeGreaterThan(0);
  });

  for (const path of ['/', '/contact']) {
    test(`${path} looks the same before its stylesheet arrives as after`, async ({ page }) => {
      const releaseStylesheet = await holdRequests(page, '**/assets/*.css');
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const before = await looks(page);
      releaseStylesheet();
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await page.waitForFunction(() =>
        [...document.styleSheets].some(
          (sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 0,
        ),
      );
      expect(await looks(page)).toEqual(before);
    });
  }
});
