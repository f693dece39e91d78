import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import { can } from '@shared/policy';
import { useUnopenedCount } from '@web/features/referrals';
import { cn } from '@web/lib/cn';
import { navDashboardFor, paths } from '@web/lib/paths';

/**
 * The links everyone sees plus, when signed in, Dashboard and Profile (SPEC §2 navigation bar), and
 * Referrals for vets and clinic users, with the count of referrals their clinic has not opened yet.
 */
export function NavLinks({ user, vertical, onNavigate }: { user: CurrentUser | null | undefined; vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const unopened = useUnopenedCount(user?.role === 'clinic' && Boolean(user.clinic_role));
  const links: Array<{ to: string; label: string; badge?: number }> = [
    { to: paths.about, label: t('about') },
    { to: paths.contact, label: t('contact') },
    ...(user
      ? [
          { to: navDashboardFor(user.role), label: t('dashboard') },
          ...(can(user, 'referrals.list') ? [{ to: paths.referrals, label: t('referrals'), badge: unopened }] : []),
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
            {link.badge ? (
              <>
                <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white" aria-hidden data-testid="unopened-badge">
                  {link.badge}
                </span>
                <span className="sr-only">{t('referralsUnopened', { count: link.badge })}</span>
              </>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
