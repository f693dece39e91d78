import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import type { LoginBody } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/auth';
import { errorText } from '@web/lib/api-client';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { paths } from '@web/lib/paths';
import { useLogin } from '../api/login';
import { CredentialFields } from './credential-fields';

const resolver = lazyResolver<LoginBody>(async () => (await import('../lib/form-resolvers')).loginResolver);

/** /auth login tab. Success sets the current user; the page then redirects by role. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const loginMutation = useLogin();
  const form = useForm<LoginBody>({
    resolver,
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;
  const username = useWatch({ control: form.control, name: 'username' });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
    } catch (err) {
      toast({ title: t('loginFailed'), description: errorText(err), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <CredentialFields username={form.register('username')} password={form.register('password')} errors={errors} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox id="remember-me" checked={field.value ?? false} onCheckedChange={(v) => field.onChange(v === true)} />
            )}
          />
          <Label htmlFor="remember-me">{t('rememberMe')}</Label>
        </div>
        {/* SPEC's inert button now leads to the reset flow (issue 18); the address typed here comes along. */}
        <Button asChild variant="link" size="sm">
          <Link to={paths.forgotPassword} state={{ email: username.trim() }}>
            {t('forgotPassword')}
          </Link>
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t('signingIn') : t('signIn')}
      </Button>
    </form>
  );
}
