import { useTranslation } from '@web/i18n/react';
import { PROVINCES } from '@shared/constants';
import { SectionCard } from '@web/components/section-card';
import '@web/i18n/namespaces/profile';
import { ChoiceField } from './choice-field';
import { TextField } from './text-field';

/** SPEC §2: clinic name where they work, city, province (all 13), specialty or area of interest, bio. */
export function VetPracticeCard() {
  const { t } = useTranslation('profile');
  return (
    <SectionCard title={t('vet.title')} description={t('vet.intro')} contentClassName="grid gap-4 sm:grid-cols-2">
      <TextField wide name="vet.clinic_name" label={t('vet.clinicName')} autoComplete="organization" />
      <TextField name="vet.city" label={t('vet.city')} autoComplete="address-level2" />
      <ChoiceField name="vet.province" label={t('vet.province')} options={PROVINCES} />
      <TextField wide name="vet.specialty" label={t('vet.specialty')} />
      <TextField wide name="vet.bio" label={t('vet.bio')} rows={5} />
    </SectionCard>
  );
}
