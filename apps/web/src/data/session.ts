import { isSignedIn, sessionValuesOf, type LoginData, type SessionValues } from '@firm/domain';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { api, session } from '../lib/api';
import { loadedQueryClient } from '../lib/queries';

/** A visitor's session: what a prerendered page was rendered with. */
const VISITOR: SessionValues = Object.freeze({});

/**
 * The session values of SPEC §3, re-rendering on every change. While React hydrates a prerendered page they are a
 * visitor's, as when the page was rendered, and the signed-in values follow right after (main.tsx).
 */
export function useSession(): SessionValues & { signedIn: boolean } {
  const values = useSyncExternalStore(session.subscribe, session.snapshot, () => VISITOR);
  return { ...values, signedIn: isSignedIn(values) };
}

/** Stores a successful sign-in as the SPEC §3 cookies. */
export function storeSignIn(data: LoginData): void {
  session.write(sessionValuesOf(data));
}

/** SPEC §4 logout: forget the session and everything fetched with it, then go to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await api.logout();
    loadedQueryClient()?.clear();
    await navigate({ to: '/login' });
  }, [navigate]);
}
