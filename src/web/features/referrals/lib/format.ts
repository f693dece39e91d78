import { currentLanguage } from '@web/i18n';

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** A moment the server sent (ISO 8601, UTC) in the reader's time zone and language. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Intl.DateTimeFormat(currentLanguage(), DATE_TIME).format(time);
}

/**
 * An appointment as the clinic entered it: a local date and time ('2026-12-01T09:30') at the
 * hospital, shown as such whatever the reader's time zone (it is stored as given).
 */
export function formatAppointment(local: string | null | undefined): string {
  if (!local) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!m) return local;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Intl.DateTimeFormat(currentLanguage(), { ...DATE_TIME, timeZone: 'UTC' }).format(Date.UTC(y, mo - 1, d, h, mi));
}

/** A calendar date ('2026-11-24') in the language shown, without time-zone shifts. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return new Intl.DateTimeFormat(currentLanguage(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])),
  );
}

/** A file size as the catalogue's B, KB or MB with its number. */
export function fileSize(bytes: number): { unit: 'b' | 'kb' | 'mb'; n: string } {
  const format = (n: number) => n.toLocaleString(currentLanguage(), { maximumFractionDigits: 1 });
  if (bytes < 1024) return { unit: 'b', n: format(bytes) };
  if (bytes < 1024 * 1024) return { unit: 'kb', n: format(bytes / 1024) };
  return { unit: 'mb', n: format(bytes / (1024 * 1024)) };
}
