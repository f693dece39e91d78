import { z } from 'zod';
import { PROVINCES } from '../constants';

/** Field builders shared by the contracts, so every form and route bounds and words things alike. */

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

/** Optional free text: trimmed, bounded; blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: FIELD_MSG.tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** Required free text with the SPEC's message when blank. */
export const requiredText = (max: number, message: string, min = 1) =>
  z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: FIELD_MSG.tooLong(max) });

export const province = (message: string = FIELD_MSG.province) => z.enum(PROVINCES, { error: message });

export const email = (message: string = FIELD_MSG.invalidEmail) =>
  z.string({ error: message }).trim().max(LIMITS.email, { error: message }).pipe(z.email({ error: message }));

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email({ error: FIELD_MSG.invalidEmail }).max(LIMITS.email).nullable());

const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

const HTTP_SCHEME = /^https?:\/\//i;

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

/** The website field: blank is null; user info gets its own message, anything else not a website the general one. */
export const optionalWebsite = () =>
  optionalText(LIMITS.url).superRefine((v, ctx) => {
    if (v === null || isWebsite(v)) return;
    const otherScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) && !HTTP_SCHEME.test(v);
    ctx.addIssue({ code: 'custom', message: hasUserInfo(v) && !otherScheme ? FIELD_MSG.websiteUserInfo : FIELD_MSG.website });
  });

/** Renders only http(s) links: a bare domain gets https:// added; anything else is not a link. */
export function websiteHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!isWebsite(trimmed)) return null;
  // Normalised by URL (lower-case host, a path of at least '/') so the same address always reads the same.
  return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).href;
}

// ---- issue 21: opening hours (one field of a listing; kept here so no chunk of its own is made) ----

/**
 * Opening hours a clinic states itself (issue 21): one entry per weekday, Monday first; an entry is
 * null when the clinic is closed that day, and the whole week is null when the clinic has not said
 * (the screens then say "Hours not listed — call the clinic", never invented hours).
 */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const HOURS_MSG = {
  time: 'Use a time like 08:00',
  order: 'Closing must be after opening',
  week: 'Give the hours of all 7 days, Monday first',
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: HOURS_MSG.time });

export const dayHours = z
  .object({ open: time, close: time })
  .refine((d) => d.close > d.open, { error: HOURS_MSG.order, path: ['close'] })
  .nullable();
export type DayHours = z.infer<typeof dayHours>;

export const weeklyHours = z.array(dayHours).length(7, { error: HOURS_MSG.week });
export type WeeklyHours = z.infer<typeof weeklyHours>;

/** Consecutive days with the same hours, for display: [first day, last day, hours]. */
export function groupHours(week: WeeklyHours): { from: Weekday; to: Weekday; hours: DayHours }[] {
  const groups: { from: Weekday; to: Weekday; hours: DayHours }[] = [];
  week.forEach((hours, i) => {
    const last = groups[groups.length - 1];
    if (last && JSON.stringify(last.hours) === JSON.stringify(hours)) last.to = WEEKDAYS[i]!;
    else groups.push({ from: WEEKDAYS[i]!, to: WEEKDAYS[i]!, hours });
  });
  return groups;
}
