import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { type PasswordChangeForm, passwordChangeForm } from '@shared/contracts/profile';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/profile';
import { errorText } from '@web/lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY: PasswordChangeForm = { current_password: '', new_password: '', confirm_password: '' };

/** Change password: its own form and button, apart from Save Profile. */
export function PasswordCard({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const mutation = useChangePassword();
  const form = useForm<PasswordChangeForm>({ resolver: zodResolver(passwordChangeForm), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    try {
      await mutation.mutateAsync({ current_password, new_password });
      form.reset(EMPTY);
      toast({ title: t('password.changed.title'), description: t('password.changed.description') });
    } catch (err) {
      toast({ title: t('password.failed'), description: errorText(err), variant: 'destructive' });
    }
  });

  return (
    <SectionCard title={t('password.title')} description={t('password.intro')}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t('password.title')}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <div className="sm:col-span-2">
          <FormField label={t('password.current')} error={errors.current_password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('current_password')} />
          </FormField>
        </div>
        <FormField label={t('password.new')} hint={t('password.newHint')} error={errors.new_password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('new_password')} />
        </FormField>
        <FormField label={t('password.confirm')} error={errors.confirm_password?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirm_password')} />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={mutation.isPending} className="w-full sm:w-auto">
            {mutation.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
