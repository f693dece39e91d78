import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { SIGNUP_ROLES, type SignupRole } from '@shared/constants';
import type { RegisterForm as RegisterValues } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/auth';
import { validationText } from '@web/i18n/namespaces/validation';
import { errorText } from '@web/lib/api-client';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { paths } from '@web/lib/paths';
import { useSiteMeta } from '@web/lib/site-meta';
import { useRegister } from '../api/register';

const resolver = lazyResolver<RegisterValues>(async () => (await import('../lib/form-resolvers')).registerResolver);

/**
 * /auth register tab. A failure shows its toast (SPEC §4) and stays written above the button: on a phone
 * the 5-second toast covered the button and was gone before it was read (issue 21).
 */
export function RegisterForm({ initialRole }: { initialRole: SignupRole }) {
  const { t } = useTranslation('auth');
  const registerMutation = useRegister();
  const location = useSiteMeta().data?.privacy.dataLocation;
  const form = useForm<RegisterValues>({
    resolver,
    defaultValues: { username: '', name: '', password: '', confirmPassword: '', role: initialRole },
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ username, name, password, role }) => {
    setFailure(null);
    try {
      await registerMutation.mutateAsync({ username, name, password, role });
    } catch (err) {
      setFailure(errorText(err));
      toast({ title: t('registrationFailed'), description: errorText(err), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <FormField label={t('email')} error={errors.username?.message}>
        <Input type="email" autoComplete="email" {...form.register('username')} />
      </FormField>
      <FormField label={t('fullName')} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t('password')} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label={t('confirmPassword')} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('accountType')}</legend>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} aria-label={t('accountType')}>
              {SIGNUP_ROLES.map((role) => (
                <div key={role} className="flex items-center gap-2">
                  <RadioGroupItem value={role} id={`role-${role}`} />
                  <Label htmlFor={`role-${role}`}>{t(`roles.${role}`)}</Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {errors.role?.message && (
          <p role="alert" className="text-sm text-red-700">
            {validationText(errors.role.message)}
          </p>
        )}
      </fieldset>
      {failure && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{t('registrationFailed')}</p>
          <p className="break-words">{failure}</p>
        </div>
      )}
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? t('creatingAccount') : t('createAccount')}
      </Button>
      {/* Where the account's information goes (issue 23); the location arrives after the prerendered first frame. */}
      <p className="text-xs text-slate-600" data-testid="collect-notice">
        {t('collectNotice')} {location && `${t('hostedIn', { location })} `}
        <Link to={paths.privacy} className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {t('privacyPolicy')}
        </Link>
      </p>
    </form>
  );
}
