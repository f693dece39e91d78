import { AlertCircle, CircleCheckBig, Circle, Loader2, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { useNavigate } from 'react-router';
import type { Referral } from '@shared/contracts/referrals';
import { PageTitle } from '@web/components/page-title';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/referrals';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { useChangeStatus } from '../api/change-status';
import { useDeleteReferral } from '../api/delete-referral';
import { type ComposerValues, fieldId, missingOf, toFields } from '../lib/composer-form';
import { AttachmentsPanel } from './attachments';
import { SharingNotice } from './sharing-notice';
import { ClinicalSection, OwnerSection, PatientSection, ReferralSection, Section, VetSection } from './composer-sections';
import { type SaveStatus, useAutosave } from './use-autosave';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { referralPaths } from '../lib/paths';

export interface ComposerHospital {
  id: number;
  name: string;
  phone: string | null;
  specialties: ReadonlyArray<{ id: number; name: string; name_fr: string | null }>;
}

/**
 * The referral composer (issue 19): a draft saved as the vet types (see useAutosave), a checklist of
 * what submitting still needs, Submit once it is complete and saved, and Delete for the draft.
 */
export function Composer({
  initial,
  defaults,
  hospital,
  onCreated,
}: {
  /** The draft being edited; null for a new referral. */
  initial: Referral | null;
  defaults: ComposerValues;
  hospital: ComposerHospital;
  /** Called once the draft exists (the page moves to its address). */
  onCreated?: (referral: Referral) => void;
}) {
  const { t } = useTranslation('referrals');
  const navigate = useNavigate();
  const form = useForm<ComposerValues>({ defaultValues: defaults });
  const values = useWatch({ control: form.control }) as ComposerValues;
  const fields = toFields(values);
  const autosave = useAutosave({
    initial,
    clinicId: hospital.id,
    fields,
    touched: form.formState.isDirty,
    onCreated: (referral) => onCreated?.(referral),
  });
  const referral = autosave.referral;
  const missing = autosave.inSync && referral ? referral.missing : missingOf(fields);
  const submit = useChangeStatus(referral?.id ?? 0, 'referrals:composer.submitFailed');
  const remove = useDeleteReferral();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canSubmit = autosave.inSync && missing.length === 0 && !submit.isPending;

  const sendReferral = () => {
    if (!referral) return;
    submit.mutate(
      { status: 'submitted' },
      {
        onSuccess: () => {
          toast({ title: t('composer.submitted') });
          void navigate(referralPaths.view(referral.id));
        },
      },
    );
  };

  // Rejects on failure (the MutationCache has toasted why), which keeps the dialog open to retry.
  const deleteDraft = async () => {
    if (!referral) return;
    await remove.mutateAsync(referral.id);
    toast({ title: t('composer.deleted') });
    void navigate(paths.referrals);
  };

  const sectionProps = { control: form.control, register: form.register, errors: autosave.errors };

  return (
    <div className="space-y-6">
      <ComposerHeading title={initial ? t('composer.titleEdit') : t('composer.titleNew')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <ReferralSection {...sectionProps} hospital={hospital} specialties={hospital.specialties} urgency={values.urgency} />
          <PatientSection {...sectionProps} />
          <ClinicalSection {...sectionProps} />
          <OwnerSection {...sectionProps} />
          <VetSection {...sectionProps} />
          <Section title={t('composer.sections.attachments')}>
            <AttachmentsPanel
              referralId={referral?.id ?? null}
              initial={initial?.attachments ?? []}
              ensureReferral={async () => (await autosave.saveNow())?.id ?? null}
            />
          </Section>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:h-fit" aria-label={t('composer.checklist.title')}>
          <SaveIndicator status={autosave.status} onRetry={autosave.retry} />
          <Card className="space-y-4 p-5">
            <Checklist missing={missing} />
            <div className="space-y-2">
              <Button type="button" className="w-full" disabled={!canSubmit} onClick={sendReferral} aria-describedby="submit-hint" aria-busy={submit.isPending || undefined}>
                <Send className="h-4 w-4" aria-hidden />
                {submit.isPending ? t('composer.submitting') : t('composer.submit')}
              </Button>
              {!canSubmit && (
                <p id="submit-hint" className="text-xs text-slate-600">
                  {t('composer.submitHint')}
                </p>
              )}
            </div>
            {referral && (
              <Button type="button" variant="ghost" className="w-full text-red-700" onClick={() => setConfirmDelete(true)}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('composer.delete')}
              </Button>
            )}
          </Card>
          <SharingNotice hospital={hospital.name} />
        </aside>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('composer.deleteTitle')}
        description={t('composer.deleteBody')}
        confirmLabel={t('composer.delete')}
        pendingLabel={t('composer.deleting')}
        pending={remove.isPending}
        onConfirm={deleteDraft}
      />
    </div>
  );
}

/** "Saved", "Saving…", "Not saved — Retry": announced politely as it changes. */
function SaveIndicator({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useTranslation('referrals');
  const text: Record<SaveStatus, string> = {
    idle: t('composer.save.idle'),
    pending: t('composer.save.saving'),
    saving: t('composer.save.saving'),
    saved: t('composer.save.saved'),
    failed: t('composer.save.failed'),
    invalid: t('composer.save.invalid'),
  };
  const bad = status === 'failed' || status === 'invalid';
  const Icon = bad ? AlertCircle : status === 'saved' ? CircleCheckBig : status === 'idle' ? Circle : Loader2;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm',
        bad ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-700',
      )}
    >
      <Icon className={cn('h-4 w-4 shrink-0', (status === 'saving' || status === 'pending') && 'animate-spin')} aria-hidden />
      <span role="status" aria-live="polite" data-testid="save-status" className="flex-1">
        {text[status]}
      </span>
      {status === 'failed' && (
        <Button type="button" size="sm" variant="secondary" onClick={onRetry}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('composer.save.retry')}
        </Button>
      )}
    </div>
  );
}

/** What submitting still needs, each item a way to the field. */
function Checklist({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation('referrals');
  const goTo = (key: string) => {
    const el = document.getElementById(fieldId(key));
    const target = el?.matches('input, textarea, button') ? el : el?.querySelector<HTMLElement>('input, textarea, button');
    target?.focus();
  };
  return (
    <div data-testid="checklist">
      <h2 className="font-semibold text-slate-900">{t('composer.checklist.title')}</h2>
      {missing.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-green-800">
          <CircleCheckBig className="h-4 w-4" aria-hidden />
          {t('composer.checklist.complete')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">{t('composer.checklist.missing')}</p>
          <ul className="mt-1 space-y-1">
            {missing.map((key) => (
              <li key={key}>
                <button type="button" onClick={() => goTo(key)} className="flex items-center gap-2 rounded-sm text-left text-sm text-brand-800 underline-offset-2 hover:underline">
                  <Circle className="h-3 w-3 shrink-0" aria-hidden />
                  {t(`composer.checklist.items.${key}` as 'composer.checklist.items.urgency', { defaultValue: key })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The composer's h1 and intro (also its page's loading state and first frame, referral-composer-page.tsx). */
export function ComposerHeading({ title }: { title: string }) {
  const { t } = useTranslation('referrals');
  return (
    <div>
      <PageTitle title={title} />
      <p className="mt-2 text-slate-600">{t('composer.intro')}</p>
    </div>
  );
}
