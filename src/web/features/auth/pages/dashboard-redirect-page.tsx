import { Navigate } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { dashboardFor, paths } from '@web/lib/paths';
import { useUser } from '../api/get-user';

/**
 * The dashboard redirect screen (SPEC §2), at /dashboard and behind /home (docs/decisions/002):
 * a signed-in user goes to their role's dashboard, a visitor to the landing page.
 */
export function DashboardRedirectPage() {
  const { data: user, isPending } = useUser();
  if (isPending) return <Spinner />;
  return <Navigate to={user ? dashboardFor(user.role) : paths.home} replace />;
}
