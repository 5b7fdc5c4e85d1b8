import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A refused call (403, 400) answers the same the second time; the page shows its message at once.
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}
