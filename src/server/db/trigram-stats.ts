import { sql } from 'kysely';
import type { Db } from './index';

/**
 * SQLite: how many hospital names hold each trigram, read from the names' FTS5 vocabulary
 * (migration 004). A name search asks the trigram index for the term's two rarest trigrams instead of
 * all of them (FTS5 intersects every trigram of a GLOB, so a long term such as a whole hospital name
 * cost ~1 ms at 10,000 hospitals, and ~30 µs this way) and tells a term found in few names from a
 * broad one (docs/decisions/055).
 *
 * The counts only steer the choice: the index itself is always current, and every match is checked
 * against the stored key. So they are read at most hourly (reading them takes ~7 ms at 10,000
 * hospitals), and a trigram they do not know counts as in no name, the rarest of all.
 */
const MAX_AGE_MS = 60 * 60_000;
const cache = new WeakMap<Db, { docs: Map<string, number>; readAt: number; refresh?: Promise<void> }>();

async function readDocs(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ term: string; doc: number }>`select term, doc from clinics_fts_vocab`.execute(db);
  return new Map(rows.map((r) => [r.term, Number(r.doc)]));
}

async function trigramDocs(db: Db): Promise<Map<string, number>> {
  const entry = cache.get(db);
  if (!entry) {
    const docs = await readDocs(db);
    cache.set(db, { docs, readAt: Date.now() });
    return docs;
  }
  // Stale counts still steer well: answer with them and refresh once, in the background.
  if (Date.now() - entry.readAt > MAX_AGE_MS && !entry.refresh) {
    entry.refresh = readDocs(db)
      .then((docs) => void cache.set(db, { docs, readAt: Date.now() }))
      .catch(() => void (entry.refresh = undefined));
  }
  return entry.docs;
}

/** The distinct trigrams of a key, by code point as FTS5's trigram tokenizer cuts them. */
export function trigramsOf(key: string): string[] {
  const chars = [...key];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

/**
 * The key's `count` rarest trigrams (by names holding them) and how many names hold the rarest: an
 * upper bound on the names that contain the key.
 */
export async function rarestTrigrams(db: Db, key: string, count = 2): Promise<{ trigrams: string[]; names: number }> {
  const docs = await trigramDocs(db);
  const ranked = trigramsOf(key)
    .map((t) => ({ t, n: docs.get(t) ?? 0 }))
    .sort((a, b) => a.n - b.n);
  return { trigrams: ranked.slice(0, count).map((r) => r.t), names: ranked[0]?.n ?? 0 };
}

/** An FTS5 query for names holding every one of these trigrams ("abc" AND "bcd"). */
export const ftsAllOf = (trigrams: string[]): string => trigrams.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
