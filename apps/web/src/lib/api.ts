import { createApiClient } from '@firm/api-client';
import { createCookieSession } from '@firm/api-client/cookie-session';
import { env } from '../env';
import { observeSession } from './observable-session';

/** The browser's session (SPEC §3 cookies), observed so the header and guards follow every change. */
export const session = observeSession(createCookieSession());

/** The one API client of the web app. */
export const api = createApiClient({ baseUrl: env.apiUrl, session });
