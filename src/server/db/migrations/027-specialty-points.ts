import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { COLUMNS as POINT_COLUMNS, counted, moved } from './020-clinic-points';

/**
 * Issue 22, a specialty search near a place (docs/decisions/archive/144): `clinic_specialty_points`, each
 * verified hospital with coordinates once per specialty it lists, keyed (specialty_id, lat, lon,
 * clinic_id, province). The walk of decision 112 reads, at each point, the hospitals offering the
 * specialty in id order straight from this key, where it read every verified hospital of the point
 * (clinics_point_idx) and probed clinic_specialties for each one: ~80 hospitals read and probed to keep
 * 50 at the bench's points, with the specialties most hospitals do not list costing far more.
 *
 * Kept by the database, like clinic_points (migration 020), whatever writes clinics or
 * clinic_specialties: a row is added with its clinic_specialties row, follows its hospital's point and
 * verification, and goes with its clinic_specialties row (a foreign key, on delete cascade, so deleting
 * a hospital or a specialty takes it too).
 */

/** Adds the points of clinic_specialties row `cs` (new) when its hospital has one. */
const addSpecialty =
  'insert into clinic_specialty_points (specialty_id, lat, lon, clinic_id, province) ' +
  `select new.specialty_id, c.lat, c.lon, c.id, c.province from clinics c where c.id = new.clinic_id and ${counted('c')};`;
const removeSpecialty = 'delete from clinic_specialty_points where clinic_id = old.clinic_id and specialty_id = old.specialty_id;';
/** A hospital (new) moved, changed province or was verified or withdrawn: its rows again, from its point. */
const replaceHospital =
  'delete from clinic_specialty_points where clinic_id = new.id; ' +
  'insert into clinic_specialty_points (specialty_id, lat, lon, clinic_id, province) ' +
  `select cs.specialty_id, new.lat, new.lon, new.id, new.province from clinic_specialties cs where cs.clinic_id = new.id and ${counted('new')};`;

const rekeyed = (distinct: string) => `old.clinic_id ${distinct} new.clinic_id or old.specialty_id ${distinct} new.specialty_id`;

/** Trigger name → [timing and event, table, condition (SQLite's spelling; PostgreSQL's is derived), body]. */
const TRIGGERS: Record<string, [string, string, (distinct: string) => string, string]> = {
  clinic_specialty_points_add: ['after insert', 'clinic_specialties', () => '', addSpecialty],
  // Re-keying a clinic_specialties row (nothing does today, but SQL may): the old row's point goes before
  // the update, so the foreign key never sees it orphaned, and the new one comes after.
  clinic_specialty_points_rekey_old: ['before update of clinic_id, specialty_id', 'clinic_specialties', rekeyed, removeSpecialty],
  clinic_specialty_points_rekey_new: ['after update of clinic_id, specialty_id', 'clinic_specialties', rekeyed, addSpecialty],
  clinic_specialty_points_move: [`after update of ${POINT_COLUMNS}`, 'clinics', moved, replaceHospital],
};

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await sql
    .raw(
      'create table clinic_specialty_points (specialty_id integer not null, lat double precision not null, lon double precision not null, ' +
        'clinic_id integer not null, province text not null, primary key (specialty_id, lat, lon, clinic_id, province), ' +
        `foreign key (clinic_id, specialty_id) references clinic_specialties (clinic_id, specialty_id) on delete cascade)${postgres ? '' : ' without rowid'}`,
    )
    .execute(db);
  if (postgres) {
    // The walk reads each point's hospitals from the key alone (an index-only scan) once autovacuum has
    // marked the table's pages all-visible; until then PostgreSQL's generic plan reads every hospital of
    // the point offering the specialty and sorts them (379 a point at the bench's 10,000 hospitals, the
    // search 1.7 ms instead of 0.75). The table changes only when a hospital or its specialties do, so
    // vacuuming it after 1 % of its rows changed is cheap and keeps that plan.
    await sql`alter table clinic_specialty_points set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01)`.execute(db);
  }
  // A hospital's rows, for its own trigger and for the foreign key's check when a clinic_specialties row goes.
  await sql`create index clinic_specialty_points_clinic_idx on clinic_specialty_points (clinic_id, specialty_id)`.execute(db);
  await sql
    .raw(
      'insert into clinic_specialty_points (specialty_id, lat, lon, clinic_id, province) ' +
        `select cs.specialty_id, c.lat, c.lon, c.id, c.province from clinic_specialties cs join clinics c on c.id = cs.clinic_id where ${counted('c')}`,
    )
    .execute(db);
  for (const [name, [when, table, condition, body]] of Object.entries(TRIGGERS)) {
    if (postgres) {
      const before = when.startsWith('before');
      await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return ${before ? 'new' : 'null'}; end $$`).execute(db);
      const filter = condition('is distinct from');
      await sql.raw(`create trigger ${name} ${when} on ${table} for each row ${filter ? `when (${filter}) ` : ''}execute function ${name}()`).execute(db);
    } else {
      const filter = condition('is not');
      await sql.raw(`create trigger ${name} ${when} on ${table}${filter ? ` when ${filter}` : ''} begin ${body} end`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const [name, [, table]] of Object.entries(TRIGGERS)) {
    await sql.raw(`drop trigger if exists ${name}${postgres ? ` on ${table}` : ''}`).execute(db);
    if (postgres) await sql.raw(`drop function if exists ${name}()`).execute(db);
  }
  await sql`drop table clinic_specialty_points`.execute(db);
}
