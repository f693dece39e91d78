import { Plus } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import type { Pricing } from '@shared/contracts/hospitals';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { adminClinic, PricingForm, PricingList, useDeletePricing, usePricings } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { useAdminSpecialties } from '../api/get-specialties';

/** Which pricing form is open: none, the add form, or the edit form of one pricing (by id). */
export type PricingFormState = null | 'new' | number;

/**
 * A clinic's pricing on the admin dashboard: the listing editor's pricing table and form (the clinic
 * dashboard's own), with the add and edit forms inline as toggles of the selected clinic (SPEC §4), a
 * specialty for each pricing, and deletion without a confirmation step.
 */
export function ClinicPricingsCard({ clinicId, form, onFormChange }: { clinicId: number; form: PricingFormState; onFormChange: (f: PricingFormState) => void }) {
  const { t } = useTranslation('admin');
  const target = adminClinic(clinicId);
  const pricings = usePricings(target);
  const catalogue = useAdminSpecialties();
  const remove = useDeletePricing(target);
  const specialties = catalogue.data ?? [];
  const editing = typeof form === 'number' ? pricings.data?.find((p) => p.id === form) : undefined;
  const close = () => onFormChange(null);

  const del = (p: Pricing) =>
    remove.mutate(p.id, {
      onSuccess: () => {
        if (form === p.id) close();
        toast({ title: t('toast.pricingDeleted') });
      },
    });

  return (
    <SectionCard
      title={t('pricing.title')}
      description={t('pricing.note')}
      action={
        <Button size="sm" variant="secondary" onClick={() => onFormChange('new')} disabled={form === 'new'} aria-expanded={form === 'new'}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('pricing.add')}
        </Button>
      }
      contentClassName="space-y-3"
    >
      {form === 'new' && (
        <PricingForm target={target} pricing={null} specialties={specialties.filter((s) => s.is_active)} layout="inline" onDone={close} />
      )}
      {editing && (
        <PricingForm
          key={editing.id}
          target={target}
          pricing={editing}
          specialties={specialties.filter((s) => s.is_active || s.id === editing.specialty_id)}
          layout="inline"
          onDone={close}
        />
      )}
      <PricingList target={target} specialties={specialties} onEdit={(p) => onFormChange(p.id)} onDelete={del} deleting={remove.isPending} />
    </SectionCard>
  );
}
