import type { Specialty } from '@shared/contracts/catalogue';
import type { Db } from '../../db';

export const toSpecialty = (row: { id: number; name: string; display_order: number; is_active: number }): Specialty => ({
  id: Number(row.id),
  name: row.name,
  display_order: Number(row.display_order),
  is_active: Number(row.is_active) === 1,
});

/** The catalogue in display order (ties by id, so the order is stable). */
export async function listSpecialties(db: Db, opts: { activeOnly: boolean }): Promise<Specialty[]> {
  let q = db.selectFrom('specialties').select(['id', 'name', 'display_order', 'is_active']);
  if (opts.activeOnly) q = q.where('is_active', '=', 1);
  const rows = await q.orderBy('display_order').orderBy('id').execute();
  return rows.map(toSpecialty);
}

export async function findSpecialty(db: Db, id: number): Promise<Specialty | undefined> {
  const row = await db.selectFrom('specialties').select(['id', 'name', 'display_order', 'is_active']).where('id', '=', id).executeTakeFirst();
  return row && toSpecialty(row);
}
