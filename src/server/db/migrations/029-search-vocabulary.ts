import { type Kysely, sql } from 'kysely';
import { dialectOf, identity } from '../dialect';
import { SEARCH_VOCABULARY_AT_029 } from './029-search-vocabulary.data';

/**
 * Issue 57, expand step of the search rewrite (docs/decisions/150):
 * - `search_terms`, the bilingual vocabulary of the catalogue: terms grouped by concept, seeded with the
 *   reviewed list (029-search-vocabulary.data.ts); admins add more. A concept may stand for a specialty.
 * - Every catalogue search_key (clinics, pricings, procedure_waits) rewritten in the new form: words
 *   only, punctuation a space, "st"/"ste" as "saint"/"sainte", a space before and after (so `% ct %` is a
 *   whole word). The trigram indexes (FTS5 twins on SQLite, pg_trgm on PostgreSQL, migration 002) follow
 *   through their own triggers.
 * - An index for the specialty search's order by wait.
 * The old search copies stay (the release before this one still reads them) until migration 030.
 */

/** The key function as it was when this migration was written (db/search-key.ts matchKey); frozen here. */
export function matchKeyAt029(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæß]/g, (c) => ({ œ: 'oe', æ: 'ae', ß: 'ss' })[c]!)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => ({ st: 'saint', ste: 'sainte' })[w] ?? w)
    .join(' ');
  return ` ${words} `.replace(/^ {2}$/, ' ');
}

const BATCH = 500;

/** Rewrites every search_key of the three catalogue tables in the form of matchKeyAt029. */
export async function rewriteSearchKeys(db: Kysely<any>): Promise<void> {
  const tables = [
    { table: 'clinics', key: (r: any) => `${matchKeyAt029(r.name)}\n${r.city ? matchKeyAt029(r.city) : ' '}`, columns: ['id', 'name', 'city'] },
    { table: 'pricings', key: (r: any) => matchKeyAt029(r.procedure_name), columns: ['id', 'procedure_name'] },
    { table: 'procedure_waits', key: (r: any) => matchKeyAt029(r.procedure), columns: ['id', 'procedure'] },
  ];
  for (const { table, key, columns } of tables) {
    for (let after = 0; ; ) {
      const rows = await db.selectFrom(table).select([...columns, 'search_key']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const next = key(row);
        if (next !== row.search_key) await db.updateTable(table).set({ search_key: next }).where('id', '=', row.id).execute();
      }
      after = Number(rows.at(-1)!.id);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_terms')
    .addColumn('id', 'integer', identity(db))
    .addColumn('concept', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('term_key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'fr')`))
    .addColumn('abbreviation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('specialty_id', 'integer', (c) => c.references('specialties.id').onDelete('set null'))
    .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('added_by_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_terms_concept_key_idx').unique().on('search_terms').columns(['concept', 'term_key']).execute();
  await db.schema.createIndex('search_terms_key_idx').on('search_terms').column('term_key').execute();
  await db.schema.createIndex('search_terms_specialty_idx').on('search_terms').column('specialty_id').execute();

  const specialties = await db.selectFrom('specialties').select(['id', 'name']).execute();
  const specialtyId = new Map(specialties.map((s: any) => [s.name as string, Number(s.id)]));
  const now = new Date().toISOString();
  const rows = SEARCH_VOCABULARY_AT_029.flatMap((c) => {
    const seen = new Set<string>();
    return c.terms.flatMap((t) => {
      const key = matchKeyAt029(t.term).trim();
      if (!key || seen.has(key)) return [];
      seen.add(key);
      return [{ concept: c.concept, term: t.term, term_key: key, language: t.language, abbreviation: t.abbreviation ? 1 : 0, specialty_id: c.specialty ? (specialtyId.get(c.specialty) ?? null) : null, created_at: now }];
    });
  });
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('search_terms').values(rows.slice(i, i + 100)).execute();

  await rewriteSearchKeys(db);
  await db.schema.createIndex('clinic_specialties_wait_idx').on('clinic_specialties').columns(['specialty_id', 'wait_rank']).execute();
  if (dialectOf(db) === 'postgres') await sql`analyze search_terms`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('clinic_specialties_wait_idx').ifExists().execute();
  await db.schema.dropTable('search_terms').execute();
}
