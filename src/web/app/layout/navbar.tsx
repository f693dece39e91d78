import { Stethoscope } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useUser } from '@web/features/auth';
import { NotificationBell, useNotificationCount } from '@web/features/notifications';
import { initialsFor } from '@web/lib/initials';
import { paths } from '@web/lib/paths';
import { useRouteFrame } from '@web/lib/route-frame';
import { LanguageSwitcher } from './language-switcher';
import { MobileDrawer } from './mobile-drawer';
import { NavLinks } from './nav-links';
import { useStoredLanguage } from './use-language';
import { useSignOut } from './use-sign-out';

export function Navbar() {
  const { t } = useTranslation('nav');
  const { data: user, isPending } = useUser();
  // On a page for signed-in users, the bar offers no Login before the session has answered: that
  // frame is the build's HTML too (docs/decisions/115), and its visitor is most likely signed in.
  const { signedIn: forSignedIn } = useRouteFrame();
  const unknown = isPending && forSignedIn;
  const { signOut, pending } = useSignOut();
  useStoredLanguage(user);
  // The bell (issue 20) for vets and clinic members: its count is asked here, its look is a chunk of its own.
  const bell = Boolean(user && user.role !== 'admin');
  const { data: notifications = 0 } = useNotificationCount(bell);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <MobileDrawer user={user} signOut={signOut} signingOut={pending} languageSwitcher={<LanguageSwitcher user={user} />} />
        <Link to={paths.home} className="flex items-center gap-2 rounded-md font-semibold text-brand-800" aria-label={t('home')}>
          <Stethoscope className="h-6 w-6" aria-hidden />
          <span className="text-lg">VetReferral</span>
        </Link>
        {/* In the bar from 1024 px: below that, the links with Messages (and its badge) do not fit in French; the drawer carries them. */}
        <nav className="ml-6 hidden lg:block" aria-label={t('mainNav')}>
          <NavLinks user={user} />
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {bell && (
            <Suspense fallback={<span className="h-9 w-9" aria-hidden />}>
              <NotificationBell count={notifications} />
            </Suspense>
          )}
          {/* Below 640 px the top bar has no room for it (360 px screens): the drawer carries it there. */}
          <LanguageSwitcher user={user} className="hidden sm:inline-flex" />
          {user ? (
            <Button variant="secondary" size="sm" onClick={signOut} disabled={pending} className="hidden lg:inline-flex">
              {t('logout')}
            </Button>
          ) : unknown ? null : (
            <Button asChild size="sm">
              <Link to={paths.auth}>{t('login')}</Link>
            </Button>
          )}
          {user?.avatar_url ? (
            <img
              src={user.avatar_url}
              alt={t('signedInAs', { username: user.username })}
              title={t('signedInAs', { username: user.username })}
              className="h-9 w-9 rounded-full border border-slate-200 object-cover"
              data-testid="avatar-image"
            />
          ) : (
            <span
              className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
              title={user ? t('signedInAs', { username: user.username }) : undefined}
              data-testid="initials-badge"
              aria-label={user ? t('signedInAs', { username: user.username }) : undefined}
              role={user ? 'img' : undefined}
              aria-hidden={user ? undefined : true}
            >
              {initialsFor(user)}
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
