import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { bookmarkCheckQueryKey } from './check-bookmark';
import { bookmarksQueryKey } from './get-bookmarks';

/** DELETE /api/bookmarks/{clinicId} → 204 */
export const removeBookmark = (clinicId: number) => api.delete<void>(`/api/bookmarks/${clinicId}`);

export function useRemoveBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeBookmark,
    onSuccess: async (_data, clinicId) => {
      qc.setQueryData(bookmarkCheckQueryKey(clinicId), { isBookmarked: false });
      await qc.invalidateQueries({ queryKey: bookmarksQueryKey });
    },
  });
}
