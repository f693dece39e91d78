/**
 * Business days for reminders and response measures (issue 20): Monday to Friday, counted in
 * Toronto's calendar (most of the demo's and Canada's referral traffic sits in Eastern time).
 * Statutory holidays are not counted out: they differ by province (docs/decisions/088).
 */
const ZONE = 'America/Toronto';
const weekday = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, weekday: 'short' });

const HOUR = 60 * 60 * 1000;
// Formatting a date in a time zone costs microseconds, and an inbox asks it for every day of every
// unopened referral. Toronto's offsets are whole hours, so the weekday is the same within a UTC hour:
// one answer per hour, kept in a bounded map.
const weekendByHour = new Map<number, boolean>();

const isWeekend = (d: Date) => {
  const hour = Math.floor(d.getTime() / HOUR);
  let weekend = weekendByHour.get(hour);
  if (weekend === undefined) {
    const day = weekday.format(d);
    weekend = day === 'Sat' || day === 'Sun';
    if (weekendByHour.size >= 50_000) weekendByHour.clear();
    weekendByHour.set(hour, weekend);
  }
  return weekend;
};

/** `from` moved forward by n business days, same time of day; a start on a weekend counts from Monday. */
export function addBusinessDays(from: Date, n: number): Date {
  const DAY = 24 * 60 * 60 * 1000;
  let at = new Date(from.getTime());
  while (isWeekend(at)) at = new Date(at.getTime() + DAY);
  for (let left = n; left > 0; ) {
    at = new Date(at.getTime() + DAY);
    if (!isWeekend(at)) left--;
  }
  return at;
}

/** Whether `n` business days have passed since `from`, at `now`. */
export const businessDaysPassed = (from: Date, n: number, now: Date) => addBusinessDays(from, n).getTime() <= now.getTime();

/** The working hours of a business day, in Toronto's calendar: 9:00 to 17:00 (docs/decisions/154). */
export const WORKDAY_START_HOUR = 9;
export const WORKDAY_END_HOUR = 17;
export const WORKDAY_HOURS = WORKDAY_END_HOUR - WORKDAY_START_HOUR;

// Toronto's offset from UTC at a moment, in ms (whole hours: -4 or -5).
const hourIn = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hour: 'numeric', hourCycle: 'h23' });
const offsetAt = (t: number) => ((((Number(hourIn.format(new Date(t))) - new Date(t).getUTCHours() + 36) % 24) - 12) * HOUR);

/**
 * `from` moved forward by n working hours: hours between 9:00 and 17:00 of a weekday in Toronto. A
 * moment outside them counts from the next opening. Never earlier for a later `from`, so the latest
 * start that is due by a moment is one point (`latestStartDueBy`).
 */
export function addBusinessHours(from: Date, n: number): Date {
  const DAY = 24 * HOUR;
  let at = from.getTime();
  let left = n * HOUR;
  while (left > 0) {
    const off = offsetAt(at);
    const wall = at + off;
    const dayStart = Math.floor(wall / DAY) * DAY;
    const open = dayStart + WORKDAY_START_HOUR * HOUR;
    const close = dayStart + WORKDAY_END_HOUR * HOUR;
    if (isWeekend(new Date(at)) || wall >= close) {
      // The next day's opening, in that day's offset (a change of time happens overnight).
      const nextOpen = dayStart + DAY + WORKDAY_START_HOUR * HOUR;
      at = nextOpen - offsetAt(nextOpen - off);
    } else if (wall < open) {
      at = open - off;
    } else {
      const step = Math.min(left, close - wall);
      at += step;
      left -= step;
    }
  }
  return new Date(at);
}

/** A target of so many business days, as working hours: 2 business days are 16 working hours. */
export const addBusinessDaysOfWork = (from: Date, days: number) => addBusinessHours(from, days * WORKDAY_HOURS);

/**
 * The latest start whose due moment (`due`, never earlier for a later start) is at or before `now`:
 * a start at or before it is overdue, one after it is not. Searched to the millisecond.
 */
export function latestStartDueBy(due: (start: Date) => Date, now: Date): Date {
  let hi = now.getTime();
  let span = 7 * 24 * HOUR;
  let lo = hi - span;
  while (due(new Date(lo)).getTime() > now.getTime()) {
    span *= 2;
    lo = hi - span;
  }
  // due(lo) <= now < due(hi + 1) unless due(hi) <= now (a target of zero).
  if (due(new Date(hi)).getTime() <= now.getTime()) return new Date(hi);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (due(new Date(mid)).getTime() <= now.getTime()) lo = mid;
    else hi = mid;
  }
  return new Date(lo);
}
