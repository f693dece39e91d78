import { useTranslation } from '@web/i18n/react';
import { PROVINCES } from '@shared/constants';
import { SectionCard } from '@web/components/section-card';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import '@web/i18n/namespaces/profile';
import { useProfileForm } from '../lib/use-profile-form';
import { ChoiceField } from './choice-field';

/**
 * SPEC §2: hospital name, address, city, province, website URL, referral instructions, description,
 * validated by the clinic profile contract (SPEC §5 messages). Province offers all 13 (SPEC §9
 * "profile"; docs/decisions/023).
 */
export function ClinicPracticeCard() {
  const { t } = useTranslation('profile');
  const { register, formState } = useProfileForm();
  const errors = formState.errors.clinic;
  return (
    <SectionCard title={t('clinic.title')} description={t('clinic.intro')} contentClassName="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t('clinic.name')} error={errors?.name?.message}>
          <Input autoComplete="organization" aria-required {...register('clinic.name')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t('clinic.address')} error={errors?.address?.message}>
          <Input autoComplete="street-address" aria-required {...register('clinic.address')} />
        </FormField>
      </div>
      <FormField label={t('clinic.city')} error={errors?.city?.message}>
        <Input autoComplete="address-level2" {...register('clinic.city')} />
      </FormField>
      <ChoiceField name="clinic.province" label={t('clinic.province')} options={PROVINCES} />
      <div className="sm:col-span-2">
        <FormField label={t('clinic.website')} hint={t('clinic.websiteHint')} error={errors?.website_url?.message}>
          <Input type="url" inputMode="url" autoComplete="url" {...register('clinic.website_url')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t('clinic.referralInstructions')} error={errors?.referral_instructions?.message}>
          <Textarea rows={4} {...register('clinic.referral_instructions')} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label={t('clinic.description')} error={errors?.description?.message}>
          <Textarea rows={5} {...register('clinic.description')} />
        </FormField>
      </div>
    </SectionCard>
  );
}
