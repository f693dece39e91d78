import { z } from '@shared/zod';
import { REFERRAL_STATUSES, type ReferralStatus } from '../referral-status';
import { idParam } from './common';
import { day, moment, momentTime } from './dates';
import { FIELD_MSG, LIMITS, optionalEmail, optionalText, province } from './fields';
import {
  DECLINE_REASONS,
  OWNER_LANGUAGES,
  REFERRAL_MESSAGE_MAX,
  REFERRAL_MESSAGE_MSG,
  REFERRAL_MSG,
  REFERRAL_TYPES,
  REFERRAL_VIEWS,
  REPORT_MAX,
  SEXES,
  SPECIES,
  URGENCIES,
} from './referral-rules';

// The rules that need no zod live in referral-rules.ts, so that the composer's first render builds no
// schema (docs/decisions/134); routes and the server keep importing them from here.
export * from './referral-rules';

const text = (max: number) => optionalText(max).optional();
const isoDate = day(REFERRAL_MSG.date)
  .nullish()
  .transform((v) => v ?? null)
  .optional();

export const medication = z.object({
  name: z.string({ error: REFERRAL_MSG.medicationName }).trim().min(1, { error: REFERRAL_MSG.medicationName }).max(LIMITS.short, { error: FIELD_MSG.tooLong(LIMITS.short) }),
  dose: text(100),
  frequency: text(100),
});
export type Medication = z.output<typeof medication>;

/**
 * Everything a vet writes in a referral. Every field is optional in a draft (the composer autosaves
 * whatever is there); `missingForSubmit` says what submitting needs. Nested groups are patched field
 * by field: `{ patient: { breed: 'Lab' } }` changes the breed only.
 */
export const referralFields = z.object({
  specialty_id: idParam.nullable().optional(),
  procedure: text(LIMITS.short),
  urgency: z.enum(URGENCIES).nullable().optional(),
  type: z.enum(REFERRAL_TYPES).nullable().optional(),
  reason: text(LIMITS.text),
  question: text(LIMITS.text),
  patient: z
    .object({
      name: text(LIMITS.short),
      species: z.enum(SPECIES).nullable().optional(),
      breed: text(LIMITS.short),
      sex: z.enum(SEXES).nullable().optional(),
      date_of_birth: isoDate,
      age: text(40),
      weight_kg: z.number({ error: REFERRAL_MSG.weight }).gt(0, { error: REFERRAL_MSG.weight }).max(2000, { error: REFERRAL_MSG.weight }).nullable().optional(),
      weight_date: isoDate,
    })
    .optional(),
  clinical: z
    .object({
      history: text(LIMITS.text),
      medications: z.array(medication).max(30, { error: REFERRAL_MSG.medications }).optional(),
      treatments: text(LIMITS.text),
      tests: text(LIMITS.text),
    })
    .optional(),
  owner: z
    .object({
      name: text(LIMITS.name),
      phone: text(LIMITS.phone),
      email: optionalEmail().optional(),
      language: z.enum(OWNER_LANGUAGES).nullable().optional(),
      /** The vet attests that the owner agreed to share the records; the server stores who and when. */
      consent: z.boolean().optional(),
    })
    .optional(),
  /** The referring vet as the referral shows them: from their profile, editable per referral. */
  vet: z
    .object({
      name: text(LIMITS.name),
      clinic: text(LIMITS.name),
      phone: text(LIMITS.phone),
      email: optionalEmail().optional(),
      license: text(60),
      /** The province or territory that issued the licence (issue 59). */
      license_province: province().nullable().optional(),
    })
    .optional(),
});

/** POST /api/referrals: a draft to a hospital. */
export const referralCreateBody = referralFields.extend({ clinic_id: idParam });
export type ReferralCreateBody = z.input<typeof referralCreateBody>;
/** PATCH /api/referrals/{id} (drafts only): only the fields sent change. */
export const referralPatchBody = referralFields.extend({ clinic_id: idParam.optional() });
export type ReferralPatchBody = z.input<typeof referralPatchBody>;

