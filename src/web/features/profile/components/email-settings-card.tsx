import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { NotificationEvent, NotificationSettings } from '@shared/contracts/notifications';
import { LoadFailed } from '@web/components/load-failed';
import { SectionCard } from '@web/components/section-card';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/notifications';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/**
 * The profile's "Referral e-mails" (issue 20): a switch per event the user receives; saving sends
 * only the events changed. Nothing shows for a user who receives none (a clinic user without a clinic).
 */
export function EmailSettingsCard() {
  const { t } = useTranslation('notifications');
  const query = useNotificationSettings();
  if (query.isSuccess && Object.keys(query.data.email).length === 0) return null;
  return (
    <SectionCard title={t('settings.title')} description={t('settings.intro')}>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <LoadFailed title={t('settings.loadFailed')} error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : (
        // Keyed by the saved state, so the switches start again from what the server answered.
        <EmailSettingsForm key={JSON.stringify(query.data.email)} saved={query.data} />
      )}
    </SectionCard>
  );
}

function EmailSettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const [choices, setChoices] = useState(saved.email);
  const update = useUpdateNotificationSettings();
  const events = Object.keys(saved.email) as NotificationEvent[];
  const changed = Object.fromEntries(events.filter((e) => choices[e] !== saved.email[e]).map((e) => [e, Boolean(choices[e])]));
  const dirty = Object.keys(changed).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty) return;
    update.mutate({ email: changed }, { onSuccess: () => toast({ title: t('settings.saved') }) });
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t('settings.title')}>
      <ul className="divide-y divide-slate-200">
        {events.map((e) => (
          <li key={e} className="flex items-center justify-between gap-4 py-2.5">
            <label htmlFor={`${id}-${e}`} className="min-w-0 text-sm text-slate-800">
              {t(`settings.event.${e}`)}
            </label>
            <Switch
              id={`${id}-${e}`}
              checked={Boolean(choices[e])}
              onCheckedChange={(on) => setChoices((c) => ({ ...c, [e]: on }))}
              disabled={update.isPending}
            />
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <Button type="submit" disabled={!dirty || update.isPending} className="w-full sm:w-auto">
          {update.isPending ? t('settings.saving') : t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
