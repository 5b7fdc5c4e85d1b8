import { createFileRoute } from '@tanstack/react-router';
import { unsubscribeLinkQueryOptions } from '../../data/unsubscribe';
import { UnsubscribePage } from '../../features/unsubscribe/unsubscribe-page';
import { pageData } from '../../lib/page-data';
import { searchParams, text } from '../../lib/search-params';
import { pageTitle } from '../../lib/site';

const readUnsubscribeSearch = searchParams({ token: text((token) => token.length <= 512) });

export const Route = createFileRoute('/_public/unsubscribe')({
  validateSearch: readUnsubscribeSearch,
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: ({ context, deps, cause }) =>
    pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(unsubscribeLinkQueryOptions(deps.token)),
    ]),
  head: () => ({
    meta: [
      { title: pageTitle('Stop these alerts') },
      // A mailed link for one person: nothing for a search engine.
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage key={token} token={token ?? ''} />;
}
