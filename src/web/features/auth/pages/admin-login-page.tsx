import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { useNavigate } from 'react-router';
import { DEMO_ACCOUNTS } from '@shared/constants';
import { type AdminLoginForm, adminLoginForm } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/auth';
import { errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { metaQueryOptions } from '@web/lib/site-meta';
import { useLogin } from '../api/login';
import { CredentialFields } from '../components/credential-fields';
import { SignInCard } from '../components/sign-in-card';

const REMEMBERED_ADMIN = 'vetreferral.adminUsername';

/**
 * /admin-login. The username is pre-filled with the demo admin only when the server runs with demo
 * data; otherwise with the username last used on this browser, so no production admin's name is
 * ever published (docs/decisions/004).
 */
export function AdminLoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('adminLogin.title'));
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const meta = useQuery(metaQueryOptions());
  const form = useForm<AdminLoginForm>({
    resolver: zodResolver(adminLoginForm),
    defaultValues: { username: localStorage.getItem(REMEMBERED_ADMIN) ?? '', password: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    // Validated again when a submit came first, so its "required" message does not stay beside a
    // filled field.
    if (meta.data?.demoData && !form.getValues('username')) {
      form.setValue('username', DEMO_ACCOUNTS.admin.username, { shouldValidate: form.formState.isSubmitted });
    }
  }, [meta.data, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
      localStorage.setItem(REMEMBERED_ADMIN, values.username);
      toast({ title: t('loginSuccess'), description: t('adminLogin.success') });
      void navigate(paths.adminDashboard, { replace: true });
    } catch (err) {
      toast({ title: t('loginFailed'), description: errorText(err), variant: 'destructive' });
    }
  });

  return (
    <SignInCard title={t('adminLogin.title')} intro={t('adminLogin.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <CredentialFields
          username={form.register('username')}
          password={form.register('password')}
          errors={errors}
          usernameLabel={t('adminLogin.username')}
          required
        />
        <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? t('adminLogin.pending') : t('adminLogin.button')}
        </Button>
      </form>
    </SignInCard>
  );
}
