import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Clinic } from '@shared/contracts/hospitals';
import { bookmarksQueryKey } from '@web/features/bookmarks';
import { hospitalQueryKey } from '@web/features/hospitals';
import { clinicProfileQueryKey } from '@web/features/profile';
import type { NamespacedKey } from '@web/lib/mutation-errors';
import type { ClinicTarget } from './target';

/**
 * The query keys of the listing editor. A target's lists sit under its own prefix: ['clinic'] for the
 * clinic's own listing, ['admin', 'clinic', id] for one clinic on the admin dashboard (which also
 * caches that clinic's record there). The own profile shares the /profile page's cache entry (same
 * endpoint), so an edit on either screen shows on the other.
 */
export const clinicKeys = {
  all: (target: ClinicTarget) => (target.kind === 'own' ? (['clinic'] as const) : (['admin', 'clinic', target.clinicId] as const)),
  pricings: (target: ClinicTarget) => [...clinicKeys.all(target), 'pricings'] as const,
  specialties: (target: ClinicTarget) => [...clinicKeys.all(target), 'specialties'] as const,
  profile: clinicProfileQueryKey,
  staff: ['clinic', 'staff'] as const,
  waits: ['clinic', 'procedure-waits'] as const,
  team: ['clinic', 'team'] as const,
};

/** The vet-side search answers (the search feature keys them ['search', criteria]). */
const searchQueryPrefix = ['search'] as const;

/**
 * After a write: refreshes the given lists of the editor (awaited, so the screen shows the change when
 * the mutation settles) and marks what vets see of this clinic stale — its hospital pages, search
 * answers and bookmark cards — so they load fresh on the next visit without a reload.
 */
export function useClinicChanged(target: ClinicTarget) {
  const qc = useQueryClient();
  return async (...lists: QueryKey[]) => {
    const id = target.kind === 'admin' ? target.clinicId : qc.getQueryData<Clinic | null>(clinicKeys.profile)?.id;
    await Promise.all([
      ...lists.map((queryKey) => qc.invalidateQueries({ queryKey })),
      id === undefined ? null : qc.invalidateQueries({ queryKey: hospitalQueryKey(id) }),
      qc.invalidateQueries({ queryKey: searchQueryPrefix }),
      qc.invalidateQueries({ queryKey: bookmarksQueryKey }),
    ]);
  };
}

/**
 * A write to the target clinic's listing: a failure is toasted by the MutationCache under `errorTitle`
 * (SPEC §8's title for this write on this side); a success refreshes `lists` (useClinicChanged).
 */
export function useClinicWrite<TVariables, TData>(
  target: ClinicTarget,
  mutationFn: (variables: TVariables) => Promise<TData>,
  errorTitle: NamespacedKey,
  ...lists: QueryKey[]
) {
  const changed = useClinicChanged(target);
  return useMutation({ mutationFn, meta: { errorTitle }, onSuccess: () => changed(...lists) });
}
