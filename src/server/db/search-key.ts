import { sql } from 'kysely';

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

/** The LIKE pattern (with ESCAPE '\') of a text containing `key`, its % and _ taken literally. */
export const containsPattern = (key: string): string => `%${escapeLike(key)}%`;

/** `<alias>.search_key LIKE %key%`, with the key's % and _ taken literally (pg_trgm indexes it; see modules/search). */
export const keyLike = (alias: string, key: string) => sql<boolean>`${sql.ref(`${alias}.search_key`)} like ${containsPattern(key)} escape '\\'`;
