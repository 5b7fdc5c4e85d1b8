import { isClientSession } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { cartQueryOptions } from '../../data/cart';
import { profileQueryOptions } from '../../data/profile';
import { BillingPage } from '../../features/checkout/billing-page';
import { pageData, withQueryClient } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/billing')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, cause }) => {
    const values = context.session.read();
    // Only a client has a cart; the page asks anyone else to sign in as one.
    if (!isClientSession(values)) return withQueryClient({ context });
    return pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(cartQueryOptions(values.id)),
      queryClient.ensureQueryData(profileQueryOptions(values.id)),
    ]);
  },
  head: () => ({ meta: [{ title: pageTitle('Billing') }, { name: 'robots', content: 'noindex' }] }),
  component: BillingPage,
});
