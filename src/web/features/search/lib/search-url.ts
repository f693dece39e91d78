import { PROVINCES, type Province, WAIT_RANK, WAIT_RANK_UNKNOWN } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import type { SearchCriteria } from '../api/search';

/**
 * The search lives in the URL of /dashboard/vet (issue 21, docs/decisions/095): `?mode=name&name=…`
 * `&province=…&near=…&radius=…&sort=…`, so Back from a hospital, a reload or a shared link shows the
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
  if (mode === 'specialty' && /^\d+$/.test(text('specialty'))) return { mode, specialtyId: Number(text('specialty')), ...where };
  return null;
}

export function sortFromUrl(params: URLSearchParams, criteria: SearchCriteria | null): SearchSort {
  const sort = params.get('sort');
  const allowed = (SORTS as readonly string[]).includes(sort ?? '') && (sort !== 'distance' || criteria?.near);
  return allowed ? (sort as SearchSort) : defaultSort(criteria);
}

/** The order the server answers in: nearest first near a place, else shortest waits (specialty) or names. */
export const defaultSort = (c: SearchCriteria | null): SearchSort => (c?.near ? 'distance' : c?.mode === 'specialty' ? 'wait' : 'name');

/** The URL's search parameters for criteria and a sort (the default sort is left out). */
export function searchUrlParams(c: SearchCriteria, sort: SearchSort = defaultSort(c)): URLSearchParams {
  const params = new URLSearchParams({ mode: c.mode });
  if (c.mode === 'specialty') params.set('specialty', String(c.specialtyId));
  if (c.mode === 'name') params.set('name', c.name);
  if (c.mode === 'procedure') params.set('procedure', c.procedure);
  if (c.province) params.set('province', c.province);
  if (c.near) params.set('near', c.near);
  if (c.near && c.radiusKm) params.set('radius', String(c.radiusKm));
  if (sort !== defaultSort(c)) params.set('sort', sort);
  return params;
}

const waitOf = (r: SearchResult) => WAIT_RANK[r.clinicSpecialty?.wait_time ?? r.procedureMatch?.wait_time ?? ''] ?? WAIT_RANK_UNKNOWN;

/**
 * Results in the chosen order. The server's own order is kept when it is the one chosen; a page holds
 * at most SEARCH_LIMIT hospitals, so the others are sorted here.
 */
export function sortResults(results: SearchResult[], sort: SearchSort, criteria: SearchCriteria): SearchResult[] {
  if (sort === defaultSort(criteria)) return results;
  const byName = (a: SearchResult, b: SearchResult) => a.name.localeCompare(b.name);
  const sorted = [...results];
  if (sort === 'name') return sorted.sort(byName);
  if (sort === 'distance') return sorted.sort((a, b) => (a.distance_km ?? Infinity) - (b.distance_km ?? Infinity) || byName(a, b));
  const emergency = (r: SearchResult) => (r.clinicSpecialty?.accepting_emergency ? 0 : 1);
  return sorted.sort((a, b) => emergency(a) - emergency(b) || waitOf(a) - waitOf(b) || (a.distance_km ?? 0) - (b.distance_km ?? 0) || byName(a, b));
}
