import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROVINCES } from '@shared/constants';
import { FormField } from '@web/components/ui/form-field';
import '@web/i18n/namespaces/profile';
import { useProfileForm } from '../lib/use-profile-form';
import { ChoiceSelect } from './choice-select';

/** The province choice of a practice card: all 13 provinces and territories (SPEC §9, decision 023). */
export function ProvinceField({ name, label }: { name: 'vet.province' | 'clinic.province'; label: string }) {
  const { t } = useTranslation('profile');
  const { control } = useProfileForm();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          <ChoiceSelect
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            triggerRef={field.ref}
            options={PROVINCES}
            placeholder={t('choose')}
          />
        </FormField>
      )}
    />
  );
}
