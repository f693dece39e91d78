import { Download, FileText, Paperclip, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { ATTACHMENT_MAX_BYTES, REFERRAL_ATTACHMENTS_MAX_BYTES } from '@shared/contracts/referral-rules';
import type { Attachment } from '@shared/contracts/referrals';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/referrals';
import { attachmentUrl, useDeleteAttachment, useUploadAttachment } from '../api/attachments';
import { fileSize, formatMoment } from '../lib/format';

/** What a file input may offer (the server decides by content; this only narrows the picker). */
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.txt,.dcm,application/pdf,image/jpeg,image/png,image/webp,text/plain,application/dicom';

/** "1.2 MB" in the language shown. */
export function useFileSize() {
  const { t } = useTranslation('referrals');
  return (bytes: number) => {
    const { unit, n } = fileSize(bytes);
    return t(`attachments.size.${unit}`, { n });
  };
}

/** The list of a referral's files, each a download link; removable while `onRemove` is given. */
export function AttachmentList({
  referralId,
  attachments,
  onRemove,
  removing,
}: {
  referralId: number;
  attachments: readonly Attachment[];
  onRemove?: (attachment: Attachment) => void;
  removing?: number | null;
}) {
  const { t } = useTranslation('referrals');
  const size = useFileSize();
  if (attachments.length === 0) return <p className="text-sm text-slate-600">{t('attachments.none')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" data-testid="attachment-list">
      {attachments.map((a) => (
        <li key={a.id} className="flex items-start gap-3 p-3">
          <FileText className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden />
          <div className="min-w-0 flex-1">
            <a
              href={attachmentUrl(referralId, a.id)}
              download={a.filename}
              className="inline-flex items-center gap-1 font-medium break-all text-brand-700 hover:underline"
              aria-label={t('attachments.download', { name: a.filename })}
            >
              {a.filename}
              <Download className="h-4 w-4 shrink-0" aria-hidden />
            </a>
            {a.description && <p className="text-sm text-slate-700">{a.description}</p>}
            <p className="text-xs text-slate-600">
              {size(a.size)} · {t('attachments.by', { name: a.uploaded_by })} · {formatMoment(a.created_at)}
            </p>
          </div>
          {a.kind === 'report' && <Badge tone="success">{t('attachments.report')}</Badge>}
          {onRemove && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => onRemove(a)}
              disabled={removing === a.id}
              aria-label={t('attachments.remove', { name: a.filename })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Why a file cannot go (before sending it): too large, or the referral's total would be over. */
export function fileProblem(file: File, usedBytes: number): 'tooLarge' | 'full' | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  if (usedBytes + file.size > REFERRAL_ATTACHMENTS_MAX_BYTES) return 'full';
  return null;
}

/**
 * The composer's attachments: the limits, the files so far (removable while a draft), and a form to
 * attach one more with its description and upload progress. `ensureReferral` gives the draft's id,
 * creating the draft first when there is none yet.
 */
export function AttachmentsPanel({
  referralId,
  initial,
  ensureReferral,
}: {
  referralId: number | null;
  initial: readonly Attachment[];
  ensureReferral: () => Promise<number | null>;
}) {
  const { t } = useTranslation('referrals');
  const size = useFileSize();
  const id = useId();
  const [items, setItems] = useState<readonly Attachment[]>(initial);
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment(referralId ?? 0);
  const used = items.reduce((sum, a) => sum + a.size, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const why = fileProblem(file, used);
    if (why) {
      setProblem(t(`attachments.${why}`));
      return;
    }
    setProblem(null);
    const target = await ensureReferral();
    if (target === null) return;
    setProgress(0);
    try {
      const attachment = await upload.mutateAsync({ referralId: target, file, description, onProgress: setProgress });
      setItems((list) => [...list, attachment]);
      setDescription('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      toast({ title: t('attachments.uploaded') });
    } catch {
      // The MutationCache has toasted why.
    } finally {
      setProgress(null);
    }
  };

  const removeOne = async (attachment: Attachment) => {
    await remove.mutateAsync(attachment.id).then(
      () => {
        setItems((list) => list.filter((a) => a.id !== attachment.id));
        toast({ title: t('attachments.removed') });
      },
      () => {},
    );
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" id={`${id}-limits`}>
        {t('attachments.limits')} {t('attachments.used', { used: size(used) })}
      </p>
      <AttachmentList
        referralId={referralId ?? 0}
        attachments={items}
        onRemove={(a) => void removeOne(a)}
        removing={remove.isPending ? remove.variables : null}
      />
      <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2 sm:items-end" aria-label={t('attachments.title')} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-description`}>{t('attachments.description')}</Label>
          <Input
            id={`${id}-description`}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={200}
            aria-describedby={`${id}-description-hint`}
          />
          <p id={`${id}-description-hint`} className="text-xs text-slate-600">
            {t('attachments.descriptionHint')}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-file`}>{t('attachments.file')}</Label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${id}-limits${problem ? ` ${id}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        </div>
        <div className="sm:col-span-2 flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={!file || upload.isPending} aria-busy={upload.isPending || undefined}>
            <Paperclip className="h-4 w-4" aria-hidden />
            {t('attachments.upload')}
          </Button>
          {progress !== null && file && (
            <div className="flex min-w-0 flex-1 items-center gap-2">
              <progress value={progress} max={1} className="h-2 w-32 shrink-0" aria-labelledby={`${id}-progress`} />
              <span id={`${id}-progress`} className="truncate text-sm text-slate-700" aria-live="polite">
                {t('attachments.uploading', { name: file.name, percent: Math.round(progress * 100) })}
              </span>
            </div>
          )}
        </div>
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-700 sm:col-span-2">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
