import { CircleCheck, CircleX, Hospital, MapPin } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Badge } from '@web/components/ui/badge';
import '@web/i18n/namespaces/site';

/**
 * A made-up listing that shows what a hospital profile looks like. It is a figure rather than a
 * headed section so its fictional hospital name stays out of the page's heading outline.
 */
export function SampleClinicCard() {
  const { t } = useTranslation('site');
  const rows = [
    { key: 'cardiology', tone: 'success', accepting: true, ...t('landing.sample.rows.cardiology', { returnObjects: true }) },
    { key: 'orthopedics', tone: 'warning', accepting: false, ...t('landing.sample.rows.orthopedics', { returnObjects: true }) },
  ] as const;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5 shadow-lg sm:p-6" data-testid="sample-clinic-card">
      <Badge tone="brand" className="uppercase tracking-wide">
        {t('landing.sample.label')}
      </Badge>
      <div className="mt-4 flex items-start gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
          <Hospital className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t('landing.sample.name')}</p>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden />
            {t('landing.sample.location')}
          </p>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-slate-200 border-y border-slate-200">
        {rows.map((row) => (
          <div key={row.key} className="py-3">
            <dt className="font-medium text-slate-900">{row.specialty}</dt>
            <dd className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <span>{t('landing.sample.waitLabel')}</span>
              <Badge tone={row.tone}>{row.wait}</Badge>
            </dd>
            <dd className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-700">
              {row.accepting ? (
                <CircleCheck className="h-4 w-4 shrink-0 text-green-700" aria-hidden />
              ) : (
                <CircleX className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              )}
              {row.emergency}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t('landing.sample.note')}</p>
      <p className="mt-2 text-sm text-slate-600">{t('landing.sample.priceNote')}</p>
      <figcaption className="mt-4 text-xs text-slate-500 italic">{t('landing.sample.caption')}</figcaption>
    </figure>
  );
}
