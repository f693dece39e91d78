import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@web/components/placeholder-page';

export function ProfilePage() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('profile')} />;
}
