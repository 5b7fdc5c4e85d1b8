import { USER_TYPES } from '../auth/user-type.js';
import type { SessionValues } from './cookies.js';

/**
 * SPEC §5: adding to the cart needs the stored id and both tokens; bookmarking needs the email too. Without them
 * the user is sent to /login. (Stricter than "signed in", which only needs the access token.)
 */
export function canAddToCart(session: SessionValues): boolean {
  return Boolean(session.id && session.accessToken && session.refreshToken);
}

export function canBookmark(session: SessionValues): boolean {
  return canAddToCart(session) && Boolean(session.email);
}

/**
 * Whether the session is a client's, whose cart and report access the pages load: the stored session of SPEC §5
 * and the client user type (SPEC §3 userType cookie). An admin has neither, so no page asks the server for them.
 */
export function isClientSession(session: SessionValues): boolean {
  return canAddToCart(session) && session.userType === USER_TYPES.client;
}
