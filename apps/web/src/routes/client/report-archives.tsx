import { createFileRoute } from '@tanstack/react-router';
import { archiveQueryOptions } from '../../data/archive';
import { reportAccessQueryOptions } from '../../data/library';
import { reportTypesQueryOptions } from '../../data/report-types';
import { ArchivePage } from '../../features/report-archives/archive-page';
import { archiveRequestOf, readArchiveSearch } from '../../features/report-archives/archive-search';
import { loadArchiveResults } from '../../features/report-archives/load-archive-results';
import { pageData } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/report-archives')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: readArchiveSearch,
  loaderDeps: ({ search }) => ({ request: archiveRequestOf(search) }),
  loader: ({ context, deps: { request }, cause }) => {
    if (request) void loadArchiveResults();
    return pageData({ context, cause }, (queryClient) => [
      // A search counts against the caller's searches a minute: a link under the pointer does not spend one.
      ...(request && cause !== 'preload' ? [queryClient.ensureQueryData(archiveQueryOptions(request))] : []),
      queryClient.ensureQueryData(reportTypesQueryOptions()),
      queryClient.ensureQueryData(reportAccessQueryOptions(context.session.read().id)),
    ]);
  },
  head: () => ({ meta: [{ title: pageTitle('Report Archives') }] }),
  component: () => <ArchivePage route="/client/report-archives" />,
});
