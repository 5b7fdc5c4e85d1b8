import { createBackOfficeApiClient } from '@firm/api-client';
import { createCookieSession } from '@firm/api-client/cookie-session';
import { env } from './env';

/** The session is the web app's (same cookies, same origin); so is the API. */
export const api = createBackOfficeApiClient({ baseUrl: env.apiUrl, session: createCookieSession() });
