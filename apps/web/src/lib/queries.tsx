import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * TanStack Query arrives with the first page that reads or changes data (docs/decisions/019): a page that only
 * shows text loads React and the router, not the query cache. A route whose page uses a query or a mutation waits
 * for `loadQueryClient` in its loader (lib/page-data.ts: `pageData`, `withQueryClient`); the app holds one client,
 * created on the first call.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(
    ({ createQueryClient }) => {
      client = createQueryClient();
      // What QueryClientProvider does on mount: refetch on reconnect. The app keeps this client for its lifetime.
      client.mount();
      for (const listener of listeners) listener();
      return client;
    },
    (error: unknown) => {
      // A chunk that failed to load may load on the next navigation.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The client once `loadQueryClient` has created it: signing out clears it, if there is anything to clear. */
export const loadedQueryClient = (): QueryClient | undefined => client;

/**
 * Resolves once no query is fetching, at once when no page has loaded the client. A page's loader starts its
 * requests without waiting for them (lib/page-data.ts); a prerendered page waits for them before it is hydrated,
 * so it renders with the data its markup was made with (main.tsx).
 */
export function queriesSettled(): Promise<void> {
  const queryClient = client;
  if (!queryClient || queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Gives the app's query client to every component below, from the moment it is loaded. The context's value
 * changes; the tree below is neither replaced nor mounted again. Hydration and the prerender read the same client:
 * a prerendered page that reads data is hydrated once its loader has loaded it (main.tsx).
 */
export function QueryClientRoot({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient);
  return <QueryClientContext.Provider value={value}>{children}</QueryClientContext.Provider>;
}
