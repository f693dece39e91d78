/**
 * A hospital's time zone, from its province (decision 155). One zone a province is a simplification:
 * most of Saskatchewan keeps CST all year (America/Regina) but Lloydminster follows Alberta; the east of
 * Quebec (Magdalen Islands, Basse-Côte-Nord) and of Nunavut, north-west BC and western Ontario keep
 * other zones. A hospital in one of those places sees its appointments labelled with its province's zone.
 */
import type { Province } from './constants';

export const PROVINCE_TIME_ZONES: Readonly<Record<Province, string>> = {
  'British Columbia': 'America/Vancouver',
  Alberta: 'America/Edmonton',
  Saskatchewan: 'America/Regina',
  Manitoba: 'America/Winnipeg',
  Ontario: 'America/Toronto',
  Quebec: 'America/Toronto',
  'New Brunswick': 'America/Halifax',
  'Nova Scotia': 'America/Halifax',
  'Prince Edward Island': 'America/Halifax',
  'Newfoundland and Labrador': 'America/St_Johns',
  Yukon: 'America/Whitehorse',
  'Northwest Territories': 'America/Yellowknife',
  Nunavut: 'America/Iqaluit',
};

/** The IANA zone of a province, or null for a listing with no (known) province. */
export function provinceTimeZone(province: string | null | undefined): string | null {
  return province && Object.hasOwn(PROVINCE_TIME_ZONES, province) ? PROVINCE_TIME_ZONES[province as Province] : null;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The wall clock of a 'YYYY-MM-DDTHH:MM' text as if it were UTC; null unless it is a real date and time (decision 148). */
function wallClock(local: string): number | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(wall);
  return back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && back.getUTCHours() === h && back.getUTCMinutes() === mi ? wall : null;
}

const offsets = new Map<string, Intl.DateTimeFormat>();

/** How far `zone`'s wall clock is ahead of UTC at `time`, in ms. */
function offsetAt(time: number, zone: string): number {
  let f = offsets.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    offsets.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(time).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - Math.floor(time / 60_000) * 60_000;
}

/**
 * The moment of a wall-clock time ('2026-12-01T09:30', as the booking form sends it) in `zone`; a time
 * skipped by a change to summer time reads as the hour after. Null for a text that is not a real such time.
 */
export function zonedTime(local: string, zone: string): number | null {
  const wall = wallClock(local);
  if (wall === null) return null;
  // A moment that says its offset (an API client may send one) is that moment wherever it is read.
  if (OFFSET.test(local)) return Date.parse(local);
  const before = offsetAt(wall, zone);
  const after = offsetAt(wall - before, zone);
  // The offset that gives back the same wall clock; in a gap neither does, and the earlier one moves it on.
  for (const offset of [after, before]) if (offsetAt(wall - offset, zone) === offset) return wall - offset;
  return wall - before;
}

type MakeFormat = (language: string, options: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat;
const made = new Map<string, Intl.DateTimeFormat>();
const makeOnce: MakeFormat = (language, options) => {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = made.get(key);
  if (!f) made.set(key, (f = new Intl.DateTimeFormat(language, options)));
  return f;
};

/** The day and time parts of `options` with a time zone and its generic abbreviation ("ET", "HE"). */
const inZone = (options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormatOptions => ({ ...options, timeZone, timeZoneName: 'shortGeneric' });
const TIME_ONLY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/**
 * An appointment typed at the hospital ('2026-12-05T10:30') as the hospital reads it, with its zone's
 * abbreviation ("Dec 5, 2026, 10:30 a.m. ET"); with `readerZone` whose clock differs at that moment,
 * followed by the reader's time in brackets ("(7:30 a.m. PT)", with its day when that differs too).
 * Without a zone (a listing with no province) it is shown as typed, with none.
 * `options` are the day and time parts (no zone); `make` lets a caller reuse its own formatters.
 */
export function formatAppointmentAt(
  local: string,
  zone: string | null,
  language: string,
  options: Intl.DateTimeFormatOptions,
  readerZone?: string,
  make: MakeFormat = makeOnce,
): string {
  const wall = wallClock(local);
  if (wall === null) return local;
  const at = zone ? zonedTime(local, zone)! : OFFSET.test(local) ? Date.parse(local) : wall;
  if (Number.isNaN(at)) return local;
  if (!zone) return make(language, OFFSET.test(local) ? options : { ...options, timeZone: 'UTC' }).format(at);
  const there = make(language, inZone(options, zone)).format(at);
  if (!readerZone || offsetAt(at, readerZone) === offsetAt(at, zone)) return there;
  const sameDay = make('en-CA', { ...DAY, timeZone: zone }).format(at) === make('en-CA', { ...DAY, timeZone: readerZone }).format(at);
  return `${there} (${make(language, inZone(sameDay ? TIME_ONLY : options, readerZone)).format(at)})`;
}
