import { RESULT_PAGE_FLAGS } from '@firm/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InvoiceSentPage } from '../../features/result-pages/result-pages';
import { requireResultFlag } from '../../lib/result-flags';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/_public/byinvoice')({
  // SPEC §2: shown only after a checkout set its flag; anyone else goes home.
  beforeLoad: () => requireResultFlag(RESULT_PAGE_FLAGS.invoice),
  head: () => ({ meta: [{ title: pageTitle('Invoice sent') }, { name: 'robots', content: 'noindex' }] }),
  component: InvoiceSentPage,
});
