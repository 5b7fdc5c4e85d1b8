import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorPage } from '../features/page-errors/error-page';
import { PublicLayout } from '../features/layout/public-layout';
import { NotFoundPage } from '../features/page-errors/not-found-page';
import type { RouterContext } from '../lib/router-context';
import { RouteHead } from '../lib/document-head';
import { useCanonicalLink } from '../lib/use-canonical-link';
import { pageRendered } from '../lib/render-stages';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // The last resort, when even a frame failed (see _public.tsx): the page alone, in no frame that could fail again.
  errorComponent: ({ error }) => (
    <main id="main">
      <ErrorPage error={error} />
    </main>
  ),
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  ),
});

function Root() {
  useCanonicalLink();
  // Once the page's last stage has rendered (lib/render-stages.tsx), the app has taken over the prerendered markup and
  // answers input (browser tests wait for this). What the visitor did before, the page's early input script kept, and
  // hands over now (scripts/early-input.mjs, docs/decisions/031).
  useEffect(() => {
    void pageRendered().then(() => {
      // That script opened the prerendered forms once the page was parsed; if it did not run (blocked, or its CSP hash
      // stale), they open here. This comes before the app says it is ready, so what the script hands over then (in the
      // tasks after) meets open forms; and the script never marks a form inert, so nothing here undoes its work.
      for (const form of document.querySelectorAll('form[inert]')) form.removeAttribute('inert');
      document.documentElement.dataset.appReady = 'true';
    });
  }, []);
  return (
    <>
      <RouteHead />
      <Outlet />
    </>
  );
}
