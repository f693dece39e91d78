import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Issue 22, procedure search on PostgreSQL (docs/decisions/archive/109): `clinics.procedure_key`, the
 * search_keys of the hospital's quotes and procedure wait entries joined by line breaks (a search
 * term never holds one, so no term spans two entries). A procedure search can then walk the
 * hospitals in name order and test each with one `strpos`/`instr` on its own row, instead of two
 * index lookups into pricings and procedure_waits. Triggers keep it current whatever writes those
 * tables (clinic dashboard, admin, seed, tests, cascades of a clinic's deletion): statement-level
 * ones with transition tables on PostgreSQL, so a multi-row insert updates each hospital once;
 * row-level ones on SQLite, which has no other kind.
 */

const SOURCES = ['pricings', 'procedure_waits'] as const;

/** The key of hospital `id` (an SQL expression), as both databases compute it. */
const procedureKeyOf = (id: string, postgres: boolean) =>
  `coalesce((select ${postgres ? `string_agg(k, E'\\n')` : `group_concat(k, char(10))`} from (` +
  `select search_key as k from pricings where clinic_id = ${id} union all select search_key from procedure_waits where clinic_id = ${id}) as s), '')`;

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await sql`alter table clinics add column procedure_key text not null default ''`.execute(db);
  await sql.raw(`update clinics set procedure_key = ${procedureKeyOf('clinics.id', postgres)}`).execute(db);

  if (postgres) {
    // `= any(array(…))`, not `in (…)`: a transition table has no statistics, and with `in` the planner
    // may hash it against a sequential scan of clinics on every statement.
    const refresh = (ids: string) => `update clinics set procedure_key = ${procedureKeyOf('clinics.id', true)} where clinics.id = any(array(${ids}));`;
    // One function per event: each names the transition tables its trigger declares.
    const bodies = {
      insert: refresh('select clinic_id from changed'),
      delete: refresh('select clinic_id from changed'),
      update: refresh('select clinic_id from changed union select clinic_id from gone'),
    };
    for (const [event, body] of Object.entries(bodies)) {
      await sql
        .raw(`create function clinics_procedure_key_${event}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`)
        .execute(db);
    }
    for (const table of SOURCES) {
      const on = (event: string, referencing: string) =>
        sql
          .raw(
            `create trigger ${table}_procedure_key_${event} after ${event}${event === 'update' ? ' of search_key, clinic_id' : ''} on ${table} ` +
              `referencing ${referencing} for each statement execute function clinics_procedure_key_${event}()`,
          )
          .execute(db);
      await on('insert', 'new table as changed');
      await on('delete', 'old table as changed');
      // A trigger with transition tables cannot name columns (UPDATE OF); the function is cheap when nothing moved.
      await sql
        .raw(
          `create trigger ${table}_procedure_key_update after update on ${table} ` +
            `referencing old table as gone new table as changed for each statement execute function clinics_procedure_key_update()`,
        )
        .execute(db);
    }
    return;
  }

  for (const table of SOURCES) {
    const refresh = (row: 'new' | 'old') => `update clinics set procedure_key = ${procedureKeyOf(`${row}.clinic_id`, false)} where id = ${row}.clinic_id;`;
    await sql.raw(`create trigger ${table}_procedure_key_insert after insert on ${table} begin ${refresh('new')} end`).execute(db);
    await sql.raw(`create trigger ${table}_procedure_key_delete after delete on ${table} begin ${refresh('old')} end`).execute(db);
    await sql
      .raw(`create trigger ${table}_procedure_key_update after update of search_key, clinic_id on ${table} begin ${refresh('old')} ${refresh('new')} end`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of SOURCES) {
    for (const event of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger if exists ${table}_procedure_key_${event}${postgres ? ` on ${table}` : ''}`).execute(db);
    }
  }
  if (postgres) for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop function if exists clinics_procedure_key_${event}()`).execute(db);
  await sql`alter table clinics drop column procedure_key`.execute(db);
}
