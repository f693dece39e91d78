import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/contracts/search';
import { searchResultFixture } from '@web/lib/testing/clinic';
import type { SearchCriteria } from '../api/search';
import { criteriaFromUrl, defaultSort, searchUrlParams, sortFromUrl, sortResults } from './search-url';

const hospital = (id: number, name: string, wait: string | null, emergency: boolean, distance?: number) =>
  searchResultFixture({
    id,
    name,
    address: null,
    city: null,
    clinicSpecialty: { specialty_id: 3, wait_time: wait, accepting_emergency: emergency, notes: null, last_updated: '2026-01-01T00:00:00Z' },
    measured: { scope: 'specialty', to_appointment: null },
    ...(distance !== undefined && { distance_km: distance }),
  });

const names = (results: SearchResult[]) => results.map((r) => r.name);

const SPECIALTY: SearchCriteria = { mode: 'specialty', specialtyId: 3 };
const RESULTS = [
  hospital(1, 'Alder', 'Not accepting', true, 5),
  hospital(2, 'Birch', null, false, 40),
  hospital(3, 'Cedar', '2-4 weeks', true, 30),
  hospital(4, 'Dogwood', '<1 week', false, 60),
  hospital(5, 'Elm', '2-4 weeks', false, 10),
];

describe('the "Wait time" order (issue 57)', () => {
  it('is the wait’s own order only: <1 week first, unknown then "Not accepting" last, ties by name', () => {
    expect(names(sortResults(RESULTS, 'wait', { mode: 'name', name: 'x' }))).toEqual(['Dogwood', 'Cedar', 'Elm', 'Birch', 'Alder']);
  });

  it('breaks ties by distance near a place', () => {
    const near: SearchCriteria = { ...SPECIALTY, near: 'Ottawa' };
    expect(names(sortResults(RESULTS, 'wait', near))).toEqual(['Dogwood', 'Elm', 'Cedar', 'Birch', 'Alder']);
  });

  it('keeps the server’s order when it is the chosen one (a specialty search away from a place)', () => {
    expect(defaultSort(SPECIALTY)).toBe('wait');
    expect(sortResults(RESULTS, 'wait', SPECIALTY)).toBe(RESULTS);
  });
});

describe('"Emergency cases first"', () => {
  const first: SearchCriteria = { ...SPECIALTY, emergencyFirst: true };

  it('puts the hospitals taking emergency cases first, each group in the chosen order', () => {
    expect(names(sortResults(RESULTS, 'name', first))).toEqual(['Alder', 'Cedar', 'Birch', 'Dogwood', 'Elm']);
    const near: SearchCriteria = { ...first, near: 'Ottawa' };
    expect(names(sortResults(RESULTS, 'wait', near))).toEqual(['Cedar', 'Alder', 'Dogwood', 'Elm', 'Birch']);
  });

  it('keeps the server’s order within each group for the default order', () => {
    expect(names(sortResults(RESULTS, 'wait', first))).toEqual(['Alder', 'Cedar', 'Birch', 'Dogwood', 'Elm']);
  });

  it('lives in the URL as emergency=1, for a specialty search only', () => {
    const params = searchUrlParams(first);
    expect(params.toString()).toBe('mode=specialty&specialty=3&emergency=1');
    expect(criteriaFromUrl(params)).toEqual(first);
    expect(criteriaFromUrl(new URLSearchParams('mode=specialty&specialty=3'))).toEqual(SPECIALTY);
    expect(criteriaFromUrl(new URLSearchParams('mode=name&name=Rideau&emergency=1'))).toEqual({ mode: 'name', name: 'Rideau' });
  });

  it('keeps a chosen sort beside it', () => {
    const params = searchUrlParams(first, 'name');
    expect(params.get('sort')).toBe('name');
    expect(sortFromUrl(params, criteriaFromUrl(params))).toBe('name');
  });
});
