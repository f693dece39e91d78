import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@shared/constants';
import { type Action, can } from '@shared/policy';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/lib/paths';
import { useRouteFrame } from '@web/lib/route-frame';
import { useHydrated } from '@web/lib/use-hydrated';
import { useUser } from '../api/get-user';
import { signOutState } from '../api/logout';

/**
 * Protected routes: while the session loads, the page's first frame (the build's HTML for the route,
 * docs/decisions/115) or else a spinner; /auth for signed-out visitors.
 */
export function RequireAuth() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  const { frame } = useRouteFrame();
  // While React takes the frame over, the frame: the top bar hydrates first, and its session check can
  // answer before this part is hydrated, which would then differ from the HTML on screen.
  const hydrated = useHydrated();
  // Both answers arrive as urgent updates (an external store's), and the page they reveal is the
  // largest render of the visit: deferred, it renders in slices that let the browser respond between
  // them, with the frame still on screen, instead of in one long task (docs/decisions/117).
  const ready = useDeferredValue(!isPending && hydrated);
  if (isPending || !hydrated || !ready) return frame ?? <Spinner />;
  if (!user) {
    if (signOutState.deliberate) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}

/** Sends a user elsewhere, saying why in a destructive toast when there is a message. */
export function DeniedRedirect({ to, message }: { to: string; message?: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (message && !shown.current) {
      shown.current = true;
      toast({ title: message, variant: 'destructive' });
    }
  }, [message]);
  return <Navigate to={to} replace />;
}

/**
 * Role pages (SPEC §2): renders children when the user may do the page's policy action — the same
 * table the server enforces on every API route — otherwise redirects where the page says. Lives
 * inside RequireAuth, so the user is known.
 */
export function RoleGate({
  redirect,
  message,
  children,
  action,
}: {
  /** The policy action of src/shared/policy.ts the page's work needs: the page agrees with the server. */
  action: Action;
  redirect: (role: Role) => string;
  message?: (role: Role) => string | undefined;
  children: ReactNode;
}) {
  const { data: user } = useUser();
  if (!user) return null;
  if (can(user, action)) return <>{children}</>;
  return <DeniedRedirect to={redirect(user.role)} message={message?.(user.role)} />;
}
