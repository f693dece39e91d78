import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { Link, useSearchParams } from 'react-router';
import { type PasswordResetForm, linkToken, passwordResetForm } from '@shared/contracts/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import '@web/i18n/namespaces/auth';
import { ApiError, errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { NewPasswordFields } from '../components/new-password-fields';
import { SignInCard } from '../components/sign-in-card';

const linkClass = 'text-brand-700 underline-offset-4 hover:underline';

/**
 * /reset-password?token=…: the link of the reset mail. A token that cannot be one (missing, cut
 * short) and one the server refuses show the same message, with a way to ask for a new link. Signed-in
 * users may use it too; success ends every session of the user, so the next step is to sign in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const form = useForm<PasswordResetForm>({ resolver: zodResolver(passwordResetForm), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const code = confirm.error instanceof ApiError ? confirm.error.code : undefined;

  const onSubmit = form.handleSubmit(({ password }) =>
    confirm.mutate(
      { token, password },
      { onError: (err) => err instanceof ApiError && err.code === 'PASSWORD_TOO_COMMON' && form.setError('password', { message: errorText(err) }) },
    ),
  );

  let body;
  if (!linkToken.safeParse(token).success || code === 'RESET_TOKEN_INVALID') {
    body = (
      <Alert variant="destructive" title={t('reset.invalidTitle')}>
        <p>{t('reset.invalid')}</p>
        <Link to={paths.forgotPassword} className={`mt-2 inline-block ${linkClass}`}>
          {t('reset.askAgain')}
        </Link>
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Alert title={t('reset.doneTitle')}>
        <p>{t('reset.done')}</p>
        <Link to={paths.auth} className={`mt-2 inline-block ${linkClass}`}>
          {t('signIn')}
        </Link>
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {confirm.isError && code !== 'PASSWORD_TOO_COMMON' && <Alert variant="destructive" title={t('reset.failed')}>{errorText(confirm.error)}</Alert>}
        <NewPasswordFields
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={errors}
          labels={[t('reset.newPassword'), t('reset.confirmPassword')]}
        />
        <Button type="submit" className="w-full" disabled={confirm.isPending}>
          {confirm.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    );
  }

  return (
    <SignInCard title={t('reset.title')} intro={t('reset.intro')}>
      {body}
    </SignInCard>
  );
}
