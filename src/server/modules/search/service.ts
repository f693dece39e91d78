import { BEYOND_RADIUS_LIMIT, LAT_LON, POSTAL_CODE, type SearchMatch, type SearchResult } from '@shared/contracts/search';
import type { SearchTerm, createSearchTerm } from '@shared/contracts/search-terms';
import type { z } from '@shared/zod';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/dialect';
import { matchWords, nowIso } from '../../db/search-key';
import { appError } from '../../errors';
import { type Actor, audited } from '../audit';
import { findSpecialty } from '../catalogue';
import { imageUrlFor } from '../images';
import { locatePlace, locatePostalCode } from '../../db/gazetteer';
import { type Origin, roundKm } from './near';
import * as repo from './repository';
import { type Group, type VocabularyTerm, candidateKeys, closestTerms, corrected, groupsOf, rankOf, termIn } from './terms';

interface Near {
  near?: string;
  radius_km?: number;
}

/**
 * Where a search near a place starts: `lat,lon`, a postal code or its FSA (the district's centroid),
 * or a Canadian city or town ("Gatineau", "London, ON") found in the gazetteer (docs/decisions/094).
 * A postal district or a name the datasets do not hold is refused with a sentence the vet can act on.
 */
export function originOf({ near, radius_km }: Near): Origin | undefined {
  if (!near) return undefined;
  const coordinates = LAT_LON.exec(near);
  if (coordinates) {
    const [lat, lon] = [Number(coordinates[1]), Number(coordinates[2])];
    if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { lat, lon, radiusKm: radius_km };
  }
  // "K2P, Ontario" is how a picked postal suggestion reads: the province adds nothing to an FSA.
  if (POSTAL_CODE.test(near.replace(/,[^,]*$/, ''))) {
    const district = locatePostalCode(near);
    if (!district) throw appError('PLACE_POSTAL_CODE');
    return { lat: district.lat, lon: district.lon, radiusKm: radius_km };
  }
  const place = locatePlace(near);
  if (!place) throw appError('PLACE_NOT_FOUND');
  return { lat: place.lat, lon: place.lon, radiusKm: radius_km };
}

/** A row as the API answers it; the caller adds what the search matched. */
function toResult(r: repo.ClinicRow, scope: SearchResult['measured']['scope'] = 'hospital'): SearchResult {
  const result: SearchResult = {
    id: Number(r.id),
    name: r.name,
    address: r.address,
    city: r.city,
    province: r.province,
    logo_url: imageUrlFor(r.logo_image_id),
    contact_email: r.contact_email,
    phone: r.phone,
    verified_at: r.verified_at!,
    clinicSpecialty: null,
    procedureMatch: null,
    measured: { scope, to_appointment: r.measured_days == null ? null : { median_days: Number(r.measured_days), referrals: Number(r.measured_referrals) } },
  };
  if (r.distance_km !== undefined && r.distance_km !== null) result.distance_km = roundKm(r.distance_km);
  return result;
}

/**
 * Runs a search in its scope; near a place with a radius and nothing inside it, runs it again at any
 * distance for the nearest BEYOND_RADIUS_LIMIT, each marked `beyond_radius` (issue 57: no dead ends).
 */
async function withinOrBeyond<R>(scope: repo.Scope, run: (scope: repo.Scope) => Promise<R[]>): Promise<{ rows: R[]; beyond: boolean }> {
  const rows = await run(scope);
  if (rows.length > 0 || scope.origin?.radiusKm === undefined) return { rows, beyond: false };
  return { rows: await run({ ...scope, radius: false, limit: BEYOND_RADIUS_LIMIT }), beyond: true };
}

const marked = (results: SearchResult[], beyond: boolean) => (beyond ? results.map((r) => ({ ...r, beyond_radius: true })) : results);

/** Specialty search. An inactive specialty is never searchable: it answers an empty list. */
export async function bySpecialty(db: Db, specialtyId: number, query: { province?: string; emergency_first?: boolean } & Near = {}): Promise<SearchResult[]> {
  const scope = { province: query.province, origin: originOf(query), emergencyFirst: query.emergency_first };
  const { rows, beyond } = await withinOrBeyond(scope, (s) => repo.searchBySpecialty(db, specialtyId, { ...scope, ...s }));
  // Only an empty answer needs the second look, to tell "no hospitals" from "no such specialty".
  if (rows.length === 0 && !(await findSpecialty(db, specialtyId))) throw appError('SPECIALTY_NOT_FOUND');
  const results = rows.map((r) => {
    const result = toResult(r, 'specialty');
    result.clinicSpecialty = {
      specialty_id: Number(r.specialty_id),
      wait_time: r.wait_time,
      accepting_emergency: Number(r.accepting_emergency) === 1,
      notes: r.notes,
      last_updated: r.last_updated,
    };
    return result;
  });
  return marked(results, beyond);
}

