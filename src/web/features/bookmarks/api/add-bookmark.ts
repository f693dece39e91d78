import type { BookmarkBody } from '@shared/contracts/bookmarks';
import { api } from '@web/lib/api-client';
import { useBookmarkWrite } from './check-bookmark';

/** POST /api/bookmarks {clinic_id} (idempotent: 201 also when already saved). */
export const addBookmark = (clinicId: number) => api.post<unknown>('/api/bookmarks', { clinic_id: clinicId } satisfies BookmarkBody);

export const useAddBookmark = () => useBookmarkWrite(addBookmark, true);
