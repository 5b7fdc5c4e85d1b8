import { createFileRoute } from '@tanstack/react-router';
import { billingQueryOptions } from '../../data/billing';
import { BillingPage } from '../../features/billing/billing-page';
import { OrderPayment } from '../../features/checkout/order-payment';
import { pageData } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/profile_/billing')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, cause }) =>
    pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(billingQueryOptions(context.session.read().id)),
    ]),
  head: () => ({ meta: [{ title: pageTitle('Billing') }] }),
  component: BillingRoute,
});

/** Issue 17's billing view, beside the profile (not inside it); open orders are paid with checkout's forms. */
function BillingRoute() {
  return (
    <BillingPage
      payment={(order, onPaid) => (
        <OrderPayment payment={{ orderNumber: order.number }} amount={order.total} onPaid={onPaid} />
      )}
    />
  );
}
