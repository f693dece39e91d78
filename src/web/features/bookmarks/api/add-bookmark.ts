import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarkBody } from '@shared/contracts/bookmarks';
import { api } from '@web/lib/api-client';
import { bookmarkCheckQueryKey } from './check-bookmark';
import { bookmarksQueryKey } from './get-bookmarks';

/** POST /api/bookmarks {clinic_id} (idempotent: 201 also when already saved). */
export const addBookmark = (clinicId: number) => api.post<unknown>('/api/bookmarks', { clinic_id: clinicId } satisfies BookmarkBody);

export function useAddBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addBookmark,
    onSuccess: async (_data, clinicId) => {
      qc.setQueryData(bookmarkCheckQueryKey(clinicId), { isBookmarked: true });
      await qc.invalidateQueries({ queryKey: bookmarksQueryKey });
    },
  });
}
