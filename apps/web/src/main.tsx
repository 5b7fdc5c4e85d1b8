import '@firm/ui/styles.css';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorPage } from './features/page-errors/error-page';
import { session } from './lib/api';
import { nextTask, renderInStages } from './lib/render-stages';
import { loadQueryClient, queriesSettled, QueryClientRoot } from './lib/queries';
import { parseSearch, stringifySearch } from '@firm/domain';
import { routeTree } from './routeTree.gen';

/**
 * The app's router: made once the code has loaded, in a task of its own (see start). `prerenderedFor`: the path of
 * the prerendered page on screen before the app started, if one was.
 */
function createAppRouter(prerenderedFor: string | undefined) {
  let firstRender = true;
  return createRouter({
    routeTree,
    context: { loadQueryClient, session },
    defaultPreload: 'intent',
    // A page that fails shows the error page in its place, inside the frame around it (routes/_public.tsx, client.tsx).
    defaultErrorComponent: ErrorPage,
    // Every page the app shows is scrolled as the router keeps it, but the prerendered page's first render: the
    // visitor may have scrolled it before the app started (or the browser restored it, or went to its #fragment), and
    // it stays there rather than jumping to the top (docs/decisions/031). A redirect to another page is placed anew.
    scrollRestoration: ({ location }) => {
      const restore = !(firstRender && location.pathname === prerenderedFor);
      firstRender = false;
      return restore;
    },
    parseSearch,
    stringifySearch,
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientRoot>
        <RouterProvider router={router} />
      </QueryClientRoot>
    </StrictMode>
  );
}

/**
 * A prerendered page (docs/decisions/004) already shows its content, rendered for its path alone and for a visitor
 * by the server renderer (src/prerender.ts). The app resolves the route (code and data) first, then hydrates
 * that markup: the app adopts the elements on screen instead of drawing them again, so the page neither flickers nor
 * paints its largest text a second time. The session is a visitor's while hydrating (data/session.ts) and the
 * signed-in header follows at once. A page the markup was not made for (a query string, a redirect) is drawn
 * afresh in its place. A page that is not prerendered (the portal's) is drawn once its route is resolved too: with
 * its code and any data it was sent with (docs/decisions/025), instead of a pending frame and then the page.
 *
 * Each long step runs in a task of its own, after what the browser has waiting: evaluating the code, making the
 * router, resolving the page, and the first render in stages (the frame, then the page, then the footer,
 * docs/decisions/026). A phone then never holds a tap or a scroll for all of them at once (Lighthouse's total
 * blocking time).
 */
async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  const prerenderedFor = container.dataset.prerendered;
  const router = createAppRouter(prerenderedFor);
  const app = <App router={router} />;
  // At build time only: the prerender asks for each page as the server renderer writes it (src/prerender.ts).
  if (window.prerendering) void import('./prerender').then(({ offerPrerendering }) => offerPrerendering(app));
  await nextTask();
  // A failure here is the page's to show: the router loads again, and shows its error page, once it is drawn.
  await router.load().catch(() => undefined);
  if (prerenderedFor !== undefined) {
    // A page that reads data loaded the query client in its loader: its requests are answered first.
    await queriesSettled();
    const { pathname, searchStr } = router.state.location;
    if (pathname === prerenderedFor && searchStr === '') {
      await nextTask();
      renderInStages(() => hydrateRoot(container, app));
      return;
    }
  }
  await nextTask();
  renderInStages(() => createRoot(container).render(app));
}

declare global {
  interface Window {
    /** Set by scripts/prerender.mjs in the browser it renders the pages in, at build time. */
    prerendering?: boolean;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Not a top-level await: that would turn off the bundler's merging of chunks (src/boot.ts).
void start(root);
