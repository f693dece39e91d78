import { AlertDialog } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Button } from '@web/components/ui/button';

/**
 * "Remove X?" before anything is deleted. When `onConfirm` resolves the dialog closes and, since the row
 * that opened it is gone, focus moves to `focusAfter` (the section's main button) instead of being
 * dropped on the page. When it rejects (the MutationCache has toasted why) the dialog stays open to
 * retry or cancel.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  focusAfter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The confirm button's words while the action runs ("Removing…"). */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  focusAfter?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('common');
  const done = useRef(false);

  const confirm = async () => {
    try {
      await onConfirm();
    } catch {
      return;
    }
    done.current = true;
    onOpenChange(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            if (done.current && focusAfter?.current) {
              event.preventDefault();
              focusAfter.current.focus();
            }
            done.current = false;
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {t('cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
