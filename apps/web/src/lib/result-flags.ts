import { RESULT_PAGE_FLAGS, type ResultPageFlag } from '@firm/domain';
import { redirect } from '@tanstack/react-router';
import Cookies from 'js-cookie';

const ALL_FLAGS: readonly ResultPageFlag[] = Object.values(RESULT_PAGE_FLAGS);

/** An hour: a flag only has to outlive the payment attempt it was set for (SPEC §3 transient flags). */
export const RESULT_FLAG_LIFETIME_HOURS = 1;
const FLAG_LIFETIME_DAYS = RESULT_FLAG_LIFETIME_HOURS / 24;

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    expires: FLAG_LIFETIME_DAYS,
  };
}

/**
 * SPEC §3/§4: the checkout sets the flag of the result page it may go to before it tries a payment; only the
 * presence of the cookie matters.
 */
export function setResultFlags(...flags: ResultPageFlag[]): void {
  for (const flag of flags) Cookies.set(flag, 'true', cookieAttributes());
}

export function hasResultFlag(flag: ResultPageFlag): boolean {
  return Cookies.get(flag) !== undefined;
}

/**
 * SPEC §3: every header load clears the four flags, so a result page shows once per payment attempt. Only a flag
 * that is set is removed: every cookie written is a round trip to the browser's cookie store, four of them on
 * every page's first load for nothing (issue 18).
 */
export function clearResultFlags(): void {
  const cookies = Cookies.get();
  for (const flag of ALL_FLAGS) if (flag in cookies) Cookies.remove(flag, { path: '/' });
}

/** A result page's `beforeLoad` guard (SPEC §2): without its flag the visitor goes home. */
export function requireResultFlag(flag: ResultPageFlag): void {
  if (!hasResultFlag(flag)) throw redirect({ to: '/', replace: true });
}
