import { z } from '@shared/zod';

/**
 * The one rule for every date and time the API accepts (security issue 56, point 1): the text must
 * name a real calendar day and clock time within a sane range. `2026-02-30`, `2026-13-45T99:99`,
 * `0000-01-01` or an offset of `+23:59` were once accepted by their format alone; stored, they made
 * PostgreSQL's casts fail for every reader. Routes and forms build their fields from `day` and
 * `moment` below, so both sides refuse the same texts.
 */

/** Calendar days (a date of birth, an incident): a tortoise may be born in 1900. */
export const DAY_YEARS = { min: 1900, max: 2099 } as const;
/** Moments (an appointment): nothing the product books lies before 2000. */
export const MOMENT_YEARS = { min: 2000, max: 2099 } as const;
/** The largest offset from UTC any time zone uses (Kiribati, +14:00). */
const MAX_OFFSET_MINUTES = 14 * 60;

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date and time: minutes, optional seconds and milliseconds, an optional Z or ±hh:mm. */
const MOMENT_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
const realDay = (y: number, m: number, d: number, years: { min: number; max: number }) => y >= years.min && y <= years.max && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);

/** Whether `text` is a real calendar day `YYYY-MM-DD` within DAY_YEARS. */
export function isRealDay(text: string): boolean {
  const m = DAY_TEXT.exec(text);
  return !!m && realDay(Number(m[1]), Number(m[2]), Number(m[3]), DAY_YEARS);
}

/**
 * The instant a moment names, in ms since the epoch; null when it is not a real one within
 * MOMENT_YEARS. A moment without an offset (an appointment typed in the hospital's local time) is
 * read as UTC, as the database's date arithmetic reads it (db/dialect.ts daysBetween).
 */
export function momentTime(text: string): number | null {
  const m = MOMENT_TEXT.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  if (!realDay(y, mo, d, MOMENT_YEARS) || h > 23 || mi > 59 || s > 59) return null;
  let offset = 0;
  const zone = m[7];
  if (zone && zone !== 'Z') {
    const oh = Number(zone.slice(1, 3));
    const om = Number(zone.slice(4, 6));
    if (om > 59) return null;
    offset = (oh * 60 + om) * (zone[0] === '-' ? -1 : 1);
    if (Math.abs(offset) > MAX_OFFSET_MINUTES) return null;
  }
  const time = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}Z`);
  return Number.isNaN(time) ? null : time - offset * 60_000;
}

/** A calendar day, `YYYY-MM-DD`, real and within DAY_YEARS; `message` when it is not. */
export const day = (message: string) =>
  z
    .string({ error: message })
    .regex(DAY_TEXT, { error: message, abort: true })
    .refine(isRealDay, { error: message });

/** A date and time, `YYYY-MM-DDTHH:MM[:SS[.sss]][Z|±hh:mm]`, real and within MOMENT_YEARS; `message` when it is not. */
export const moment = (message: string) =>
  z
    .string({ error: message })
    .regex(MOMENT_TEXT, { error: message, abort: true })
    .refine((v) => momentTime(v) !== null, { error: message });
