import { createFileRoute } from '@tanstack/react-router';
import { OrderSummaryPage } from '../../features/checkout/order-summary-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/checkout')({
  head: () => ({ meta: [{ title: pageTitle('Order Summary') }, { name: 'robots', content: 'noindex' }] }),
  component: OrderSummaryPage,
});
