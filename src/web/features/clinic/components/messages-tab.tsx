import { Inbox } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@web/i18n/react';
import { EmptyState } from '@web/components/empty-state';
import { MessageList } from '@web/components/message-list';
import { useMarkRead, useMessages, useReplyToMessage } from '@web/features/messages';
import '@web/i18n/namespaces/messages';
import { SectionHeader } from './section-header';

/**
 * The Messages tab: what referring vets wrote to the clinic, newest first, for the owner and every member,
 * each with its thread of answers; any of them answers in place, and the vet is e-mailed (decision 155).
 *
 * Opening the tab marks the messages it shows as read, rather than a "Mark as read" per message: a
 * busy front desk reads them all at a glance and answers by e-mail or phone, so a click per message
 * would only be busywork, and "read" here means "someone at the clinic has seen it" (the count is the
 * clinic's, not each member's). Only the ids on screen are sent, never `all`, so a message that comes
 * in meanwhile still counts as unread. They keep their New marker until the list is loaded again.
 */
export function MessagesTab({ active }: { active: boolean }) {
  const { t } = useTranslation('messages');
  const query = useMessages({ enabled: active, poll: active });
  const { mutate } = useMarkRead();
  const reply = useReplyToMessage();
  const marked = useRef(new Set<number>());
  const items = query.data?.items;

  useEffect(() => {
    if (!active || !items) return;
    const ids = items.filter((m) => m.direction === 'received' && !m.read_at && !marked.current.has(m.id)).map((m) => m.id);
    if (ids.length === 0) return;
    for (const id of ids) marked.current.add(id);
    // A refused mark (toasted by the MutationCache) is tried again with the next list.
    mutate({ ids }, { onError: () => ids.forEach((id) => marked.current.delete(id)) });
  }, [active, items, mutate]);

  const fresh = new Set(items?.filter((m) => !m.read_at).map((m) => m.id));
  return (
    <section aria-labelledby="messages-heading" className="space-y-5">
      <SectionHeader id="messages-heading" title={t('inboxTitle')} intro={`${t('inboxIntro')} ${t('readNote')}`} />
      <MessageList
        query={query}
        label={t('inboxLabel')}
        fresh={fresh}
        onReply={(id, message) => reply.mutateAsync({ id, message })}
        empty={<EmptyState icon={Inbox} title={t('emptyInboxTitle')} body={t('emptyInboxBody')} />}
      />
    </section>
  );
}
