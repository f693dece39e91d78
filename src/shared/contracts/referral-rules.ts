/**
 * The rules of a referral that need no zod (referrals.ts builds its schemas on them and re-exports
 * them): the vocabularies, the messages, what submitting needs and the limits. The web's composer
 * imports them from here, so that its first render builds no schema; it loads the schema itself when
 * the vet first changes a field (docs/decisions/134).
 */
import { MESSAGE_MAX_LENGTH, MESSAGE_MSG } from './message-rules';
import type { Referral } from './referrals';

/** The referral's vocabularies (stored and sent in English; the web translates them). */
export const SPECIES = ['dog', 'cat', 'rabbit', 'ferret', 'bird', 'reptile', 'small_mammal', 'horse', 'other'] as const;
export const URGENCIES = ['emergency', 'priority', 'routine'] as const;
export const REFERRAL_TYPES = ['consult', 'transfer'] as const;
export const SEXES = ['male', 'male_neutered', 'female', 'female_spayed', 'unknown'] as const;
export const DECLINE_REASONS = ['outside_services', 'no_capacity', 'needs_emergency_elsewhere', 'incomplete_information', 'other'] as const;
export const OWNER_LANGUAGES = ['en', 'fr'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const REFERRAL_VIEWS = ['action', 'open', 'closed', 'all'] as const;
export type ReferralView = (typeof REFERRAL_VIEWS)[number];

export const REFERRAL_MSG = {
  date: 'Use a date such as 2026-11-24',
  weight: 'Weight must be a number of kilograms above 0 and at most 2000',
  medications: 'At most 30 medications',
  medicationName: 'Medication name is required',
  appointment: 'Use a date and time such as 2026-12-01T09:30',
  appointmentRange: 'The appointment must be after the referral was sent and at most 2 years from now',
} as const;

/** A discharge report may be longer than a note: a whole letter's worth. */
export const REPORT_MAX = 20_000;

/** What submitting needs, by the referral's JSON path. */
export const REQUIRED_FOR_SUBMIT = [
  'urgency',
  'reason',
  'patient.name',
  'patient.species',
  'clinical.history',
  'owner.name',
  'owner.phone',
  'owner.consent',
] as const;

/**
 * The referring vet's details a hospital needs to call back (issue 59), by the referral's JSON path,
 * with their names in `referrer` and in the 409 REFERRER_INCOMPLETE that refuses a submit without them.
 */
export const REFERRER_FIELDS = {
  'vet.name': 'name',
  'vet.clinic': 'practice',
  'vet.phone': 'phone',
  'vet.license': 'license_number',
  'vet.license_province': 'license_province',
} as const;
export type ReferrerPath = keyof typeof REFERRER_FIELDS;
export const REFERRER_REQUIRED = Object.keys(REFERRER_FIELDS) as ReferrerPath[];

type SubmitView = Pick<Referral, 'urgency' | 'reason' | 'patient' | 'clinical' | 'owner'> & { vet?: Pick<Referral['vet'], 'name' | 'clinic' | 'phone' | 'license' | 'license_province'> };

/** The referrer's details still missing (paths of REFERRER_FIELDS). */
export function missingReferrer(vet: SubmitView['vet']): ReferrerPath[] {
  const value: Record<ReferrerPath, unknown> = {
    'vet.name': vet?.name,
    'vet.clinic': vet?.clinic,
    'vet.phone': vet?.phone,
    'vet.license': vet?.license,
    'vet.license_province': vet?.license_province,
  };
  return REFERRER_REQUIRED.filter((k) => value[k] === null || value[k] === undefined || value[k] === '');
}

/** The required fields still missing from a referral, the referrer's last (the composer's checklist; the server's 409s). */
export function missingForSubmit(r: SubmitView): string[] {
  const value: Record<(typeof REQUIRED_FOR_SUBMIT)[number], unknown> = {
    urgency: r.urgency,
    reason: r.reason,
    'patient.name': r.patient.name,
    'patient.species': r.patient.species,
    'clinical.history': r.clinical.history,
    'owner.name': r.owner.name,
    'owner.phone': r.owner.phone,
    'owner.consent': r.owner.consent || null,
  };
  return [...REQUIRED_FOR_SUBMIT.filter((k) => value[k] === null || value[k] === undefined || value[k] === ''), ...missingReferrer(r.vet)];
}

/** Attachments: the types the content may be, and the limits (issue 19: more than Ocean's 10/50 MB). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'text/plain', 'application/dicom'] as const;
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
export const REFERRAL_ATTACHMENTS_MAX_BYTES = 150 * 1024 * 1024;

/**
 * Issue 20: the conversation on a referral, between the referring vet and the clinic's members. Its
 * messages keep the limit and the words of messages to a clinic (issue 18).
 */
export const REFERRAL_MESSAGE_MAX = MESSAGE_MAX_LENGTH;
export const REFERRAL_MESSAGE_MSG = MESSAGE_MSG;
