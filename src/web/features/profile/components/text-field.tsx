import type { FieldPath } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import type { ProfileFormInput } from '../lib/profile-form';
import { useProfileForm } from '../lib/use-profile-form';

/**
 * One free-text profile field, registered on the profile form and showing its own error: a line, or a
 * textarea of `rows` lines. `wide` spans both columns of the card's grid.
 */
export function TextField({
  name,
  label,
  hint,
  wide,
  rows,
  type,
  inputMode,
  autoComplete,
  required,
}: {
  name: FieldPath<ProfileFormInput>;
  label: string;
  hint?: string;
  wide?: boolean;
  rows?: number;
  type?: 'email' | 'tel' | 'url';
  inputMode?: 'url';
  autoComplete?: string;
  /** Marks the control aria-required (the form still validates on submit, with the schema's message). */
  required?: boolean;
}) {
  const { register, getFieldState, formState } = useProfileForm();
  const field = (
    <FormField label={label} hint={hint} error={getFieldState(name, formState).error?.message}>
      {rows === undefined ? (
        <Input type={type} inputMode={inputMode} autoComplete={autoComplete} aria-required={required || undefined} {...register(name)} />
      ) : (
        <Textarea rows={rows} {...register(name)} />
      )}
    </FormField>
  );
  return wide ? <div className="sm:col-span-2">{field}</div> : field;
}
