import { createApiClient } from '@firm/api-client';
import { env } from '../env';
import type { ObservableSession } from './observable-session';

/** The web app's API client, on the session of the browser (loaded by lib/api.ts at the first call). */
export function createWebApi(session: ObservableSession) {
  return createApiClient({ baseUrl: env.apiUrl, session });
}
