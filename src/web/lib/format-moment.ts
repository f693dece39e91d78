import { currentLanguage } from '@web/i18n';
import { formatAppointmentAt } from '@shared/time-zones';
import { dateTimeFormat } from './intl';

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** A moment the server sent (ISO 8601, UTC) in the reader's time zone and language. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTimeFormat(currentLanguage(), DATE_TIME).format(time);
}

/** The reader's own time zone, as the browser says. */
export const readerTimeZone = (): string => dateTimeFormat(currentLanguage(), DATE_TIME).resolvedOptions().timeZone;

/**
 * An appointment as the clinic entered it: a local date and time ('2026-12-01T09:30') at the
 * hospital, shown in the hospital's zone with its abbreviation, and in the reader's too when their
 * clock differs ("Dec 1, 2026, 9:30 a.m. ET (6:30 a.m. PT)"). A hospital with no zone: as typed.
 */
export function formatAppointment(local: string | null | undefined, zone: string | null = null): string {
  if (!local) return '';
  return formatAppointmentAt(local, zone, currentLanguage(), DATE_TIME, readerTimeZone(), dateTimeFormat);
}
