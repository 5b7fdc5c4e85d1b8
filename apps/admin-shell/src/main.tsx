import '@firm/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageError } from './components/page-error';
import { PagePending } from './components/page-pending';
import { adminAccess } from './lib/access';
import { api } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { parseSearch, stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';

const queryClient = createQueryClient();

const router = createRouter({
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
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Judged from the session's cookies before anything renders or is fetched (the API refuses non-staff anyway).
const access = adminAccess(api.session.read());

if (!access.allowed) {
  window.location.replace(access.redirectTo);
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
