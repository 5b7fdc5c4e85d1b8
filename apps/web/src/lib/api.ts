import type { ApiClient } from '@firm/api-client';
import { createCookieSession } from '@firm/api-client/cookie-session';
import { observeSession } from './observable-session';

/** The browser's session (SPEC §3 cookies), observed so the header and guards follow every change. */
export const session = observeSession(createCookieSession());

/** The web app's calls: the site's and the portal's (the staff's are the admin shell's client). */
export type WebApi = ApiClient;

let client: Promise<WebApi> | undefined;

/**
 * The one API client of the web app, made at its first call. It parses every answer with the domain's schemas,
 * which with zod and ky weigh more than a text page's whole script budget: a visitor reading the public pages never
 * loads it (docs/decisions/019).
 */
export function loadApi(): Promise<WebApi> {
  client ??= import('./api-client').then(({ createWebApi }) => createWebApi(session));
  return client;
}

/**
 * The client's calls, each loading the client first: `api.cart()` as if it were here already. Every call of the
 * client returns a promise, so waiting for the module changes no caller.
 */
export const api = new Proxy({} as WebApi, {
  get:
    (_target, call: string) =>
    async (...args: unknown[]) => {
      const loaded = (await loadApi()) as unknown as Record<string, (...a: unknown[]) => unknown>;
      return loaded[call]!(...args);
    },
});
