import { Bell } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link, useLocation } from 'react-router';
import { cn } from '@web/lib/cn';
import { notificationPath } from '../lib/paths';

/**
 * The nav's bell for vets and clinic members (issue 20): a link to /notifications carrying the unread
 * count (the navbar asks for it, every minute and on window focus: useNotificationCount). Its strings
 * are nav's; the list is the page's (docs/decisions/091).
 */
export default function NotificationBell({ count }: { count: number }) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  return (
    <Link
      to={notificationPath}
      aria-label={count ? t('notificationsUnread', { count }) : t('notifications')}
      aria-current={pathname === notificationPath ? 'page' : undefined}
      className={cn(
        'relative inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        pathname === notificationPath && 'bg-brand-50 text-brand-800',
      )}
      data-testid="notification-bell"
    >
      <Bell className="h-5 w-5" aria-hidden />
      {count > 0 && (
        <span
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          data-testid="notification-count"
          aria-hidden
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
