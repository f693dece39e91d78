import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the admin dashboard. Everything under ['admin', 'clinic', id] belongs to one hospital. */
export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  clinicLists: ['admin', 'clinics'] as const,
  clinicList: (q: string) => ['admin', 'clinics', q] as const,
  clinicAccounts: ['admin', 'clinic-accounts'] as const,
  clinicAll: ['admin', 'clinic'] as const,
  clinic: (id: number) => ['admin', 'clinic', id] as const,
  clinicSpecialties: (id: number) => ['admin', 'clinic', id, 'specialties'] as const,
  clinicPricings: (id: number) => ['admin', 'clinic', id, 'pricings'] as const,
  /** Under the catalogue's ['specialties'] prefix, so one invalidation refreshes every catalogue list. */
  specialties: ['specialties', 'admin'] as const,
};

/** Prefixes other features cache under, whose data an admin write changes. */
const elsewhere = {
  catalogue: ['specialties'] as const,
  hospital: (id: number) => ['hospitals', id] as const,
  hospitals: ['hospitals'] as const,
  search: ['search'] as const,
  bookmarks: ['bookmarks'] as const,
};

/** After a write to one hospital's listing: its admin view, its public profile and search results. */
export async function invalidateHospital(qc: QueryClient, id: number, what: 'clinic' | 'specialties' | 'pricings') {
  const own = what === 'clinic' ? adminKeys.clinic(id) : what === 'specialties' ? adminKeys.clinicSpecialties(id) : adminKeys.clinicPricings(id);
  await Promise.all([
    qc.invalidateQueries({ queryKey: own, exact: true }),
    qc.invalidateQueries({ queryKey: elsewhere.hospital(id) }),
    qc.invalidateQueries({ queryKey: elsewhere.search }),
  ]);
}

/** After a hospital's own fields change (name, owner, logo): lists, owner choices and other views too. */
export async function invalidateHospitalRecord(qc: QueryClient, id: number) {
  await Promise.all([
    invalidateHospital(qc, id, 'clinic'),
    qc.invalidateQueries({ queryKey: adminKeys.clinicLists }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicAccounts }),
    qc.invalidateQueries({ queryKey: elsewhere.bookmarks }),
  ]);
}

/** After a hospital is created or deleted: counts, lists, owner choices, and every view of hospitals. */
export async function invalidateHospitalSet(qc: QueryClient) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: adminKeys.stats }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicLists }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicAccounts }),
    qc.invalidateQueries({ queryKey: elsewhere.hospitals }),
    qc.invalidateQueries({ queryKey: elsewhere.search }),
    qc.invalidateQueries({ queryKey: elsewhere.bookmarks }),
  ]);
}

/** After a catalogue write: every catalogue list, the counts, and hospital specialty lists that show names. */
export async function invalidateCatalogue(qc: QueryClient) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: elsewhere.catalogue }),
    qc.invalidateQueries({ queryKey: adminKeys.stats }),
    qc.invalidateQueries({ queryKey: adminKeys.clinicAll }),
    qc.invalidateQueries({ queryKey: elsewhere.hospitals }),
    qc.invalidateQueries({ queryKey: elsewhere.search }),
  ]);
}
