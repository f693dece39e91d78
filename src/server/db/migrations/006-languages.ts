import { type Kysely, sql } from 'kysely';

/**
 * French on the server (issue 17, docs/decisions/071):
 * - `users.language`: the language the user chose ('en-CA' | 'fr-CA'); null until they choose.
 * - `specialties.name_fr`: the catalogue entry's French name; null when it has none.
 * - `clinics.language`: the language a clinic writes its listing in ('en' | 'fr'); null when not said.
 *
 * Catalogue entries that still carry a seeded English name get its French name here, once, so an
 * admin who later clears or changes one is not overruled on the next start. The names are frozen as
 * they were when this migration was written (new databases get them from the seed).
 */
const SEEDED_FRENCH_NAMES: Readonly<Record<string, string>> = {
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

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en-CA', 'fr-CA')`))
    .execute();
  await db.schema.alterTable('specialties').addColumn('name_fr', 'text').execute();
  await db.schema
    .alterTable('clinics')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'fr')`))
    .execute();

  for (const [name, nameFr] of Object.entries(SEEDED_FRENCH_NAMES)) {
    await db.updateTable('specialties').set({ name_fr: nameFr }).where('name', '=', name).where('name_fr', 'is', null).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinics').dropColumn('language').execute();
  await db.schema.alterTable('specialties').dropColumn('name_fr').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
