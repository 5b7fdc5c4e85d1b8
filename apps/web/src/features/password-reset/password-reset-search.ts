import { searchParams, text } from '../../lib/search-params';

/**
 * /forgot-password?token=…: a staff invitation's link (issue 16) carries a reset token, so the page opens at its
 * last step, choosing the password. Anything else in the URL is ignored.
 */
export const readPasswordResetSearch = searchParams({
  token: text((token) => /^[A-Za-z0-9_-]{43}$/.test(token)),
});
