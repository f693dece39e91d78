import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { Clinic } from '@shared/contracts/hospitals';
import { bookmarksQueryKey } from '@web/features/bookmarks/api/get-bookmarks';
import { hospitalQueryKey } from '@web/features/hospitals/api/get-hospital';
import { clinicProfileQueryKey } from '@web/features/profile/api/get-clinic-profile';

/**
 * The clinic's own listing. The profile shares the /profile page's cache entry (same endpoint), so an
 * edit on either screen shows on the other; the lists all start with 'clinic'.
 */
export const clinicKeys = {
  all: ['clinic'] as const,
  profile: clinicProfileQueryKey,
  specialties: ['clinic', 'specialties'] as const,
  pricings: ['clinic', 'pricings'] as const,
  staff: ['clinic', 'staff'] as const,
  waits: ['clinic', 'procedure-waits'] as const,
};

/** The vet-side search answers (src/web/features/search/api/search.ts keys them ['search', criteria]). */
const searchQueryPrefix = ['search'] as const;

/**
 * After a write: refreshes the given own lists (awaited, so the screen shows the change when the
 * mutation settles) and marks what vets see of this listing stale — its hospital pages, search
 * answers and bookmark cards — so they load fresh on the next visit without a reload.
 */
export function useListingChanged() {
  const qc = useQueryClient();
  return async (...own: QueryKey[]) => {
    const id = qc.getQueryData<Clinic | null>(clinicKeys.profile)?.id;
    await Promise.all([
      ...own.map((queryKey) => qc.invalidateQueries({ queryKey })),
      id === undefined ? null : qc.invalidateQueries({ queryKey: hospitalQueryKey(id) }),
      qc.invalidateQueries({ queryKey: searchQueryPrefix }),
      qc.invalidateQueries({ queryKey: bookmarksQueryKey }),
    ]);
  };
}