type TextQuery = { name?: string; procedure?: string; province?: string } & Near;

/** Name or procedure search; a non-blank name wins (SPEC §5). `near` alone lists the hospitals around a place. */
export async function byNameOrProcedure(db: Db, query: TextQuery): Promise<SearchResult[]> {
  const origin = originOf(query);
  const scope: repo.Scope = { province: query.province, origin };
  if (query.name?.trim()) return byName(db, matchWords(query.name), scope);
  if (query.procedure?.trim()) return byProcedure(db, matchWords(query.procedure), scope);
  if (origin) {
    const { rows, beyond } = await withinOrBeyond(scope, (s) => repo.searchNear(db, { ...s, origin }));
    return marked(
      rows.map((r) => toResult(r)),
      beyond,
    );
  }
  return [];
}

/** How a text matched a row, for the card (contracts/search.ts searchMatch). */
function via(key: string, words: string, groups: readonly Group[], typo: string | null): Pick<SearchMatch, 'via' | 'term'> {
  if (typo !== null) return { via: 'typo', term: typo };
  // termIn tries the searcher's own words first: a synonym is what matched only when they did not.
  const synonym = groups.map((g) => termIn(key, g)).find((t) => t?.synonym);
  if (synonym) return { via: 'synonym', term: synonym.synonym };
  const rank = rankOf(key, words, groups);
  return { via: rank === 0 ? 'exact' : rank === 1 ? 'word' : 'partial', term: null };
}

/**
 * A text search: as typed; when it finds nothing, once more with its typos corrected (a word of five
 * letters or more one letter from a known word, or two known words run together).
 */
async function twice<R>(
  words: string,
  groupsFor: (words: string) => Promise<Group[]>,
  run: (groups: Group[], words: string) => Promise<{ rows: R[]; beyond: boolean }>,
  known: () => Promise<{ words: Set<string>; pairs: Map<string, string> }>,
) {
  if (!words) return { rows: [] as R[], beyond: false, groups: [] as Group[], words, typo: null };
  const groups = await groupsFor(words);
  const first = await run(groups, words);
  if (first.rows.length > 0) return { ...first, groups, words, typo: null };
  const k = await known();
  const fixed = corrected(words, k.words, k.pairs);
  if (!fixed) return { ...first, groups, words, typo: null };
  const fixedGroups = await groupsFor(fixed);
  return { ...(await run(fixedGroups, fixed)), groups: fixedGroups, words: fixed, typo: fixed };
}

async function byName(db: Db, words: string, scope: repo.Scope): Promise<SearchResult[]> {
  const plain = async (w: string) => groupsOf(w, [], []);
  const known = async () => knownNameWords(await repo.nameKeys(db, scope.province));
  const found = await twice(words, plain, (groups, w) => withinOrBeyond(scope, (s) => repo.searchByName(db, w, groups, { ...scope, ...s })), known);
  const results = found.rows.map((r) => {
    const result = toResult(r);
    const [name = '', city = ''] = r.search_key.split('\n');
    const inName = found.groups.every((g) => termIn(name, g));
    result.matched = { field: inName ? 'name' : 'city', text: inName ? r.name : (r.city ?? ''), ...via(inName ? name : city, found.words, found.groups, found.typo) };
    return result;
  });
  return marked(results, found.beyond);
}

/** The words of hospital names, and each two adjacent words run together ("montroyal" → "mont royal"). */
function knownNameWords(keys: string[]) {
  const words = new Set<string>();
  const pairs = new Map<string, string>();
  for (const key of keys) {
    for (const line of key.split('\n')) {
      const list = line.trim().split(' ').filter(Boolean);
      list.forEach((w, i) => {
        words.add(w);
        if (i > 0) pairs.set(list[i - 1]! + w, `${list[i - 1]} ${w}`);
      });
    }
  }
  return { words, pairs };
}

