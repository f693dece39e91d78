import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@web/components/placeholder-page';
import { RoleGate } from '@web/features/auth/components/require-auth';
import { paths } from '@web/lib/paths';

/** /dashboard/clinic: clinics and admins; others go to /dashboard/vet with the access-denied text. */
export function ClinicDashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <RoleGate allow={['clinic', 'admin']} redirect={() => paths.vetDashboard} message={() => t('clinicOnly')}>
      <PlaceholderPage title={t('clinicDashboard')} />
    </RoleGate>
  );
}
