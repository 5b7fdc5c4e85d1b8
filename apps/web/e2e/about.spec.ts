import { expect, test, type Page } from './fixtures';
import { expectNoAxeViolations } from './axe';

/** SPEC §2: each About param, its h1 and the nav item it underlines (reports-individual shows Who We Are). */
const SECTIONS = [
  { param: 'who-we-are', heading: 'Who We Are', current: 'WHO WE ARE' },
  { param: 'leadership', heading: 'Leadership', current: 'LEADERSHIP' },
  { param: 'industries-we-serve', heading: 'Industries We Serve', current: 'INDUSTRIES WE SERVE' },
  { param: 'travel-map', heading: 'Travel Map', current: 'TRAVEL MAP' },
  { param: 'reports-individual', heading: 'Who We Are', current: 'WHO WE ARE' },
];

function aboutNav(page: Page) {
  return page.getByRole('navigation', { name: 'About' });
}

for (const { param, heading, current } of SECTIONS) {
  test(`/about/${param}: h1, ${current} underlined, the founding banner, the call to action and no axe violation @mobile`, async ({
    page,
  }) => {
    await page.goto(`/about/${param}`);
    await expect(page).toHaveTitle(`${heading} | Softline Advisory`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const nav = aboutNav(page);
    await expect(nav.getByRole('link')).toHaveText([
      'WHO WE ARE',
      'LEADERSHIP',
      'INDUSTRIES WE SERVE',
      'TRAVEL MAP',
    ]);
    await expect(nav.locator('[aria-current="page"]')).toHaveText([current]);

    await expect(page.getByRole('main')).toContainText('founded in 2001');
    const cta = page.getByRole('region', { name: 'Ready to Gain Strategic Insights?' });
    await expect(cta.getByRole('link', { name: 'VIEW OUR REPORTS' })).toHaveAttribute('href', '/reports');
    await expect(cta.getByRole('link', { name: 'SCHEDULE CONSULTATION' })).toHaveAttribute(
      'href',
      '/services/consultation',
    );

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (param === 'travel-map') await expect(page.getByRole('group', { name: /^Map of the/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('Who We Are: six value cards, the leadership bio, the industries and the global perspective', async ({
  page,
}) => {
  await page.goto('/about/who-we-are');
  const values = page.getByRole('region', { name: 'Our values' });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Integrity & Objectivity',
    'Sophisticated Analysis',
    'Agility & Responsiveness',
    'Reliability & Consistency',
    'Clarity & Accessibility',
    'Foresight & Perspective',
  ]);
  await expect(page.getByRole('region', { name: 'Leadership' })).toContainText('Maria Delgado Hart');
  await expect(page.getByRole('region', { name: 'Industries we serve' }).getByRole('heading')).toHaveText([
    'Industries we serve',
    'Financial Sector',
    'Supply Chain',
    'Consumer Goods',
    'Institutional',
    'Media',
  ]);
  await expect(
    page.getByRole('region', { name: 'Global Perspective' }).getByRole('link', { name: /Explore the map/ }),
  ).toHaveAttribute('href', '/about/travel-map');
});

test('Leadership: the founder with SPEC §1 claims and a credentials list', async ({ page }) => {
  await page.goto('/about/leadership');
  const bio = page.getByRole('region', { name: 'Maria Delgado Hart' });
  await expect(bio).toContainText('President and Founder');
  for (const claim of [
    /over 40 years/i,
    /19 years on Wall Street/,
    /more than 300 conferences/,
    /over 100 countries/,
  ]) {
    await expect(bio).toContainText(claim);
  }
  await expect(bio.getByRole('heading', { level: 3, name: 'Credentials' })).toBeVisible();
  expect(await bio.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
});

test('Industries We Serve: five groups, each with a bullet list', async ({ page }) => {
  await page.goto('/about/industries-we-serve');
  const groups = ['Financial Sector', 'Supply Chain', 'Consumer Goods', 'Institutional', 'Media'];
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    ...groups,
    'Ready to Gain Strategic Insights?',
  ]);
  for (const name of groups) {
    const group = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
    expect(await group.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  }
});

test('Travel Map: Global Perspective, EXPLORE THE MAP, markers and the list of over 100 countries @mobile', async ({
  page,
}) => {
  await page.goto('/about/travel-map');
  await expect(page.getByRole('heading', { level: 2, name: 'Global Perspective' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('visited over 100 countries');

  const map = page.getByRole('group', { name: /^Map of the \d+ countries visited$/ });
  await expect(map).toBeVisible();
  const markers = map.getByRole('button').filter({ hasNot: page.locator('[aria-label="Zoom in"]') });
  expect(await markers.count()).toBeGreaterThan(10);
  await expect(map.getByRole('button', { name: /^\d+ countries: .+\. Zoom in$/ }).first()).toBeVisible();

  const explore = page.getByRole('link', { name: 'EXPLORE THE MAP' });
  await expect(explore).toHaveAttribute('href', '#travel-map');
  await explore.click();
  await expect(map).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Map' })).toHaveCount(1);

  await map.getByText(/^List of the \d+ countries$/).click();
  const names = await map.getByRole('listitem').allTextContents();
  expect(names.length).toBeGreaterThan(100);
  expect(names).toEqual(expect.arrayContaining(['Brazil', 'Ghana', 'Vietnam', 'Switzerland', 'India']));
});

test('changing the section scrolls back to the top', async ({ page }) => {
  await page.goto('/about/who-we-are');
  const link = page.getByRole('link', { name: /Read the full biography/ });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await link.click();
  await expect(page).toHaveURL(/\/about\/leadership$/);
  // The section's code loads while the address has changed already: the router marks the new link current then,
  // beside the section still shown. The section drawn, one link is current.
  await expect(page.getByRole('heading', { level: 1, name: 'Leadership' })).toBeVisible();
  await expect(aboutNav(page).locator('[aria-current="page"]')).toHaveText('LEADERSHIP');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the About nav moves between sections', async ({ page }) => {
  await page.goto('/about/who-we-are');
  await aboutNav(page).getByRole('link', { name: 'INDUSTRIES WE SERVE' }).click();
  await expect(page).toHaveURL(/\/about\/industries-we-serve$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industries We Serve');
  await expect(page).toHaveTitle('Industries We Serve | Softline Advisory');
});

test('SPEC §2: an unknown About section shows Error 404: Page Not Found', async ({ page }) => {
  await page.goto('/about/our-secrets');
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404: Page Not Found' })).toBeVisible();
});
