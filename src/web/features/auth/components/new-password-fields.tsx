import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';

/** A new password and its confirmation: the reset form's and the invited account's. */
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
  labels,
}: {
  password: UseFormRegisterReturn<'password'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  errors: { password?: FieldError; confirmPassword?: FieldError };
  labels: [password: string, confirm: string];
}) {
  return (
    <>
      <FormField label={labels[0]} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...password} />
      </FormField>
      <FormField label={labels[1]} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...confirmPassword} />
      </FormField>
    </>
  );
}
