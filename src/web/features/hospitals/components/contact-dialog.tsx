import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/hospitals';

/**
 * Send Message dialog (SPEC §2, §4, §5). Sending makes no server call: an empty message gets the
 * destructive notice, anything else the "Message sent" notice, then the box clears and closes.
 */
export function ContactDialog({ clinicName, trigger }: { clinicName: string; trigger: ReactNode }) {
  const { t } = useTranslation('hospitals');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const id = useId();

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) {
      toast({ title: t('internal.emptyTitle'), description: t('internal.emptyBody'), variant: 'destructive' });
      return;
    }
    toast({ title: t('internal.sentTitle'), description: t('internal.sentBody') });
    setMessage('');
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{clinicName}</DialogTitle>
        <DialogDescription>{t('internal.dialogDescription')}</DialogDescription>
        <form onSubmit={send} className="mt-4 space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={id}>{t('internal.message')}</Label>
            <Textarea id={id} value={message} onChange={(e) => setMessage(e.target.value)} rows={6} placeholder={t('internal.messagePlaceholder')} />
          </div>
          <DialogActions cancel={t('internal.cancel')}>
            <Button type="submit">
              <Send className="h-4 w-4" aria-hidden />
              {t('internal.send')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
