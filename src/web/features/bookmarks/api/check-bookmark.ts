import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookmarkStatus } from '@shared/contracts/bookmarks';
import { api } from '@web/lib/api-client';
import { bookmarksQueryKey } from './get-bookmarks';

export const bookmarkCheckQueryKey = (clinicId: number) => [...bookmarksQueryKey, 'check', clinicId] as const;

/** GET /api/bookmarks/check/{clinicId} */
export const checkBookmark = (clinicId: number) => api.get<BookmarkStatus>(`/api/bookmarks/check/${clinicId}`);

export const bookmarkCheckQueryOptions = (clinicId: number) =>
  queryOptions({ queryKey: bookmarkCheckQueryKey(clinicId), queryFn: () => checkBookmark(clinicId) });

/** Bookmark status, asked only when `enabled` (SPEC §6: only for signed-in vets). */
export const useBookmarkStatus = (clinicId: number, enabled: boolean) =>
  useQuery({ ...bookmarkCheckQueryOptions(clinicId), enabled });

/** A save or a removal of one clinic: its status shows at once, then the saved list reloads. */
export function useBookmarkWrite(mutationFn: (clinicId: number) => Promise<unknown>, isBookmarked: boolean) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_data, clinicId) => {
      qc.setQueryData(bookmarkCheckQueryKey(clinicId), { isBookmarked });
      await qc.invalidateQueries({ queryKey: bookmarksQueryKey });
    },
  });
}
