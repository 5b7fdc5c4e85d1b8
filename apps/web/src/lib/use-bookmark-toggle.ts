import { canBookmark, type LibraryReport } from '@firm/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api, session } from './api';
import { clientQueryKeys } from './client-query-keys';
import { logFailure } from './log-failure';

/**
 * SPEC §4 bookmark toggle of one report: not bookmarked → create, bookmarked → delete (by its bookmark id); the
 * lists refetch after success and the toggle stays busy until they have. Without a stored session (SPEC §5) it
 * goes to /login instead; a failure is only logged (SPEC §8).
 */
export function useBookmarkToggle(report: Pick<LibraryReport, 'id' | 'bookmark_id'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () =>
      report.bookmark_id ? api.removeBookmark(report.bookmark_id) : api.addBookmark(report.id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.library }),
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.bookmarks }),
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.archive }),
      ]),
    onError: (error) => logFailure('Changing a bookmark', error),
  });

  const toggle = () => {
    if (!canBookmark(session.read())) {
      void navigate({ to: '/login' });
      return;
    }
    mutation.mutate();
  };
  return { busy: mutation.isPending, toggle };
}
