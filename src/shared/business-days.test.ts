import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysPassed } from './business-days';

describe('business days (Toronto calendar)', () => {
  it('skips the weekend: Thursday noon plus 2 is Monday noon', () => {
    expect(addBusinessDays(new Date('2026-11-19T17:00:00Z'), 2).toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });
  it('Monday plus 2 is Wednesday', () => {
    expect(addBusinessDays(new Date('2026-11-23T15:00:00Z'), 2).toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });
  it('a Saturday start counts from Monday: plus 2 is Wednesday', () => {
    expect(addBusinessDays(new Date('2026-11-21T15:00:00Z'), 2).toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });
  it('uses the Toronto date, not the UTC one: Friday 22:00 in Toronto is Saturday in UTC', () => {
    // 2026-11-21T03:00Z is Friday 22:00 in Toronto: plus 1 business day is Monday 22:00.
    expect(addBusinessDays(new Date('2026-11-21T03:00:00Z'), 1).toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
  it('passed: not a minute early', () => {
    const from = new Date('2026-11-23T15:00:00Z');
    expect(businessDaysPassed(from, 2, new Date('2026-11-25T14:59:00Z'))).toBe(false);
    expect(businessDaysPassed(from, 2, new Date('2026-11-25T15:00:00Z'))).toBe(true);
  });
  it('answers as formatting each date in Toronto would, every hour of two years, across the DST changes', () => {
    // A reference that asks Intl every time, with none of the module's caching.
    const weekday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', weekday: 'short' });
    const weekend = (t: number) => ['Sat', 'Sun'].includes(weekday.format(new Date(t)));
    const reference = (from: Date, n: number) => {
      let at = from.getTime();
      while (weekend(at)) at += 86_400_000;
      for (let left = n; left > 0; ) {
        at += 86_400_000;
        if (!weekend(at)) left--;
      }
      return at;
    };
    const start = Date.parse('2026-01-01T00:00:00Z');
    const wrong: string[] = [];
    for (let t = start; t < start + 2 * 365 * 86_400_000; t += 3_600_000) {
      // Each hour's first and last millisecond, so that an answer cached for the wrong span shows.
      for (const at of [t, t + 3_599_999]) if (addBusinessDays(new Date(at), 2).getTime() !== reference(new Date(at), 2)) wrong.push(new Date(at).toISOString());
    }
    expect(wrong).toEqual([]);
  });
});
