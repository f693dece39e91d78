import { distance } from 'fastest-levenshtein';

/**
 * How a search text becomes what the SQL matches (issue 57, docs/decisions/150). No database here:
 * the service reads the vocabulary and hands it in.
 *
 * A text's words (db/search-key.ts matchWords) become groups: a run of words that is a vocabulary term
 * becomes the group of every term of its concept ("chimio" → chimio, chemo, chemotherapy,
 * chimiotherapie); any other word is a group of itself. A row (a hospital's name, a quote, a wait
 * entry) matches when every group has a term in it. An abbreviation matches whole words only ("ct"
 * never matches "cataract"); another term of three letters or fewer whole words or their start ("cr"
 * for "creek", never the inside of a word); a longer one also the inside of a word ("cardio" matches
 * "echocardiogram").
 */

/** A term of the vocabulary, or a specialty's name standing as one (repository.ts vocabulary reads). */
export interface VocabularyTerm {
  concept: string;
  term: string;
  /** The term's matchWords. */
  term_key: string;
  language: 'en' | 'fr' | null;
  abbreviation: boolean;
  specialty_id: number | null;
}

export interface Term {
  /** matchWords of the term: words separated by single spaces. */
  key: string;
  /** Where in a word it may match: only whole words, from a word's start, or anywhere. */
  reach: 'whole' | 'start' | 'inside';
  /** The vocabulary term it stands for when it is not the searcher's own words (a synonym), else null. */
  synonym: string | null;
}

export interface Group {
  terms: Term[];
  /** The specialties the group's concept stands for: hospitals offering one match the group. */
  specialtyIds: number[];
}

/** The most words of a text a vocabulary term is looked for in (runs of up to this many words). */
const MAX_TERM_WORDS = 4;

const SHORT = 3;

function reachOf(key: string, abbreviation: boolean): Term['reach'] {
  if (abbreviation) return 'whole';
  return [...key].length <= SHORT ? 'start' : 'inside';
}

/** Every run of up to MAX_TERM_WORDS consecutive words: the keys a vocabulary term may have. */
export function candidateKeys(words: string): string[] {
  const list = words.split(' ').filter(Boolean);
  const keys = new Set<string>();
  for (let i = 0; i < list.length; i++) for (let j = i + 1; j <= Math.min(list.length, i + MAX_TERM_WORDS); j++) keys.add(list.slice(i, j).join(' '));
  return [...keys];
}

/**
 * The groups of a text's words, given the vocabulary terms whose key is one of its candidateKeys
 * (`found`) and every term of their concepts (`concepts`). Longest runs first, left to right.
 */
export function groupsOf(words: string, found: readonly VocabularyTerm[], concepts: readonly VocabularyTerm[]): Group[] {
  const list = words.split(' ').filter(Boolean);
  const byKey = new Map<string, VocabularyTerm[]>();
  for (const t of found) byKey.set(t.term_key, [...(byKey.get(t.term_key) ?? []), t]);
  const groups: Group[] = [];
  for (let i = 0; i < list.length; ) {
    let matched = 0;
    for (let n = Math.min(MAX_TERM_WORDS, list.length - i); n > 0 && !matched; n--) {
      const key = list.slice(i, i + n).join(' ');
      const hits = byKey.get(key);
      if (!hits) continue;
      matched = n;
      const ids = new Set(hits.map((h) => h.concept));
      const members = concepts.filter((t) => ids.has(t.concept));
      const terms = new Map<string, Term>();
      // The searcher's own words first, matched as they would be without the vocabulary.
      terms.set(key, { key, reach: reachOf(key, hits.some((h) => h.abbreviation)), synonym: null });
      for (const m of members) if (!terms.has(m.term_key)) terms.set(m.term_key, { key: m.term_key, reach: reachOf(m.term_key, m.abbreviation), synonym: m.term });
      const specialtyIds = [...new Set(members.map((m) => m.specialty_id).filter((id): id is number => id !== null))];
      groups.push({ terms: [...terms.values()], specialtyIds });
    }
    if (!matched) {
      const key = list[i]!;
      groups.push({ terms: [{ key, reach: reachOf(key, false), synonym: null }], specialtyIds: [] });
      matched = 1;
    }
    i += matched;
  }
  return groups;
}

/** The LIKE pattern of a term against a padded search_key (db/search-key.ts matchKey). */
export const patternOf = (t: Term): string => (t.reach === 'whole' ? `% ${t.key} %` : t.reach === 'start' ? `% ${t.key}%` : `%${t.key}%`);

/** The same test in JavaScript, on a padded key: which term of a group a row matched, if any. */
export function termIn(key: string, group: Group): Term | undefined {
  return group.terms.find((t) => key.includes(t.reach === 'whole' ? ` ${t.key} ` : t.reach === 'start' ? ` ${t.key}` : t.key));
}

/** How a row matched a text: 0 the whole key is the text, 1 whole words, 2 the start or inside of a word. */
export function rankOf(key: string, words: string, groups: readonly Group[]): 0 | 1 | 2 {
  if (key.trim() === words) return 0;
  return groups.every((g) => g.terms.some((t) => key.includes(` ${t.key} `))) ? 1 : 2;
}

/** Words of five letters or more may carry a one-letter typo (issue 57: "cardiolgy"). */
const TYPO_MIN = 5;

/**
 * The text with each word of TYPO_MIN letters or more that is not a known word replaced by the known
 * word one letter away (the most common first, then alphabetical), or by two known words it joins
 * ("montroyal" → "mont royal": `pairs` are known adjacent words). Undefined when nothing changed.
 */
export function corrected(words: string, known: ReadonlySet<string>, pairs: ReadonlyMap<string, string> = new Map()): string | undefined {
  const list = words.split(' ').filter(Boolean);
  let changed = false;
  const out = list.map((w) => {
    if ([...w].length < TYPO_MIN || known.has(w)) return w;
    const joined = pairs.get(w);
    if (joined) {
      changed = true;
      return joined;
    }
    let best: string | undefined;
    for (const k of known) {
      if (Math.abs(k.length - w.length) > 1 || k.length < TYPO_MIN - 1) continue;
      if (distance(w, k) === 1 && (best === undefined || k < best)) best = k;
    }
    if (best === undefined) {
      // Two words run together with one typo ("montroyl"): one letter from a known pair.
      const spaced = [...pairs].filter(([pair]) => Math.abs(pair.length - w.length) <= 1 && distance(w, pair) === 1).map(([, s]) => s);
      best = spaced.sort()[0];
    }
    if (best === undefined) return w;
    changed = true;
    return best;
  });
  return changed ? out.join(' ') : undefined;
}

/**
 * The known terms closest to a text that found nothing, for "Did you mean": within a third of the
 * text's length in edits (at least 2), or starting with it; closest first, the language asked first.
 */
export function closestTerms(words: string, terms: ReadonlyArray<{ key: string; shown: string; language: 'en' | 'fr' | null }>, lang: 'en' | 'fr', limit = 5): string[] {
  const most = Math.max(2, Math.floor([...words].length / 3));
  const scored = terms
    .map((t) => ({ ...t, d: t.key.startsWith(words) ? 0.5 : distance(words, t.key) }))
    .filter((t) => t.d <= most && t.key !== words)
    .sort((a, b) => a.d - b.d || Number(b.language === lang) - Number(a.language === lang) || a.shown.localeCompare(b.shown));
  const shown = new Set<string>();
  for (const t of scored) {
    if (shown.size >= limit) break;
    shown.add(t.shown);
  }
  return [...shown];
}
