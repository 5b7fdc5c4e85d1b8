import { expect, test } from './fixtures';

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
    expect(violations).toEqual([]);
  });
}

test('public pages arrive prerendered: their content is in the HTML, forms stay inert until the app runs', async ({
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
