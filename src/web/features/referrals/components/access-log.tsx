import { useTranslation } from '@web/i18n/react';
import type { Referral } from '@shared/contracts/referrals';
import { SectionCard } from '@web/components/section-card';
import { Spinner } from '@web/components/ui/spinner';
import '@web/i18n/namespaces/referrals';
import { errorText } from '@web/lib/api-client';
import { useAccessLog } from '../api/get-access-log';
import { formatMoment } from '../lib/format';

/**
 * "Opened by" (issue 23, docs/decisions/106): the referring vet sees who at the hospital opened the
 * referral, its conversation, its files or letters, and when, newest first.
 */
export function AccessLog({ referral }: { referral: Pick<Referral, 'id' | 'clinic'> }) {
  const { t } = useTranslation('referrals');
  const log = useAccessLog(referral.id);
  return (
    <SectionCard title={t('detail.accessLog.title')} description={t('detail.accessLog.intro', { hospital: referral.clinic.name })}>
      {log.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t('detail.accessLog.failed')} {errorText(log.error)}
        </p>
      ) : !log.data ? (
        <Spinner label={t('detail.accessLog.loading')} />
      ) : log.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.accessLog.empty')}</p>
      ) : (
        <>
          <ol className="space-y-3 text-sm" data-testid="access-log">
            {log.data.items.map((read) => (
              <li key={read.id} className="break-words">
                <span className="block font-medium text-slate-900">{read.name}</span>
                {read.email !== read.name && <span className="block text-slate-600">{read.email}</span>}
                <span className="block text-slate-600">
                  {t(`detail.accessLog.what.${read.what}`)} · <time dateTime={read.at}>{formatMoment(read.at)}</time>
                </span>
              </li>
            ))}
          </ol>
          {log.data.total > log.data.items.length && (
            <p className="mt-3 text-xs text-slate-600">{t('detail.accessLog.more', { shown: log.data.items.length, total: log.data.total })}</p>
          )}
        </>
      )}
    </SectionCard>
  );
}
