import { searchBackendOf } from '../modules/search/backend';
import type { Db } from './index';

/**
 * Upkeep of the search indexes, at start-up and then hourly (main.ts): whatever the database's search
 * backend needs after many writes. SQLite merges its FTS5 trigram tables into one segment each and
 * reads the trigram counts the searches choose their form by (modules/search/sqlite.ts); PostgreSQL's
 * GIN indexes need nothing (they are built with fastupdate off), and it reads how many names hold each
 * trigram, for the name search's walk (modules/search/postgres.ts, docs/decisions/113).
 */
export async function optimizeSearchIndexes(db: Db): Promise<void> {
  await searchBackendOf(db).optimize(db);
}
