import { createFileRoute } from '@tanstack/react-router';
import { BillingPage } from '../../features/checkout/billing-page';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/billing')({
  head: () => ({ meta: [{ title: pageTitle('Billing') }, { name: 'robots', content: 'noindex' }] }),
  component: BillingPage,
});
