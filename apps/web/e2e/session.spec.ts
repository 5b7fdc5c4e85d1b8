import { expect, test } from './fixtures';
import { DEMO_CLIENT, SESSION_COOKIE_NAMES } from './accounts';
import { signIn } from './sign-in';

test('SPEC §2: /client sends a visitor who is not signed in to /login', async ({ page }) => {
  await page.goto('/client');
  await expect(page).toHaveURL(/\/login$/);
});

test('SPEC §4: logout from the header clears the session cookies and goes to /login', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await page.goto('/');
  await page.getByRole('button', { name: /Hi, Dana Whitfield/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/login$/);
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  for (const name of SESSION_COOKIE_NAMES) expect(names).not.toContain(name);
  await expect(page.getByRole('banner').getByRole('link', { name: 'CLIENT LOGIN' })).toBeVisible();

  await page.goto('/client');
  await expect(page).toHaveURL(/\/login$/);
});

test('LOG OUT in the client area signs out too', async ({ page }) => {
  await signIn(page, DEMO_CLIENT);
  await page.getByRole('button', { name: 'LOG OUT' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('accessToken');
});

test('the greeting dropdown opens to Dashboard and Logout and closes on an outside click', async ({
  page,
}) => {
  await signIn(page, DEMO_CLIENT);
  await page.goto('/');
  const greeting = page.getByRole('button', { name: /Hi, Dana Whitfield/ });
  await greeting.click();
  await expect(greeting).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await page.getByRole('heading', { level: 1 }).click();
  await expect(greeting).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();

  await greeting.click();
  await page.keyboard.press('Escape');
  await expect(greeting).toBeFocused();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeHidden();

  await greeting.click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/report-library$/);
});
