import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

const PAGES = [
  { path: '/individual-reports', heading: 'Individual Archived Reports' },
  { path: '/courses', heading: 'Courses and Workshops' },
  { path: '/privacy-policy', heading: 'Terms and Conditions' },
];

for (const { path, heading } of PAGES) {
  test(`${path} has one h1, its title and no axe violation @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${heading} | Softline Advisory`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expectNoAxeViolations(page);
  });
}

test('/individual-reports links to the reports and to contact', async ({ page }) => {
  await page.goto('/individual-reports');
  await expect(page.getByRole('link', { name: 'ASK ABOUT A REPORT' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: /reports available by subscription/ })).toHaveAttribute(
    'href',
    '/reports',
  );
});

test('/courses: formats, a four-day sample curriculum, $5,000 per participant, a link to contact', async ({
  page,
}) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 3, name: 'In-house' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Virtual' })).toBeVisible();
  const curriculum = page.getByRole('region', { name: 'Sample curriculum' });
  await expect(curriculum.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Fees' })).toContainText(
    '$5,000 per participant, for 4 days',
  );
  await page.getByRole('link', { name: 'ENQUIRE ABOUT A COURSE' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('/privacy-policy shows the Terms and Conditions with the SPEC §9 figures and the cookies', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const main = page.getByRole('main');
  for (const text of [
    'Single user',
    'Up to 3 users',
    'Enterprise',
    'renew automatically every year',
    'renewal invoice 30 days before the renewal date',
    'All sales are final',
    'due within 30 days of the invoice date',
    'late fee of $100',
    '60 days after its invoice date',
    'at least 24 hours before',
    'at least 18 years old',
    'Bank transfers take 4–5 working days',
    'Individual archived reports',
    'Courses',
    'Consultations',
  ]) {
    await expect(main).toContainText(text);
  }
  await expect(page.getByRole('region', { name: 'Your information' })).toContainText('Reason for inquiry');

  const cookies = page.locator('section#cookies');
  await expect(cookies.getByRole('heading', { level: 2 })).toHaveText('Cookies');
  const rows = cookies.getByRole('table', { name: 'Session cookies' }).getByRole('rowheader');
  await expect(rows).toHaveText(['accessToken', 'email', 'userName', 'refreshToken', 'id', 'userType']);

  await page.goto('/privacy-policy#cookies');
  await expect(cookies.getByRole('heading', { name: 'Cookies' })).toBeInViewport();
});
