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

/**
 * Each specialty's French name: the web's fr-CA vocabulary (src/web/i18n/fr-CA/vocabulary.ts,
 * `specialties`) copied here, since the server does not import web code. Migration 006 gave the same
 * names to databases seeded before them.
 */
export const SPECIALTY_NAMES_FR: Readonly<Record<SpecialtyName, string>> = {
  Cardiology: 'Cardiologie',
  Dermatology: 'Dermatologie',
  'Internal Medicine': 'Médecine interne',
  Neurology: 'Neurologie',
  Oncology: 'Oncologie',
  Ophthalmology: 'Ophtalmologie',
  'Orthopedic Surgery': 'Chirurgie orthopédique',
  'Soft Tissue Surgery': 'Chirurgie des tissus mous',
  'Emergency & Critical Care': 'Urgentologie et soins intensifs',
  'Diagnostic Imaging': 'Imagerie médicale',
  'Dentistry & Oral Surgery': 'Dentisterie et chirurgie buccale',
  'Anesthesia & Analgesia': 'Anesthésiologie et analgésie',
  'Behavioural Medicine': 'Médecine du comportement',
  'Exotic Animal Medicine': 'Médecine des animaux exotiques',
  'Rehabilitation & Sports Medicine': 'Réadaptation physique et médecine sportive',
};

export const SPECIALTY_CATALOGUE: readonly { name: string; name_fr: string; display_order: number }[] = SPECIALTY_NAMES.map(
  (name, i) => ({ name, name_fr: SPECIALTY_NAMES_FR[name], display_order: i + 1 }),
);

/**
 * Adds the catalogue specialties that are missing, with their French names. Existing rows are left
 * alone, because an admin may have renamed, reordered, deactivated or re-translated them and a restart
 * must not undo that.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const existing = await db.selectFrom('specialties').select('name').execute();
  const have = new Set(existing.map((r) => r.name));
  const missing = SPECIALTY_CATALOGUE.filter((s) => !have.has(s.name));
  if (missing.length === 0) return;
  await db
    .insertInto('specialties')
    .values(missing.map((s) => toSpecialtyRow({ name: s.name, name_fr: s.name_fr, display_order: s.display_order, is_active: true })))
    // Two instances starting together may both see the row missing; the unique name index settles it.
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
