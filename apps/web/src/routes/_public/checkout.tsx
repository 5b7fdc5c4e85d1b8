import { isClientSession } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '../../data/cart';
import { OrderSummaryPage } from '../../features/checkout/order-summary-page';
import { pageData, withQueryClient } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/checkout')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, cause }) => {
    const values = context.session.read();
    // Only a client has a cart; the page asks anyone else to sign in as one.
    if (!isClientSession(values)) return withQueryClient({ context });
    return pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(cartQueryOptions(values.id)),
    ]);
  },
  head: () => ({ meta: [{ title: pageTitle('Order Summary') }, { name: 'robots', content: 'noindex' }] }),
  component: OrderSummaryPage,
});
