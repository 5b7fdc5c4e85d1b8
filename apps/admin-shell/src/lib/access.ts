import { isSignedIn, USER_TYPES, type SessionValues, type StaffArea, type StaffMe } from '@firm/domain';

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

/** Whether the signed-in staff member may change what an area holds: the back office hides what they may not do. */
export function mayWrite(me: Pick<StaffMe, 'writes'>, area: StaffArea): boolean {
  return me.writes.includes(area);
}

/** Whether the signed-in staff member may read an area: sections of other areas' pages show only to its readers. */
export function mayRead(me: Pick<StaffMe, 'reads'>, area: StaffArea): boolean {
  return me.reads.includes(area);
}
