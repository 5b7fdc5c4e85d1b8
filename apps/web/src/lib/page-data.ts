import type { QueryClient } from '@tanstack/react-query';
import type { RouterContext } from './router-context';

/** Why a route's loader runs: the pointer rests on a link, the page is entered, or its search changed. */
export type LoadCause = 'preload' | 'enter' | 'stay';

/** What `pageData` and `withQueryClient` read of a loader's argument. */
export interface PageLoad {
  context: Pick<RouterContext, 'loadQueryClient'>;
  cause: LoadCause;
}

/**
 * A route's loader, given the `ensureQueryData` calls of what its page reads. The query client is loaded first
 * (lib/queries.tsx). A preload (a link under the pointer: main.tsx sets defaultPreload 'intent') waits for the
 * data, so it is cached by the time the link is followed. Entering the page or changing its search does not wait:
 * the requests are on their way while the page's code loads, and the page shows its own loading state, then its
 * data or, as SPEC §8 wants, its own failure state (a list that reads 'No data available', a section's line, a
 * form's alert), never the error page. Failures are logged by the query cache (lib/query-client.ts).
 */
export async function pageData(
  { context, cause }: PageLoad,
  loads: (queryClient: QueryClient) => readonly Promise<unknown>[],
): Promise<void> {
  const queryClient = await context.loadQueryClient();
  const settled = Promise.allSettled(loads(queryClient));
  if (cause === 'preload') await settled;
}

/** The loader of a page that reads nothing first but changes data (a form) or reads it later: the client only. */
export async function withQueryClient({ context }: Pick<PageLoad, 'context'>): Promise<void> {
  await context.loadQueryClient();
}
