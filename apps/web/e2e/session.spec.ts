import { expect, test } from './fixtures';
import { DEMO_CLIENT, SESSION_COOKIE_NAMES } from './accounts';
import { signIn, signInByApi, signOut } from './sign-in';

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

test('signing in through the API leaves the cookies the login form leaves, and the portal takes them as a session it can refresh', async ({
  page,
}) => {
  const sessionCookies = async () =>
    (await page.context().cookies()).filter((cookie) => SESSION_COOKIE_NAMES.includes(cookie.name));
  await signIn(page, DEMO_CLIENT);
  const byForm = await sessionCookies();
  await signOut(page);
  await signInByApi(page, DEMO_CLIENT);
  const byApi = await sessionCookies();

  // The same six cookies, each as the app writes it; the tokens are the new session's.
  const shape = ({ name, domain, path, httpOnly, secure, sameSite }: (typeof byForm)[number]) =>
    JSON.stringify({ name, domain, path, httpOnly, secure, sameSite });
  expect(byApi.map(shape).sort()).toEqual(byForm.map(shape).sort());
  expect(byForm).toHaveLength(SESSION_COOKIE_NAMES.length);
  for (const formCookie of byForm) {
    const apiCookie = byApi.find((cookie) => cookie.name === formCookie.name)!;
    // The lifetime of each (1 or 7 days), give or take the minutes between the two sign-ins.
    expect(Math.abs(apiCookie.expires - formCookie.expires)).toBeLessThan(600);
    if (formCookie.name === 'accessToken' || formCookie.name === 'refreshToken')
      expect(apiCookie.value).not.toBe(formCookie.value);
    else expect(apiCookie.value).toBe(formCookie.value);
  }

  await page.goto('/client');
  await expect(page).toHaveURL(/\/client$/);
  await expect(page.getByRole('button', { name: 'LOG OUT' })).toBeVisible();

  // An access token the server no longer takes is refreshed with the refresh token, and the page reads on.
  const refreshToken = byApi.find((cookie) => cookie.name === 'refreshToken')!;
  await page.goto('about:blank');
  await page
    .context()
    .addCookies([{ ...byApi.find((cookie) => cookie.name === 'accessToken')!, value: 'stale' }]);
  await page.goto('/client/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(DEMO_CLIENT.email).first()).toBeVisible();
  const after = await sessionCookies();
  expect(after.find((cookie) => cookie.name === 'accessToken')?.value).not.toBe('stale');
  expect(after.find((cookie) => cookie.name === 'refreshToken')?.value).not.toBe(refreshToken.value);
});
