import { describe, expect, it } from 'vitest';
import { PROVINCES } from './constants';
import { formatAppointmentAt, provinceTimeZone, zonedTime } from './time-zones';

describe('a hospital’s time zone', () => {
  it('comes from its province, every province having one', () => {
    for (const p of PROVINCES) expect(provinceTimeZone(p), p).toMatch(/^America\//);
    expect(provinceTimeZone('Quebec')).toBe('America/Toronto');
    expect(provinceTimeZone('Saskatchewan')).toBe('America/Regina');
    expect(provinceTimeZone(null)).toBeNull();
    expect(provinceTimeZone('Atlantis')).toBeNull();
  });

  it('reads a booked wall-clock time as the moment it is there, winter and summer', () => {
    const at = (local: string, zone: string) => new Date(zonedTime(local, zone)!).toISOString();
    expect(at('2026-12-05T10:30', 'America/Toronto')).toBe('2026-12-05T15:30:00.000Z');
    expect(at('2026-07-05T10:30', 'America/Toronto')).toBe('2026-07-05T14:30:00.000Z');
    expect(at('2026-12-05T10:30', 'America/St_Johns')).toBe('2026-12-05T14:00:00.000Z');
    expect(at('2026-07-05T10:30', 'America/Regina')).toBe('2026-07-05T16:30:00.000Z');
    // 02:30 does not exist on the night clocks go forward: it reads as 03:30.
    expect(at('2026-03-08T02:30', 'America/Toronto')).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTime('next Tuesday', 'America/Toronto')).toBeNull();
    // One with its offset is that moment.
    expect(at('2026-12-05T10:30:00.000Z', 'America/Toronto')).toBe('2026-12-05T10:30:00.000Z');
    expect(at('2026-12-05T10:30-08:00', 'America/Toronto')).toBe('2026-12-05T18:30:00.000Z');
  });
});

describe('an appointment as read', () => {
  const OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  it('is in the hospital’s zone with its abbreviation, in both languages', () => {
    expect(formatAppointmentAt('2026-12-05T10:30', 'America/Toronto', 'en-CA', OPTIONS)).toBe('Dec 5, 2026, 10:30 a.m. ET');
    expect(formatAppointmentAt('2026-12-05T10:30', 'America/Toronto', 'fr-CA', OPTIONS)).toBe('5 déc. 2026, 10 h 30 HE');
  });
  it('adds the reader’s time when their clock differs, and their day when that differs too', () => {
    expect(formatAppointmentAt('2026-12-05T10:30', 'America/Toronto', 'en-CA', OPTIONS, 'America/Vancouver')).toBe('Dec 5, 2026, 10:30 a.m. ET (7:30 a.m. PT)');
    expect(formatAppointmentAt('2026-12-05T10:30', 'America/Toronto', 'en-CA', OPTIONS, 'America/Iqaluit')).toBe('Dec 5, 2026, 10:30 a.m. ET');
    expect(formatAppointmentAt('2026-12-05T00:30', 'America/Halifax', 'fr-CA', OPTIONS, 'America/Toronto')).toBe('5 déc. 2026, 00 h 30 HA (4 déc. 2026, 23 h 30 HE)');
  });
  it('stays as typed, with no zone, for a hospital with no province', () => {
    expect(formatAppointmentAt('2026-12-05T10:30', null, 'en-CA', OPTIONS, 'America/Vancouver')).toBe('Dec 5, 2026, 10:30 a.m.');
  });
});
