import { STALE_WAIT_DAYS } from '@shared/constants';
import { currentLanguage } from '@web/i18n';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl';

const DAY_MS = 24 * 60 * 60 * 1000;

// Made on first use (an Intl formatter made at import cost the dashboard's first render ~15 ms).
const relative = () => relativeTimeFormat(currentLanguage(), { numeric: 'auto' });

function toTime(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/** Whole days between a timestamp and now; a timestamp slightly in the future counts as today. */
export function daysSince(iso: string, now: Date = new Date()): number | null {
  const time = toTime(iso);
  if (time === null) return null;
  return Math.max(0, Math.floor((now.getTime() - time) / DAY_MS));
}

/**
 * "today", "yesterday", "3 days ago", "2 weeks ago", "4 months ago", "last year" (en-CA), « aujourd’hui »,
 * « il y a 3 jours »… (fr-CA): in the language shown. Day-level precision is enough for wait times; null
 * for a missing or unreadable timestamp.
 */
export function formatRelativeTime(iso: string | null | undefined, now: Date = new Date()): string | null {
  if (!iso) return null;
  const days = daysSince(iso, now);
  if (days === null) return null;
  if (days < 7) return relative().format(-days, 'day');
  if (days < 30) return relative().format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative().format(-Math.floor(days / 30), 'month');
  return relative().format(-Math.floor(days / 365), 'year');
}

/** True when the entry was last updated more than STALE_WAIT_DAYS days ago (so may be out of date). */
export function isStale(iso: string | null | undefined, now: Date = new Date()): boolean {
  const time = toTime(iso);
  if (time === null) return false;
  return now.getTime() - time > STALE_WAIT_DAYS * DAY_MS;
}

/**
 * Short month, day, year as SPEC §2 asks, in the language shown: "Mar 5, 2024", « 5 mars 2024 ». The raw
 * text when it is not a date.
 */
export function formatShortDate(iso: string, timeZone?: string): string {
  const time = toTime(iso);
  if (time === null) return iso;
  return dateTimeFormat(currentLanguage(), { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(time);
}

/** A count in the language shown: "1,234" or « 1 234 ». */
export const formatNumber = (n: number) => numberFormat(currentLanguage()).format(n);
