import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Issue 22, searches near a place (docs/decisions/archive/112): `clinic_points`, the distinct points (lat,
 * lon) where vets find hospitals, per province, with how many verified hospitals each holds. A near
 * search walks these points nearest first and reads each one's hospitals in id order through
 * `clinics_point_idx`, until it has a page; hospitals share their city's coordinates (decision 094),
 * so there are a few thousand points at most however many hospitals there are.
 *
 * Nothing in the schema says a hospital's coordinates are a gazetteer point (a test, a script or a
 * later geocoder may write any), so the points are the database's own: row-level triggers on clinics
 * keep them on both databases, whatever writes clinics (services, admin, seed, bench, tests, deletes).
 * Row-level on PostgreSQL too (unlike migration 016): an update can name its columns (UPDATE OF), and
 * an insert or delete touches one small row.
 */

// counted, COLUMNS and moved are part of the SQL that migrations 020 and 027 create (027 imports them, so
// the two define a findable point alike). Both migrations are applied on running databases: changing one
// of these changes only what a fresh database gets, so a new rule belongs in a new migration.

/** `row` (new, old, or a clinics alias) is a point vets can find: verified, with coordinates. */
export const counted = (row: string) => `${row}.verified_at is not null and ${row}.lat is not null and ${row}.lon is not null`;
const samePoint = (row: 'new' | 'old') => `lat = ${row}.lat and lon = ${row}.lon and province = ${row}.province`;

const add = (row: 'new' | 'old') =>
  `insert into clinic_points (lat, lon, province, hospitals) select ${row}.lat, ${row}.lon, ${row}.province, 1 where ${counted(row)} ` +
  `on conflict (lat, lon, province) do update set hospitals = clinic_points.hospitals + 1;`;
const remove = (row: 'new' | 'old') =>
  `update clinic_points set hospitals = hospitals - 1 where ${samePoint(row)} and ${counted(row)}; ` +
  `delete from clinic_points where ${samePoint(row)} and hospitals <= 0;`;

const BODIES = { insert: add('new'), delete: remove('old'), update: `${remove('old')} ${add('new')}` };
/** The columns that decide a hospital's point; other updates (procedure_key, on every quote written) fire nothing. */
export const COLUMNS = 'lat, lon, province, verified_at';
/** A clinics update moved its point or changed whether vets find it (`distinct`: each database's spelling). */
export const moved = (distinct: string) =>
  `old.lat ${distinct} new.lat or old.lon ${distinct} new.lon or old.province ${distinct} new.province or (old.verified_at is null) <> (new.verified_at is null)`;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await sql
    .raw(
      'create table clinic_points (lat double precision not null, lon double precision not null, province text not null, ' +
        `hospitals integer not null, primary key (lat, lon, province))${postgres ? '' : ' without rowid'}`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into clinic_points (lat, lon, province, hospitals) select lat, lon, province, count(*) from clinics ` +
        `where verified_at is not null and lat is not null and lon is not null group by lat, lon, province`,
    )
    .execute(db);
  // A point's verified hospitals in id order, province included so a search in a province filters in
  // the index. It serves the bounding box of the name and procedure searches near a place too, so it
  // replaces migration 013's (lat, lon).
  await sql`create index clinics_point_idx on clinics (lat, lon, id, province) where verified_at is not null`.execute(db);
  await sql`drop index clinics_location_idx`.execute(db);

  const when = (event: keyof typeof BODIES) => (event === 'update' ? ` of ${COLUMNS}` : '');
  if (postgres) {
    for (const [event, body] of Object.entries(BODIES) as Array<[keyof typeof BODIES, string]>) {
      await sql.raw(`create function clinic_points_${event}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
      await sql
        .raw(
          `create trigger clinics_points_${event} after ${event}${when(event)} on clinics for each row ` +
            `${event === 'update' ? `when (${moved('is distinct from')}) ` : ''}execute function clinic_points_${event}()`,
        )
        .execute(db);
    }
    return;
  }
  for (const [event, body] of Object.entries(BODIES) as Array<[keyof typeof BODIES, string]>) {
    await sql
      .raw(`create trigger clinics_points_${event} after ${event}${when(event)} on clinics${event === 'update' ? ` when ${moved('is not')}` : ''} begin ${body} end`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const event of Object.keys(BODIES)) {
    await sql.raw(`drop trigger if exists clinics_points_${event}${postgres ? ' on clinics' : ''}`).execute(db);
    if (postgres) await sql.raw(`drop function if exists clinic_points_${event}()`).execute(db);
  }
  await sql`create index clinics_location_idx on clinics (lat, lon)`.execute(db);
  await sql`drop index clinics_point_idx`.execute(db);
  await sql`drop table clinic_points`.execute(db);
}
