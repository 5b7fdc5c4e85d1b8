import { createFileRoute } from '@tanstack/react-router';
import { libraryQueryOptions } from '../../data/library';
import { reportTypesQueryOptions } from '../../data/report-types';
import { LibraryPage } from '../../features/report-library/library-page';
import { libraryQueryOf, readLibrarySearch } from '../../features/report-library/library-search';
import { pageData } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/report-library')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: readLibrarySearch,
  loaderDeps: ({ search }) => libraryQueryOf(search),
  loader: ({ context, deps, cause }) =>
    pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(libraryQueryOptions(deps)),
      queryClient.ensureQueryData(reportTypesQueryOptions()),
    ]),
  head: () => ({ meta: [{ title: pageTitle('Report Library') }] }),
  component: LibraryPage,
});
