import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

/** SPEC §2: each services param, its h1 and the nav item it underlines (reports-individual belongs to REPORTS). */
const PAGES = [
  { param: 'reports', heading: 'Premium Reports', current: 'REPORTS' },
  { param: 'reports-individual', heading: 'Individual Archived Reports', current: 'REPORTS' },
  { param: 'strategic-advisory', heading: 'Strategic Advisory', current: 'STRATEGIC ADVISORY' },
  { param: 'consultation', heading: 'Expert Consultation', current: 'CONSULTATION' },
  { param: 'courses', heading: 'Courses and Workshops', current: 'COURSES' },
  { param: 'legal-expert', heading: 'Legal Expert Witness', current: 'LEGAL EXPERT' },
  { param: 'speaking-events', heading: 'Speaking & Events', current: 'SPEAKING & EVENTS' },
];

for (const { param, heading, current } of PAGES) {
  test(`/services/${param}: h1, ${current} underlined, the Additional Services strip and no axe violation @mobile`, async ({
    page,
  }) => {
    await page.goto(`/services/${param}`);
    await expect(page).toHaveTitle(`${heading} | Softline Advisory`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const nav = page.getByRole('navigation', { name: 'Services' });
    await expect(nav.getByRole('link')).toHaveText([
      'REPORTS',
      'STRATEGIC ADVISORY',
      'CONSULTATION',
      'COURSES',
      'LEGAL EXPERT',
      'SPEAKING & EVENTS',
    ]);
    await expect(nav.locator('[aria-current="page"]')).toHaveText([current]);

    const strip = page.getByRole('region', { name: 'Additional Services' });
    const hrefs = await strip
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/services/consultation',
      '/services/reports-individual',
      '/services/speaking-events',
      '/services/courses',
    ]);

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('Reports links to the catalogue', async ({ page }) => {
  await page.goto('/services/reports');
  await expect(page.getByRole('link', { name: 'VIEW THE REPORT CATALOGUE' })).toHaveAttribute(
    'href',
    '/reports',
  );
  await expect(page.getByRole('main')).toContainText('Up to 3 users');
});

test('Consultation: sessions of 15, 30 and 60 minutes at SPEC §9 prices', async ({ page }) => {
  await page.goto('/services/consultation');
  const sessions = page.getByRole('region', { name: 'Private sessions' });
  await expect(sessions.getByRole('heading', { level: 3 })).toHaveText([
    '15 minutes',
    '30 minutes',
    '60 minutes',
  ]);
  await expect(sessions.getByRole('listitem').nth(0)).toContainText('$260');
  await expect(sessions.getByRole('listitem').nth(1)).toContainText('$495');
  await expect(sessions.getByRole('listitem').nth(2)).toContainText('$985');
  await expect(page.getByRole('main')).toContainText('at least 24 hours ahead');
  // Issue 43: booked online, in the client area.
  await expect(page.getByRole('link', { name: 'SCHEDULE CONSULTATION' })).toHaveAttribute(
    'href',
    '/client/consultations',
  );
});

test('Courses: four-day courses at $5,000 per participant, in-house or virtual', async ({ page }) => {
  await page.goto('/services/courses');
  await expect(page.getByRole('heading', { level: 3 })).toContainText(['In-house', 'Virtual']);
  await expect(page.getByRole('main')).toContainText('$5,000 per participant');
  await expect(page.getByRole('link', { name: 'SEE THE COURSE PROGRAMME' })).toHaveAttribute(
    'href',
    '/courses',
  );
});

test('the Services nav and the strip move between services', async ({ page }) => {
  await page.goto('/services/reports');
  await page
    .getByRole('navigation', { name: 'Services' })
    .getByRole('link', { name: 'LEGAL EXPERT' })
    .click();
  await expect(page).toHaveURL(/\/services\/legal-expert$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Expert Witness');
  await page
    .getByRole('region', { name: 'Additional Services' })
    .getByRole('link', { name: /Individual Archived Reports/ })
    .click();
  await expect(page).toHaveURL(/\/services\/reports-individual$/);
  await expect(
    page.getByRole('navigation', { name: 'Services' }).locator('[aria-current="page"]'),
  ).toHaveText('REPORTS');
});

test('SPEC §2: an unknown service shows Error 404: Page Not Found', async ({ page }) => {
  await page.goto('/services/astrology');
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404: Page Not Found' })).toBeVisible();
});
