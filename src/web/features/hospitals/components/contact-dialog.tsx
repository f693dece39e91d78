import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { MESSAGE_MAX_LENGTH, MESSAGE_MSG, messageBody } from '@shared/contracts/messages';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { useSendMessage } from '@web/features/messages';
import '@web/i18n/namespaces/hospitals';
// The send's failure toast is titled messages:sendFailed.
import '@web/i18n/namespaces/messages';
import { cn } from '@web/lib/cn';
import { formatNumber } from '@web/lib/relative-time';

/** The counter shows from this many characters on: far from the limit it is noise. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;

/**
 * Send Message dialog (SPEC §2, §4, §5): POST /api/hospitals/{id}/messages. The shared schema checks
 * the text first (an empty message gets SPEC's destructive notice, a too long one says the limit);
 * success shows "Message sent", clears the box and closes. A refused send is toasted by the
 * MutationCache and keeps the text, so nothing typed is lost.
 */
export function ContactDialog({ clinicId, clinicName, trigger }: { clinicId: number; clinicName: string; trigger: ReactNode }) {
  const { t } = useTranslation('hospitals');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const send = useSendMessage(clinicId);
  const id = useId();
  const over = message.length - MESSAGE_MAX_LENGTH;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const parsed = messageBody.safeParse({ message });
    if (!parsed.success) {
      const empty = parsed.error.issues[0]?.message === MESSAGE_MSG.empty;
      toast({
        title: t(empty ? 'internal.emptyTitle' : 'internal.tooLongTitle'),
        description: empty ? t('internal.emptyBody') : t('internal.tooLongBody', { max: formatNumber(MESSAGE_MAX_LENGTH) }),
        variant: 'destructive',
      });
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('internal.sentTitle'), description: t('internal.sentBody') });
        setMessage('');
        setOpen(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{clinicName}</DialogTitle>
        <DialogDescription>{t('internal.dialogDescription')}</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={id}>{t('internal.message')}</Label>
            <Textarea
              id={id}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              rows={6}
              placeholder={t('internal.messagePlaceholder')}
              aria-invalid={over > 0 || undefined}
              aria-describedby={message.length >= COUNTER_FROM ? `${id}-count` : undefined}
            />
            {message.length >= COUNTER_FROM && (
              <p id={`${id}-count`} className={cn('text-right text-xs', over > 0 ? 'font-medium text-red-700' : 'text-slate-600')} data-testid="message-count">
                {over > 0
                  ? t('internal.over', { over: formatNumber(over), max: formatNumber(MESSAGE_MAX_LENGTH) })
                  : t('internal.counter', { used: formatNumber(message.length), max: formatNumber(MESSAGE_MAX_LENGTH) })}
              </p>
            )}
          </div>
          <DialogActions cancel={t('internal.cancel')}>
            <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
              <Send className="h-4 w-4" aria-hidden />
              {send.isPending ? t('internal.sending') : t('internal.send')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
