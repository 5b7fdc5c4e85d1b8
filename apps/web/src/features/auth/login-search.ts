import { safeReturnPath, TIER_KEYS } from '@firm/domain';
import { oneOf, searchParams, text, wholeNumber, type SearchOf } from '../../lib/search-params';

// What /login's search params say, read by its route (in the main chunk); login-notice.ts holds the words shown.

/** Why a visitor was sent to /login: said once, above the form. */
export const LOGIN_NOTICES = ['enrolled', 'password-reset', 'otp-attempts'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

/**
 * The search params of /login. An unknown or malformed notice is dropped rather than refused: a link that was
 * edited or is out of date still opens the sign-in form.
 */
const loginSearch = {
  notice: oneOf(LOGIN_NOTICES),
  /** A visitor's SUBSCRIBE NOW: the report type and licence to put in the cart once signed in. */
  subscribe: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  tier: oneOf(TIER_KEYS),
  /** The page to come back to: a same-site public or client page only (no open redirect). */
  redirect: text(() => true, safeReturnPath),
};

export const readLoginSearch = searchParams(loginSearch);

export type LoginSearch = SearchOf<typeof loginSearch>;

/** What a visitor chose before signing in: a report type at a licence, and where they were. */
export interface SubscribeIntent {
  reportTypeId: number;
  tier: (typeof TIER_KEYS)[number];
  redirect: string | undefined;
}

/** The intent of /login's search params, when both the type and the licence survived validation. */
/**
 * Where a client sent to sign in comes back to: a report's link from an alert mail (`/client/reports/<id>`, issue
 * 42) opens that report after sign-in, and the services page's SCHEDULE CONSULTATION the booking (issue 43); the
 * rest of the client area lands as SPEC §4 says.
 */
export function returnAfterSignIn(pathname: string): { redirect?: string } {
  return /^\/client\/reports\/\d{1,10}$/.test(pathname) || pathname === '/client/consultations'
    ? { redirect: pathname }
    : {};
}

export function subscribeIntentOf(search: LoginSearch): SubscribeIntent | undefined {
  if (search.subscribe === undefined || search.tier === undefined) return undefined;
  return { reportTypeId: search.subscribe, tier: search.tier, redirect: search.redirect };
}
