import { createFileRoute } from '@tanstack/react-router';
import { archiveQueryOptions } from '../../data/archive';
import { reportTypesQueryOptions } from '../../data/report-types';
import { ArchivePage } from '../../features/report-archives/archive-page';
import { archiveRequestOf, readArchiveSearch } from '../../features/report-archives/archive-search';
import { loadArchiveResults } from '../../features/report-archives/load-archive-results';
import { pageData } from '../../lib/page-data';
import { headMeta } from '../../lib/site';

/** SPEC §6: visitors search the archive too (docs/decisions/007); clients search it in their area. */
export const Route = createFileRoute('/_public/report-archives')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: readArchiveSearch,
  loaderDeps: ({ search }) => ({ request: archiveRequestOf(search) }),
  loader: ({ context, deps: { request }, cause }) => {
    if (request) void loadArchiveResults();
    return pageData({ context, cause }, (queryClient) => [
      // A search counts against the visitor's searches a minute: a link under the pointer does not spend one.
      ...(request && cause !== 'preload' ? [queryClient.ensureQueryData(archiveQueryOptions(request))] : []),
      queryClient.ensureQueryData(reportTypesQueryOptions()),
    ]);
  },
  head: () => ({
    meta: headMeta({
      title: 'Report Archives',
      description: "Search the words inside every report of the firm's archive.",
    }),
  }),
  component: () => <ArchivePage route="/_public/report-archives" />,
});
