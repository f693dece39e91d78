import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { WATCHED, assignments, installTriggers } from './024-procedure-doc';

/**
 * Issue 22, procedure search (docs/decisions/archive/143): `procedure_lines`, procedure_doc's entries (migration
 * 024) line for line, each line its JSON where that can be ASCII: half the length of the hex that
 * procedure_doc holds. The hex was there because better-sqlite3 and pg hand JavaScript a string holding
 * accents or dashes at several times the cost of an ASCII one; but the bench's quotes hold one or two
 * such characters each (an en dash, an É), and the hex doubled all the rest. Here each character of
 * ESCAPED (French letters, typographic dashes, quotes and spaces) is written as JSON's own `\uXXXX`
 * escape, and a line that is then ASCII is its JSON; any other line (an emoji, a Greek letter) is the
 * hex of its JSON, as in procedure_doc. JSON.parse reads the escapes; a line starting with `[` is JSON,
 * one starting with `5B` hex (modules/search/procedure-doc.ts).
 *
 * A new column, not procedure_doc rewritten: during a rolling deploy the previous release still reads
 * procedure_doc as hex (docs/decisions/105, expand then contract). The triggers keep both until a later
 * migration drops procedure_doc, once no instance of the previous release can be running.
 */

/** The characters written as `\uXXXX` in a line's JSON: those a Canadian clinic's quotes are likely to hold. */
const ESCAPED = 'àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ–—‘’‚“”„«»…·°×\u00a0\u202f';

/** `json` (an SQL expression) with each character of ESCAPED replaced by its JSON escape. */
function escaped(json: string) {
  let e = json;
  for (const c of ESCAPED) e = `replace(${e}, '${c}', '\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}')`;
  return e;
}

/** A hospital's entries as (o, n, id, j): order, name, id and the entry's JSON, as migration 024 orders them. */
function entries(id: string, postgres: boolean) {
  const json = (fields: string) => (postgres ? `json_build_array(${fields})::text` : `json_array(${fields})`);
  return (
    `select 0 as o, procedure_name as n, id, ${json(`'p', procedure_name, price_range, updated_at`)} as j from pricings where clinic_id = ${id} ` +
    `union all select 1, procedure, id, ${json(`'w', procedure, wait_time, last_updated`)} from procedure_waits where clinic_id = ${id}`
  );
}

/** migration 024's `procedure_key = …, procedure_doc = …`, then `procedure_lines = …`, for hospital `id`. */
function linesAssignments(id: string, postgres: boolean) {
  const ascii = postgres ? 'octet_length(e) = char_length(e)' : 'length(e) = length(cast(e as blob))';
  const hex = postgres ? `encode(convert_to(j, 'UTF8'), 'hex')` : 'hex(j)';
  const lines = `select o, n, id, case when ${ascii} then e else ${hex} end as d from (select o, n, id, j, ${escaped('j')} as e from (${entries(id, postgres)}) as x) as y`;
  const joined = postgres
    ? `coalesce((select string_agg(d, E'\\n' order by o, n, id) from (${lines}) as z), '')`
    : `coalesce((select group_concat(d, char(10) order by o, n, id) from (${lines}) as z), '')`;
  return `${assignments(id, postgres)}, procedure_lines = ${joined}`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await sql`alter table clinics add column procedure_lines text not null default ''`.execute(db);
  if (postgres) {
    // A row holding both columns (~3.3 KB in the bench) is past PostgreSQL's 2 KB TOAST threshold, which
    // compressed procedure_lines in place (pglz, 364 bytes a row in the bench), so every search
    // decompressed it. procedure_doc, which only the previous release reads, goes out of line instead,
    // and procedure_lines stays in the row as written (unless it alone passes ~2 KB: then it is still
    // compressed, as the row could not fit otherwise).
    await sql`alter table clinics alter column procedure_doc set storage external, alter column procedure_lines set storage main`.execute(db);
  }
  await sql.raw(`update clinics set ${linesAssignments('clinics.id', postgres)}`).execute(db);
  await installTriggers(db, postgres, (id) => linesAssignments(id, postgres), WATCHED);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Migration 024's triggers first: SQLite drops no column that a trigger still names.
  const postgres = dialectOf(db) === 'postgres';
  await installTriggers(db, postgres, (id) => assignments(id, postgres), WATCHED);
  await sql`alter table clinics drop column procedure_lines`.execute(db);
  if (postgres) await sql`alter table clinics alter column procedure_doc set storage extended`.execute(db);
}
