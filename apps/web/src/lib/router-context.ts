import type { QueryClient } from '@tanstack/react-query';
import type { ObservableSession } from './observable-session';

export interface RouterContext {
  /** The app's query client, loaded with the first page that needs it (lib/queries.tsx). */
  loadQueryClient: () => Promise<QueryClient>;
  session: ObservableSession;
}
