/**
 * The clinic a listing editor acts on: the signed-in clinic's own listing (the clinic dashboard), or any
 * clinic by id for an administrator (the admin dashboard). Every listing request builds its URL from
 * it, so the same components edit either (docs/decisions/063).
 */
export type ClinicTarget = { kind: 'own' } | { kind: 'admin'; clinicId: number };

export const ownClinic: ClinicTarget = { kind: 'own' };

export const adminClinic = (clinicId: number): ClinicTarget => ({ kind: 'admin', clinicId });

/** Where each collection of a listing lives, per side (SPEC §7). */
const COLLECTIONS = {
  pricings: { own: '/api/pricings', admin: 'pricings' },
  specialties: { own: '/api/clinic-specialties', admin: 'specialties' },
} as const;

/**
 * A listing collection's URL, or one item's: clinicUrl(own, 'pricings', 4) → /api/pricings/4,
 * clinicUrl(admin(9), 'pricings', 4) → /api/admin/clinics/9/pricings/4.
 */
export function clinicUrl(target: ClinicTarget, collection: keyof typeof COLLECTIONS, itemId?: number): string {
  const path = COLLECTIONS[collection];
  const base = target.kind === 'own' ? path.own : `/api/admin/clinics/${target.clinicId}/${path.admin}`;
  return itemId === undefined ? base : `${base}/${itemId}`;
}
