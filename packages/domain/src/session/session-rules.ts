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
