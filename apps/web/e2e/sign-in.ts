import { expect, type Page } from './fixtures';

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Forgets the session: the page is left first, since an app signed out under it goes to /login by itself and would
 * abort the next visit.
 */
export async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}
