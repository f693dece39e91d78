import type { QueryClient } from '@tanstack/react-query';
import { bookmarksQueryKey } from '@web/features/bookmarks';
import { adminClinic, clinicKeys } from '@web/features/clinic';
import { hospitalQueryKey } from '@web/features/hospitals';

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

/** After a clinic's own fields change (name, owner, logo): its record, lists, owner choices and what vets see of it. */
export async function invalidateClinicRecord(qc: QueryClient, id: number) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: adminKeys.clinic(id), exact: true }),
    qc.invalidateQueries({ queryKey: hospitalQueryKey(id) }),
    qc.invalidateQueries({ queryKey: elsewhere.search }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicLists }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicAccounts }),
    qc.invalidateQueries({ queryKey: bookmarksQueryKey }),
  ]);
}

/** After a clinic is created or deleted: counts, lists, owner choices, and every view of hospitals. */
export async function invalidateClinicSet(qc: QueryClient) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: adminKeys.stats }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicLists }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicAccounts }),
    qc.invalidateQueries({ queryKey: elsewhere.hospitals }),
    qc.invalidateQueries({ queryKey: elsewhere.search }),
    qc.invalidateQueries({ queryKey: bookmarksQueryKey }),
  ]);
}

/** After a catalogue write: every catalogue list, the counts, and clinic specialty lists that show names. */
export async function invalidateCatalogue(qc: QueryClient) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: elsewhere.catalogue }),
    qc.invalidateQueries({ queryKey: adminKeys.stats }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicAll }),
    qc.invalidateQueries({ queryKey: elsewhere.hospitals }),
    qc.invalidateQueries({ queryKey: elsewhere.search }),
  ]);
}

/** After a vocabulary write: the list, and every search answer, which the terms change (issue 57). */
export async function invalidateSearchTerms(qc: QueryClient) {
  await Promise.all([qc.invalidateQueries({ queryKey: adminKeys.searchTerms }), qc.invalidateQueries({ queryKey: elsewhere.search })]);
}
