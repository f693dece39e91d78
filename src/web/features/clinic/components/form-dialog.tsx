import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import '@web/i18n/namespaces/clinic';

/** The dashboard's add-or-edit dialogs: a title, one line on what the form does, and the form. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Cancel (closes the dialog) and the submit button, which reads 'Saving…' and is disabled while busy. */
export function FormDialogActions({ busy, submitLabel }: { busy: boolean; submitLabel: string }) {
  const { t } = useTranslation('clinic');
  return (
    <DialogActions cancel={t('cancel')} className="pt-1">
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('saving') : submitLabel}
      </Button>
    </DialogActions>
  );
}
