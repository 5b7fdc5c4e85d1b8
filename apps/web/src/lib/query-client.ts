import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { logFailure } from './log-failure';

/**
 * What a failure is called in the log ('Loading the cart' → 'Loading the cart failed: …'). A query without one is
 * named by its key; a mutation without one is not logged, because its form shows the refusal instead.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      failure?: string;
      /** What is logged of the error, when SPEC asks for less than the error itself. */
      logged?: (error: unknown) => unknown;
    };
    mutationMeta: { failure?: string | ((variables: unknown) => string) };
  }
}

/**
 * SPEC §8: a failure to load is only logged; what the user sees stays with each component. One handler logs each
 * failed fetch once (after its retries), whichever components read the query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        logFailure(
          query.meta?.failure ?? `Loading ${JSON.stringify(query.queryKey)}`,
          query.meta?.logged ? query.meta.logged(error) : error,
        ),
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        const failure = mutation.meta?.failure;
        if (failure) logFailure(typeof failure === 'function' ? failure(variables) : failure, error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
