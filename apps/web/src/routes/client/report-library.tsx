import { createFileRoute } from '@tanstack/react-router';
import { LibraryPage } from '../../features/report-library/library-page';
import { LibrarySearchSchema } from '../../features/report-library/library-search';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/report-library')({
  validateSearch: LibrarySearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Report Library') }] }),
  component: LibraryPage,
});
