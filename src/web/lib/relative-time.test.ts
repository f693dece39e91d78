import { describe, expect, it } from 'vitest';
import { STALE_WAIT_DAYS } from '@shared/constants';
import { setLanguage } from '@web/i18n';
import { daysSince, formatNumber, formatRelativeTime, formatShortDate, isStale } from './relative-time';

const NOW = new Date('2024-06-15T15:00:00Z');
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 - extraMs).toISOString();

describe('formatRelativeTime', () => {
  it('says "3 days ago" for an update three days back', () => {
    expect(formatRelativeTime(daysAgo(3), NOW)).toBe('3 days ago');
    expect(`updated ${formatRelativeTime(daysAgo(3, 3_600_000), NOW)}`).toBe('updated 3 days ago');
  });

  it('says "today" within the last 24 hours, and for a clock slightly ahead', () => {
    expect(formatRelativeTime(daysAgo(0, 5 * 3_600_000), NOW)).toBe('today');
    expect(formatRelativeTime(new Date(NOW.getTime() + 60_000).toISOString(), NOW)).toBe('today');
    expect(formatRelativeTime(daysAgo(1), NOW)).toBe('yesterday');
  });

  it('switches to weeks, months and years for older entries', () => {
    expect(formatRelativeTime(daysAgo(14), NOW)).toBe('2 weeks ago');
    expect(formatRelativeTime(daysAgo(95), NOW)).toBe('3 months ago');
    expect(formatRelativeTime(daysAgo(800), NOW)).toBe('2 years ago');
  });

  it('gives null for missing or unreadable timestamps', () => {
    expect(formatRelativeTime(null, NOW)).toBeNull();
    expect(formatRelativeTime('not a date', NOW)).toBeNull();
    expect(daysSince('nope', NOW)).toBeNull();
  });
});

describe('isStale', () => {
  it(`flags entries older than ${STALE_WAIT_DAYS} days, not those at the threshold`, () => {
    expect(isStale(daysAgo(STALE_WAIT_DAYS), NOW)).toBe(false);
    expect(isStale(daysAgo(STALE_WAIT_DAYS, 60_000), NOW)).toBe(true);
    expect(isStale(daysAgo(STALE_WAIT_DAYS + 30), NOW)).toBe(true);
    expect(isStale(daysAgo(3), NOW)).toBe(false);
  });

  it('does not flag a missing date', () => {
    expect(isStale(null, NOW)).toBe(false);
    expect(isStale('garbage', NOW)).toBe(false);
  });
});

describe('formatShortDate', () => {
  it('shows short month, day and year', () => {
    expect(formatShortDate('2024-03-05T12:00:00Z', 'UTC')).toBe('Mar 5, 2024');
    expect(formatShortDate('2023-12-31T23:30:00Z', 'UTC')).toBe('Dec 31, 2023');
  });

  it('uses the given time zone for the calendar day', () => {
    expect(formatShortDate('2024-01-01T03:00:00Z', 'America/Toronto')).toBe('Dec 31, 2023');
  });

  it('returns the raw text when it is not a date', () => {
    expect(formatShortDate('soon')).toBe('soon');
  });
});

describe('in French', () => {
  it('writes dates, relative times and numbers the French-Canadian way', async () => {
    await setLanguage('fr-CA');
    try {
      expect(formatShortDate('2023-05-12T12:00:00Z', 'UTC')).toBe('12 mai 2023');
      expect(formatShortDate('2024-03-05T12:00:00Z', 'UTC')).toBe('5 mars 2024');
      expect(formatRelativeTime(daysAgo(3), NOW)).toBe('il y a 3 jours');
      expect(formatRelativeTime(daysAgo(0), NOW)).toBe('aujourd’hui');
      expect(formatNumber(12345)).toBe('12\u00a0345');
    } finally {
      await setLanguage('en-CA');
    }
    expect(formatShortDate('2023-05-12T12:00:00Z', 'UTC')).toBe('May 12, 2023');
    expect(formatNumber(12345)).toBe('12,345');
  });
});
