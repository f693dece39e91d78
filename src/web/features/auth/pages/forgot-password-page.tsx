import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { Link, useLocation } from 'react-router';
import { type PasswordResetRequestBody, passwordResetRequestBody } from '@shared/contracts/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import '@web/i18n/namespaces/auth';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useUser } from '../api/get-user';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { SignInCard } from '../components/sign-in-card';

/**
 * /forgot-password: asks for a reset link. The answer is the same whether or not the address has an
 * account, so the page cannot be used to learn who is registered. The login form hands over the
 * address typed there (navigation state); a signed-in user's own address is offered otherwise. A
 * failure (429) is toasted by the mutation.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  const state: unknown = useLocation().state;
  const email = state && typeof state === 'object' && 'email' in state && typeof state.email === 'string' ? state.email : '';
  const me = useUser().data;
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestBody>({ resolver: zodResolver(passwordResetRequestBody), defaultValues: { username: email } });
  useEffect(() => {
    if (me && !form.getValues('username')) form.setValue('username', me.username);
  }, [me, form]);
  const onSubmit = form.handleSubmit((values) => request.mutate(values));

  return (
    <SignInCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {request.isSuccess ? (
        <Alert title={t('forgot.sentTitle')}>
          <p>{t('forgot.sent')}</p>
          <p className="mt-2">{t('forgot.sentHint')}</p>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={t('email')} error={form.formState.errors.username?.message}>
            <Input type="email" autoComplete="username" {...form.register('username')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-4 text-sm">
        <Link to={paths.auth} className="text-brand-700 underline-offset-4 hover:underline">
          {t('forgot.backToSignIn')}
        </Link>
      </p>
    </SignInCard>
  );
}
