import { CalendarClock, CircleCheckBig, CircleHelp, Forward, MessageSquareReply, Pencil, Inbox, ThumbsUp, ThumbsDown, Ban } from 'lucide-react';
import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { MSG } from '@shared/contracts/auth';
import { DECLINE_REASONS, REFERRAL_MSG, type Referral, type StatusChangeBody, appointmentInRange, statusChangeBody } from '@shared/contracts/referrals';
import { CLOSED_STATUSES, REDIRECTABLE_STATUSES, type ReferralParty, type Transition, type TransitionField, transitionsFrom } from '@shared/referral-status';
import { SectionCard } from '@web/components/section-card';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Input, Textarea } from '@web/components/ui/input';
import { SelectField } from '@web/components/ui/select-field';
import { selectItems } from '@web/components/select-items';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/referrals';
import { errorText } from '@web/lib/api-client';
import { uploadAttachment } from '../api/attachments';
import { useChangeStatus } from '../api/change-status';
import { ACCEPT, fileProblem } from './attachments';
import { Field } from './field';
import { RedirectDialog } from './redirect-dialog';
import { referralPaths } from '../lib/paths';
import { formatAppointment } from '../lib/format';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { zonedTime } from '@shared/time-zones';
import { currentLanguage } from '@web/i18n';
import { dateTimeFormat } from '@web/lib/intl';

/** Each step the screens offer, named by what it does (the same target status can mean two things). */
export type ActionKey = 'received' | 'accepted' | 'declined' | 'info_requested' | 'infoReply' | 'booked' | 'reschedule' | 'completed' | 'cancelled';

export function actionKey(t: Transition): ActionKey | null {
  if (t.to === 'submitted') return null; // Submitting is the composer's.
  if (t.from === 'info_requested' && t.to === 'received') return 'infoReply';
  if (t.from === 'booked' && t.to === 'booked') return 'reschedule';
  return t.to as ActionKey;
}

const LOOK: Record<ActionKey, { variant: ButtonProps['variant']; icon: typeof Inbox }> = {
  received: { variant: 'secondary', icon: Inbox },
  accepted: { variant: 'primary', icon: ThumbsUp },
  declined: { variant: 'destructive', icon: ThumbsDown },
  info_requested: { variant: 'secondary', icon: CircleHelp },
  infoReply: { variant: 'primary', icon: MessageSquareReply },
  booked: { variant: 'primary', icon: CalendarClock },
  reschedule: { variant: 'secondary', icon: CalendarClock },
  completed: { variant: 'primary', icon: CircleCheckBig },
  cancelled: { variant: 'destructive', icon: Ban },
};

/**
 * What the viewer may do with the referral at its status: the status machine's transitions for their
 * party (transitionsFrom), each a button opening a small form for what it requires; Edit for a draft
 * and "Send to another hospital" once declined or cancelled (vets).
 */
export function StatusActions({ referral, party }: { referral: Referral; party: ReferralParty }) {
  const { t } = useTranslation('referrals');
  const [open, setOpen] = useState<Transition | null>(null);
  const steps = transitionsFrom(referral.status, party).flatMap((tr) => {
    const key = actionKey(tr);
    return key ? [{ tr, key }] : [];
  });
  const isDraft = referral.status === 'draft';
  const canRedirect = party === 'vet' && REDIRECTABLE_STATUSES.includes(referral.status);
  const waiting = CLOSED_STATUSES.includes(referral.status) ? 'noActions' : party === 'vet' ? 'waitingClinic' : 'waitingVet';

  return (
    <SectionCard title={t('detail.actionsTitle')} contentClassName="space-y-3" className="h-fit">
      {isDraft && party === 'vet' && (
        <>
          <p className="text-sm text-slate-700">{t('detail.draftNote')}</p>
          <Button asChild className="w-full">
            <Link to={referralPaths.edit(referral.id)}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t('detail.edit')}
            </Link>
          </Button>
        </>
      )}
      {steps.map(({ tr, key }) => {
        const { variant, icon: Icon } = LOOK[key];
        return (
          <Button key={key} type="button" variant={variant} className="w-full" onClick={() => setOpen(tr)}>
            <Icon className="h-4 w-4" aria-hidden />
            {t(`actions.${key}.button`)}
          </Button>
        );
      })}
      {canRedirect && (
        <RedirectDialog
          referralId={referral.id}
          currentClinicId={referral.clinic.id}
          trigger={
            <Button type="button" className="w-full">
              <Forward className="h-4 w-4" aria-hidden />
              {t('actions.redirect.button')}
            </Button>
          }
        />
      )}
      {steps.length === 0 && !isDraft && !canRedirect && <p className="text-sm text-slate-600">{t(`detail.${waiting}`)}</p>}
      {open && <ActionDialog key={`${open.from}-${open.to}`} referral={referral} transition={open} onClose={() => setOpen(null)} />}
    </SectionCard>
  );
}

