import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '../../features/invitation/invitation-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/invitation/$token')({
  head: () => ({
    meta: [
      { title: pageTitle('Join your team') },
      // A mailed link for one person: nothing for a search engine.
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token } = Route.useParams();
  // Another token is another invitation: nothing of the previous one's form is kept.
  return <InvitationPage key={token} token={token} />;
}