export const statusChangeBody = z.object({
  status: z.enum(REFERRAL_STATUSES),
  reason: z.string().trim().max(LIMITS.text, { error: FIELD_MSG.tooLong(LIMITS.text) }).optional(),
  note: z.string().trim().max(LIMITS.text, { error: FIELD_MSG.tooLong(LIMITS.text) }).optional(),
  appointment_at: moment(REFERRAL_MSG.appointment).optional(),
  report: z.string().trim().max(REPORT_MAX, { error: FIELD_MSG.tooLong(REPORT_MAX) }).optional(),
});
export type StatusChangeBody = z.input<typeof statusChangeBody>;

/** Hours an appointment may seem to precede the submission: it is typed in the hospital's local time, read as UTC. */
export const APPOINTMENT_SLACK_HOURS = 14;
/** How far ahead an appointment may be booked. */
export const APPOINTMENT_MAX_YEARS = 2;

/**
 * Whether an appointment (a real moment by statusChangeBody) fits its referral: after the referral was
 * submitted, less APPOINTMENT_SLACK_HOURS, and at most APPOINTMENT_MAX_YEARS from `now`. The booking
 * form and the server ask the same question; REFERRAL_MSG.appointmentRange is the answer's message.
 */
export function appointmentInRange(appointmentAt: string, submittedAt: string | null, now: Date): boolean {
  const at = momentTime(appointmentAt);
  if (at === null) return false;
  const slack = APPOINTMENT_SLACK_HOURS * 3_600_000;
  const submitted = submittedAt === null ? Number.NaN : Date.parse(submittedAt);
  const latest = new Date(now.getTime());
  latest.setUTCFullYear(latest.getUTCFullYear() + APPOINTMENT_MAX_YEARS);
  return (Number.isNaN(submitted) || at >= submitted - slack) && at <= latest.getTime() + slack;
}

export const redirectBody = z.object({ clinic_id: idParam });

/** Referral lists come REFERRAL_PAGE_SIZE at a time (keyset pages, docs/decisions/110). */
export const REFERRAL_PAGE_SIZE = 50;
/** Longer than any cursor the server writes (keys of the last row, base64url). */
export const REFERRAL_CURSOR_MAX = 200;

/**
 * The clinic's inbox as a work queue (issue 59, docs/decisions/154): what needs the hospital's action
 * (the clinic's default), everything not closed, the closed, everything.
 */
export const ASSIGNEE_FILTER_MSG = 'Send assignee as me, none or a user id.';

export const referralListQuery = z.object({
  box: z.enum(['sent', 'received']).optional(),
  /** The clinic's views (the vet's list ignores it); `action` by default for the clinic. */
  view: z.enum(REFERRAL_VIEWS).optional(),
  /** The clinic's: the caller's (`me`), nobody's (`none`), or one member's (their user id). */
  assignee: z.union([z.enum(['me', 'none']), idParam], { error: ASSIGNEE_FILTER_MSG }).optional(),
  urgency: z.enum(URGENCIES).optional(),
  specialty_id: idParam.optional(),
  status: z.enum(REFERRAL_STATUSES).optional(),
  q: z.string().trim().max(LIMITS.short, { error: FIELD_MSG.tooLong(LIMITS.short) }).optional(),
  /** The previous page's `next_cursor` (opaque; docs/decisions/110). A malformed one is a 400 REFERRAL_CURSOR_INVALID. */
  cursor: z.string().max(REFERRAL_CURSOR_MAX).optional(),
});

