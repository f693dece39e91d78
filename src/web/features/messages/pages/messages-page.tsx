import { Send } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { EmptyState } from '@web/components/empty-state';
import { MessageList } from '@web/components/message-list';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { RoleGate } from '@web/features/auth';
import '@web/i18n/namespaces/messages';
import '@web/i18n/namespaces/pages';
import { clinicMessagesPath, paths } from '@web/lib/paths';
import { useEffect, useRef } from 'react';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useReplyToMessage } from '../index';

/**
 * /messages: a vet's sent messages. A clinic user's messages are on the clinic dashboard's Messages
 * tab, where this page sends them; an administrator (who neither sends nor receives) goes to theirs.
 */
export function MessagesPage() {
  const { t } = useTranslation('pages');
  return (
    <RoleGate
      action="messages.send"
      redirect={(role) => (role === 'clinic' ? clinicMessagesPath : paths.adminDashboard)}
      message={(role) => (role === 'clinic' ? undefined : t('vetOnly'))}
    >
      <SentMessages />
    </RoleGate>
  );
}

/**
 * The vet's messages with the clinics' answers, where they sent them (decision 155). Opening the page
 * marks the answers shown as seen (as the clinic's tab does its messages); they keep their marker until
 * the list loads again.
 */
function SentMessages() {
  const { t } = useTranslation('messages');
  const query = useMessages();
  const reply = useReplyToMessage();
  const { mutate } = useMarkRead();
  const marked = useRef(new Set<number>());
  const items = query.data?.items;
  useEffect(() => {
    const ids = (items ?? []).filter((m) => m.unread_reply && !marked.current.has(m.id)).map((m) => m.id);
    if (ids.length === 0) return;
    for (const id of ids) marked.current.add(id);
    mutate({ ids }, { onError: () => ids.forEach((id) => marked.current.delete(id)) });
  }, [items, mutate]);
  const fresh = new Set(items?.filter((m) => m.unread_reply).map((m) => m.id));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('sentTitle')} intro={t('sentIntro')} />
      <MessageList
        query={query}
        label={t('sentLabel')}
        fresh={fresh}
        onReply={(id, message) => reply.mutateAsync({ id, message })}
        empty={
          <EmptyState
            icon={Send}
            title={t('emptySentTitle')}
            body={t('emptySentBody')}
            action={
              <Button asChild variant="secondary">
                <Link to={paths.vetDashboard}>{t('findHospital')}</Link>
              </Button>
            }
          />
        }
      />
    </div>
  );
}
