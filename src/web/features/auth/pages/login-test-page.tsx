import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { DEMO_ACCOUNTS } from '@shared/constants';
import { type LoginBody, loginBody } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/auth';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useUser } from '../api/get-user';
import { useLogin } from '../api/login';

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
    <div className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold">{t('loginTest.title')}</h1>
          <CardDescription>{t('loginTest.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField label={t('email')} error={errors.username?.message}>
              <Input type="email" autoComplete="username" {...form.register('username')} />
            </FormField>
            <FormField label={t('password')} error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </FormField>
            <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
              {loginMutation.isPending ? t('signingIn') : t('loginTest.button')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
