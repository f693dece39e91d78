import { currentLanguage } from '@web/i18n';
import { dateTimeFormat } from './intl';

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** A moment the server sent (ISO 8601, UTC) in the reader's time zone and language. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat(currentLanguage(), DATE_TIME).format(time);
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
  return dateTimeFormat(currentLanguage(), { ...DATE_TIME, timeZone: 'UTC' }).format(Date.UTC(y, mo - 1, d, h, mi));
}
