import { useTranslation } from '@web/i18n/react';
import { SectionCard } from '@web/components/section-card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import '@web/i18n/namespaces/profile';
import { useProfileForm } from '../lib/use-profile-form';

/**
 * Contact information. Vets: full name, contact email and phone of their vet profile. Clinics: the
 * hospital's public contact email and phone; a listing has no contact-person name, so there is no
 * full name (docs/decisions/021). Admins have no contact details to keep and do not see this card.
 */
export function ContactCard({ role }: { role: 'vet' | 'clinic' }) {
  const { t } = useTranslation('profile');
  const { register, formState } = useProfileForm();
  const vetErrors = formState.errors.vet;
  const clinicErrors = formState.errors.clinic;
  return (
    <SectionCard title={t('contact.title')} description={role === 'clinic' ? t('contact.clinicIntro') : t('contact.intro')} contentClassName="grid gap-4 sm:grid-cols-2">
      {role === 'vet' ? (
        <>
          <div className="sm:col-span-2">
            <FormField label={t('contact.fullName')} error={vetErrors?.name?.message}>
              <Input autoComplete="name" {...register('vet.name')} />
            </FormField>
          </div>
          <FormField label={t('contact.contactEmail')} error={vetErrors?.contact_email?.message}>
            <Input type="email" autoComplete="email" {...register('vet.contact_email')} />
          </FormField>
          <FormField label={t('contact.phone')} error={vetErrors?.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('vet.phone')} />
          </FormField>
        </>
      ) : (
        <>
          <FormField label={t('contact.contactEmail')} error={clinicErrors?.contact_email?.message}>
            <Input type="email" autoComplete="email" {...register('clinic.contact_email')} />
          </FormField>
          <FormField label={t('contact.phone')} error={clinicErrors?.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('clinic.phone')} />
          </FormField>
        </>
      )}
    </SectionCard>
  );
}
