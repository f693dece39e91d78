/**
 * The rules of a listing's fields that need no zod (fields.ts builds its schemas on them and re-exports
 * them): the web's display code (a website link, a week of opening hours) imports them from here, so a
 * page that only shows a listing does not load zod (24 KB gzip; issue 22).
 */

/** The bounds and words of free-text fields, shared by every form and route (fields.ts builds on them). */
export const LIMITS = {
  name: 200,
  short: 120,
  address: 300,
  phone: 40,
  email: 254,
  url: 500,
  text: 5000,
} as const;

export const FIELD_MSG = {
  invalidEmail: 'Invalid email address',
  province: 'Choose one of the 13 provinces and territories',
  website: 'Enter a web address such as www.example.ca or https://example.ca',
  websiteUserInfo: 'A web address cannot include a user name or password (an @ before the site name)',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export const HTTP_SCHEME = /^https?:\/\//i;

/**
 * True when the address names a user or password before its host (`https://trusted.ca@evil.example/`
 * goes to evil.example): any `@` in the part before the path, with or without http(s)://.
 */
export function hasUserInfo(value: string): boolean {
  const authority = value.replace(HTTP_SCHEME, '').split(/[/?#\\]/, 1)[0] ?? '';
  return authority.includes('@');
}

/**
 * True for an http(s) URL or a bare domain (www.example.ca/path); every other scheme is refused, and
 * so is user info (a user name or password before the host).
 */
export function isWebsite(value: string): boolean {
  if (hasUserInfo(value)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !HTTP_SCHEME.test(value)) {
    // A scheme other than http(s) — javascript:, data:, mailto:, ftp: … — unless it is host:port.
    if (!BARE_DOMAIN.test(value)) return false;
  }
  if (HTTP_SCHEME.test(value)) {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && BARE_DOMAIN.test(url.host);
    } catch {
      return false;
    }
  }
  return BARE_DOMAIN.test(value);
}

/** Renders only http(s) links: a bare domain gets https:// added; anything else is not a link. */
export function websiteHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!isWebsite(trimmed)) return null;
  // Normalised by URL (lower-case host, a path of at least '/') so the same address always reads the same.
  return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).href;
}

/**
 * Opening hours a clinic states itself (issue 21): one entry per weekday, Monday first; an entry is
 * null when the clinic is closed that day (fields.ts: dayHours, weeklyHours).
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
type DayHours = { open: string; close: string } | null;

/** Consecutive days with the same hours, for display: [first day, last day, hours]. */
export function groupHours(week: readonly DayHours[]): { from: Weekday; to: Weekday; hours: DayHours }[] {
  const groups: { from: Weekday; to: Weekday; hours: DayHours }[] = [];
  week.forEach((hours, i) => {
    const last = groups[groups.length - 1];
    if (last && JSON.stringify(last.hours) === JSON.stringify(hours)) last.to = WEEKDAYS[i]!;
    else groups.push({ from: WEEKDAYS[i]!, to: WEEKDAYS[i]!, hours });
  });
  return groups;
}
