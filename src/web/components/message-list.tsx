import type { UseQueryResult } from '@tanstack/react-query';
import { Mail, MessageSquareReply, Phone, RotateCcw } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '@shared/contracts/message-rules';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import type { Message, MessageList as MessageListData } from '@shared/contracts/messages';
import { OptionalLink } from '@web/components/optional-link';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/spinner';
import { currentLanguage } from '@web/i18n';
import '@web/i18n/namespaces/messages';
import { errorText } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { mailtoHref, telHref } from '@web/lib/safe-url';
import { dateTimeFormat } from '@web/lib/intl';

const link = 'text-brand-700 underline-offset-2 hover:underline';

/** "Mar 5, 2026, 2:40 p.m." / « 5 mars 2026, 14 h 40 », in the language shown (one formatter per language). */
const formatWhen = (iso: string) => {
  const time = Date.parse(iso);
  const language = currentLanguage();
  const format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return Number.isNaN(time) ? iso : format.format(time);
};

/**
 * The caller's messages (GET /api/messages) with their loading, error and empty states. A received
 * message shows who wrote it and how to reach them; a sent one the hospital it went to. `fresh` holds
 * the ids shown as New. Shared by the clinic dashboard's Messages tab and a vet's /messages page; it
 * lives here, not in the messages feature, so that the feature's entry (which the app shell imports
 * for the nav badge) carries no component.
 */
export function MessageList({
  query,
  label,
  fresh,
  empty,
  onReply,
}: {
  query: UseQueryResult<MessageListData>;
  label: string;
  fresh?: ReadonlySet<number>;
  empty: ReactNode;
  /** Sends an answer in a message's thread (decision 155); resolves once sent, rejects when refused (toasted). */
  onReply?: (id: number, message: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('messages');
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (query.isError) {
    const detail = errorText(query.error, '');
    return (
      <Alert variant="destructive" title={t('loadFailed')}>
        {detail && <p>{detail}</p>}
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (query.data.items.length === 0) return <>{empty}</>;
  return (
    <ul aria-label={label} className="space-y-3">
      {query.data.items.map((m) => (
        <li key={m.id}>
          <MessageCard message={m} isNew={fresh?.has(m.id) ?? false} onReply={onReply} />
        </li>
      ))}
    </ul>
  );
}

function MessageCard({ message: m, isNew, onReply }: { message: Message; isNew: boolean; onReply?: (id: number, message: string) => Promise<unknown> }) {
  const { t } = useTranslation('messages');
  const received = m.direction === 'received';
  const mine = received ? 'clinic' : 'vet';
  return (
    <article
      className={cn('rounded-lg border border-slate-200 bg-white p-4', isNew && 'border-l-4 border-l-brand-700 bg-brand-50/40')}
      data-testid="message"
      data-new={isNew || undefined}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="flex min-w-0 flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
          {received ? (
            m.sender.name
          ) : (
            <span>
              {t('to')}{' '}
              <Link to={paths.hospital(m.clinic.id)} className={link}>
                {m.clinic.name}
              </Link>
            </span>
          )}
          {isNew && <Badge tone="brand">{received ? t('new') : t('newAnswer')}</Badge>}
        </h3>
        <time dateTime={m.created_at} className="text-sm text-slate-600">
          {formatWhen(m.created_at)}
        </time>
      </div>
      {received && (
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {m.sender.clinic_name && <span>{m.sender.clinic_name}</span>}
          <span className="inline-flex min-w-0 items-center gap-1">
            <Mail className="h-4 w-4 shrink-0 text-brand-700" aria-label={t('email')} role="img" />
            <OptionalLink href={mailtoHref(m.sender.email)} className={`${link} break-all`}>
              {m.sender.email}
            </OptionalLink>
          </span>
          {m.sender.phone && (
            <span className="inline-flex items-center gap-1">
              <Phone className="h-4 w-4 shrink-0 text-brand-700" aria-label={t('phone')} role="img" />
              <OptionalLink href={telHref(m.sender.phone)} className={link}>
                {m.sender.phone}
              </OptionalLink>
            </span>
          )}
        </div>
      )}
      <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{m.body}</p>
      {m.replies.length > 0 && (
        <ol aria-label={t('answers')} className="mt-3 space-y-2 border-l-2 border-slate-200 pl-3">
          {m.replies.map((r) => (
            <li key={r.id} data-testid="message-reply">
              <p className="text-sm">
                <span className="font-medium text-slate-900">{r.from === mine ? t('fromYou', { name: r.author_name }) : r.author_name}</span>{' '}
                <time dateTime={r.created_at} className="text-slate-600">
                  · {formatWhen(r.created_at)}
                </time>
              </p>
              <p className="whitespace-pre-wrap break-words text-slate-800">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
      {onReply && <ReplyForm to={received ? m.sender.name : m.clinic.name} onSend={(text) => onReply(m.id, text)} />}
    </article>
  );
}

/** "Answer": opens a short form in place; the text stays if sending fails. */
function ReplyForm({ to, onSend }: { to: string; onSend: (message: string) => Promise<unknown> }) {
  const { t } = useTranslation('messages');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        <MessageSquareReply className="h-4 w-4" aria-hidden />
        {t('answer')}
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const problem = !value ? t('answerEmpty') : value.length > MESSAGE_MAX_LENGTH ? t('answerTooLong', { max: MESSAGE_MAX_LENGTH.toLocaleString(currentLanguage()) }) : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSend(value);
      setText('');
      setOpen(false);
    } catch {
      // Toasted by the MutationCache; the text stays to send again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-2">
      <label htmlFor={`${id}-answer`} className="block text-sm font-medium text-slate-700">
        {t('answerLabel', { name: to })}
      </label>
      <Textarea
        id={`${id}-answer`}
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('sending') : t('send')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
