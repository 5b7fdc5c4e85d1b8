import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PasswordResetPage } from '../../features/password-reset/password-reset-page';
import { readPasswordResetSearch } from '../../features/password-reset/password-reset-search';
import { headMeta } from '../../lib/site';

export const Route = createFileRoute('/_public/forgot-password')({
  head: () => ({
    meta: headMeta({
      title: 'Forgot Password',
      description: 'Reset the password of your client account with a code sent by email.',
    }),
  }),
  validateSearch: readPasswordResetSearch,
  component: function PasswordResetRoute() {
    const { token } = Route.useSearch();
    const navigate = Route.useNavigate();
    // An invitation's token is read once, then held here only: the URL is replaced without it, so the 7-day token
    // stays neither in the history nor in the address bar. A link with another token starts over.
    const [heldToken, setHeldToken] = useState(token);
    if (token && token !== heldToken) setHeldToken(token);
    useEffect(() => {
      if (token) void navigate({ to: '/forgot-password', search: {}, replace: true });
    }, [token, navigate]);
    return <PasswordResetPage key={heldToken ?? ''} token={heldToken} />;
  },
});
