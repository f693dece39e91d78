import { useTranslation } from '@web/i18n/react';
import { SectionCard } from '@web/components/section-card';
import '@web/i18n/namespaces/profile';
import { TextField } from './text-field';

/**
 * Contact information. Vets: full name, contact email and phone of their vet profile. Clinics: the
 * hospital's public contact email and phone; a listing has no contact-person name, so there is no
 * full name (docs/decisions/021). Admins have no contact details to keep and do not see this card.
 */
export function ContactCard({ role }: { role: 'vet' | 'clinic' }) {
  const { t } = useTranslation('profile');
  return (
    <SectionCard title={t('contact.title')} description={role === 'clinic' ? t('contact.clinicIntro') : t('contact.intro')} contentClassName="grid gap-4 sm:grid-cols-2">
      {role === 'vet' && <TextField wide name="vet.name" label={t('contact.fullName')} autoComplete="name" />}
      <TextField name={`${role}.contact_email`} label={t('contact.contactEmail')} type="email" autoComplete="email" />
      <TextField name={`${role}.phone`} label={t('contact.phone')} type="tel" autoComplete="tel" />
    </SectionCard>
  );
}
