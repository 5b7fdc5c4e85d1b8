import { RESULT_PAGE_FLAGS } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentFailedPage } from '../../features/result-pages/result-pages';
import { requireResultFlag } from '../../lib/result-flags';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/error-page')({
  // SPEC §2: shown only after a checkout set its flag; anyone else goes home.
  beforeLoad: () => requireResultFlag(RESULT_PAGE_FLAGS.error),
  head: () => ({ meta: [{ title: pageTitle('Payment failed') }, { name: 'robots', content: 'noindex' }] }),
  component: PaymentFailedPage,
});
