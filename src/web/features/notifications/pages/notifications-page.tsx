import { Bell, CheckCheck } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import type { Notification } from '@shared/contracts/notifications';
import { EmptyState } from '@web/components/empty-state';
import { LoadFailed } from '@web/components/load-failed';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { formatMoment } from '@web/lib/format-moment';
import '@web/i18n/namespaces/notifications';
import '@web/i18n/namespaces/referrals';
import { cn } from '@web/lib/cn';
import { formatRelativeTime } from '@web/lib/relative-time';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { notificationSentence } from '../lib/sentence';

/**
 * /notifications for vets and clinic members (issue 20): every referral event, newest first, 30 at a
 * time, each a link to its referral that marks it read; "Mark all as read".
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  let body;
  if (query.isPending) {
    body = <Spinner label={t('loading')} />;
  } else if (query.isError) {
    body = (
      <LoadFailed title={t('loadFailed')} error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  } else if (items.length === 0) {
    body = <EmptyState icon={Bell} title={t('emptyTitle')} body={t('emptyBody')} />;
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label={t('listLabel')}>
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={() => !n.read_at && markRead.mutate({ ids: [n.id] })} />
          ))}
        </ul>
        {query.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage || undefined}>
              {t('showOlder')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeader title={t('title')} intro={t('intro')} />
        {unread > 0 && (
          <Button variant="secondary" size="sm" onClick={() => markRead.mutate({ all: true })} disabled={markRead.isPending}>
            <CheckCheck className="h-4 w-4" aria-hidden />
            {t('markAll')}
          </Button>
        )}
      </div>
      {body}
    </div>
  );
}

/** One notification: its sentence as a link to the referral, the excerpt of a message, when; unread ones stand out. */
function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation(['notifications', 'referrals']);
  const { text, excerpt } = notificationSentence(n, t);
  const unread = !n.read_at;
  const when = formatRelativeTime(n.created_at);
  return (
    <li className={cn('relative flex gap-3 p-4', unread && 'bg-brand-50')} data-testid="notification" data-unread={unread || undefined}>
      <span className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', unread ? 'bg-brand-700' : 'bg-transparent')} aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        {n.referral_id !== null ? (
          <Link
            to={`/referrals/${n.referral_id}`}
            onClick={onOpen}
            className={cn('break-words text-slate-900 hover:underline', unread ? 'font-semibold' : 'font-normal')}
          >
            {text}
          </Link>
        ) : (
          <p className={cn('break-words text-slate-900', unread && 'font-semibold')}>{text}</p>
        )}
        {excerpt && <p className="text-sm break-words text-slate-700">{excerpt}</p>}
        <p className="text-xs text-slate-600">
          {unread && <span className="mr-2 font-semibold text-brand-800">{t('notifications:new')}</span>}
          <time dateTime={n.created_at} title={formatMoment(n.created_at)}>
            {when === null ? formatMoment(n.created_at) : `${when} · ${formatMoment(n.created_at)}`}
          </time>
        </p>
      </div>
    </li>
  );
}
