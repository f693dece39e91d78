import { useTranslation } from '@web/i18n/react';
import type { AdminClinic } from '@shared/contracts/admin';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/admin';
import { useDeleteClinic } from '../api/delete-clinic';

/** Confirms deleting a clinic, naming it and what goes with it. A failure is toasted by the MutationCache ('Deletion Failed'). */
export function DeleteClinicDialog({
  clinic,
  open,
  onOpenChange,
  onDeleted,
}: {
  clinic: AdminClinic;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin');
  const remove = useDeleteClinic();
  const confirm = () =>
    remove.mutate(clinic.id, {
      onSuccess: () => {
        toast({ title: t('toast.hospitalDeleted'), description: t('toast.hospitalDeletedBody', { name: clinic.name }) });
        onDeleted();
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('delete.title', { name: clinic.name })}</DialogTitle>
        <DialogDescription>{t('delete.body', { name: clinic.name })}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              {t('delete.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
