import type { Db } from '../index';
import { toSpecialtyRow } from '../rows/specialties';
import { SPECIALTY_NAMES, SPECIALTY_NAMES_FR } from '@shared/specialties';

export { SPECIALTY_NAMES, SPECIALTY_NAMES_FR, type SpecialtyName } from '@shared/specialties';

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
