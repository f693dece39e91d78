import { PROVINCES, type Province, WAIT_RANK, WAIT_RANK_UNKNOWN } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import type { SearchCriteria } from '../api/search';

/**
 * The search lives in the URL of /dashboard/vet (issue 21, docs/decisions/095): `?mode=name&name=…`
 * `&province=…&near=…&radius=…&sort=…` (and `&emergency=1` for a specialty search with the hospitals
 * taking emergency cases first, issue 57), so Back from a hospital, a reload or a shared link shows the
 * same results. Anything unreadable counts as not searched.
 */
export const SORTS = ['wait', 'distance', 'name'] as const;
export type SearchSort = (typeof SORTS)[number];

export function criteriaFromUrl(params: URLSearchParams): SearchCriteria | null {
  const province = params.get('province');
  const near = params.get('near')?.trim() || undefined;
  const radius = Number(params.get('radius'));
  const where = {
    ...((PROVINCES as readonly string[]).includes(province ?? '') && { province: province as Province }),
    ...(near && { near, ...(Number.isInteger(radius) && radius > 0 && { radiusKm: radius }) }),
  };
  const mode = params.get('mode');
  const text = (key: string) => params.get(key)?.trim() ?? '';
  if (mode === 'name' && text('name')) return { mode, name: text('name'), ...where };
  if (mode === 'procedure' && text('procedure')) return { mode, procedure: text('procedure'), ...where };
  if (mode === 'specialty' && /^\d+$/.test(text('specialty'))) {
    return { mode, specialtyId: Number(text('specialty')), ...(params.get('emergency') === '1' && { emergencyFirst: true }), ...where };
  }
  return null;
}

export function sortFromUrl(params: URLSearchParams, criteria: SearchCriteria | null): SearchSort {
  const sort = params.get('sort');
  const allowed = (SORTS as readonly string[]).includes(sort ?? '') && (sort !== 'distance' || criteria?.near);
  return allowed ? (sort as SearchSort) : defaultSort(criteria);
}

/**
 * The order the server answers in: nearest first near a place; else, for a specialty, shorter waits first
 * by WAIT_RANK, then name (issue 57: no longer emergency cases first unless asked); else by name.
 */
export const defaultSort = (c: SearchCriteria | null): SearchSort => (c?.near ? 'distance' : c?.mode === 'specialty' ? 'wait' : 'name');

/** The URL's search parameters for criteria and a sort (the default sort is left out). */
export function searchUrlParams(c: SearchCriteria, sort: SearchSort = defaultSort(c)): URLSearchParams {
  const params = new URLSearchParams({ mode: c.mode });
  if (c.mode === 'specialty') params.set('specialty', String(c.specialtyId));
  if (c.mode === 'specialty' && c.emergencyFirst) params.set('emergency', '1');
  if (c.mode === 'name') params.set('name', c.name);
  if (c.mode === 'procedure') params.set('procedure', c.procedure);
  if (c.province) params.set('province', c.province);
  if (c.near) params.set('near', c.near);
  if (c.near && c.radiusKm) params.set('radius', String(c.radiusKm));
  if (sort !== defaultSort(c)) params.set('sort', sort);
  return params;
}

const waitOf = (r: SearchResult) => WAIT_RANK[r.clinicSpecialty?.wait_time ?? r.procedureMatch?.wait_time ?? ''] ?? WAIT_RANK_UNKNOWN;
const byName = (a: SearchResult, b: SearchResult) => a.name.localeCompare(b.name);
const byDistance = (a: SearchResult, b: SearchResult) => (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity);
const emergencyOf = (r: SearchResult) => (r.clinicSpecialty?.accepting_emergency ? 0 : 1);

/**
 * Results in the chosen order. "Wait time" is the wait's own order only (WAIT_RANK: "<1 week" first,
 * unknown then "Not accepting" last), then nearest near a place, else by name. A specialty search with
 * emergencyFirst puts the hospitals taking emergency cases first, each group in the chosen order. The
 * server's own order is kept when it is the one chosen (the server applies emergency_first too, and a
 * stable sort on that alone keeps its order within each group); a page holds at most SEARCH_LIMIT
 * hospitals, so the others are sorted here.
 */
export function sortResults(results: SearchResult[], sort: SearchSort, criteria: SearchCriteria): SearchResult[] {
  const emergencyFirst = criteria.mode === 'specialty' && criteria.emergencyFirst === true;
  const first = (a: SearchResult, b: SearchResult) => (emergencyFirst ? emergencyOf(a) - emergencyOf(b) : 0);
  if (sort === defaultSort(criteria)) return emergencyFirst ? [...results].sort(first) : results;
  const sorted = [...results];
  if (sort === 'name') return sorted.sort((a, b) => first(a, b) || byName(a, b));
  if (sort === 'distance') return sorted.sort((a, b) => first(a, b) || byDistance(a, b) || byName(a, b));
  const after = criteria.near ? byDistance : byName;
  return sorted.sort((a, b) => first(a, b) || waitOf(a) - waitOf(b) || after(a, b) || byName(a, b));
}
