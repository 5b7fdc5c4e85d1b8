import { createFileRoute } from '@tanstack/react-router';
import { BookmarksPage } from '../../features/bookmarks/bookmarks-page';
import { BookmarksSearchSchema } from '../../features/bookmarks/bookmarks-search';
import { pageTitle } from '../../lib/site';

export const Route = createFileRoute('/client/bookmarks')({
  validateSearch: BookmarksSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Bookmarks') }] }),
  component: BookmarksPage,
});
