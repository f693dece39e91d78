import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClinic } from '@shared/contracts/admin';
import { bookmarksQueryKey } from '@web/features/bookmarks';
import { adminClinic, clinicKeys } from '@web/features/clinic';
import { hospitalQueryKey } from '@web/features/hospitals';
import type { NamespacedKey } from '@web/lib/mutation-errors';
import { invalidateAll } from '@web/lib/query-client';

/**
 * Query keys of the admin dashboard. Everything under ['admin', 'clinic', id] belongs to one clinic:
 * its record here, its specialties and pricings under the listing editor's keys (clinicKeys).
 */
export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  clinicLists: ['admin', 'clinics'] as const,
  clinicList: (q: string) => ['admin', 'clinics', q] as const,
  clinicAccounts: ['admin', 'clinic-accounts'] as const,
  clinicAll: ['admin', 'clinic'] as const,
  clinic: (id: number) => clinicKeys.all(adminClinic(id)),
  /** Under the catalogue's ['specialties'] prefix, so one invalidation refreshes every catalogue list. */
  specialties: ['specialties', 'admin'] as const,
  /** The search vocabulary (issue 57). */
  searchTerms: ['admin', 'search-terms'] as const,
};

/** The outbox, under the dashboard's ['admin'] prefix: ['admin', 'mail'] covers the lists and each mail. */
export const mailKeys = {
  all: ['admin', 'mail'] as const,
  list: (status: string) => ['admin', 'mail', 'list', status] as const,
  detail: (id: number) => ['admin', 'mail', 'detail', id] as const,
};

/** Prefixes other features cache under, whose data an admin write changes. */
const elsewhere = {
  catalogue: ['specialties'] as const,
  hospitals: ['hospitals'] as const,
  search: ['search'] as const,
};

/**
 * A write that answers the clinic's record as it now is (an edit, a review, a logo): the record shows
 * at once; then its lists, owner choices and what vets see of it reload before the write settles.
 */
export function useClinicRecordWrite<V>(mutationFn: (variables: V) => Promise<AdminClinic>, errorTitle?: NamespacedKey) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorTitle },
    onSuccess: async (clinic) => {
      qc.setQueryData(adminKeys.clinic(clinic.id), clinic);
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.clinic(clinic.id), exact: true }),
        invalidateAll(qc, [hospitalQueryKey(clinic.id), elsewhere.search, adminKeys.clinicLists, adminKeys.clinicAccounts, bookmarksQueryKey]),
      ]);
    },
  });
}

/** After a clinic is created or deleted: counts, lists, owner choices, and every view of hospitals. */
export const clinicSetKeys: QueryKey[] = [
  adminKeys.stats,
  adminKeys.clinicLists,
  adminKeys.clinicAccounts,
  elsewhere.hospitals,
  elsewhere.search,
  bookmarksQueryKey,
];

/** After a catalogue write: every catalogue list, the counts, and clinic specialty lists that show names. */
export const catalogueKeys: QueryKey[] = [
  elsewhere.catalogue,
  adminKeys.stats,
  adminKeys.clinicAll,
  elsewhere.hospitals,
  elsewhere.search,
];

/** After a vocabulary write: the list, and every search answer, which the terms change (issue 57). */
export const searchTermKeys: QueryKey[] = [adminKeys.searchTerms, elsewhere.search];
