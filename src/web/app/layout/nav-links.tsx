import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import { cn } from '@web/lib/cn';
import { navDashboardFor, paths } from '@web/lib/paths';

/** The links everyone sees plus, when signed in, Dashboard and Profile (SPEC §2 navigation bar). */
export function NavLinks({ user, vertical, onNavigate }: { user: CurrentUser | null | undefined; vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const links = [
    { to: paths.about, label: t('about') },
    { to: paths.contact, label: t('contact') },
    ...(user
      ? [
          { to: navDashboardFor(user.role), label: t('dashboard') },
          { to: paths.profile, label: t('profile') },
        ]
      : []),
  ];
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                isActive && 'bg-brand-50 text-brand-800',
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
