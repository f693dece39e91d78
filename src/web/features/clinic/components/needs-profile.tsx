import { ClipboardPen } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Button } from '@web/components/ui/button';
import '@web/i18n/namespaces/clinic';
import { EmptyState } from '@web/components/empty-state';

/** Shown in each tab before the listing exists: writes would be refused until the profile is saved. */
export function NeedsProfile({ onSetUp }: { onSetUp: () => void }) {
  const { t } = useTranslation('clinic');
  return (
    <EmptyState
      icon={ClipboardPen}
      title={t('needsProfile.title')}
      body={t('needsProfile.body')}
      action={<Button onClick={onSetUp}>{t('profile.setUp')}</Button>}
    />
  );
}
