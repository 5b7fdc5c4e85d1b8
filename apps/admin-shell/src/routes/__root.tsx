import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PagePending } from '../components/page-pending';
import { staffMeQueryOptions } from '../data/staff';
import { AdminLayout } from '../features/shell/admin-layout';
import { ShellError } from '../features/shell/shell-error';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Who is signed in and what their role reads: the navigation and every area's check depend on it.
  loader: ({ context }) => context.queryClient.ensureQueryData(staffMeQueryOptions()),
  component: Root,
  pendingComponent: PagePending,
  errorComponent: ShellError,
  notFoundComponent: () => (
    <>
      <title>Page not found | Back office</title>
      <h1>Page not found</h1>
      <p>
        The back office has no such page. <Link to="/">Go to the back office&apos;s first page</Link>.
      </p>
    </>
  ),
});

function Root() {
  // The app answers input from here on (the web app's browser tests wait for this on every page.goto).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
