import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '@shared/constants';
import { emptySearchForm, sameCriteria, toFormValues, toSearchCriteria } from './search-form';
import { searchFormSchema } from './search-schema';

const msg = { specialty: 'S', name: 'N', procedure: 'P', tooLong: 'L' };
const schema = searchFormSchema(msg);
const errorsOf = (v: object) => {
  const r = schema.safeParse({ ...emptySearchForm, ...v });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('search form rules (SPEC §5)', () => {
  it('needs a specialty in specialty mode', () => {
    expect(errorsOf({ mode: 'specialty' })).toEqual(['specialtyId:S']);
    expect(errorsOf({ mode: 'specialty', specialtyId: '3' })).toEqual([]);
  });

  it('needs a non-blank name or procedure in those modes', () => {
    expect(errorsOf({ mode: 'name', name: '   ' })).toEqual(['name:N']);
    expect(errorsOf({ mode: 'procedure', procedure: '' })).toEqual(['procedure:P']);
    expect(errorsOf({ mode: 'name', name: 'ruisseau' })).toEqual([]);
  });

  it('checks only the chosen kind of search', () => {
    expect(errorsOf({ mode: 'name', name: 'Rideau', specialtyId: '' })).toEqual([]);
  });

  it('limits text length and province values', () => {
    expect(errorsOf({ mode: 'name', name: 'x'.repeat(SEARCH_TEXT_MAX + 1) })).toEqual(['name:L']);
    expect(errorsOf({ mode: 'name', name: 'x', province: 'Atlantis' })).toHaveLength(1);
  });
});

describe('toSearchCriteria', () => {
  it('trims text and drops "All provinces"', () => {
    expect(toSearchCriteria({ ...emptySearchForm, mode: 'name', name: '  du Ruisseau ', specialtyId: '4' })).toEqual({
      mode: 'name',
      name: 'du Ruisseau',
      province: undefined,
    });
  });

  it('sends the specialty as a number, with the chosen province', () => {
    expect(toSearchCriteria({ ...emptySearchForm, specialtyId: '7', province: 'Quebec' })).toEqual({
      mode: 'specialty',
      specialtyId: 7,
      province: 'Quebec',
    });
  });

  it('uses the procedure in procedure mode even when a name was typed in the other mode', () => {
    expect(toSearchCriteria({ ...emptySearchForm, mode: 'procedure', procedure: 'TPLO', name: 'Rideau' })).toEqual({
      mode: 'procedure',
      procedure: 'TPLO',
      province: undefined,
    });
  });

  it('keeps "Emergency cases first" through a new Search of a specialty, and only there (issue 57)', () => {
    const shown = toFormValues({ mode: 'specialty', specialtyId: 7, emergencyFirst: true });
    expect(shown.emergencyFirst).toBe(true);
    expect(toSearchCriteria(shown)).toEqual({ mode: 'specialty', specialtyId: 7, emergencyFirst: true, province: undefined });
    expect(toSearchCriteria({ ...shown, mode: 'name', name: 'Rideau' })).toEqual({ mode: 'name', name: 'Rideau', province: undefined });
    expect(toFormValues({ mode: 'specialty', specialtyId: 7 }).emergencyFirst).toBe(false);
    expect(sameCriteria(toSearchCriteria(shown), { mode: 'specialty', specialtyId: 7, emergencyFirst: true })).toBe(true);
  });

  it('compares criteria by value', () => {
    expect(sameCriteria({ mode: 'name', name: 'a' }, { mode: 'name', name: 'a' })).toBe(true);
    expect(sameCriteria({ mode: 'name', name: 'a' }, { mode: 'name', name: 'b' })).toBe(false);
    expect(sameCriteria(null, { mode: 'name', name: 'a' })).toBe(false);
  });
});
