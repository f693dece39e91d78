import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { MailStatus, MailSummary } from '@shared/contracts/mail';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { useMail } from '../api/get-mail';
import { useRetryMail } from '../api/retry-mail';
import { formatAuditTime } from '../lib/audit';

const STATUS_TONES = { pending: 'warning', sent: 'success', failed: 'danger' } as const;

/** A mail's status, coloured: pending amber, sent green, failed red. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={STATUS_TONES[status]}>{t(`mail.statuses.${status}`)}</Badge>;
}

/**
 * One mail: its headers and delivery state, and its contents when this deployment keeps mail here.
 * The HTML shows in a frame with every sandbox restriction (no scripts, no forms, its own origin),
 * so a mail's markup can do nothing to the dashboard.
 */
export function MailDialog({ summary, delivering, onClose }: { summary: MailSummary; delivering: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const detail = useMail(summary.id);
  const retry = useRetryMail();
  const mail = detail.data ?? summary;
  const none = t('audit.none');
  const time = (iso: string | null) => (iso ? <time dateTime={iso}>{formatAuditTime(iso)}</time> : none);
  const rows: Array<[string, ReactNode]> = [
    [t('mail.to'), mail.to],
    [t('mail.replyTo'), detail.data?.reply_to ?? none],
    [t('mail.subject'), mail.subject],
    [t('mail.messageId'), detail.data?.message_id ?? none],
    [t('mail.kind'), t(`mail.kinds.${mail.kind}`)],
    [t('mail.status'), <MailStatusBadge status={mail.status} />],
    [t('mail.tries'), mail.tries],
    [t('mail.nextTry'), time(mail.next_at)],
    [t('mail.lastError'), mail.last_error ?? none],
    [t('mail.created'), time(mail.created_at)],
  ];

  const html = detail.data?.html;
  const text = detail.data?.text;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogTitle className="break-words">{mail.subject}</DialogTitle>
        <DialogDescription>{t(`mail.kinds.${mail.kind}`)}</DialogDescription>
        <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="mb-1 break-all text-slate-900 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        {mail.status === 'failed' && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={retry.isPending}
            onClick={() => retry.mutate(mail.id, { onSuccess: () => toast({ title: t('mail.retried') }) })}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            {retry.isPending ? t('mail.retrying') : t('mail.retry')}
          </Button>
        )}
        <div className="mt-4">
          {detail.isError ? (
            <LoadError title={t('mail.detailFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
          ) : !detail.data ? (
            <Spinner label={t('mail.loading')} />
          ) : delivering || (html == null && text == null) ? (
            <Alert title={t('mail.hidden')} />
          ) : (
            <Tabs defaultValue={html != null ? 'html' : 'text'}>
              <TabsList>
                <TabsTrigger value="html" disabled={html == null}>
                  {t('mail.formatted')}
                </TabsTrigger>
                <TabsTrigger value="text" disabled={text == null}>
                  {t('mail.text')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="html">
                <iframe sandbox="" srcDoc={html ?? ''} title={t('mail.frame', { to: mail.to })} className="h-[28rem] w-full rounded-md border border-slate-200 bg-white" />
              </TabsContent>
              <TabsContent value="text">
                <pre className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap">{text}</pre>
              </TabsContent>
            </Tabs>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
