/** user_type as the server sends it (UserTypeSchema); `admin` and `client` have landing pages, anything else goes home. */
export type UserType = string;

export const USER_TYPES = { admin: 'admin', client: 'client' } as const;

/** SPEC §4: after sign-in, admin goes to /admin-dashboard, client to /client, any other user_type to /. */
export function landingRouteFor(userType: string): '/admin-dashboard' | '/client' | '/' {
  if (userType === USER_TYPES.admin) return '/admin-dashboard';
  if (userType === USER_TYPES.client) return '/client';
  return '/';
}