async function byProcedure(db: Db, words: string, scope: repo.Scope): Promise<SearchResult[]> {
  const groupsFor = async (w: string) => {
    const { found, concepts } = await repo.vocabularyFor(db, candidateKeys(w), matchWords);
    return groupsOf(w, found, concepts);
  };
  const known = async () => knownTermWords(await repo.allVocabulary(db, matchWords));
  const found = await twice(words, groupsFor, (groups, w) => withinOrBeyond(scope, (s) => repo.searchByProcedure(db, w, groups, { ...scope, ...s })), known);
  const ids = found.rows.map((r) => Number(r.id));
  const specialtyIds = found.groups.length === 1 ? found.groups[0]!.specialtyIds : [];
  const [{ quotes, waits }, specialties] = await Promise.all([repo.matchingProcedures(db, ids, found.groups), repo.offeredSpecialties(db, ids, specialtyIds)]);
  const results = found.rows.map((r) => {
    const result = toResult(r);
    const id = Number(r.id);
    const mine = [...quotes.filter((q) => Number(q.clinic_id) === id), ...waits.filter((w) => Number(w.clinic_id) === id)];
    const best = mine.sort((a, b) => rankOf(a.search_key, found.words, found.groups) - rankOf(b.search_key, found.words, found.groups))[0];
    if (best) {
      const quote = quotes.find((q) => Number(q.clinic_id) === id && q.search_key === best.search_key);
      const wait = waits.find((w) => Number(w.clinic_id) === id && w.search_key === best.search_key);
      result.procedureMatch = {
        procedure: best.name,
        price_range: quote?.price_range ?? null,
        price_updated: quote?.updated_at ?? null,
        wait_time: wait?.wait_time ?? null,
        last_updated: wait?.last_updated ?? null,
      };
      result.matched = { field: 'procedure', text: best.name, ...via(best.search_key, found.words, found.groups, found.typo) };
    } else {
      const specialty = specialties.find((s) => Number(s.clinic_id) === id);
      const group = found.groups[0];
      const synonym = group?.terms.find((t) => t.synonym)?.synonym ?? null;
      result.matched = { field: 'specialty', text: specialty?.name ?? '', via: found.typo !== null ? 'typo' : 'synonym', term: found.typo ?? synonym };
    }
    return result;
  });
  return marked(results, found.beyond);
}

/** The words of every vocabulary term (specialty names included): what a procedure's typos are corrected to. */
function knownTermWords(terms: VocabularyTerm[]) {
  const words = new Set<string>();
  const pairs = new Map<string, string>();
  for (const t of terms) {
    const list = t.term_key.split(' ');
    list.forEach((w, i) => {
      words.add(w);
      if (i > 0) pairs.set(list[i - 1]! + w, `${list[i - 1]} ${w}`);
    });
  }
  return { words, pairs };
}

/** GET /api/search/suggestions: the known terms closest to a text (issue 57, contracts/search.ts). */
export async function suggestionsFor(db: Db, q: { q: string; field: 'procedure' | 'name'; lang: 'en' | 'fr' }): Promise<{ suggestions: string[] }> {
  const words = matchWords(q.q);
  if (!words) return { suggestions: [] };
  if (q.field === 'procedure') {
    const terms = (await repo.allVocabulary(db, matchWords)).map((t) => ({ key: t.term_key, shown: t.term, language: t.language }));
    return { suggestions: closestTerms(words, terms, q.lang) };
  }
  // A name: its runs of as many words as the text, each standing for the whole name.
  const n = words.split(' ').length;
  const windows = (await repo.hospitalNames(db)).flatMap(({ name, search_key }) => {
    const list = (search_key.split('\n')[0] ?? '').trim().split(' ');
    return Array.from({ length: Math.max(1, list.length - n + 1) }, (_, i) => ({ key: list.slice(i, i + n).join(' '), shown: name, language: null }));
  });
  return { suggestions: closestTerms(words, windows, q.lang) };
}

// ---- the vocabulary, for admins ----

type CreateSearchTermBody = z.output<typeof createSearchTerm>;

export const listTerms = (db: Db) => repo.listTerms(db);

export async function addTerm(db: Db, input: CreateSearchTermBody, actor: Actor): Promise<SearchTerm> {
  if (input.specialty_id !== null && !(await findSpecialty(db, input.specialty_id))) throw appError('SPECIALTY_UNKNOWN');
  const row = {
    concept: matchWords(input.concept).replace(/ /g, '-'),
    term: input.term,
    term_key: matchWords(input.term),
    language: input.language,
    abbreviation: input.abbreviation,
    specialty_id: input.specialty_id,
    added_by: actor.actorId!,
    created_at: nowIso(),
  };
  try {
    const id = await audited(db, actor, (trx) => repo.insertTerm(trx, row), (id) => ({ action: 'admin.search_term.create', target: `search_term:${id}`, detail: { concept: row.concept, term: row.term } }));
    return (await repo.findTerm(db, id))!;
  } catch (err) {
    if (isUniqueViolation(err)) throw appError('SEARCH_TERM_EXISTS');
    throw err;
  }
}

export async function removeTerm(db: Db, id: number, actor: Actor): Promise<void> {
  await audited(
    db,
    actor,
    async (trx) => {
      if (!(await repo.deleteTerm(trx, id))) throw appError('SEARCH_TERM_NOT_FOUND');
    },
    () => ({ action: 'admin.search_term.delete', target: `search_term:${id}` }),
  );
}
