import { CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@web/i18n/react';
import { useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { cn } from '@web/lib/cn';
import { useConfirmWaitTimes } from '../api/confirm-wait-times';

/** The address the monthly wait-times mail links to (server: WAIT_CHECK_PATH). */
const FROM_MAIL = 'confirm-waits';

/**
 * "Nothing changed?": one click marks every wait time of the listing current (issue 21). Opened from
 * the monthly mail (?confirm-waits=1), the panel is highlighted and its button focused.
 */
export function ConfirmWaitsPanel() {
  const { t } = useTranslation('clinic');
  const confirm = useConfirmWaitTimes();
  const [params, setParams] = useSearchParams();
  const fromMail = params.get(FROM_MAIL) === '1';
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (fromMail) button.current?.focus();
  }, [fromMail]);

  const run = () =>
    confirm.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('confirmWaits.done') });
        if (fromMail)
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.delete(FROM_MAIL);
              return next;
            },
            { replace: true },
          );
      },
    });

  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between',
        fromMail ? 'border-brand-700 bg-brand-50 ring-2 ring-brand-700' : 'border-slate-200 bg-slate-50',
      )}
      data-testid="confirm-waits"
    >
      <p className="text-sm text-slate-700">{t('confirmWaits.text')}</p>
      <Button ref={button} size="sm" variant="secondary" className="shrink-0" onClick={run} disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
        <CheckCheck className="h-4 w-4" aria-hidden />
        {confirm.isPending ? t('confirmWaits.pending') : t('confirmWaits.button')}
      </Button>
    </div>
  );
}
