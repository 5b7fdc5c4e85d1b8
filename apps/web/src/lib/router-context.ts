import type { QueryClient } from '@tanstack/react-query';
import type { ObservableSession } from './observable-session';

export interface RouterContext {
  queryClient: QueryClient;
  session: ObservableSession;
}
