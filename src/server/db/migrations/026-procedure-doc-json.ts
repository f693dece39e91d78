import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';
import { WATCHED, assignments, installTriggers } from './024-procedure-doc';

/**
 * Issue 22, procedure search (docs/decisions/143): procedure_doc's lines (migration 024) as their JSON
 * where that can be ASCII, half the length of its hex. The hex was there because better-sqlite3 and pg
 * hand JavaScript a string holding accents or dashes at several times the cost of an ASCII one; but
 * the bench's quotes hold one or two such characters each (an en dash, an É), and the hex doubled all
 * the rest. Now each such character is written as JSON's own `\uXXXX` escape, for the characters of
 * ESCAPED (French letters, typographic dashes, quotes and spaces), and a line that is then ASCII is
 * its JSON; any other line (an emoji, a Greek letter) keeps the hex of its JSON. JSON.parse reads the
 * escapes; a line starting with `[` is JSON, one starting with `5B` is hex (procedure-doc.ts).
 *
 * A search still finds the term in procedure_key, whose lines are unchanged, and reads the same line
 * here: an escaped line holds no line break (JSON escapes them) any more than a hex one.
 */

/** The characters written as `\uXXXX` in a line's JSON: those a Canadian clinic's quotes are likely to hold. */
export const ESCAPED = 'àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ–—‘’‚“”„«»…·°×\u00a0\u202f';

/** `json` (an SQL expression) with each character of ESCAPED replaced by its JSON escape. */
function escaped(json: string) {
  let e = json;
  for (const c of ESCAPED) e = `replace(${e}, '${c}', '\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}')`;
  return e;
}

/** A hospital's entries as (o, n, id, k, j): order, name, id, search key and the entry's JSON. */
function entries(id: string, postgres: boolean) {
  const json = postgres ? 'json_build_array' : 'json_array';
  return (
    `select 0 as o, procedure_name as n, id, search_key as k, ${json}('p', procedure_name, price_range, updated_at)${postgres ? '::text' : ''} as j from pricings where clinic_id = ${id} ` +
    `union all select 1, procedure, id, search_key, ${json}('w', procedure, wait_time, last_updated)${postgres ? '::text' : ''} from procedure_waits where clinic_id = ${id}`
  );
}

/** `procedure_key = …, procedure_doc = …` for hospital `id`, the doc's lines escaped JSON or hex. */
function jsonAssignments(id: string, postgres: boolean) {
  const ascii = postgres ? 'octet_length(e) = char_length(e)' : 'length(e) = length(cast(e as blob))';
  const hex = postgres ? `encode(convert_to(j, 'UTF8'), 'hex')` : 'hex(j)';
  const lines = `select o, n, id, k, case when ${ascii} then e else ${hex} end as d from (select o, n, id, k, j, ${escaped('j')} as e from (${entries(id, postgres)}) as x) as y`;
  const joined = (column: 'k' | 'd') =>
    postgres
      ? `coalesce((select string_agg(${column}, E'\\n' order by o, n, id) from (${lines}) as z), '')`
      : `coalesce((select group_concat(${column}, char(10) order by o, n, id) from (${lines}) as z), '')`;
  return `procedure_key = ${joined('k')}, procedure_doc = ${joined('d')}`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  await sql.raw(`update clinics set ${jsonAssignments('clinics.id', postgres)}`).execute(db);
  await installTriggers(db, postgres, (id) => jsonAssignments(id, postgres), WATCHED);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to migration 024's lines, every one the hex of its JSON.
  const postgres = dialectOf(db) === 'postgres';
  await sql.raw(`update clinics set ${assignments('clinics.id', postgres)}`).execute(db);
  await installTriggers(db, postgres, (id) => assignments(id, postgres), WATCHED);
}
