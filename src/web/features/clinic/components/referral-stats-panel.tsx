import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { MEASURED_MIN_REFERRALS } from '@shared/constants';
import type { MeasureKind } from '@web/features/hospitals';
import { useMeasureText } from '@web/features/hospitals';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/spinner';
import '@web/i18n/namespaces/clinic';
import '@web/i18n/namespaces/referrals';
import { formatNumber } from '@web/lib/relative-time';
import { paths } from '@web/lib/paths';
import { useReferralStats } from '../api/get-referral-stats';
import { useQueueCounts } from '../api/referral-targets';
import { LoadError } from './load-error';

const MEASURES: { kind: MeasureKind; label: 'referralStats.firstResponse' | 'referralStats.toAccept' | 'referralStats.toAppointment' }[] = [
  { kind: 'first_response', label: 'referralStats.firstResponse' },
  { kind: 'to_accept', label: 'referralStats.toAccept' },
  { kind: 'to_appointment', label: 'referralStats.toAppointment' },
];
const OPEN = ['submitted', 'received', 'info_requested', 'accepted', 'booked'] as const;

/**
 * The clinic's own referral numbers (issue 20): its medians over the last 6 months, as vets see them,
 * the count of each view of its work queue (issue 59, the same numbers as the queue's tabs), and its
 * open referrals by status, each linking to the queue's open view filtered by that status.
 */
export function ReferralStatsPanel() {
  const { t } = useTranslation('clinic');
  const { t: tr } = useTranslation('referrals');
  const stats = useReferralStats();
  const text = useMeasureText();
  if (stats.isError) return <LoadError title={t('referralStats.loadFailed')} error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  return (
    <section aria-labelledby="referral-stats-title" aria-busy={stats.isPending} className="grid gap-4 md:grid-cols-2" data-testid="referral-stats">
      <h2 id="referral-stats-title" className="sr-only">
        {t('referralStats.title')}
      </h2>
      <Card className="p-4 sm:p-5">
        <h3 className="mb-3 font-semibold text-slate-900">{t('referralStats.responseTimes')}</h3>
        <dl className="space-y-2 text-sm">
          {MEASURES.map(({ kind, label }) => {
            const m = data?.measured[kind];
            return (
              <div key={kind} className="flex flex-wrap justify-between gap-x-3">
                <dt className="font-medium text-slate-700">{t(label)}</dt>
                <dd className="text-slate-900">
                  {!data ? <Skeleton className="h-4 w-24" /> : m ? text(kind, m, 'short') : t('referralStats.notEnough', { min: MEASURED_MIN_REFERRALS })}
                </dd>
              </div>
            );
          })}
        </dl>
      </Card>
      <Card className="p-4 sm:p-5">
        <QueueCounts />
        <h3 className="mb-3 font-semibold text-slate-900">{t('referralStats.open')}</h3>
        {!data ? (
          <Skeleton className="h-16" />
        ) : OPEN.every((s) => !data.open_by_status[s]) ? (
          <p className="text-sm text-slate-600">{t('referralStats.openEmpty')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {OPEN.filter((s) => data.open_by_status[s]).map((s) => (
              <li key={s}>
                <Link to={`${paths.referrals}?view=open&status=${s}`} className="flex justify-between gap-3 rounded-sm text-brand-800 hover:underline">
                  <span>{tr(`vocab.status.${s}`)}</span>
                  <span className="font-semibold tabular-nums">{formatNumber(data.open_by_status[s]!)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

const QUEUE_VIEWS = ['action', 'open', 'closed'] as const;

/** The work queue's views with their counts, as its tabs show them (issue 59), each linking to it. */
function QueueCounts() {
  const { t } = useTranslation('clinic');
  const counts = useQueueCounts();
  return (
    <div className="mb-4">
      <h3 className="mb-2 font-semibold text-slate-900">{t('queueCounts.title')}</h3>
      <ul className="grid grid-cols-3 gap-2 text-sm" data-testid="queue-counts">
        {QUEUE_VIEWS.map((v) => (
          <li key={v}>
            <Link to={v === 'action' ? paths.referrals : `${paths.referrals}?view=${v}`} className="flex min-h-11 flex-col rounded-md border border-slate-200 px-2 py-1.5 text-brand-800 hover:border-brand-400">
              <span className="text-xs text-slate-600">{t(`queueCounts.${v}`)}</span>
              <span className="font-semibold tabular-nums" data-testid={`queue-count-${v}`}>
                {counts.data ? formatNumber(counts.data[v]) : '–'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
