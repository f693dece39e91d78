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
