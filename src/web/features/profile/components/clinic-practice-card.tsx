import { useTranslation } from '@web/i18n/react';
import { PROVINCES } from '@shared/constants';
import { SectionCard } from '@web/components/section-card';
import '@web/i18n/namespaces/profile';
import { ChoiceField } from './choice-field';
import { TextField } from './text-field';

/**
 * SPEC §2: hospital name, address, city, province, website URL, referral instructions, description,
 * validated by the clinic profile contract (SPEC §5 messages). Province offers all 13 (SPEC §9
 * "profile"; docs/decisions/023).
 */
export function ClinicPracticeCard() {
  const { t } = useTranslation('profile');
  return (
    <SectionCard title={t('clinic.title')} description={t('clinic.intro')} contentClassName="grid gap-4 sm:grid-cols-2">
      <TextField wide name="clinic.name" label={t('clinic.name')} autoComplete="organization" required />
      <TextField wide name="clinic.address" label={t('clinic.address')} autoComplete="street-address" required />
      <TextField name="clinic.city" label={t('clinic.city')} autoComplete="address-level2" />
      <ChoiceField name="clinic.province" label={t('clinic.province')} options={PROVINCES} />
      <TextField wide name="clinic.website_url" label={t('clinic.website')} hint={t('clinic.websiteHint')} type="url" inputMode="url" autoComplete="url" />
      <TextField wide name="clinic.referral_instructions" label={t('clinic.referralInstructions')} rows={4} />
      <TextField wide name="clinic.description" label={t('clinic.description')} rows={5} />
    </SectionCard>
  );
}
