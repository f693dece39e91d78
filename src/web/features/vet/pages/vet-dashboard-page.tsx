import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@web/components/placeholder-page';
import { RoleGate } from '@web/features/auth/components/require-auth';
import { paths } from '@web/lib/paths';

/** /dashboard/vet: non-vets go to /dashboard/clinic with the SPEC's access-denied text. */
export function VetDashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <RoleGate allow={['vet']} redirect={() => paths.clinicDashboard} message={() => t('vetOnly')}>
      <PlaceholderPage title={t('vetDashboard')} />
    </RoleGate>
  );
}
