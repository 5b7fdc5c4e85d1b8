import type { Bookmark, BookmarksResponse } from '@firm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api, session } from '../../lib/api';
import { clientQueryKeys } from '../../lib/client-query-keys';
import { logFailure } from '../../lib/log-failure';
import { canBookmark } from '@firm/domain';

const REMOVE_BOOKMARK = ['remove-bookmark'] as const;

/**
 * SPEC §4: on the bookmarks page a removal drops the item at once. The cached pages lose it before the server
 * answers; a failure puts them back and is only logged (SPEC §8). Once the last removal under way has settled,
 * the lists refetch, so the page fills up from the next one.
 */
export function useRemoveBookmark() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationKey: REMOVE_BOOKMARK,
    mutationFn: (bookmark: Bookmark) => api.removeBookmark(bookmark.id),
    onMutate: async (bookmark) => {
      await queryClient.cancelQueries({ queryKey: clientQueryKeys.bookmarks });
      const before = queryClient.getQueriesData<BookmarksResponse>({ queryKey: clientQueryKeys.bookmarks });
      // Every cached page counts one bookmark fewer; the page that held it loses it.
      queryClient.setQueriesData<BookmarksResponse>({ queryKey: clientQueryKeys.bookmarks }, (page) =>
        page
          ? {
              ...page,
              data: page.data.filter((item) => item.id !== bookmark.id),
              count: Math.max(0, page.count - 1),
            }
          : page,
      );
      return { before };
    },
    onError: (error, _bookmark, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      logFailure('Removing a bookmark', error);
    },
    onSettled: async () => {
      // A refetch while another removal is still under way would bring that bookmark back for a moment.
      if (queryClient.isMutating({ mutationKey: REMOVE_BOOKMARK }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.bookmarks }),
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.library }),
      ]);
    },
  });

  return (bookmark: Bookmark) => {
    if (!canBookmark(session.read())) {
      void navigate({ to: '/login' });
      return;
    }
    mutation.mutate(bookmark);
  };
}
