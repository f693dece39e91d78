import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@web/components/placeholder-page';

export function PrivacyPage() {
  const { t } = useTranslation('site');
  return <PlaceholderPage title={t('privacy.title')} />;
}
