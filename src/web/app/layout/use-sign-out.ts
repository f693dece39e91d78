import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@web/i18n/react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@web/components/ui/use-toast';
import { clearSignedInState, useLogout } from '@web/features/auth';
import { errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';

/**
 * Logout as the navbar and the drawer do it: leave for the landing page first, then clear the user,
 * so a protected page never sees the signed-out state and bounces to /auth. Failure: a toast.
 */
export function useSignOut() {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const { key } = useLocation();
  const qc = useQueryClient();
  const logout = useLogout();
  // navigate() does not say when the landing page is on screen; the next location commit does.
  const leaving = useRef(false);
  useEffect(() => {
    if (!leaving.current) return;
    leaving.current = false;
    clearSignedInState(qc);
  }, [key, qc]);
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        leaving.current = true;
        void navigate(paths.home);
      },
      onError: (err) => toast({ title: t('logoutFailed'), description: errorText(err), variant: 'destructive' }),
    });
  return { signOut, pending: logout.isPending };
}
