import { z } from 'zod';

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
