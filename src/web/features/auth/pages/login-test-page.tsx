import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { Navigate, useNavigate } from 'react-router';
import { DEMO_ACCOUNTS } from '@shared/constants';
import { type LoginBody, loginBody } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/auth';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useUser } from '../api/get-user';
import { useLogin } from '../api/login';
import { CredentialFields } from '../components/credential-fields';
import { SignInCard } from '../components/sign-in-card';

const testDashboard = (role: string) => (role === 'clinic' ? paths.clinicDashboard : paths.vetDashboard);

/** /login-test: the demo vet's credentials, pre-filled. */
export function LoginTestPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('loginTest.title'));
  const { data: user, isPending } = useUser();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: DEMO_ACCOUNTS.vet.username, password: DEMO_ACCOUNTS.vet.password },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const signedIn = await loginMutation.mutateAsync(values);
      toast({ title: t('loginSuccess'), description: t('loginTest.success') });
      void navigate(testDashboard(signedIn.role), { replace: true });
    } catch {
      toast({ title: t('loginFailed'), description: t('loginTest.failed'), variant: 'destructive' });
    }
  });

  if (isPending) return <Spinner />;
  if (user && !loginMutation.isSuccess) return <Navigate to={testDashboard(user.role)} replace />;

  return (
    <SignInCard title={t('loginTest.title')} intro={t('loginTest.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <CredentialFields username={form.register('username')} password={form.register('password')} errors={errors} />
        <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? t('signingIn') : t('loginTest.button')}
        </Button>
      </form>
    </SignInCard>
  );
}
