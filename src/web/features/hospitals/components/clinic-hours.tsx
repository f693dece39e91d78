import { useTranslation } from '@web/i18n/react';
import type { DayHours, WeeklyHours } from '@shared/contracts/fields';
import { groupHours } from '@shared/contracts/field-rules';
import '@web/i18n/namespaces/hospitals';
import { dateTimeFormat } from '@web/lib/intl';

/** 'HH:MM' in the reader's language: 8:00 a.m. in English, 8 h 00 in French. */
function formatTime(hhmm: string, language: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 5, h, m));
}

/**
 * Opening hours exactly as the clinic states them, consecutive days with the same hours on one line;
 * "Hours not listed — call the clinic" when it has not said, never invented hours (issue 21).
 */
export function ClinicHours({ hours, testId = 'hours' }: { hours: WeeklyHours | null; testId?: string }) {
  const { t, i18n } = useTranslation('hospitals');
  if (!hours) return <p data-testid={testId}>{t('stated.notListed')}</p>;
  const time = (d: DayHours) =>
    d ? t('stated.timeRange', { open: formatTime(d.open, i18n.language), close: formatTime(d.close, i18n.language) }) : t('stated.closed');
  return (
    <ul className="space-y-1" data-testid={testId}>
      {groupHours(hours).map((g) => (
        <li key={g.from} className="flex flex-wrap gap-x-2">
          <span className="font-medium">
            {g.from === g.to ? t(`stated.days.${g.from}`) : t('stated.dayRange', { from: t(`stated.days.${g.from}`), to: t(`stated.days.${g.to}`) })}
          </span>
          <span>{time(g.hours)}</span>
        </li>
      ))}
    </ul>
  );
}
