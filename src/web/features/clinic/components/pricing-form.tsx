import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { Specialty } from '@shared/contracts/catalogue';
import { type PricingBody, type PricingInput, pricingBody } from '@shared/contracts/clinic';
import { LIMITS } from '@shared/contracts/field-rules';
import type { Pricing } from '@shared/contracts/hospitals';
import { specialtyItems } from '@web/components/specialty-items';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { SelectItem } from '@web/components/ui/select';
import { SelectField } from '@web/components/ui/select-field';
import { toast } from '@web/components/ui/use-toast';
import { useAddPricing } from '../api/add-pricing';
import type { ClinicTarget } from '../api/target';
import { useUpdatePricing } from '../api/update-pricing';
import { FormDialogActions } from './form-dialog';
import { usePricingCopy } from './pricing-copy';

const NO_SPECIALTY = 'none';

/**
 * Add (`pricing` null) or edit one pricing of the target clinic, with the server's schema and SPEC §5's
 * messages ('Procedure name is required', 'Price range is required'). In a dialog on the clinic
 * dashboard (PricingDialog); inline, as its own named form, on the admin dashboard, where the add and
 * edit forms are toggles of the selected clinic (SPEC §4). `specialties` adds the optional specialty
 * choice. A failed save is toasted by the MutationCache and leaves the form open to try again.
 */
export function PricingForm({
  target,
  pricing,
  specialties,
  layout,
  onDone,
}: {
  target: ClinicTarget;
  pricing: Pricing | null;
  specialties?: readonly Specialty[];
  layout: 'dialog' | 'inline';
  onDone: () => void;
}) {
  const copy = usePricingCopy(target);
  const add = useAddPricing(target);
  const update = useUpdatePricing(target);
  const pending = add.isPending || update.isPending;
  const form = useForm<PricingInput, unknown, PricingBody>({
    resolver: zodResolver(pricingBody),
    defaultValues: {
      procedure_name: pricing?.procedure_name ?? '',
      price_range: pricing?.price_range ?? '',
      description: pricing?.description ?? '',
      specialty_id: pricing?.specialty_id ?? null,
    },
  });
  const { errors } = form.formState;
  const inline = layout === 'inline';
  const title = pricing ? copy.titleEdit : copy.titleNew;
  const submitLabel = pricing ? copy.submitEdit : copy.submitNew;

  const submit = form.handleSubmit((body) => {
    const saved = () => {
      toast({ title: pricing ? copy.updated : copy.added });
      onDone();
    };
    if (pricing) update.mutate({ id: pricing.id, body }, { onSuccess: saved });
    else add.mutate(body, { onSuccess: saved });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={inline ? title : undefined}
      className={inline ? 'space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3' : 'mt-5 space-y-4'}
    >
      {inline && <p className="text-sm font-semibold text-slate-900">{title}</p>}
      <div className={inline ? 'grid gap-3 sm:grid-cols-2' : 'space-y-4'}>
        <FormField label={copy.procedure} error={errors.procedure_name?.message}>
          <Input autoComplete="off" maxLength={LIMITS.name} placeholder={copy.procedurePlaceholder} {...form.register('procedure_name')} />
        </FormField>
        <FormField label={copy.price} error={errors.price_range?.message}>
          <Input autoComplete="off" maxLength={LIMITS.short} placeholder={copy.pricePlaceholder} {...form.register('price_range')} />
        </FormField>
        {specialties && (
          <Controller
            control={form.control}
            name="specialty_id"
            render={({ field }) => (
              <FormField label={copy.specialty} error={errors.specialty_id?.message}>
                <SelectField
                  value={typeof field.value === 'number' ? String(field.value) : NO_SPECIALTY}
                  onValueChange={(v) => field.onChange(v === NO_SPECIALTY ? null : Number(v))}
                  triggerRef={field.ref}
                >
                  <SelectItem value={NO_SPECIALTY}>{copy.noSpecialty}</SelectItem>
                  {specialtyItems(specialties)}
                </SelectField>
              </FormField>
            )}
          />
        )}
        <div className={inline ? 'sm:col-span-2' : undefined}>
          <FormField label={copy.description} error={errors.description?.message} hint={copy.descriptionHint}>
            <Textarea rows={inline ? 2 : 3} className={inline ? 'min-h-16' : undefined} maxLength={LIMITS.text} {...form.register('description')} />
          </FormField>
        </div>
      </div>
      {inline ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="sm" onClick={onDone} disabled={pending}>
            {copy.cancel}
          </Button>
          <Button type="submit" size="sm" disabled={pending} aria-busy={pending || undefined}>
            {pending ? copy.saving : submitLabel}
          </Button>
        </div>
      ) : (
        <>
          {copy.note && <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">{copy.note}</p>}
          <FormDialogActions busy={pending} submitLabel={submitLabel} />
        </>
      )}
    </form>
  );
}
