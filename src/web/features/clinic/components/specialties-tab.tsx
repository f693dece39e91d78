import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import { useRemoveClinicSpecialty } from '../api/remove-clinic-specialty';
import { ownClinic } from '../api/target';
import { ClinicSpecialtyList } from './clinic-specialty-list';
import { ConfirmDialog } from './confirm-dialog';
import { SectionHeader } from './section-header';

/** Specialties tab: add an active catalogue specialty, then keep each one's wait, notes and emergency flag current. */
export function SpecialtiesTab() {
  const { t } = useTranslation('clinic');
  const remove = useRemoveClinicSpecialty(ownClinic);
  const [toRemove, setToRemove] = useState<ClinicSpecialty | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const confirmRemove = async () => {
    if (!toRemove) return;
    await remove.mutateAsync(toRemove.specialty_id);
    toast({ title: t('specialties.removed', { name: specialtyName(toRemove.specialty) }) });
  };

  return (
    <section aria-labelledby="specialties-heading" className="space-y-5">
      <SectionHeader id="specialties-heading" title={t('specialties.heading')} intro={t('specialties.intro')} />
      <ClinicSpecialtyList target={ownClinic} onRemove={setToRemove} addButtonRef={addRef} />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        title={t('specialties.removeTitle', { name: toRemove ? specialtyName(toRemove.specialty) : '' })}
        description={t('specialties.removeBody', { name: toRemove ? specialtyName(toRemove.specialty) : '' })}
        confirmLabel={t('specialties.removeConfirm')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        focusAfter={addRef}
      />
    </section>
  );
}
