import type { Specialty } from '@shared/contracts/catalogue';
import type { Db } from '../../db';
import { specialtyColumns, toSpecialty } from '../../db/rows/specialties';

/** The catalogue in display order (ties by id, so the order is stable). */
export async function listSpecialties(db: Db, opts: { activeOnly: boolean }): Promise<Specialty[]> {
  let q = db.selectFrom('specialties').select(specialtyColumns);
  if (opts.activeOnly) q = q.where('specialties.is_active', '=', 1);
  const rows = await q.orderBy('specialties.display_order').orderBy('specialties.id').execute();
  return rows.map(toSpecialty);
}

export async function findSpecialty(db: Db, id: number): Promise<Specialty | undefined> {
  const row = await db.selectFrom('specialties').select(specialtyColumns).where('specialties.id', '=', id).executeTakeFirst();
  return row && toSpecialty(row);
}
