import { useTranslation } from '@web/i18n/react';
import { REFERRAL_STATUSES } from '@shared/referral-status';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/spinner';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import '@web/i18n/namespaces/referrals';
import { currentLanguage } from '@web/i18n';
import { formatNumber } from '@web/lib/relative-time';
import { useAdminReferralStats } from '../api/get-referral-stats';
import { numberFormat } from '@web/lib/intl';

/** Referrals on the platform (issue 20): totals by status and the share answered within 2 business days; never content. */
export function ReferralStatsCard() {
  const { t } = useTranslation('admin');
  const { t: tr } = useTranslation('referrals');
  const stats = useAdminReferralStats();
  if (stats.isError) return <LoadError title={t('referralStats.loadFailed')} error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const inTime = data?.answered_in_time;
  return (
    <Card className="p-4 sm:p-5">
        <h3 className="mb-3 font-semibold text-slate-900">{t('referralStats.title')}</h3>
      <div aria-busy={stats.isPending} className="space-y-4" data-testid="admin-referral-stats">
        <p className="text-sm text-slate-700">
          {!inTime ? (
            <Skeleton className="h-4 w-64" />
          ) : inTime.share === null ? (
            t('referralStats.noneAnswered')
          ) : (
            t('referralStats.answeredInTime', {
              share: numberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 }).format(inTime.share),
              answered: formatNumber(inTime.answered),
              referrals: formatNumber(inTime.referrals),
            })
          )}
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {REFERRAL_STATUSES.map((s) => (
            <div key={s} className="flex justify-between gap-2">
              <dt className="text-slate-600">{tr(`vocab.status.${s}`)}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{data ? formatNumber(data.by_status[s] ?? 0) : <Skeleton className="h-4 w-8" />}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
