import { Building2, Stethoscope, Users } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/spinner';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { formatNumber } from '@web/lib/relative-time';
import { useAdminStats } from '../api/get-stats';

/** SPEC §2: three stat cards — Total Hospitals, Total Users, Specialties. */
export function StatCards() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  if (stats.isError) return <LoadError title={t('fetch.stats')} error={stats.error} onRetry={() => void stats.refetch()} />;
  const cards = [
    { label: t('stats.hospitals'), value: stats.data?.clinicCount, Icon: Building2 },
    { label: t('stats.users'), value: stats.data?.userCount, Icon: Users },
    { label: t('stats.specialties'), value: stats.data?.specialtyCount, Icon: Stethoscope },
  ];
  return (
    <section aria-label={t('stats.label')} aria-busy={stats.isPending} className="grid grid-cols-3 gap-2 sm:gap-4">
      {cards.map(({ label, value, Icon }) => (
        <Card key={label} className="flex items-center gap-4 p-3 sm:p-5">
          <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex" aria-hidden>
            <Icon className="h-5 w-5" />
          </span>
          <dl className="min-w-0">
            <dt className="text-xs leading-tight font-medium text-slate-600 sm:text-sm">{label}</dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{value === undefined ? <Skeleton className="mt-1 h-7 w-14" /> : formatNumber(value)}</dd>
          </dl>
        </Card>
      ))}
    </section>
  );
}
