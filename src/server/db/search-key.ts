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

/** "St"/"Ste" (and "St."/"Ste.") are how "Saint"/"Sainte" are usually written in Canadian names. */
const WORD_FORMS: Readonly<Record<string, string>> = { st: 'saint', ste: 'sainte' };

/**
 * The words of a text as search compares them (issue 57): searchKey's case and accent folding, then
 * every character that is not a letter or a digit (hyphens, apostrophes, dots, slashes…) a space, and
 * "st"/"ste" as "saint"/"sainte". So "Saint-Éloi", "St. Eloi" and "st eloi" are the same words.
 */
export function matchWords(text: string): string {
  return searchKey(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => WORD_FORMS[w] ?? w)
    .join(' ');
}

/**
 * A catalogue row's search_key (clinics, pricings, procedure_waits since migration 029): its words with
 * a space before and after, so one LIKE pattern (`% ct %`) matches a whole word anywhere in it and the
 * trigram indexes answer it. Empty text has the key ' '.
 */
export const matchKey = (text: string): string => ` ${matchWords(text)} `.replace(/^ {2}$/, ' ');

/** Escapes LIKE wildcards so user input matches literally (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const nowIso = (): string => new Date().toISOString();

/** The LIKE pattern (with ESCAPE '\') of a text containing `key`, its % and _ taken literally. */
export const containsPattern = (key: string): string => `%${escapeLike(key)}%`;

/** `<alias>.search_key LIKE %key%`, with the key's % and _ taken literally (pg_trgm indexes it; see modules/search). */
export const keyLike = (alias: string, key: string) => sql<boolean>`${sql.ref(`${alias}.search_key`)} like ${containsPattern(key)} escape '\\'`;