type Values = Record<TransitionField, string>;

/** The form of one step: its fields (required ones marked), files where the step takes them. */
function ActionDialog({ referral, transition, onClose }: { referral: Referral; transition: Transition; onClose: () => void }) {
  const { t } = useTranslation('referrals');
  const id = useId();
  const key = actionKey(transition) as ActionKey;
  const change = useChangeStatus(referral.id);
  const [values, setValues] = useState<Values>({
    reason: '',
    note: '',
    appointment_at: key === 'reschedule' ? (referral.appointment_at?.slice(0, 16) ?? '') : '',
    report: '',
  });
  const [files, setFiles] = useState<File[]>([]);
  const [fileDescription, setFileDescription] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TransitionField | 'files', string>>>({});
  const [busy, setBusy] = useState(false);
  const takesFiles = key === 'infoReply' || key === 'completed';
  const required = (field: TransitionField) => transition.requires.includes(field);
  const labelOf = (field: TransitionField, text: string) => (required(field) ? t('composer.required', { label: text }) : text);
  const set = (field: TransitionField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const [confirming, setConfirming] = useState(false);
  // Completing before the booked time is likely a slip (the wrong referral): the form asks first.
  const appointmentAhead = () => key === 'completed' && referral.appointment_at !== null && (zonedTime(referral.appointment_at, referral.clinic.time_zone ?? 'UTC') ?? 0) > Date.now();

  const check = (): StatusChangeBody | null => {
    const problems: typeof errors = {};
    for (const field of transition.requires) if (!values[field].trim()) problems[field] = MSG.required;
    const body: StatusChangeBody = { status: transition.to };
    for (const field of transition.accepts) if (values[field].trim()) body[field] = values[field].trim();
    const parsed = statusChangeBody.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) problems[issue.path[0] as TransitionField] ??= issue.message;
    // The server asks the same of the appointment, against its clock.
    else if (body.appointment_at && !appointmentInRange(body.appointment_at, referral.submitted_at, new Date())) problems.appointment_at ??= REFERRAL_MSG.appointmentRange;
    const used = referral.attachments.reduce((sum, a) => sum + a.size, 0);
    const tooBig = files.map((f) => fileProblem(f, used)).find(Boolean);
    if (tooBig) problems.files = t(`attachments.${tooBig}`);
    setErrors(problems);
    return Object.keys(problems).length > 0 ? null : body;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = check();
    if (!body) return;
    if (appointmentAhead()) setConfirming(true);
    else void send(body);
  };

  const send = async (body: StatusChangeBody) => {
    setBusy(true);
    try {
      // Files first: a reply counts an attachment added since the request, and a completed referral takes no more files.
      for (const file of files) {
        await uploadAttachment(referral.id, file, key === 'infoReply' ? fileDescription : '');
        setFiles((list) => list.filter((f) => f !== file));
      }
    } catch (err) {
      setBusy(false);
      setErrors({ files: errorText(err, t('attachments.uploadFailed')) });
      return;
    }
    change.mutate(body, {
      onSuccess: () => {
        toast({ title: t('actions.done') });
        onClose();
      },
      onSettled: () => setBusy(false),
    });
  };

  const copy = key === 'reschedule' ? 'booked' : key;
  const field = (name: TransitionField, label: string, control: ReactElement<{ id?: string }>, hint?: string) => (
    <Field id={`${id}-${name}`} label={labelOf(name, label)} error={errors[name]} hint={hint}>
      {control}
    </Field>
  );

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogTitle>{t(`actions.${key}.title`)}</DialogTitle>
        <DialogDescription>{t(`actions.${key}.description`)}</DialogDescription>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
          {transition.accepts.includes('reason') &&
            (transition.to === 'declined'
              ? field(
                  'reason',
                  t('actions.declined.reason'),
                  <SelectField value={values.reason || undefined} onValueChange={set('reason')} placeholder={t('actions.declined.chooseReason')}>
                    {selectItems(DECLINE_REASONS, (r) => t(`vocab.declineReason.${r}`))}
                  </SelectField>,
                )
              : field('reason', t('actions.cancelled.reason'), <Textarea value={values.reason} onChange={(e) => set('reason')(e.target.value)} />))}
          {transition.accepts.includes('appointment_at') &&
            field(
              'appointment_at',
              t('actions.booked.appointment'),
              <Input type="datetime-local" value={values.appointment_at} onChange={(e) => set('appointment_at')(e.target.value)} />,
              referral.clinic.time_zone ? t('actions.booked.zoneHint', { zone: zoneName(referral.clinic.time_zone) }) : undefined,
            )}
          {transition.accepts.includes('report') &&
            field('report', t('actions.completed.report'), <Textarea className="min-h-40" value={values.report} onChange={(e) => set('report')(e.target.value)} />)}
          {transition.accepts.includes('note') &&
            field(
              'note',
              noteLabel(t, copy),
              <Textarea value={values.note} onChange={(e) => set('note')(e.target.value)} />,
              copy === 'accepted' ? t('actions.accepted.noteHint') : copy === 'declined' ? t('actions.declined.noteHint') : undefined,
            )}
          {takesFiles && (
            <>
              {key === 'infoReply' && (
                <Field id={`${id}-file-description`} label={t('actions.infoReply.fileDescription')}>
                  <Input value={fileDescription} onChange={(e) => setFileDescription(e.target.value)} maxLength={200} />
                </Field>
              )}
              <Field
                id={`${id}-files`}
                label={key === 'infoReply' ? t('actions.infoReply.file') : t('actions.completed.files')}
                hint={key === 'completed' ? t('actions.completed.filesHint') : t('attachments.limits')}
                error={errors.files}
              >
                <input
                  type="file"
                  accept={ACCEPT}
                  multiple={key === 'completed'}
                  onChange={(e) => setFiles([...(e.target.files ?? [])])}
                  className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
                />
              </Field>
            </>
          )}
          {confirming && referral.appointment_at && (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('actions.completed.earlyTitle')}
              description={t('actions.completed.early', { date: formatAppointment(referral.appointment_at, referral.clinic.time_zone) })}
              confirmLabel={t('actions.completed.earlyConfirm')}
              pendingLabel={t('actions.sending')}
              pending={busy}
              onConfirm={async () => {
                const body = check();
                if (body) void send(body);
              }}
            />
          )}
          <DialogActions cancel={t('actions.cancel')} className="pt-2">
            <Button type="submit" variant={LOOK[key].variant === 'destructive' ? 'destructive' : 'primary'} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('actions.sending') : t(`actions.${key}.button`)}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A zone's generic abbreviation in the language shown ("ET", "HE"). */
const zoneName = (zone: string) =>
  dateTimeFormat(currentLanguage(), { hour: 'numeric', timeZone: zone, timeZoneName: 'shortGeneric' })
    .formatToParts(Date.now())
    .find((p) => p.type === 'timeZoneName')?.value ?? zone;

function noteLabel(t: ReturnType<typeof useTranslation<'referrals'>>['t'], key: ActionKey): string {
  switch (key) {
    case 'accepted':
      return t('actions.accepted.note');
    case 'declined':
      return t('actions.declined.note');
    case 'info_requested':
      return t('actions.info_requested.note');
    case 'infoReply':
      return t('actions.infoReply.note');
    case 'booked':
      return t('actions.booked.note');
    default:
      return t('actions.note');
  }
}
