import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/use-toast';
import { useLogout } from '@web/features/auth/api/logout';
import { errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';

/** Logout as the navbar and the drawer do it: home on success, a destructive toast on failure. */
export function useSignOut() {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate(paths.home),
      onError: (err) => toast({ title: t('logoutFailed'), description: errorText(err), variant: 'destructive' }),
    });
  return { signOut, pending: logout.isPending };
}
