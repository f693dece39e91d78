import { useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { MAIL_STATUSES, type MailStatus, type MailSummary } from '@shared/contracts/mail';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ScrollTable, Td } from '@web/components/ui/scroll-table';
import { Spinner } from '@web/components/ui/spinner';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { cn } from '@web/lib/cn';
import { useMailList } from '../api/get-mail-list';
import { formatAuditTime } from '../lib/audit';
import { MailDialog, MailStatusBadge } from './mail-dialog';

/**
 * The Mail tab: the outbox as admins see it. Without SMTP the mail stays here and this is where it is
 * read (a reset link in a demo, for one); with SMTP, only headers and delivery state are shown.
 */
export function MailTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<MailStatus | undefined>();
  const [open, setOpen] = useState<MailSummary | null>(null);
  const mail = useMailList(status);
  const counts = mail.data?.counts;
  const total = counts && counts.pending + counts.sent + counts.failed;

  return (
    <SectionCard title={t('mail.title')} description={t('mail.description')} contentClassName="space-y-4">
      {mail.data && <Alert title={mail.data.delivering ? t('mail.delivering') : t('mail.stored')} />}
      <div role="group" aria-label={t('mail.filter')} className="flex flex-wrap gap-2">
        {([undefined, ...MAIL_STATUSES] as const).map((s) => (
          <Button key={s ?? 'all'} size="sm" variant={s === status ? 'primary' : 'secondary'} aria-pressed={s === status} onClick={() => setStatus(s)}>
            {t(`mail.statuses.${s ?? 'all'}`)}
            {counts && ` (${s ? counts[s] : total})`}
          </Button>
        ))}
      </div>
      {mail.isError ? (
        <LoadError title={t('fetch.mail')} error={mail.error} onRetry={() => void mail.refetch()} />
      ) : !mail.data ? (
        <Spinner label={t('mail.loading')} />
      ) : mail.data.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600" role="status">
          {status ? t('mail.emptyStatus') : t('mail.empty')}
        </p>
      ) : (
        <div className={cn(mail.isPlaceholderData && 'opacity-60')} aria-busy={mail.isPlaceholderData}>
          <ScrollTable
            caption={t('mail.caption')}
            head={[t('mail.to'), t('mail.subject'), t('mail.kind'), t('mail.status'), t('mail.tries'), t('mail.lastError'), t('mail.created')]}
            minWidth="min-w-[52rem]"
          >
            {mail.data.items.map((m) => (
              <tr key={m.id} data-testid="mail-row" className="cursor-pointer hover:bg-slate-50" onClick={() => setOpen(m)}>
                <Td className="px-3 py-2 align-top break-all">{m.to}</Td>
                <Td>
                  <button type="button" className="text-left text-brand-700 underline-offset-4 hover:underline">
                    {m.subject}
                  </button>
                </Td>
                <Td>{t(`mail.kinds.${m.kind}`)}</Td>
                <Td>
                  <MailStatusBadge status={m.status} />
                </Td>
                <Td className="px-3 py-2 align-top tabular-nums">{m.tries}</Td>
                <Td className="px-3 py-2 align-top break-words text-red-800">{m.last_error ?? t('audit.none')}</Td>
                <Td className="px-3 py-2 align-top whitespace-nowrap text-slate-700">
                  <time dateTime={m.created_at}>{formatAuditTime(m.created_at)}</time>
                </Td>
              </tr>
            ))}
          </ScrollTable>
        </div>
      )}
      {open && <MailDialog summary={open} delivering={mail.data?.delivering ?? false} onClose={() => setOpen(null)} />}
    </SectionCard>
  );
}
