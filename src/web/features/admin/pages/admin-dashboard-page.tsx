import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@web/components/placeholder-page';
import { RoleGate } from '@web/features/auth/components/require-auth';
import { paths } from '@web/lib/paths';

/** /dashboard/admin: clinics go to their dashboard, vets to theirs, anyone else home (SPEC §2). */
export function AdminDashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <RoleGate
      allow={['admin']}
      redirect={(role) => (role === 'clinic' ? paths.clinicDashboard : role === 'vet' ? paths.vetDashboard : paths.home)}
    >
      <PlaceholderPage title={t('adminDashboard')} />
    </RoleGate>
  );
}