/** The hospital's targets (GET/PATCH /api/clinic/referral-targets, docs/decisions/154), with their bounds and defaults. */
export const REFERRAL_TARGET_LIMITS = {
  acknowledge_business_hours: { min: 1, max: 80, default: 8 },
  decide_business_days: { min: 1, max: 20, default: 2 },
} as const;
const targetField = (key: keyof typeof REFERRAL_TARGET_LIMITS) => {
  const { min, max } = REFERRAL_TARGET_LIMITS[key];
  // min is 1 for both: the validation catalogue's message has the max only (web/i18n validation.referralTarget).
  const error = `Enter a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
export const referralTargets = z.object({ acknowledge_business_hours: z.number().int(), decide_business_days: z.number().int() });
export type ReferralTargets = z.infer<typeof referralTargets>;
/** PATCH: only the targets sent change. */
export const referralTargetsBody = z.object({ acknowledge_business_hours: targetField('acknowledge_business_hours').optional(), decide_business_days: targetField('decide_business_days').optional() });
export type ReferralTargetsBody = z.input<typeof referralTargetsBody>;
/** GET /api/clinic/referral-assignees: everyone a referral may be assigned to (the owner first). */
export const referralAssignees = z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export type ReferralAssignees = z.infer<typeof referralAssignees>;

export const attachmentParams = z.object({ id: idParam, attachmentId: idParam });

/** GET /api/referrals/{id}/letter.pdf and report.pdf: the paper size (Letter by default) and the language (the referral's by default). */
export const LETTER_PAPERS = ['letter', 'a4'] as const;
export const letterQuery = z.object({
  paper: z.enum(LETTER_PAPERS).optional(),
  lang: z.enum(OWNER_LANGUAGES).optional(),
});

export const timelineEvent = z.object({
  id: z.number().int(),
  from: z.enum(REFERRAL_STATUSES).nullable(),
  to: z.enum(REFERRAL_STATUSES),
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  appointment_at: z.string().nullable(),
  at: z.string(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const attachment = z.object({
  id: z.number().int(),
  filename: z.string(),
  description: z.string().nullable(),
  content_type: z.string(),
  size: z.number().int(),
  /** 'report': sent by the clinic with the completion. */
  kind: z.enum(['attachment', 'report']),
  uploaded_by: z.string(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof attachment>;

const nullableString = z.string().nullable();

/** A person shown by name: a referral's assignee, who assigned it. */
export const person = z.object({ id: z.number().int().nullable(), name: z.string() });
export type Person = z.infer<typeof person>;

/** One assignment of the referral at the hospital (or its removal: assignee null), for the timeline. */
export const assignmentEvent = z.object({ id: z.number().int(), assignee: person.nullable(), actor: person, at: z.string() });
export type AssignmentEvent = z.infer<typeof assignmentEvent>;

/** POST /api/referrals/{id}/assign: a member (or the owner) of the receiving hospital, or null for nobody. */
export const assignBody = z.object({ user_id: idParam.nullable() });
export type AssignBody = z.input<typeof assignBody>;

export const referral = z.object({
  id: z.number().int(),
  status: z.enum(REFERRAL_STATUSES),
  /** Who at the hospital works it (issue 59); null when nobody does. */
  assignee: person.nullable(),
  /** time_zone: the hospital's IANA zone (from its province, decision 155), in which appointments are typed and shown. */
  clinic: z.object({ id: z.number().int(), name: z.string(), phone: nullableString, time_zone: nullableString }),
  specialty: z.object({ id: z.number().int(), name: z.string(), name_fr: nullableString }).nullable(),
  procedure: nullableString,
  urgency: z.enum(URGENCIES).nullable(),
  type: z.enum(REFERRAL_TYPES).nullable(),
  reason: nullableString,
  question: nullableString,
  patient: z.object({
    name: nullableString,
    species: z.enum(SPECIES).nullable(),
    breed: nullableString,
    sex: z.enum(SEXES).nullable(),
    date_of_birth: nullableString,
    age: nullableString,
    weight_kg: z.number().nullable(),
    weight_date: nullableString,
  }),
  clinical: z.object({
    history: nullableString,
    medications: z.array(z.object({ name: z.string(), dose: nullableString, frequency: nullableString })),
    treatments: nullableString,
    tests: nullableString,
  }),
  owner: z.object({
    name: nullableString,
    phone: nullableString,
    email: nullableString,
    language: z.enum(OWNER_LANGUAGES).nullable(),
    consent: z.boolean(),
    /** Who attested the consent, and when (set when consent is given). */
    consent_at: nullableString,
    consent_by: nullableString,
  }),
  vet: z.object({ id: z.number().int().nullable(), name: nullableString, clinic: nullableString, phone: nullableString, email: nullableString, license: nullableString, license_province: nullableString }),
  /**
   * Who sent it and how to reach them (issue 59): the referring vet's details as they were when it was
   * sent (a draft: as they stand). The same values as `vet`, under the names the hospital reads.
   */
  referrer: z.object({ name: nullableString, practice: nullableString, phone: nullableString, license_number: nullableString, license_province: nullableString }),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  appointment_at: nullableString,
  report: nullableString,
  redirected_from: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: nullableString,
  /** What submitting still needs (empty once complete): keys of REQUIRED_FOR_SUBMIT. */
  missing: z.array(z.string()),
  timeline: z.array(timelineEvent),
  /** Its assignments at the hospital, oldest first: the timeline shows them among its steps. */
  assignments: z.array(assignmentEvent),
  attachments: z.array(attachment),
});
export type Referral = z.infer<typeof referral>;

/** The hospital's next target for a referral (docs/decisions/154): acknowledge it, or decide on it. */
export const DUE_TARGETS = ['acknowledge', 'decide'] as const;
export type DueTarget = (typeof DUE_TARGETS)[number];
export const referralDue = z.object({
  target: z.enum(DUE_TARGETS).nullable(),
  /** When the target is due; null when the referral has none (waiting for the vet, accepted, closed, or the vet's list). */
  due_at: nullableString,
  overdue: z.boolean(),
});
export type ReferralDue = z.infer<typeof referralDue>;

export const referralSummary = z.object({
  id: z.number().int(),
  status: z.enum(REFERRAL_STATUSES),
  urgency: z.enum(URGENCIES).nullable(),
  clinic: z.object({ id: z.number().int(), name: z.string() }),
  patient_name: nullableString,
  species: z.enum(SPECIES).nullable(),
  owner_name: nullableString,
  vet_name: nullableString,
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: nullableString,
  appointment_at: nullableString,
  /** For the clinic: not yet opened by any member (status submitted). */
  unopened: z.boolean(),
  /** Sent 2 business days ago or more and still not opened by the hospital (issue 20). */
  no_response: z.boolean(),
  specialty: z.object({ id: z.number().int(), name: z.string(), name_fr: nullableString }).nullable(),
  /** Who at the hospital works it (issue 59). */
  assignee: person.nullable(),
  due: referralDue,
});
export type ReferralSummary = z.infer<typeof referralSummary>;
/** How many referrals each of the clinic's views holds, with the list's other filters (zeros for the vet). */
export const viewCounts = z.object({ action: z.number().int(), open: z.number().int(), closed: z.number().int(), all: z.number().int() });
export type ViewCounts = z.infer<typeof viewCounts>;
/** A page of a referral list; `next_cursor` asks for the page after it, null on the last page. */
export const referralList = z.object({ items: z.array(referralSummary), unopened: z.number().int(), counts: viewCounts, next_cursor: z.string().nullable() });
export type ReferralList = z.infer<typeof referralList>;

export type { ReferralStatus };

/**
 * POST /api/referrals/{id}/messages. attachment_ids: files uploaded to the referral just before (by
 * the same user, not yet sent with a message) that go with this message. A vet's message while the
 * referral is `info_requested` answers the request and moves it back to `received`.
 */
export const referralMessageBody = z.object({
  body: z.string({ error: REFERRAL_MESSAGE_MSG.empty }).trim().min(1, { error: REFERRAL_MESSAGE_MSG.empty }).max(REFERRAL_MESSAGE_MAX, { error: REFERRAL_MESSAGE_MSG.tooLong }),
  attachment_ids: z.array(idParam).max(20).optional(),
});
export type ReferralMessageBody = z.input<typeof referralMessageBody>;

export const referralMessage = z.object({
  id: z.number().int(),
  party: z.enum(['vet', 'clinic']),
  author: z.object({ id: z.number().int().nullable(), name: z.string() }),
  body: z.string(),
  attachments: z.array(attachment),
  created_at: z.string(),
  /** Written by the caller. */
  mine: z.boolean(),
});
export type ReferralMessage = z.infer<typeof referralMessage>;

/** GET /api/referrals/{id}/messages: oldest first; reading it moves the caller's read marker to the end. */
export const referralMessageList = z.object({
  items: z.array(referralMessage),
  /** Messages the caller had not seen before this read. */
  unread: z.number().int(),
});
export type ReferralMessageList = z.infer<typeof referralMessageList>;

/** What a logged read opened (issue 23): the details, a file, the letter, the report or the conversation (issue 56). */
export const ACCESS_KINDS = ['detail', 'attachment', 'letter', 'report', 'messages'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
/** How many reads GET /api/referrals/{id}/access-log returns (the newest); `total` counts them all. */
export const ACCESS_LOG_LIMIT = 50;

/** GET /api/referrals/{id}/access-log: who at the receiving hospital opened the referral, newest first. */
export const referralAccessLog = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      /** A snapshot taken at the read: it stays when the account is deleted. */
      name: z.string(),
      email: z.string(),
      what: z.enum(ACCESS_KINDS),
      at: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type ReferralAccessLog = z.infer<typeof referralAccessLog>;
