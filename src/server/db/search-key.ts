import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect';

/**
 * The normalised form used for case- and accent-insensitive matching: NFD, combining marks removed,
 * lower-cased, whitespace collapsed. Stored in search_key columns on write and applied to queries.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    // Ligatures have no combining-mark decomposition: 'Cœur' must match 'coeur'.
    .replace(/[œæß]/g, (c) => ({ œ: 'oe', æ: 'ae', ß: 'ss' })[c]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes LIKE wildcards so user input matches literally (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const nowIso = (): string => new Date().toISOString();

/** `<alias>.search_key LIKE %key%`, with the key's % and _ taken literally (only pg_trgm indexes it). */
export const keyLike = (alias: string, key: string) =>
  sql<boolean>`${sql.ref(`${alias}.search_key`)} like ${`%${escapeLike(key)}%`} escape '\\'`;

/**
 * The tables whose search_key has a trigram index (migration 002): an FTS5 twin `<table>_fts` on
 * SQLite, a pg_trgm GIN index on PostgreSQL. The migrations keep their own frozen copies.
 */
export const TRIGRAM_TABLES = ['clinics', 'pricings', 'procedure_waits'] as const;
export type TrigramTable = (typeof TRIGRAM_TABLES)[number];

/** FTS5 trigram and pg_trgm only index terms of at least three characters. */
const TRIGRAM = 3;

/** Whether a normalised key is long enough for the trigram indexes. */
const usesTrigrams = (key: string) => [...key].length >= TRIGRAM;

/** Escapes GLOB's wildcards (* ? [) so user input matches literally. */
const escapeGlob = (text: string) => text.replace(/[*?[]/g, (c) => `[${c}]`);

/**
 * `<alias>.search_key contains key` (key already normalised, its wildcards taken literally) for one
 * of the tables migration 002 gave a trigram index. SQLite answers it from the table's FTS5 trigram
 * twin, PostgreSQL from its pg_trgm GIN index on the LIKE itself. A key shorter than a trigram cannot
 * use either index and is matched without it: by LIKE on SQLite, by strpos() on PostgreSQL
 * (docs/decisions/051).
 *
 * The names' twin keeps no token positions (migration 003), so it is asked by GLOB: fast for the
 * rare terms a name search usually has. The quotes' and waits' twins keep positions and are asked
 * for a phrase: procedure terms are broad, and position checks beat re-reading thousands of keys
 * (docs/decisions/052).
 */
export function keyContains(db: Kysely<any>, table: TrigramTable, alias: string, key: string) {
  const like = keyLike(alias, key);
  if (dialectOf(db) === 'postgres') {
    // Not LIKE for a short term: a statement is named by its SQL text (db/prepared.ts), and the
    // trigram one's generic plan reads the index, which cannot help a short term (decision 052).
    return usesTrigrams(key) ? like : sql<boolean>`strpos(${sql.ref(`${alias}.search_key`)}, ${key}) > 0`;
  }
  if (!usesTrigrams(key)) return like;
  const fts = sql.table(`${table}_fts`);
  const matches =
    table === 'clinics' ? sql`${fts}.search_key glob ${`*${escapeGlob(key)}*`}` : sql`${fts} match ${`"${key.replace(/"/g, '""')}"`}`;
  return sql<boolean>`${sql.ref(`${alias}.id`)} in (select rowid from ${fts} where ${matches})`;
}
