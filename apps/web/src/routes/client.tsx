import { isSignedIn } from '@firm/domain';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { ClientShell } from '../features/client/client-shell';

export const Route = createFileRoute('/client')({
  // SPEC §2: the client area is for signed-in visitors only.
  beforeLoad: ({ context }) => {
    if (!isSignedIn(context.session.read())) throw redirect({ to: '/login' });
  },
  component: () => (
    <ClientShell>
      <Outlet />
    </ClientShell>
  ),
});
