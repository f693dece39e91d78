import { sql } from 'kysely';
import type { Db } from '../../db';
import type { TrigramTable } from './backend';

/**
 * SQLite: how many rows of a trigram table (hospital names, quotes, procedure waits) hold each
 * trigram, read from the table's FTS5 vocabulary (migration 004), and how many hospitals there are.
 * A search uses them to pick its form: a name search walks the names of the term's rarest trigram
 * (docs/decisions/121), and a procedure term held by many rows is answered by walking the hospitals in
 * name order instead of reading every match (docs/decisions/055).
 *
 * The counts only steer the choice: the indexes are always current and every match is checked
 * against the stored key, so stale counts cost speed, never correctness. Reading them takes ~0.1 s at
 * 10,000 hospitals (the quotes' vocabulary is the slow one), so they are read once and then again in
 * the background when an hour old; a trigram they do not know counts as in no row.
 */
const MAX_AGE_MS = 60 * 60_000;

interface Stats {
  docs: Record<TrigramTable, Map<string, number>>;
  hospitals: number;
}
const cache = new WeakMap<Db, { stats: Stats; readAt: number; refresh?: Promise<void> }>();

async function readStats(db: Db): Promise<Stats> {
  const docs = async (table: TrigramTable) => {
    const { rows } = await sql<{ term: string; doc: number }>`select term, doc from ${sql.table(`${table}_fts_vocab`)}`.execute(db);
    return new Map(rows.map((r) => [r.term, Number(r.doc)]));
  };
  const count = await db.selectFrom('clinics').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return {
    docs: { clinics: await docs('clinics'), pricings: await docs('pricings'), procedure_waits: await docs('procedure_waits') },
    hospitals: Number(count.n),
  };
}

async function stats(db: Db): Promise<Stats> {
  const entry = cache.get(db);
  if (!entry) {
    const fresh = await readStats(db);
    cache.set(db, { stats: fresh, readAt: Date.now() });
    return fresh;
  }
  // Stale counts still steer well: answer with them and refresh once, in the background.
  if (Date.now() - entry.readAt > MAX_AGE_MS && !entry.refresh) {
    entry.refresh = readStats(db)
      .then((fresh) => void cache.set(db, { stats: fresh, readAt: Date.now() }))
      .catch(() => void (entry.refresh = undefined));
  }
  return entry.stats;
}

/** Reads the counts now (db/maintenance.ts does at start-up, so no search pays for the first read). */
export async function refreshTrigramStats(db: Db): Promise<void> {
  cache.set(db, { stats: await readStats(db), readAt: Date.now() });
}

/** The distinct trigrams of a key, by code point as FTS5's trigram tokenizer cuts them. */
export function trigramsOf(key: string): string[] {
  const chars = [...key];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

/**
 * The key's `count` rarest trigrams in a table and how many rows hold the rarest (an upper bound on
 * the rows that contain the key), with the number of hospitals.
 */
export async function rarestTrigrams(
  db: Db,
  table: TrigramTable,
  key: string,
  count = 2,
): Promise<{ trigrams: string[]; rows: number; hospitals: number }> {
  const { docs, hospitals } = await stats(db);
  const ranked = trigramsOf(key)
    .map((t) => ({ t, n: docs[table].get(t) ?? 0 }))
    .sort((a, b) => a.n - b.n);
  return { trigrams: ranked.slice(0, count).map((r) => r.t), rows: ranked[0]?.n ?? 0, hospitals };
}

/** How many rows of a table hold a trigram, by the cached counts (0 for a trigram they do not know). */
export async function trigramCounts(db: Db, table: TrigramTable): Promise<(trigram: string) => number> {
  const docs = (await stats(db)).docs[table];
  return (trigram) => docs.get(trigram) ?? 0;
}
