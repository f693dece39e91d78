import { z } from '@shared/zod';
import { PROVINCES } from '../constants';
import { FIELD_MSG, HTTP_SCHEME, LIMITS, hasUserInfo, isWebsite } from './field-rules';

// The rules that need no zod live in field-rules.ts, so pages that only display a listing load no zod.
export { FIELD_MSG, LIMITS, WEEKDAYS, type Weekday, groupHours, hasUserInfo, isWebsite, websiteHref } from './field-rules';

/** Field builders shared by the contracts, so every form and route bounds and words things alike. */

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

/** The website field: blank is null; user info gets its own message, anything else not a website the general one. */
export const optionalWebsite = () =>
  optionalText(LIMITS.url).superRefine((v, ctx) => {
    if (v === null || isWebsite(v)) return;
    const otherScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) && !HTTP_SCHEME.test(v);
    ctx.addIssue({ code: 'custom', message: hasUserInfo(v) && !otherScheme ? FIELD_MSG.websiteUserInfo : FIELD_MSG.website });
  });

// ---- issue 21: opening hours (one field of a listing; kept here so no chunk of its own is made) ----

/**
 * Opening hours a clinic states itself (issue 21): one entry per weekday, Monday first; an entry is
 * null when the clinic is closed that day, and the whole week is null when the clinic has not said
 * (the screens then say "Hours not listed — call the clinic", never invented hours).
 */

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
