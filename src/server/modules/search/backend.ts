import type { Compilable, Kysely, RawBuilder } from 'kysely';
import { SEARCH_LIMIT } from '@shared/constants';
import type { Db } from '../../db';
import { literalLimit } from '../../db/prepared';
import type { ClinicRow, ProcedureHits } from './repository';

/** A search page's LIMIT, written into the SQL instead of bound (`literalLimit`, docs/decisions/120 and 123). */
export const PAGE = literalLimit(SEARCH_LIMIT);

/**
 * What a search needs from the database underneath. The queries that read the same on both
 * databases live in repository.ts; the rest — how a name or a procedure is matched through the
 * trigram indexes (migration 002), which form a search takes for a term (docs/decisions/055), and the
 * upkeep of those indexes — is one backend per database: sqlite.ts (FTS5 trigram twins) and
 * postgres.ts (pg_trgm). openDb (db/index.ts) chooses it once, when the database opens.
 */
export interface SearchBackend {
  /**
   * `<alias>.search_key` contains `key` (already normalised; its wildcards taken literally), for one
   * of the TRIGRAM_TABLES, through that table's trigram index when the key is long enough to use it.
   */
  keyContains(db: Db, table: TrigramTable, alias: string, key: string): RawBuilder<boolean>;
  /** Which form a name search takes for a key. */
  nameSearchForm(db: Db, key: string): Promise<NameSearchForm>;
  /** The query of a name search in the form chosen for it (the bench prints its plan). */
  nameSearchQuery(db: Db, chosen: NameSearchForm, key: string, province?: string): Compilable<ClinicRow>;
  /** The hospitals of a name search, in the form chosen for the key, names starting with it first. */
  searchByName(db: Db, key: string, province?: string): Promise<ClinicRow[]>;
  /** Which form a procedure search takes for a key. */
  procedureSearchForm(db: Db, key: string): Promise<ProcedureSearchForm>;
  /** The first SEARCH_LIMIT hospitals of a procedure search in a form (repository.ts adds their matches). */
  procedureHits(db: Db, key: string, province: string | undefined, form: ProcedureSearchForm): ProcedureHits;
  /** Keeps the trigram indexes quick after many writes; run at start-up and hourly (db/maintenance.ts). */
  optimize(db: Db): Promise<void>;
}

/**
 * Which form a name search takes for a key (docs/decisions/113, 121): the trigram walk of name-walk.ts,
 * `to` the end of the range of names starting with the key and `trigram` the key's trigram whose names
 * are walked in order; the single query for a key too short for a trigram.
 */
export type NameSearchForm = { form: 'one query' } | { form: 'trigram walk'; to: string; trigram: string };

/**
 * `trigrams`: the hospitals found through the quotes' and waits' trigram indexes; `walk`: the
 * hospitals read in name order, each tested on its procedure_key (SQLite, a term most hospitals quote;
 * short, it asks the trigram form next); `walk, else trigrams`: both in one statement, the walk
 * answering when full (PostgreSQL, docs/decisions/109).
 */
export type ProcedureSearchForm = 'trigrams' | 'walk' | 'walk, else trigrams';

/**
 * The tables whose search_key has a trigram index (migration 002): an FTS5 twin `<table>_fts` on
 * SQLite, a pg_trgm GIN index on PostgreSQL. The migrations keep their own frozen copies.
 */
export const TRIGRAM_TABLES = ['clinics', 'pricings', 'procedure_waits'] as const;
export type TrigramTable = (typeof TRIGRAM_TABLES)[number];

/** FTS5 trigram and pg_trgm only index terms of at least three characters. */
const TRIGRAM = 3;

/** Whether a normalised key is long enough for the trigram indexes (by code point). */
export const usesTrigrams = (key: string): boolean => [...key].length >= TRIGRAM;

// Kysely instances made from one database (transactions, connections) share its adapter.
const backends = new WeakMap<object, SearchBackend>();

/** Called by openDb, once per database. */
export function setSearchBackend(db: Kysely<any>, backend: SearchBackend): void {
  backends.set(db.getExecutor().adapter, backend);
}

/** The search backend openDb chose for this database (or a transaction or connection of it). */
export function searchBackendOf(db: Kysely<any>): SearchBackend {
  const backend = backends.get(db.getExecutor().adapter);
  if (!backend) throw new Error('No search backend for this database: open it with openDb (db/index.ts).');
  return backend;
}

/** `<alias>.search_key contains key` through the database's search backend (see SearchBackend.keyContains). */
export const keyContains = (db: Db, table: TrigramTable, alias: string, key: string): RawBuilder<boolean> =>
  searchBackendOf(db).keyContains(db, table, alias, key);
