import { useTranslation } from '@web/i18n/react';
import type { Service } from '@shared/contracts/hospitals';
import '@web/i18n/namespaces/hospitals';
import { label, specialtyName } from '@web/i18n/namespaces/vocabulary';
import { formatShortDate } from '@web/lib/relative-time';
import { EmergencyBadge } from './emergency-badge';
import { Freshness } from './freshness';
import { ScrollTable, Td } from '@web/components/ui/scroll-table';
import { MeasuredLines, WaitBadge } from './wait-badge';

/** Services & Wait Times tab: one block per specialty with its procedure wait table. */
export function ServicesList({ services }: { services: Service[] }) {
  const { t } = useTranslation('hospitals');
  if (services.length === 0) return <p className="text-slate-600">{t('services.empty')}</p>;
  return (
    <ul className="space-y-4">
      {services.map((s) => (
        <li key={s.specialty_id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="service">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">{specialtyName(s.specialty)}</h3>
            <EmergencyBadge accepting={s.accepting_emergency}>{s.accepting_emergency ? t('services.emergency') : t('services.noEmergency')}</EmergencyBadge>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-700">{t('services.waitTime')}</span>
            <WaitBadge wait={s.wait_time}>{label('waitTimes', s.wait_time) ?? t('services.notSpecified')}</WaitBadge>
          </div>
          <MeasuredLines measured={s.measured} kinds={['to_appointment', 'to_accept']} className="mt-2" />
          {s.notes && (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-medium">{t('services.notes')}</span> {label('specialtyNotes', s.notes)}
            </p>
          )}
          <Freshness lastUpdated={s.last_updated} className="mt-2" />
          {s.procedures.length > 0 && (
            <div className="mt-3">
              <ScrollTable
                caption={t('services.proceduresCaption', { specialty: specialtyName(s.specialty) })}
                minWidth="min-w-[16rem]"
                head={[t('services.procedure'), t('services.currentWait'), t('services.lastUpdated')]}
              >
                {s.procedures.map((p) => (
                  <tr key={p.id}>
                    <Td>{p.procedure}</Td>
                    <Td>{label('waitTimes', p.wait_time)}</Td>
                    <Td>
                      <time dateTime={p.last_updated}>{formatShortDate(p.last_updated)}</time>
                    </Td>
                  </tr>
                ))}
              </ScrollTable>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
