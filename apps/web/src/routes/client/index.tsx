import { isClientSession } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { newestBookmarksQueryOptions } from '../../data/bookmarks';
import { cartQueryOptions } from '../../data/cart';
import { newestReportsQueryOptions } from '../../data/library';
import { subscriptionsQueryOptions } from '../../data/subscriptions';
import { ClientLanding } from '../../features/client/client-landing';
import { pageData } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, cause }) => {
    const values = context.session.read();
    return pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(subscriptionsQueryOptions()),
      queryClient.ensureQueryData(newestReportsQueryOptions()),
      queryClient.ensureQueryData(newestBookmarksQueryOptions()),
      // Only a client has a cart (an admin is never asked for one).
      ...(isClientSession(values) ? [queryClient.ensureQueryData(cartQueryOptions(values.id))] : []),
    ]);
  },
  head: () => ({ meta: [{ title: pageTitle('Client area') }] }),
  component: ClientLanding,
});
