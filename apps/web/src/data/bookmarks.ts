import { canBookmark, type BookmarksResponse } from '@firm/domain';
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api, session } from '../lib/api';
import { archiveQueryKey } from './archive';
import { libraryQueryKey } from './library';

/** Every page of the caller's bookmarks lives under this key. */
export const bookmarksQueryKey = ['bookmarks'] as const;

/** A page of the caller's bookmarks. The previous page stays on screen while the next one loads. */
export const bookmarksQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...bookmarksQueryKey, { page }],
    queryFn: () => api.bookmarks({ page }),
    placeholderData: keepPreviousData,
    meta: { failure: 'Loading the bookmarks' },
  });

/** How many of the newest bookmarks the landing shows. */
export const NEWEST_BOOKMARKS = 3;

/** The first page of the caller's bookmarks, newest first: the same query as the Bookmarks page's first page. */
export const newestBookmarksQueryOptions = () =>
  queryOptions({
    queryKey: [...bookmarksQueryKey, { page: 1 }] as const,
    queryFn: () => api.bookmarks({ page: 1 }),
    meta: { failure: 'Loading the bookmarks' },
  });

/** One report's bookmark to change: made when it has none, removed (by the bookmark's own id) when it has one. */
export interface BookmarkChange {
  reportId: number;
  bookmarkId: string | null;
}

const CHANGE_BOOKMARK = ['change-bookmark'] as const;

/** Every cached page of bookmarks without the removed one, each counting one fewer. */
function dropFromBookmarkPages(queryClient: QueryClient, bookmarkId: string) {
  queryClient.setQueriesData<BookmarksResponse>({ queryKey: bookmarksQueryKey }, (page) =>
    page
      ? {
          ...page,
          data: page.data.filter((item) => item.id !== bookmarkId),
          count: Math.max(0, page.count - 1),
        }
      : page,
  );
}

/**
 * The one change of a bookmark (SPEC §4), for every list that shows the toggle: the Report Library, the landing's
 * newest reports, the archive's results and the Bookmarks page. A removal leaves the cached bookmark pages at once
 * and comes back if the server refuses it; a failure is only logged (SPEC §8). Once the last change under way has
 * settled, every list that shows bookmarks is fetched again (a refetch while another change is under way would
 * bring its bookmark back for a moment), and the mutation stays pending until they have been.
 */
export const bookmarkMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: CHANGE_BOOKMARK,
    mutationFn: ({ reportId, bookmarkId }: BookmarkChange): Promise<unknown> =>
      bookmarkId ? api.removeBookmark(bookmarkId) : api.addBookmark(reportId),
    meta: {
      failure: (variables: unknown) =>
        (variables as BookmarkChange).bookmarkId ? 'Removing a bookmark' : 'Adding a bookmark',
    },
    onMutate: async ({ bookmarkId }: BookmarkChange) => {
      if (!bookmarkId) return { before: [] as [QueryKey, BookmarksResponse | undefined][] };
      await queryClient.cancelQueries({ queryKey: bookmarksQueryKey });
      const before = queryClient.getQueriesData<BookmarksResponse>({ queryKey: bookmarksQueryKey });
      dropFromBookmarkPages(queryClient, bookmarkId);
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: CHANGE_BOOKMARK }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookmarksQueryKey }),
        queryClient.invalidateQueries({ queryKey: libraryQueryKey }),
        queryClient.invalidateQueries({ queryKey: archiveQueryKey }),
      ]);
    },
  });

/**
 * The bookmark toggle of a card or list. Without a stored session (SPEC §5) it goes to /login instead. `busy`
 * holds while this toggle's change is under way.
 */
export function useBookmarkMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(bookmarkMutationOptions(queryClient));
  const toggle = (change: BookmarkChange) => {
    if (!canBookmark(session.read())) {
      void navigate({ to: '/login' });
      return;
    }
    mutation.mutate(change);
  };
  return { toggle, busy: mutation.isPending };
}
