import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../features/billing/billing-page';
import { OrderPayment } from '../../features/checkout/order-payment';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/profile_/billing')({
  head: () => ({ meta: [{ title: pageTitle('Billing') }] }),
  component: BillingRoute,
});

/** Issue 17's billing view, beside the profile (not inside it); open orders are paid with checkout's forms. */
function BillingRoute() {
  return (
    <BillingPage
      payment={(order, onPaid) => (
        <OrderPayment orderNumber={order.number} amount={order.total} onPaid={onPaid} />
      )}
    />
  );
}
