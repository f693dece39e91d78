import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@web/components/placeholder-page';

export function HospitalPage() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('hospital')} />;
}
