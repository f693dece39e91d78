import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { AdminClinic } from '@shared/contracts/admin';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import '@web/i18n/namespaces/admin';
import { ClinicForm } from './clinic-form';

/** "Add hospital": the create form in a dialog; the new clinic is selected once created. */
export function CreateClinicDialog({ onCreated }: { onCreated: (clinic: AdminClinic) => void }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus className="h-4 w-4" aria-hidden />
          {t('hospitals.create')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle>{t('form.createTitle')}</DialogTitle>
        <DialogDescription>{t('form.createDescription')}</DialogDescription>
        <div className="mt-4">
          {open && (
            <ClinicForm
              onCancel={() => setOpen(false)}
              onDone={(clinic) => {
                setOpen(false);
                onCreated(clinic);
              }}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
