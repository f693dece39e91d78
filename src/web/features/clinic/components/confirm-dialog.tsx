import { AlertDialog } from 'radix-ui';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import '@web/i18n/namespaces/clinic';

/**
 * The row whose removal waits for its ConfirmDialog, and that dialog's wiring: `ask(row)` opens it,
 * closing forgets the row, confirming sends `mutation` the row's id (`idOf`) and then calls `done`
 * (its toast); focus then goes to `focusAfter`. Spread `dialog` into ConfirmDialog and add the words.
 */
export function useConfirmRemove<T, I>({
  mutation,
  idOf,
  done,
  focusAfter,
}: {
  mutation: { mutateAsync: (id: I) => Promise<unknown>; isPending: boolean };
  idOf: (row: T) => I;
  done: (row: T) => void;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const [row, setRow] = useState<T | null>(null);
  return {
    row,
    ask: (next: T) => setRow(next),
    dialog: {
      open: row !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setRow(null);
      },
      pending: mutation.isPending,
      onConfirm: async () => {
        if (row === null) return;
        await mutation.mutateAsync(idOf(row));
        done(row);
      },
      focusAfter,
    },
  };
}

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
  pending,
  onConfirm,
  focusAfter,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  focusAfter?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('clinic');
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
              {pending ? t('removing') : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
