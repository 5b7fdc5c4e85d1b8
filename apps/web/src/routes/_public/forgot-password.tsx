import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '../../features/password-reset/password-reset-page';
import { PasswordResetSearchSchema } from '../../features/password-reset/password-reset-search';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/forgot-password')({
  head: () => ({
    meta: [
      { title: pageTitle('Forgot Password') },
      {
        name: 'description',
        content: 'Reset the password of your client account with a code sent by email.',
      },
    ],
  }),
  validateSearch: PasswordResetSearchSchema,
  component: function PasswordResetRoute() {
    const { token } = Route.useSearch();
    return <PasswordResetPage key={token ?? ''} token={token} />;
  },
});
