import { useRef } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import { useRemoveClinicSpecialty } from '../api/remove-clinic-specialty';
import { ownClinic } from '../api/target';
import { ClinicSpecialtyList } from './clinic-specialty-list';
import { ConfirmDialog, useConfirmRemove } from './confirm-dialog';
import { ConfirmWaitsPanel } from './confirm-waits-panel';
import { SectionHeader } from './section-header';

/** Specialties tab: add an active catalogue specialty, then keep each one's wait, notes and emergency flag current. */
export function SpecialtiesTab() {
  const { t } = useTranslation('clinic');
  const remove = useRemoveClinicSpecialty(ownClinic);
  const addRef = useRef<HTMLButtonElement>(null);
  const toRemove = useConfirmRemove({
    mutation: remove,
    idOf: (s: ClinicSpecialty) => s.specialty_id,
    done: (s) => toast({ title: t('specialties.removed', { name: specialtyName(s.specialty) }) }),
    focusAfter: addRef,
  });
  const name = toRemove.row ? specialtyName(toRemove.row.specialty) : '';

  return (
    <section aria-labelledby="specialties-heading" className="space-y-5">
      <SectionHeader id="specialties-heading" title={t('specialties.heading')} intro={t('specialties.intro')} />
      <ConfirmWaitsPanel />
      <ClinicSpecialtyList target={ownClinic} onRemove={toRemove.ask} addButtonRef={addRef} />
      <ConfirmDialog
        {...toRemove.dialog}
        title={t('specialties.removeTitle', { name })}
        description={t('specialties.removeBody', { name })}
        confirmLabel={t('specialties.removeConfirm')}
      />
    </section>
  );
}
