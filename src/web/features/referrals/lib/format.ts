import { currentLanguage } from '@web/i18n';
import { dateTimeFormat, numberFormat } from '@web/lib/intl';

// Moments and appointments are shown the same way by the notifications page (issue 20).
export { formatAppointment, formatMoment } from '@web/lib/format-moment';

/** A calendar date ('2026-11-24') in the language shown, without time-zone shifts. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return dateTimeFormat(currentLanguage(), { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])),
  );
}

/** A file size as the catalogue's B, KB or MB with its number. */
export function fileSize(bytes: number): { unit: 'b' | 'kb' | 'mb'; n: string } {
  const format = (n: number) => numberFormat(currentLanguage(), { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return { unit: 'b', n: format(bytes) };
  if (bytes < 1024 * 1024) return { unit: 'kb', n: format(bytes / 1024) };
  return { unit: 'mb', n: format(bytes / (1024 * 1024)) };
}
