import { isSignedIn } from '@firm/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/login-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/login')({
  // SPEC §2: /login sends a signed-in visitor home.
  beforeLoad: ({ context }) => {
    if (isSignedIn(context.session.read())) throw redirect({ to: '/' });
  },
  head: () => ({
    meta: [
      { title: pageTitle('Client Login') },
      { name: 'description', content: 'Sign in to the client portal.' },
    ],
  }),
  component: LoginPage,
});
