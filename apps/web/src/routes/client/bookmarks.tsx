import { createFileRoute } from '@tanstack/react-router';
import { bookmarksQueryOptions } from '../../data/bookmarks';
import { reportAccessQueryOptions } from '../../data/library';
import { reportTypesQueryOptions } from '../../data/report-types';
import { BookmarksPage } from '../../features/bookmarks/bookmarks-page';
import { readBookmarksSearch } from '../../features/bookmarks/bookmarks-search';
import { pageData } from '../../lib/page-data';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/bookmarks')({
  // The loader goes to a chunk of its own (not with its page, as others do): its requests start while the page's
  // code is still loading.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: readBookmarksSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps, cause }) =>
    pageData({ context, cause }, (queryClient) => [
      queryClient.ensureQueryData(bookmarksQueryOptions(deps.page)),
      queryClient.ensureQueryData(reportTypesQueryOptions()),
      queryClient.ensureQueryData(reportAccessQueryOptions(context.session.read().id)),
    ]),
  head: () => ({ meta: [{ title: pageTitle('Bookmarks') }] }),
  component: BookmarksPage,
});
