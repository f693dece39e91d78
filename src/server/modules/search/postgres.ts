import { sql } from 'kysely';
import type { Db } from '../../db';
import { runHot } from '../../db/prepared';
import { keyLike } from '../../db/search-key';
import { SEARCH_LIMIT } from '@shared/constants';
import { type SearchBackend, type TrigramTable, usesTrigrams } from './backend';
import { type ProcedureHits, indexedHospitals, nameSearchQuery, walkedHospitals } from './repository';

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

/**
 * The hospitals of a procedure search in one statement that needs no statistics to choose its form
 * (the statement is named, so its plan is generic: docs/decisions/052, 109). First the walk: the first
 * PROCEDURE_WALK_LIMIT hospitals in name order, each tested by one strpos on its procedure_key
 * (migration 016), stopping at SEARCH_LIMIT matches. When it found that many it is the answer: a broad
 * term ("echocardio", quoted by three hospitals in four) reads about 70 rows. Otherwise the term is
 * rare, and the trigram form answers: the pg_trgm indexes of pricings and procedure_waits find its few
 * hospitals. Each branch carries a condition on the walk's count that PostgreSQL evaluates once (a
 * one-time filter), so only one of them runs past that check.
 */
function procedureHits(db: Db, key: string, province?: string): ProcedureHits {
  const walk = walkedHospitals(db, key, province, sql<boolean>`strpos(${sql.ref('c.procedure_key')}, ${key}) > 0`);
  const walked = sql<number>`(select count(*) from walk)`;
  const hits = db
    .with((cte) => cte('walk').materialized(), () => walk)
    .selectFrom('walk')
    .selectAll()
    .where(sql<boolean>`${walked} = ${SEARCH_LIMIT}`)
    .unionAll(db.selectFrom(indexedHospitals(db, key, province).as('indexed')).selectAll().where(sql<boolean>`${walked} < ${SEARCH_LIMIT}`));
  return hits as unknown as ProcedureHits;
}

export const postgresSearch: SearchBackend = {
  keyContains,
  nameSearchForm: async () => ({ form: 'one query' }),
  nameSearchQuery: (db, _chosen, key, province) => nameSearchQuery(db, key, province),
  searchByName: (db, key, province) => runHot(db, nameSearchQuery(db, key, province)),
  procedureSearchForm: async () => 'walk, else trigrams',
  procedureHits: (db, key, province, form) => (form === 'trigrams' ? indexedHospitals(db, key, province) : procedureHits(db, key, province)),
  optimize: async () => {},
};
