import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n/react';
import { DECLINE_REASONS } from '@shared/contracts/referral-rules';
import type { AssignmentEvent, Referral, TimelineEvent } from '@shared/contracts/referrals';
import { readAge } from '@shared/patient-age';
import { SectionCard } from '@web/components/section-card';
import '@web/i18n/namespaces/referrals';
import { label, specialtyName } from '@web/i18n/namespaces/vocabulary';
import { formatAppointment, formatDay, formatMoment } from '../lib/format';
import { AttachmentList } from './attachments';

type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Label and value rows; a value left blank reads "Not given". */
function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  const { t } = useTranslation('referrals');
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="text-sm break-words whitespace-pre-line text-slate-900">
            {value === null || value === undefined || value === '' ? <span className="text-slate-500">{t('detail.notGiven')}</span> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything the referral says, section by section, with its files. */
export function ReferralDetails({ referral: r }: { referral: Referral }) {
  const { t } = useTranslation('referrals');
  const weight =
    r.patient.weight_kg === null
      ? null
      : r.patient.weight_date
        ? t('detail.weightOn', { kg: r.patient.weight_kg.toLocaleString(), date: formatDay(r.patient.weight_date) })
        : t('detail.weightValue', { kg: r.patient.weight_kg.toLocaleString() });
  const files = r.attachments.filter((a) => a.kind === 'attachment');
  return (
    <div className="space-y-6">
      <SectionCard title={t('detail.sections.referral')}>
        <Rows
          rows={[
            [t('composer.fields.specialty'), r.specialty ? specialtyName(r.specialty) : null],
            [t('composer.fields.procedure'), r.procedure],
            [t('composer.fields.urgency'), r.urgency && t(`vocab.urgency.${r.urgency}`)],
            [t('composer.fields.type'), r.type && t(`vocab.type.${r.type}`)],
            [t('composer.fields.reason'), r.reason],
            [t('composer.fields.question'), r.question],
          ]}
        />
      </SectionCard>
      <SectionCard title={t('detail.sections.patient')}>
        <Rows
          rows={[
            [t('composer.fields.patientName'), r.patient.name],
            [t('composer.fields.species'), r.patient.species && t(`vocab.species.${r.patient.species}`)],
            [t('composer.fields.breed'), r.patient.breed],
            [t('composer.fields.sex'), r.patient.sex && t(`vocab.sex.${r.patient.sex}`)],
            // An approximate age is an age, never a date of birth: each has its own row, shown when given.
            ...(r.patient.date_of_birth || !r.patient.age ? ([[t('composer.fields.dateOfBirth'), formatDay(r.patient.date_of_birth)]] as Array<[string, ReactNode]>) : []),
            ...(r.patient.age ? ([[t('detail.age'), ageText(t, r.patient.age)]] as Array<[string, ReactNode]>) : []),
            [t('composer.fields.weight'), weight],
          ]}
        />
      </SectionCard>
      <SectionCard title={t('detail.sections.clinical')}>
        <Rows
          rows={[
            [t('composer.fields.history'), r.clinical.history],
            [
              t('detail.medications'),
              r.clinical.medications.length > 0 && (
                <ul className="list-disc space-y-0.5 pl-5">
                  {r.clinical.medications.map((m, i) => (
                    <li key={i}>{[m.name, m.dose, m.frequency].filter(Boolean).join(' · ')}</li>
                  ))}
                </ul>
              ),
            ],
            [t('composer.fields.treatments'), r.clinical.treatments],
            [t('composer.fields.tests'), r.clinical.tests],
          ]}
        />
      </SectionCard>
      <SectionCard title={t('detail.sections.owner')}>
        <Rows
          rows={[
            [t('composer.fields.ownerName'), r.owner.name],
            [t('composer.fields.ownerPhone'), r.owner.phone],
            [t('composer.fields.ownerEmail'), r.owner.email],
            [t('composer.fields.ownerLanguage'), r.owner.language && t(`vocab.language.${r.owner.language}`)],
            [
              t('detail.consent'),
              r.owner.consent
                ? r.owner.consent_at
                  ? t('detail.consentGiven', { name: r.owner.consent_by ?? '', date: formatMoment(r.owner.consent_at) })
                  : t('detail.consentGivenShort')
                : t('detail.consentNot'),
            ],
          ]}
        />
      </SectionCard>
      <SectionCard title={t('detail.sections.vet')}>
        <Rows
          rows={[
            // Who to call back (issue 59): as the referral was sent.
            [t('detail.referrer.name'), r.referrer.name],
            [t('detail.referrer.practice'), r.referrer.practice],
            [
              t('detail.referrer.phone'),
              r.referrer.phone && (
                <a href={`tel:${r.referrer.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-brand-800 underline underline-offset-2">
                  {r.referrer.phone}
                </a>
              ),
            ],
            [t('detail.referrer.email'), r.vet.email],
            [t('detail.referrer.license'), r.referrer.license_number && [r.referrer.license_number, r.referrer.license_province && label('provinces', r.referrer.license_province)].filter(Boolean).join(' · ')],
          ]}
        />
      </SectionCard>
      <SectionCard title={t('detail.sections.attachments')}>
        <AttachmentList referralId={r.id} attachments={files} />
      </SectionCard>
    </div>
  );
}

/** The outcome so far: appointment, decline reason, the clinic's report with its files. */
export function Outcome({ referral: r }: { referral: Referral }) {
  const { t } = useTranslation('referrals');
  const reportFiles = r.attachments.filter((a) => a.kind === 'report');
  if (!r.appointment_at && !r.decline_reason && !r.report && reportFiles.length === 0) return null;
  return (
    <SectionCard title={r.report ? t('detail.sections.report') : t('detail.sections.outcome')}>
      <div className="space-y-4">
        {(r.appointment_at || r.decline_reason) && (
          <Rows
            rows={[
              ...(r.appointment_at ? ([[t('detail.appointment'), formatAppointment(r.appointment_at, r.clinic.time_zone)]] as Array<[string, ReactNode]>) : []),
              ...(r.decline_reason ? ([[t('detail.declineReason'), t(`vocab.declineReason.${r.decline_reason}`)]] as Array<[string, ReactNode]>) : []),
            ]}
          />
        )}
        {r.report && (
          <p className="rounded-md bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-900" data-testid="report-text">
            {r.report}
          </p>
        )}
        {reportFiles.length > 0 && <AttachmentList referralId={r.id} attachments={reportFiles} />}
      </div>
    </SectionCard>
  );
}

/** Who did what, when: each status change with its reason, note and appointment, oldest first. */
export function Timeline({ events, zone }: { events: readonly TimelineEvent[]; zone: string | null }) {
  const { t } = useTranslation('referrals');
  return (
    <SectionCard title={t('detail.sections.timeline')}>
      {events.length === 0 ? (
        <p className="text-sm text-slate-600">{t('detail.timeline.empty')}</p>
      ) : (
        <ol className="space-y-4 border-l-2 border-slate-200 pl-4" data-testid="timeline">
          {events.map((e) => (
            <TimelineEntry key={e.id} event={e} zone={zone} />
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

/**
 * One status change of the timeline (the conversation merges these with its messages, conversation.tsx);
 * `zone` is the hospital's, in which its appointments were booked.
 */
export function TimelineEntry({ event: e, zone }: { event: TimelineEvent; zone: string | null }) {
  const { t } = useTranslation('referrals');
  return (
    <li className="relative">
      <span className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-brand-700" aria-hidden />
      <p className="text-sm font-medium text-slate-900">
        {e.from === null ? t('detail.timeline.created') : t('detail.timeline.change', { from: t(`vocab.status.${e.from}`), to: t(`vocab.status.${e.to}`) })}
      </p>
      <p className="text-xs text-slate-600">
        <time dateTime={e.at}>{formatMoment(e.at)}</time> · {t('detail.timeline.by', { name: e.actor.name })}
      </p>
      {e.reason && (
        <p className="mt-1 text-sm text-slate-700">
          {t('detail.timeline.reason', {
            reason: e.to === 'declined' && isDeclineReason(e.reason) ? t(`vocab.declineReason.${e.reason}`) : e.reason,
          })}
        </p>
      )}
      {e.note && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{t('detail.timeline.note', { note: e.note })}</p>}
      {e.appointment_at && <p className="mt-1 text-sm text-slate-700">{t('detail.timeline.appointment', { date: formatAppointment(e.appointment_at, zone) })}</p>}
    </li>
  );
}

/** One assignment of the timeline (issue 59): "Assigned to Morgan by Olive", or its removal. */
export function AssignmentEntry({ assignment: a }: { assignment: AssignmentEvent }) {
  const { t } = useTranslation('referrals');
  return (
    <li className="relative" data-testid="assignment-entry">
      <span className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full border-2 border-brand-700 bg-white" aria-hidden />
      <p className="text-sm font-medium text-slate-900">
        {a.assignee ? t('assign.timeline', { name: a.assignee.name, by: a.actor.name }) : t('assign.timelineNone', { by: a.actor.name })}
      </p>
      <p className="text-xs text-slate-600">
        <time dateTime={a.at}>{formatMoment(a.at)}</time>
      </p>
    </li>
  );
}

/** An age like "9 years" in the reader's language ("9 ans"); any other text as typed. */
function ageText(t: ReturnType<typeof useTranslation<'referrals'>>['t'], age: string): string {
  const read = readAge(age);
  if (!read) return age;
  switch (read.unit) {
    case 'years':
      return t('detail.ageYears', { count: read.count });
    case 'months':
      return t('detail.ageMonths', { count: read.count });
    default:
      return t('detail.ageWeeks', { count: read.count });
  }
}

const isDeclineReason = (s: string): s is DeclineReason => (DECLINE_REASONS as readonly string[]).includes(s);
