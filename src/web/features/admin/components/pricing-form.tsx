import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Specialty } from '@shared/contracts/catalogue';
import type { Pricing } from '@shared/contracts/hospitals';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { SelectItem } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { usePricingForm } from '@web/lib/use-pricing-form';
import '@web/i18n/namespaces/admin';
import { errorText } from '@web/lib/api-client';
import { useAddPricing } from '../api/add-pricing';
import { useUpdatePricing } from '../api/update-pricing';
import { SelectField } from '@web/components/ui/select-field';

const NONE = 'none';

/** Add or edit one pricing: procedure name and price range are required (SPEC §5), with the quote form's messages. */
export function PricingForm({
  clinicId,
  pricing,
  specialties,
  onDone,
}: {
  clinicId: number;
  pricing?: Pricing;
  specialties: Specialty[];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const add = useAddPricing();
  const update = useUpdatePricing();
  const pending = add.isPending || update.isPending;
  const form = usePricingForm(pricing);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      if (pricing) await update.mutateAsync({ clinicId, pricingId: pricing.id, body });
      else await add.mutateAsync({ clinicId, body });
      toast({ title: pricing ? t('toast.pricingSaved') : t('toast.pricingAdded') });
      onDone();
    } catch (err) {
      toast({ title: pricing ? t('toast.updatePricingFailed') : t('toast.addPricingFailed'), description: errorText(err), variant: 'destructive' });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={pricing ? t('pricing.formTitleEdit') : t('pricing.formTitleNew')}
      className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      <p className="text-sm font-semibold text-slate-900">{pricing ? t('pricing.formTitleEdit') : t('pricing.formTitleNew')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('pricing.procedure')} error={errors.procedure_name?.message}>
          <Input {...form.register('procedure_name')} />
        </FormField>
        <FormField label={t('pricing.priceRange')} error={errors.price_range?.message}>
          <Input placeholder={t('pricing.pricePlaceholder')} {...form.register('price_range')} />
        </FormField>
        <Controller
          control={form.control}
          name="specialty_id"
          render={({ field }) => (
            <FormField label={t('pricing.specialty')} error={errors.specialty_id?.message}>
              <SelectField
                value={typeof field.value === 'number' ? String(field.value) : NONE}
                onValueChange={(v) => field.onChange(v === NONE ? null : Number(v))}
                triggerRef={field.ref}
              >
                <SelectItem value={NONE}>{t('pricing.noSpecialty')}</SelectItem>
                {specialties.map((s) => (
                  <SelectItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectField>
            </FormField>
          )}
        />
        <div className="sm:col-span-2">
          <FormField label={t('pricing.description')} error={errors.description?.message}>
            <Textarea rows={2} className="min-h-16" {...form.register('description')} />
          </FormField>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" size="sm" onClick={onDone} disabled={pending}>
          {t('pricing.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t('pricing.saving') : pricing ? t('pricing.save') : t('pricing.create')}
        </Button>
      </div>
    </form>
  );
}
