import type { Db } from '../index';
import { toSpecialtyRow } from '../rows/specialties';

/** The specialty names in display order; the demo data refers to specialties by these names. */
export const SPECIALTY_NAMES = [
  'Cardiology',
  'Dermatology',
  'Internal Medicine',
  'Neurology',
  'Oncology',
  'Ophthalmology',
  'Orthopedic Surgery',
  'Soft Tissue Surgery',
  'Emergency & Critical Care',
  'Diagnostic Imaging',
  'Dentistry & Oral Surgery',
  'Anesthesia & Analgesia',
  'Behavioural Medicine',
  'Exotic Animal Medicine',
  'Rehabilitation & Sports Medicine',
] as const;
export type SpecialtyName = (typeof SPECIALTY_NAMES)[number];

export const SPECIALTY_CATALOGUE: readonly { name: string; display_order: number }[] = SPECIALTY_NAMES.map(
  (name, i) => ({ name, display_order: i + 1 }),
);

/**
 * Adds the catalogue specialties that are missing. Existing rows are left alone, because an admin may
 * have renamed, reordered or deactivated them and a restart must not undo that.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const existing = await db.selectFrom('specialties').select('name').execute();
  const have = new Set(existing.map((r) => r.name));
  const missing = SPECIALTY_CATALOGUE.filter((s) => !have.has(s.name));
  if (missing.length === 0) return;
  await db
    .insertInto('specialties')
    .values(missing.map((s) => toSpecialtyRow({ name: s.name, display_order: s.display_order, is_active: true })))
    // Two instances starting together may both see the row missing; the unique name index settles it.
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
