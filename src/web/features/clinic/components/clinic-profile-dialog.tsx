import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { CLINIC_FORM_PROVINCES, type Province } from '@shared/constants';
import { type ClinicProfileBody, type ClinicProfileInput, clinicProfileBody } from '@shared/contracts/clinic';
import { LIMITS } from '@shared/contracts/field-rules';
import type { Clinic } from '@shared/contracts/hospitals';
import { provinceItems } from '@web/components/province-items';
import { SelectControl } from '@web/components/select-control';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { useUpdateClinicProfile } from '../api/update-clinic-profile';
import { ClinicLogoField } from './clinic-logo-field';
import { FormDialog, FormDialogActions } from './form-dialog';
import { HoursFields } from './hours-fields';

/** The first message inside the week's errors (a day's time or order), shown under the hours. */
function firstHoursError(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if ('message' in errors && typeof errors.message === 'string') return errors.message;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    const found = firstHoursError(value);
    if (found) return found;
  }
  return undefined;
}

function defaultsFrom(clinic: Clinic | null): ClinicProfileInput {
  return {
    name: clinic?.name ?? '',
    address: clinic?.address ?? '',
    city: clinic?.city ?? '',
    // Empty until chosen: the Select shows its placeholder and validation says 'Province is required'.
    province: (clinic?.province ?? '') as Province,
    phone: clinic?.phone ?? '',
    contact_email: clinic?.contact_email ?? '',
    website_url: clinic?.website_url ?? '',
    description: clinic?.description ?? '',
    referral_instructions: clinic?.referral_instructions ?? '',
    hours: clinic?.hours ?? null,
    emergency_phone: clinic?.emergency_phone ?? '',
    emergency_24_7: clinic?.emergency_24_7 ?? false,
  };
}

/** The Edit Profile dialog (SPEC §5): validated on submit, then on every change. */
export function ClinicProfileDialog({ open, onOpenChange, clinic }: { open: boolean; onOpenChange: (open: boolean) => void; clinic: Clinic | null }) {
  const { t } = useTranslation('clinic');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={clinic ? t('profileForm.title') : t('profileForm.titleNew')} description={t('profileForm.intro')} className="max-w-2xl">
      {clinic && <ClinicLogoField clinic={clinic} />}
      {/* Mounted only while open, so each opening starts from the saved listing. */}
      <ProfileForm clinic={clinic} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ProfileForm({ clinic, onDone }: { clinic: Clinic | null; onDone: () => void }) {
  const { t } = useTranslation('clinic');
  const save = useUpdateClinicProfile();
  const form = useForm<ClinicProfileInput, unknown, ClinicProfileBody>({
    resolver: zodResolver(clinicProfileBody),
    defaultValues: defaultsFrom(clinic),
  });
  const { errors } = form.formState;
  // A listing an administrator placed in a territory keeps its province selectable.
  const provinces: readonly string[] =
    clinic && !(CLINIC_FORM_PROVINCES as readonly string[]).includes(clinic.province) ? [...CLINIC_FORM_PROVINCES, clinic.province] : CLINIC_FORM_PROVINCES;

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast({ title: t('profileForm.saved'), description: clinic ? undefined : t('profileForm.savedNew') });
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label={t('profileForm.name')} error={errors.name?.message}>
            <Input autoComplete="organization" maxLength={LIMITS.name} {...form.register('name')} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label={t('profileForm.address')} error={errors.address?.message}>
            <Input autoComplete="street-address" maxLength={LIMITS.address} {...form.register('address')} />
          </FormField>
        </div>
        <FormField label={t('profileForm.city')} error={errors.city?.message}>
          <Input autoComplete="address-level2" maxLength={LIMITS.short} {...form.register('city')} />
        </FormField>
        <SelectControl
          control={form.control}
          name="province"
          label={t('profileForm.province')}
          error={errors.province?.message}
          placeholder={t('profileForm.provincePlaceholder')}
        >
          {provinceItems(provinces)}
        </SelectControl>
        <FormField label={t('profileForm.phone')} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={LIMITS.phone} {...form.register('phone')} />
        </FormField>
        <FormField label={t('profileForm.email')} error={errors.contact_email?.message}>
          <Input type="email" autoComplete="email" maxLength={LIMITS.email} {...form.register('contact_email')} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('profileForm.website')} error={errors.website_url?.message} hint={t('profileForm.websiteHint')}>
            <Input type="url" inputMode="url" autoComplete="url" maxLength={LIMITS.url} {...form.register('website_url')} />
          </FormField>
        </div>
        <FormField label={t('profileForm.emergencyPhone')} error={errors.emergency_phone?.message} hint={t('profileForm.emergencyPhoneHint')}>
          <Input type="tel" maxLength={LIMITS.phone} {...form.register('emergency_phone')} />
        </FormField>
        <Controller
          control={form.control}
          name="emergency_24_7"
          render={({ field }) => (
            <div className="flex items-center gap-2 self-end pb-2">
              <Checkbox id="profile-emergency-247" checked={field.value === true} onCheckedChange={(on) => field.onChange(on === true)} />
              <Label htmlFor="profile-emergency-247">{t('profileForm.emergency247')}</Label>
            </div>
          )}
        />
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="hours"
            render={({ field, fieldState }) => <HoursFields value={field.value} onChange={field.onChange} error={fieldState.error?.message ?? firstHoursError(errors.hours)} />}
          />
        </div>
        <div className="sm:col-span-2">
          <FormField label={t('profileForm.description')} error={errors.description?.message} hint={t('profileForm.descriptionHint')}>
            <Textarea rows={3} maxLength={LIMITS.text} {...form.register('description')} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label={t('profileForm.referral')} error={errors.referral_instructions?.message} hint={t('profileForm.referralHint')}>
            <Textarea rows={3} maxLength={LIMITS.text} {...form.register('referral_instructions')} />
          </FormField>
        </div>
      </div>
      <FormDialogActions busy={save.isPending} submitLabel={t('profileForm.submit')} />
    </form>
  );
}
