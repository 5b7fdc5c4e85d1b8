import type { LoginData } from '../auth/tokens.js';

/**
 * SPEC §3 and §9: what the browser keeps of a session, one cookie each, and how many days each lives.
 * accessToken, email and userName live 1 day; refreshToken, id and userType 7 days.
 */
export const SESSION_COOKIES = {
  accessToken: { name: 'accessToken', days: 1 },
  email: { name: 'email', days: 1 },
  userName: { name: 'userName', days: 1 },
  refreshToken: { name: 'refreshToken', days: 7 },
  id: { name: 'id', days: 7 },
  userType: { name: 'userType', days: 7 },
} as const;

export type SessionKey = keyof typeof SESSION_COOKIES;
export type SessionValues = Partial<Record<SessionKey, string>>;

export const SESSION_KEYS = Object.keys(SESSION_COOKIES) as SessionKey[];

/** SPEC §3: what a successful sign-in stores, one cookie per value. */
export function sessionValuesOf(data: LoginData): Required<SessionValues> {
  return {
    accessToken: data.access,
    refreshToken: data.refresh,
    email: data.email,
    userName: data.username,
    id: data.id,
    userType: data.user_type,
  };
}

/** SPEC §3: transient flags set during checkout that guard the result pages; cleared on every header load. */
export const RESULT_PAGE_FLAG_COOKIES = ['error-page', 'success-page', 'process-page', 'byinvoice'] as const;

/** SPEC §4: signed in means an accessToken cookie exists. */
export function isSignedIn(session: SessionValues): boolean {
  return Boolean(session.accessToken);
}
