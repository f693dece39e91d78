import { useTranslation } from '@web/i18n/react';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import { can } from '@shared/policy';
import { useUnreadCount } from '@web/features/messages';
import { useUnopenedCount } from '@web/features/referrals';
import { cn } from '@web/lib/cn';
import { clinicMessagesPath, dashboardFor, paths } from '@web/lib/paths';

/**
 * The links everyone sees plus, when signed in, Dashboard and Profile (SPEC §2 navigation bar),
 * Messages for those who send or receive them: a vet's sent messages, a clinic's Messages tab with
 * its unread count (issue 18), and Referrals for vets and clinic users, with the count of referrals
 * their clinic has not opened yet (issue 19).
 */
export function NavLinks({ user, vertical, onNavigate }: { user: CurrentUser | null | undefined; vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const { pathname, search } = useLocation();
  const isClinic = user?.role === 'clinic';
  const { data: unread = 0 } = useUnreadCount(isClinic);
  const unopened = useUnopenedCount(isClinic && Boolean(user.clinic_role));
  const messages = user && can(user, 'messages.read') ? (isClinic ? clinicMessagesPath : paths.messages) : null;
  const links: Array<{ to: string; label: string; count?: number; countLabel?: string }> = [
    { to: paths.about, label: t('about') },
    { to: paths.contact, label: t('contact') },
    ...(user
      ? [
          { to: dashboardFor(user.role), label: t('dashboard') },
          ...(can(user, 'referrals.list') ? [{ to: paths.referrals, label: t('referrals'), count: unopened, countLabel: t('referralsUnopened', { count: unopened }) }] : []),
          ...(can(user, 'practice.team.read') ? [{ to: paths.practice, label: t('practice') }] : []),
          ...(messages ? [{ to: messages, label: t('messages'), count: unread, countLabel: t('messagesUnread', { count: unread }) }] : []),
          { to: paths.profile, label: t('profile') },
        ]
      : []),
  ];
  // A link with a query (the clinic's Messages tab) is current only on that tab; Dashboard then is not.
  // A link is current on the pages under it too (/referrals on /referrals/12).
  const here = pathname + search;
  const onTab = links.some((l) => l.to.includes('?') && here === l.to);
  const isActive = (to: string) => (to.includes('?') ? here === to : (pathname === to || pathname.startsWith(`${to}/`)) && !onTab);
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onNavigate}
            aria-current={isActive(link.to) ? 'page' : undefined}
            aria-label={link.count ? link.countLabel : undefined}
            className={cn(
              'flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              isActive(link.to) && 'bg-brand-50 text-brand-800',
            )}
          >
            {link.label}
            {link.count ? (
              <span
                className="min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
                data-testid={link.to === paths.referrals ? 'unopened-badge' : 'unread-badge'}
              >
                {link.count > 99 ? '99+' : link.count}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
