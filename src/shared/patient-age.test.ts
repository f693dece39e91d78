import { describe, expect, it } from 'vitest';
import { readAge } from './patient-age';

describe('an approximate age', () => {
  it('is read as a count of years, months or weeks in either language', () => {
    expect(readAge('9 years')).toEqual({ count: 9, unit: 'years' });
    expect(readAge('9 ans')).toEqual({ count: 9, unit: 'years' });
    expect(readAge('1 an')).toEqual({ count: 1, unit: 'years' });
    expect(readAge('6 mois')).toEqual({ count: 6, unit: 'months' });
    expect(readAge('about 8 months old')).toEqual({ count: 8, unit: 'months' });
    expect(readAge('10 wks')).toEqual({ count: 10, unit: 'weeks' });
  });
  it('is left as typed when it says anything else', () => {
    expect(readAge('senior, maybe 12')).toBeNull();
    expect(readAge('2 years 3 months')).toBeNull();
    expect(readAge('')).toBeNull();
    expect(readAge(null)).toBeNull();
  });
});
