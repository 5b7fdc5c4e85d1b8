import { RESULT_PAGE_FLAGS } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentProcessingPage } from '../../features/result-pages/result-pages';
import { readResultSearch } from '../../features/result-pages/result-search';
import { requireResultFlag } from '../../lib/result-flags';
import { withQueryClient } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/processing-page')({
  validateSearch: readResultSearch,
  // SPEC §2: shown only after a checkout set its flag; anyone else goes home.
  beforeLoad: () => requireResultFlag(RESULT_PAGE_FLAGS.processing),
  // The order's details are a query (lib/queries.tsx).
  loader: withQueryClient,
  head: () => ({
    meta: [{ title: pageTitle('Payment processing') }, { name: 'robots', content: 'noindex' }],
  }),
  component: function PaymentProcessingRoute() {
    const { order } = Route.useSearch();
    return <PaymentProcessingPage orderNumber={order} />;
  },
});
