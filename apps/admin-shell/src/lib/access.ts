import { isSignedIn, USER_TYPES, type SessionValues } from '@firm/domain';

export type AdminAccess = { allowed: true } | { allowed: false; redirectTo: '/login' | '/' };

/**
 * Who may open the dashboard, judged from the session before anything is fetched: nobody signed in goes to
 * /login, a signed-in non-admin goes home. The API still refuses every admin call to a non-admin token.
 */
export function adminAccess(session: SessionValues): AdminAccess {
  if (!isSignedIn(session)) return { allowed: false, redirectTo: '/login' };
  if (session.userType !== USER_TYPES.admin) return { allowed: false, redirectTo: '/' };
  return { allowed: true };
}
