import { RESULT_PAGE_FLAG_COOKIES, SESSION_COOKIES, SESSION_KEYS, type SessionKey } from '@firm/domain';
import { RESULT_FLAG_LIFETIME_HOURS } from './result-flags';

/** What each session cookie is for (names and lifetimes come from @firm/domain, SPEC §3 and §9). */
export const SESSION_COOKIE_PURPOSES: Record<SessionKey, string> = {
  accessToken: 'Proves that you are signed in, with each request to the client portal.',
  email: 'Your sign-in email, used to renew your session.',
  userName: 'Your name, shown in the greeting at the top of the page.',
  refreshToken: 'Renews your sign-in when the access token expires, without asking for your password.',
  id: 'Your account number, used to load your reports, cart and bookmarks.',
  userType: 'Whether you are a client or an administrator, to open the right area after sign-in.',
};

type ResultPageFlag = (typeof RESULT_PAGE_FLAG_COOKIES)[number];

/** What each checkout flag is for (SPEC §3): set before a payment attempt, cleared on the next page. */
const RESULT_FLAG_PURPOSES: Record<ResultPageFlag, string> = {
  'error-page': 'Lets the payment error page show after a payment that failed.',
  'success-page': 'Lets the order confirmation show after a payment that went through.',
  'process-page': 'Lets the processing page show while your bank confirms a payment.',
  byinvoice: 'Lets the invoice confirmation show after an order paid by invoice.',
};

export function cookieLifetime(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export interface SiteCookie {
  name: string;
  purpose: string;
  keptFor: string;
}

/** Every cookie the site sets, all strictly necessary: the session (SPEC §9) and the checkout flags (SPEC §3). */
export const SITE_COOKIES: { session: readonly SiteCookie[]; checkout: readonly SiteCookie[] } = {
  session: SESSION_KEYS.map((key) => ({
    name: SESSION_COOKIES[key].name,
    purpose: SESSION_COOKIE_PURPOSES[key],
    keptFor: cookieLifetime(SESSION_COOKIES[key].days),
  })),
  checkout: RESULT_PAGE_FLAG_COOKIES.map((name) => ({
    name,
    purpose: RESULT_FLAG_PURPOSES[name],
    keptFor: `Until the next page you open (${RESULT_FLAG_LIFETIME_HOURS} hour at most)`,
  })),
};
