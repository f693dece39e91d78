import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import '@web/i18n/namespaces/auth';

/**
 * The username (an email) and current-password fields of the three sign-in forms: /auth's login tab,
 * /login-test and /admin-login (which names the first field its own way and marks both required).
 */
export function CredentialFields({
  username,
  password,
  errors,
  usernameLabel,
  required,
}: {
  username: UseFormRegisterReturn<'username'>;
  password: UseFormRegisterReturn<'password'>;
  errors: { username?: FieldError; password?: FieldError };
  usernameLabel?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField label={usernameLabel ?? t('email')} error={errors.username?.message}>
        <Input type="email" required={required} autoComplete="username" {...username} />
      </FormField>
      <FormField label={t('password')} error={errors.password?.message}>
        <Input type="password" required={required} autoComplete="current-password" {...password} />
      </FormField>
    </>
  );
}
