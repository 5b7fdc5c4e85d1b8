import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { PublicLayout } from '../features/layout/public-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { RouterContext } from '../lib/router-context';
import { pageTitle } from '../lib/site';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <HeadContent />
      <Outlet />
    </>
  ),
  notFoundComponent: () => (
    <PublicLayout>
      <title>{pageTitle('Page not found')}</title>
      <NotFoundPage />
    </PublicLayout>
  ),
});
