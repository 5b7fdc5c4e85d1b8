import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';

test('SPEC §2: any other path shows Error 404: Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404: Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Home shows the hero, values, services, blog teaser and call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'EXPLORE OUR SERVICES' })).toHaveAttribute(
    'href',
    '/services/reports',
  );
  for (const title of ['Expertise', 'Actionable intelligence', 'Personalized approach']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  for (const title of [
    'Premium reports',
    'Expert consultation',
    'Courses and workshops',
    'Speaking and events',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Previous post' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Ready to get started?' })).toBeVisible();
});

test('the header has the SPEC links, the cart, EN and CLIENT LOGIN; the footer its copyright', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['ABOUT', 'SERVICES', 'REPORTS', 'COURSES', 'CONTACT']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/checkout');
  await expect(page.getByText('EN', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'CLIENT LOGIN' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Softline Advisory');
});

test('@mobile-only the menu button toggles the section links', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ABOUT' });
  await expect(about).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(about).toBeVisible();
  await toggle.click();
  await expect(about).toBeHidden();
});

for (const path of ['/', '/login', '/no/such/page']) {
  test(`axe finds no violation on ${path} @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
