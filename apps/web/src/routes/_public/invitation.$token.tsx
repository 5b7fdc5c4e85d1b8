import { createFileRoute } from '@tanstack/react-router';
import { invitationQueryOptions } from '../../data/invitation';
import { InvitationPage } from '../../features/invitation/invitation-page';
import { pageData } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/invitation/$token')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params, cause }) =>
    pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(invitationQueryOptions(params.token)),
    ]),
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
