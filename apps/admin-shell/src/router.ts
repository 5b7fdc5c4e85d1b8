import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PageError } from './components/page-error';
import { PagePending } from './components/page-pending';
import { parseSearch, stringifySearch } from '@firm/domain';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: '/admin-dashboard',
    // /admin-dashboard/ stays as the sign-in sends it (and the server serves both spellings).
    trailingSlash: 'preserve',
    context: { queryClient },
    defaultPreload: 'intent',
    // An area's page that fails shows its message inside the back office's frame.
    defaultErrorComponent: PageError,
    defaultPendingComponent: PagePending,
    parseSearch,
    stringifySearch,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
