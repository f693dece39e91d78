import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquare, Paperclip, Send, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { type AssignmentEvent, type Referral, type ReferralMessage, type ReferralMessageBody, REFERRAL_MESSAGE_MAX, referralMessageBody } from '@shared/contracts/referrals';
import type { ReferralParty } from '@shared/referral-status';
import { LoadFailed } from '@web/components/load-failed';
import { SectionCard } from '@web/components/section-card';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/referrals';
import { formatNumber } from '@web/lib/relative-time';
import { useUploadAttachment } from '../api/attachments';
import { useReferralMessages, useSendReferralMessage } from '../api/messages';
import { formatMoment } from '../lib/format';
import { ACCEPT, AttachmentList, fileProblem } from './attachments';
import { AssignmentEntry, TimelineEntry } from './referral-details';

/** The counter shows from here on, so a long message sees the limit coming. */
const COUNTER_FROM = REFERRAL_MESSAGE_MAX - 500;

type Entry = { at: string; event: Referral['timeline'][number] } | { at: string; message: ReferralMessage } | { at: string; assignment: AssignmentEvent };

/** Status changes, assignments (issue 59) and messages in one list, by time; entries of the same moment keep that order. */
export function mergeByTime(timeline: Referral['timeline'], messages: readonly ReferralMessage[], assignments: readonly AssignmentEvent[] = []): Entry[] {
  const entries: Entry[] = [
    ...timeline.map((event) => ({ at: event.at, event })),
    ...assignments.map((assignment) => ({ at: assignment.at, assignment })),
    ...messages.map((message) => ({ at: message.created_at, message })),
  ];
  return entries.map((e, i) => [e, i] as const).sort(([a, i], [b, j]) => Date.parse(a.at) - Date.parse(b.at) || i - j).map(([e]) => e);
}

/**
 * The referral's timeline with its conversation (issue 20): every status change and every message
 * between the referring vet and the hospital, oldest first, then the composer. Not for drafts.
 */
export function ReferralConversation({ referral: r, party }: { referral: Referral; party: ReferralParty }) {
  const { t } = useTranslation('referrals');
  const messages = useReferralMessages(r.id);
  const entries = mergeByTime(r.timeline, messages.data?.items ?? [], r.assignments);
  return (
    <SectionCard title={t('conversation.title')} description={t('conversation.intro')}>
      <div className="space-y-6">
        {entries.length === 0 ? (
          <p className="text-sm text-slate-600">{t('conversation.empty')}</p>
        ) : (
          <ol className="space-y-4 border-l-2 border-slate-200 pl-4" data-testid="timeline">
            {entries.map((e) =>
              'event' in e ? (
                <TimelineEntry key={`e${e.event.id}`} event={e.event} zone={r.clinic.time_zone} />
              ) : 'assignment' in e ? (
                <AssignmentEntry key={`a${e.assignment.id}`} assignment={e.assignment} />
              ) : (
                <MessageEntry key={`m${e.message.id}`} referralId={r.id} message={e.message} />
              ),
            )}
          </ol>
        )}
        {messages.isPending && <Spinner />}
        {messages.isError && (
          <LoadFailed title={t('conversation.loadFailed')} error={messages.error} retryLabel={t('list.retry')} onRetry={() => void messages.refetch()} />
        )}
        <MessageComposer referral={r} party={party} />
      </div>
    </SectionCard>
  );
}

function MessageEntry({ referralId, message: m }: { referralId: number; message: ReferralMessage }) {
  const { t } = useTranslation('referrals');
  return (
    <li className="relative" data-testid="conversation-message">
      <span className="absolute top-1.5 -left-[1.45rem] flex h-3.5 w-3.5 items-center justify-center rounded-full bg-white text-brand-700" aria-hidden>
        <MessageSquare className="h-3.5 w-3.5" />
      </span>
      <p className="text-sm font-medium text-slate-900">{m.mine ? t('conversation.mine', { name: m.author.name }) : m.author.name}</p>
      <p className="text-xs text-slate-600">
        <time dateTime={m.created_at}>{formatMoment(m.created_at)}</time>
      </p>
      <p className={`mt-1 rounded-md p-3 text-sm break-words whitespace-pre-line text-slate-900 ${m.mine ? 'bg-brand-50' : 'bg-slate-50'}`}>{m.body}</p>
      {m.attachments.length > 0 && (
        <div className="mt-2" aria-label={t('conversation.files')} role="group">
          <AttachmentList referralId={referralId} attachments={m.attachments} />
        </div>
      )}
    </li>
  );
}

