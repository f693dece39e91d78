import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { type AdminClinic, type AdminClinicCreateBody, type AdminClinicCreateInput, adminClinicCreateBody } from '@shared/contracts/admin';
import { provinceItems } from '@web/components/province-items';
import { SelectControl } from '@web/components/select-control';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/admin';
import { useCreateClinic } from '../api/create-clinic';
import { useUpdateClinic } from '../api/update-clinic';
import { OwnerSelect } from './owner-select';

const valuesOf = (clinic?: AdminClinic): AdminClinicCreateInput => ({
  name: clinic?.name ?? '',
  address: clinic?.address ?? '',
  city: clinic?.city ?? '',
  province: (clinic?.province as AdminClinicCreateInput['province']) ?? 'Ontario',
  phone: clinic?.phone ?? '',
  contact_email: clinic?.contact_email ?? '',
  website_url: clinic?.website_url ?? '',
  description: clinic?.description ?? '',
  referral_instructions: clinic?.referral_instructions ?? '',
  user_id: clinic?.user_id ?? null,
});

/**
 * Create (in the dialog) or edit (in the details) a clinic with the same schema the server uses.
 * A missing name also raises SPEC §5's notice 'Missing Information' / 'Please provide a hospital name'.
 * A refused save is toasted by the MutationCache ('Creation Failed' / 'Update Failed').
 */
export function ClinicForm({ clinic, onDone, onCancel }: { clinic?: AdminClinic; onDone: (clinic: AdminClinic) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const editing = clinic !== undefined;
  const create = useCreateClinic();
  const update = useUpdateClinic();
  const pending = create.isPending || update.isPending;
  const form = useForm<AdminClinicCreateInput, unknown, AdminClinicCreateBody>({
    resolver: zodResolver(adminClinicCreateBody),
    defaultValues: valuesOf(clinic),
  });
  const { errors } = form.formState;

  const onValid = (body: AdminClinicCreateBody) => {
    const saved = (result: AdminClinic) => {
      toast(editing ? { title: t('toast.hospitalUpdated') } : { title: t('toast.hospitalCreated'), description: t('toast.hospitalCreatedBody', { name: result.name }) });
      onDone(result);
    };
    if (editing) update.mutate({ id: clinic.id, body }, { onSuccess: saved });
    else create.mutate(body, { onSuccess: saved });
  };
  const onInvalid = (invalid: FieldErrors<AdminClinicCreateInput>) => {
    if (invalid.name) toast({ title: t('toast.missingInfo'), description: t('toast.missingName'), variant: 'destructive' });
  };

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label={t('form.name')} error={errors.name?.message}>
            <Input autoComplete="organization" required aria-required {...form.register('name')} />
          </FormField>
        </div>
        <FormField label={t('form.contactEmail')} error={errors.contact_email?.message}>
          <Input type="email" autoComplete="email" {...form.register('contact_email')} />
        </FormField>
        <FormField label={t('form.phone')} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...form.register('phone')} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('form.address')} error={errors.address?.message}>
            <Input autoComplete="street-address" {...form.register('address')} />
          </FormField>
        </div>
        <FormField label={t('form.city')} error={errors.city?.message}>
          <Input autoComplete="address-level2" {...form.register('city')} />
        </FormField>
        <SelectControl control={form.control} name="province" label={t('form.province')} error={errors.province?.message}>
          {provinceItems()}
        </SelectControl>
        <div className="sm:col-span-2">
          <FormField label={t('form.website')} error={errors.website_url?.message}>
            <Input type="url" inputMode="url" autoComplete="url" placeholder="www.example.ca" {...form.register('website_url')} />
          </FormField>
        </div>
        {editing && (
          <>
            <div className="sm:col-span-2">
              <FormField label={t('form.description')} error={errors.description?.message}>
                <Textarea rows={3} {...form.register('description')} />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField label={t('form.referral')} error={errors.referral_instructions?.message}>
                <Textarea rows={3} {...form.register('referral_instructions')} />
              </FormField>
            </div>
          </>
        )}
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="user_id"
            render={({ field }) => (
              <FormField label={t('form.owner')} hint={t('form.ownerHint')} error={errors.user_id?.message}>
                <OwnerSelect
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={field.onChange}
                  current={clinic?.user_id ? { id: clinic.user_id, username: clinic.owner_username ?? `#${clinic.user_id}`, display_name: null } : null}
                />
              </FormField>
            )}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {editing ? (pending ? t('form.saving') : t('form.save')) : pending ? t('form.creating') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
