import { Controller } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { FormField } from '@web/components/ui/form-field';
import '@web/i18n/namespaces/profile';
import { label as vocabularyLabel } from '@web/i18n/namespaces/vocabulary';
import { useProfileForm } from '../lib/use-profile-form';
import { ChoiceSelect } from './choice-select';

/** The profile fields chosen from a fixed list (SPEC §9, decision 023). */
type ChoiceName = 'user.job_title' | 'user.practice_type' | 'vet.province' | 'clinic.province';

/** The vocabulary that labels each choice's stored English values. */
const VOCABULARY = {
  'user.job_title': 'jobTitles',
  'user.practice_type': 'practiceTypes',
  'vet.province': 'provinces',
  'clinic.province': 'provinces',
} as const satisfies Record<ChoiceName, string>;

/** One profile choice: a labelled select over `options` (stored values; their labels in the language shown), wired to the profile form. */
export function ChoiceField({ name, label, options }: { name: ChoiceName; label: string; options: readonly string[] }) {
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
            options={options}
            labelOf={(value) => vocabularyLabel(VOCABULARY[name], value)}
            placeholder={t('choose')}
          />
        </FormField>
      )}
    />
  );
}
