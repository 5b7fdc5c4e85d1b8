import '@firm/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorPage } from './features/page-errors/error-page';
import { session } from './lib/api';
import { noteOpenPopovers } from './lib/prerendered-popovers';
import { createQueryClient } from './lib/query-client';
import { parseSearch, stringifySearch } from '@firm/domain';
import { routeTree } from './routeTree.gen';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient, session },
  defaultPreload: 'intent',
  // A page that fails shows the error page in its place, inside the frame around it (routes/_public.tsx, client.tsx).
  defaultErrorComponent: ErrorPage,
  scrollRestoration: true,
  parseSearch,
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered page already shows its content: resolve the route (code and data) first, so that React's first
// render replaces that markup with the same content in one step instead of blanking it while loading.
if (root.hasChildNodes()) {
  await router.load();
  noteOpenPopovers(root);
}

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
