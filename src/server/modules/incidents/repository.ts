import type { Insertable, Selectable, Updateable } from 'kysely';
import { INCIDENT_KEEP_YEARS, type Incident } from '@shared/contracts/incidents';
import type { Db } from '../../db';
import type { IncidentsTable } from '../../db/schema';

type Row = Selectable<IncidentsTable>;

/** known_on + 5 years, as a date (29 February becomes 1 March). */
export function keepUntil(knownOn: string): string {
  const d = new Date(`${knownOn}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + INCIDENT_KEEP_YEARS);
  return d.toISOString().slice(0, 10);
}

export const toIncident = (r: Row): Incident => ({
  id: Number(r.id),
  occurred_on: r.occurred_on,
  known_on: r.known_on,
  description: r.description,
  data_concerned: r.data_concerned,
  people_concerned: r.people_concerned,
  people_count: r.people_count === null ? null : Number(r.people_count),
  serious_risk: Number(r.serious_risk) === 1,
  commission_notified_on: r.commission_notified_on,
  persons_notified_on: r.persons_notified_on,
  measures: r.measures,
  created_by: r.created_by_name,
  created_at: r.created_at,
  updated_at: r.updated_at,
  keep_until: keepUntil(r.known_on),
});

export async function list(db: Db): Promise<Incident[]> {
  const rows = await db.selectFrom('incidents').selectAll().orderBy('known_on', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toIncident);
}

export const find = (db: Db, id: number) => db.selectFrom('incidents').selectAll().where('id', '=', id).executeTakeFirst();

export async function insert(db: Db, row: Insertable<IncidentsTable>): Promise<number> {
  const r = await db.insertInto('incidents').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export const update = (db: Db, id: number, set: Updateable<IncidentsTable>) => db.updateTable('incidents').set(set).where('id', '=', id).executeTakeFirst();

export async function remove(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('incidents').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
