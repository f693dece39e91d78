import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import { type AccountDeleteBody, accountDeleteBody } from '@shared/contracts/privacy';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { clearSignedInState } from '@web/features/auth';
import '@web/i18n/namespaces/profile';
import { errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/export-data';

/** "Your data" (issue 23): download everything held about you; delete the account (docs/decisions/101). */
export function YourDataCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const download = useDownloadMyData();
  // A clinic's owner cannot delete the account while the listing is theirs: say what to do instead.
  const ownsListing = user.role === 'clinic' && user.clinic_role === 'owner';

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast({ title: t('data.downloaded') }),
      onError: (err) => toast({ title: t('data.downloadFailed'), description: errorText(err), variant: 'destructive' }),
    });

  return (
    <SectionCard title={t('data.title')} description={t('data.intro')}>
      <div className="space-y-6">
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{t('data.exportBody')}</p>
          <Button type="button" variant="secondary" onClick={onDownload} disabled={download.isPending} className="w-full sm:w-auto">
            {download.isPending ? t('data.downloading') : t('data.download')}
          </Button>
        </div>
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <h3 className="font-semibold text-slate-900">{t('data.delete.title')}</h3>
          <p className="text-sm text-slate-700">{t('data.delete.body')}</p>
          {ownsListing ? (
            <Alert title={t('data.delete.ownerTitle')}>
              <p>{t('data.delete.ownerBody')}</p>
            </Alert>
          ) : (
            <DeleteAccountDialog username={user.username} />
          )}
        </div>
      </div>
    </SectionCard>
  );
}

function DeleteAccountDialog({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const mutation = useDeleteAccount();
  const form = useForm<AccountDeleteBody>({ resolver: zodResolver(accountDeleteBody), defaultValues: { password: '' } });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync(body);
    } catch (err) {
      // Shown beside the password: a wrong password, the last admin, too many attempts.
      form.setError('password', { message: errorText(err) });
      return;
    }
    setOpen(false);
    toast({ title: t('data.delete.done.title'), description: t('data.delete.done.description') });
    // The session is gone on the server: forget the user (a deliberate sign-out) and leave for the landing page.
    clearSignedInState(qc);
    void navigate(paths.home, { replace: true });
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset({ password: '' });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive" className="w-full sm:w-auto">
          {t('data.delete.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('data.delete.confirmTitle')}</DialogTitle>
        <DialogDescription>{t('data.delete.confirmIntro')}</DialogDescription>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>{t('data.delete.goes')}</li>
          <li>{t('data.delete.kept')}</li>
          <li>{t('data.delete.audit')}</li>
        </ul>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label={t('data.delete.confirmTitle')}>
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <FormField label={t('data.delete.password')} error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <DialogActions cancel={t('data.delete.cancel')}>
            <Button type="submit" variant="destructive" disabled={mutation.isPending}>
              {mutation.isPending ? t('data.delete.deleting') : t('data.delete.confirm')}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
