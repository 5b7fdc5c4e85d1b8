import { isSignedIn } from '@firm/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { readLoginSearch, subscribeIntentOf } from '../../features/auth/login-search';
import { LoginPage } from '../../features/auth/login-page';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/login')({
  validateSearch: readLoginSearch,
  // SPEC §2: /login sends a signed-in visitor home.
  beforeLoad: ({ context }) => {
    if (isSignedIn(context.session.read())) throw redirect({ to: '/' });
  },
  head: () => ({
    meta: headMeta({ title: 'Client Login', description: 'Sign in to the client portal.' }),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  return <LoginPage notice={search.notice} intent={subscribeIntentOf(search)} returnTo={search.redirect} />;
}
