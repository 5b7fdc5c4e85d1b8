/** Why a route's loader runs: the pointer rests on a link, the page is entered, or its search changed. */
export type LoadCause = 'preload' | 'enter' | 'stay';

/**
 * The end of a route's loader, given the `ensureQueryData` calls of what its page reads. A preload (a link under
 * the pointer: main.tsx sets defaultPreload 'intent') waits for them, so the data is cached by the time the link is
 * followed. Entering the page or changing its search does not wait: the requests are on their way while the page's
 * code loads, and the page shows its own loading state, then its data or, as SPEC §8 wants, its own failure state
 * (a list that reads 'No data available', a section's line, a form's alert), never the error page. Failures are
 * logged by the query cache (lib/query-client.ts).
 */
export async function pageData(cause: LoadCause, loads: readonly Promise<unknown>[]): Promise<void> {
  const settled = Promise.allSettled(loads);
  if (cause === 'preload') await settled;
}
