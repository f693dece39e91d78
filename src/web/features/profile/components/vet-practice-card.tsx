import { useTranslation } from '@web/i18n/react';
import { PROVINCES } from '@shared/constants';
import { SectionCard } from '@web/components/section-card';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import '@web/i18n/namespaces/profile';
import { useProfileForm } from '../lib/use-profile-form';
import { ChoiceField } from './choice-field';

/** SPEC §2: clinic name where they work, city, province (all 13), specialty or area of interest, bio. */
export function VetPracticeCard() {
  const { t } = useTranslation('profile');
  const { register, formState } = useProfileForm();
  const errors = formState.errors.vet;
  return (
    <SectionCard title={t('vet.title')} description={t('vet.intro')} contentClassName="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t('vet.clinicName')} error={errors?.clinic_name?.message}>
          <Input autoComplete="organization" {...register('vet.clinic_name')} />
        </FormField>
      </div>
      <FormField label={t('vet.city')} error={errors?.city?.message}>
        <Input autoComplete="address-level2" {...register('vet.city')} />
      </FormField>
      <ChoiceField name="vet.province" label={t('vet.province')} options={PROVINCES} />
      <div className="sm:col-span-2">
        <FormField label={t('vet.specialty')} error={errors?.specialty?.message}>
          <Input {...register('vet.specialty')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t('vet.bio')} error={errors?.bio?.message}>
          <Textarea rows={5} {...register('vet.bio')} />
        </FormField>
      </div>
    </SectionCard>
  );
}
