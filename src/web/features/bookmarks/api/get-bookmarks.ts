import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookmarkedHospital } from '@shared/contracts/bookmarks';
import { ApiError, api } from '@web/lib/api-client';

/** Every bookmark query starts with this, so one invalidation refreshes the list and each check. */
export const bookmarksQueryKey = ['bookmarks'] as const;
export const bookmarkListQueryKey = [...bookmarksQueryKey, 'list'] as const;

/** GET /api/bookmarks: the vet's favourite hospitals. A 401 yields an empty list (SPEC §6). */
export async function getBookmarks(): Promise<BookmarkedHospital[]> {
  try {
    return await api.get<BookmarkedHospital[]>('/api/bookmarks');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return [];
    throw err;
  }
}

export const bookmarksQueryOptions = () => queryOptions({ queryKey: bookmarkListQueryKey, queryFn: getBookmarks });

export const useBookmarks = () => useQuery(bookmarksQueryOptions());
