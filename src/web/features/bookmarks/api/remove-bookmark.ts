import { api } from '@web/lib/api-client';
import { useBookmarkWrite } from './check-bookmark';

/** DELETE /api/bookmarks/{clinicId} → 204 */
export const removeBookmark = (clinicId: number) => api.delete<void>(`/api/bookmarks/${clinicId}`);

export const useRemoveBookmark = () => useBookmarkWrite(removeBookmark, false);
