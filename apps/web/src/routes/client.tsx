import { isSignedIn } from '@firm/domain';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { returnAfterSignIn } from '../features/auth/login-search';
import { ClientShell } from '../features/client/client-shell';
import { ErrorPage } from '../features/page-errors/error-page';
import { PublicLayout } from '../features/layout/public-layout';
import { NotFoundPage } from '../features/page-errors/not-found-page';
import { withQueryClient } from '../lib/page-data';

export const Route = createFileRoute('/client')({
  // Only the shell goes to its own chunk: the error and 404 pages must show even when loading chunks failed.
  codeSplitGroupings: [['component']],
  // SPEC §2: the client area is for signed-in visitors only.
  beforeLoad: ({ context, location }) => {
    if (!isSignedIn(context.session.read()))
      throw redirect({ to: '/login', search: returnAfterSignIn(location.pathname) });
  },
  // The shell shows the cart's count, a query (lib/queries.tsx).
  loader: withQueryClient,
  component: () => (
    <ClientShell>
      <Outlet />
    </ClientShell>
  ),
  // SPEC §2: an unknown path in the client area is the 404 page too, inside the client shell.
  notFoundComponent: () => <NotFoundPage />,
  // A page below fails inside the shell (the router's default error component); this is for the shell's own code.
  errorComponent: ({ error }) => (
    <PublicLayout>
      <ErrorPage error={error} />
    </PublicLayout>
  ),
});
