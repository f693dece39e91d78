import { type RefObject, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import '@web/i18n/namespaces/clinic';

export { ConfirmDialog } from '@web/components/confirm-dialog';

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
  const { t } = useTranslation('clinic');
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
      pendingLabel: t('removing'),
      onConfirm: async () => {
        if (row === null) return;
        await mutation.mutateAsync(idOf(row));
        done(row);
      },
      focusAfter,
    },
  };
}