/**
 * A message with files: each file is uploaded to the referral first (with its progress), then the
 * message is sent with their ids. A file uploaded before a failure is not uploaded again on retry.
 */
export function MessageComposer({ referral: r, party }: { referral: Referral; party: ReferralParty }) {
  const { t } = useTranslation('referrals');
  const id = useId();
  const form = useForm<ReferralMessageBody>({ resolver: zodResolver(referralMessageBody), defaultValues: { body: '' } });
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  // Files already uploaded for the message being written (a retry sends them again without uploading).
  const [uploaded] = useState(() => new Map<File, number>());
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment();
  const send = useSendReferralMessage(r.id);
  const length = useWatch({ control: form.control, name: 'body' }).length;
  const busy = form.formState.isSubmitting;
  const answers = party === 'vet' && r.status === 'info_requested';

  const choose = (chosen: File[]) => {
    let used = r.attachments.reduce((sum, a) => sum + a.size, 0) + files.reduce((sum, f) => sum + f.size, 0);
    for (const file of chosen) {
      const why = fileProblem(file, used);
      if (why) {
        setProblem(`${file.name}: ${t(`attachments.${why}`)}`);
        return;
      }
      used += file.size;
    }
    setProblem(null);
    setFiles((list) => [...list, ...chosen]);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = form.handleSubmit(async ({ body }) => {
    const ids: number[] = [];
    for (const file of files) {
      let attachmentId = uploaded.get(file);
      if (attachmentId === undefined) {
        setProgress({ name: file.name, fraction: 0 });
        try {
          const attachment = await upload.mutateAsync({ referralId: r.id, file, description: '', onProgress: (fraction) => setProgress({ name: file.name, fraction }) });
          attachmentId = attachment.id;
          uploaded.set(file, attachmentId);
        } catch {
          // The MutationCache has toasted why; the message waits.
          setProgress(null);
          return;
        }
      }
      ids.push(attachmentId);
    }
    setProgress(null);
    try {
      await send.mutateAsync({ body, ...(ids.length > 0 ? { attachment_ids: ids } : {}) });
    } catch {
      return;
    }
    form.reset({ body: '' });
    setFiles([]);
    uploaded.clear();
    toast({ title: t('conversation.sent') });
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3 border-t border-slate-200 pt-4" aria-label={t('conversation.send')} noValidate>
      {answers && (
        <Alert title={t('vocab.status.info_requested')}>
          <p data-testid="answers-request">{t('conversation.answersRequest')}</p>
        </Alert>
      )}
      <FormField
        label={t('conversation.message')}
        error={form.formState.errors.body?.message}
        hint={length >= COUNTER_FROM ? t('conversation.counter', { used: formatNumber(length), max: formatNumber(REFERRAL_MESSAGE_MAX) }) : t('conversation.hint', { max: formatNumber(REFERRAL_MESSAGE_MAX) })}
      >
        <Textarea rows={4} {...form.register('body')} />
      </FormField>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-files`} className="text-sm font-medium text-slate-900">
          {t('conversation.attach')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={`${id}-files-hint${problem ? ` ${id}-problem` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => choose([...(e.target.files ?? [])])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        />
        <p id={`${id}-files-hint`} className="text-xs text-slate-600">
          {t('conversation.attachHint')}
        </p>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul className="space-y-1" aria-label={t('conversation.chosen')}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex items-center gap-2 text-sm text-slate-800">
              <Paperclip className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={busy}
                onClick={() => setFiles((list) => list.filter((f) => f !== file))}
                aria-label={t('conversation.removeFile', { name: file.name })}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          <Send className="h-4 w-4" aria-hidden />
          {busy ? t('conversation.sending') : t('conversation.send')}
        </Button>
        {progress && (
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <progress value={progress.fraction} max={1} className="h-2 w-32 shrink-0" aria-labelledby={`${id}-progress`} />
            <span id={`${id}-progress`} className="truncate text-sm text-slate-700" aria-live="polite">
              {t('attachments.uploading', { name: progress.name, percent: Math.round(progress.fraction * 100) })}
            </span>
          </div>
        )}
      </div>
    </form>
  );
}
