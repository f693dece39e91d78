import { sql } from 'kysely';
import type { Db } from '../../db';
import { runHot } from '../../db/prepared';
import { keyLike } from '../../db/search-key';
import { type SearchBackend, type TrigramTable, usesTrigrams } from './backend';
import { indexedHospitals, nameSearchQuery } from './repository';

/**
 * Search on PostgreSQL: each trigram table's search_key has a pg_trgm GIN index (migration 002,
 * built with fastupdate off, so it needs no upkeep), which answers the LIKE itself. Every search takes
 * its single-query form; the planner picks the plan.
 */

/**
 * `<alias>.search_key contains key` by LIKE, which the pg_trgm index answers. A key shorter than a
 * trigram is matched by strpos() instead: a statement is named by its SQL text (db/prepared.ts), and
 * the trigram one's generic plan reads the index, which cannot help a short term (docs/decisions/051,
 * 052).
 */
function keyContains(_db: Db, _table: TrigramTable, alias: string, key: string) {
  return usesTrigrams(key) ? keyLike(alias, key) : sql<boolean>`strpos(${sql.ref(`${alias}.search_key`)}, ${key}) > 0`;
}

export const postgresSearch: SearchBackend = {
  keyContains,
  nameSearchForm: async () => ({ form: 'one query' }),
  nameSearchQuery: (db, _chosen, key, province) => nameSearchQuery(db, key, province),
  searchByName: (db, key, province) => runHot(db, nameSearchQuery(db, key, province)),
  procedureSearchForm: async () => 'trigrams',
  procedureHits: (db, key, province) => indexedHospitals(db, key, province),
  optimize: async () => {},
};
