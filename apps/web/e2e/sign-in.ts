import { LoginResponseSchema, SESSION_COOKIES, SESSION_KEYS, sessionValuesOf } from '@firm/domain';
import { expect, type Page } from './fixtures';

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** How js-cookie writes a value into document.cookie: URI-encoded but for the characters a cookie may hold. */
function cookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

/**
 * Signs in as the login form does, without the form: for journeys about something else. Posts the sign-in to the
 * API and stores its answer as the very cookies the app writes (SPEC §3: one per value, its lifetime, the whole
 * site, SameSite=Lax). The page stays where it was, blank at the start of a test: the journey opens its own page.
 */
export async function signInByApi(page: Page, account: { email: string; password: string }) {
  const answered = await page.request.post('/api/accounts/clientlogin/', {
    data: { email: account.email, password: account.password },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const answer = LoginResponseSchema.parse(await answered.json());
  if (!answer.status) throw new Error(`Sign-in of ${account.email} refused: ${answer.message ?? ''}`);
  const values = sessionValuesOf(answer.data);
  const site = new URL(answered.url());
  const now = Date.now() / 1000;
  await page.context().addCookies(
    SESSION_KEYS.map((key) => ({
      name: SESSION_COOKIES[key].name,
      value: cookieValue(values[key]),
      domain: site.hostname,
      path: '/',
      expires: Math.round(now + SESSION_COOKIES[key].days * 86_400),
      httpOnly: false,
      secure: site.protocol === 'https:',
      sameSite: 'Lax' as const,
    })),
  );
}

/**
 * Forgets the session: the page is left first, since an app signed out under it goes to /login by itself and would
 * abort the next visit.
 */
export async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}
