/**
 * The referral's status machine (issue 19): one table that the server enforces, the UI reads (which
 * actions to offer) and a generated test covers cell by cell. Every transition writes a timeline row and
 * an audit entry; each row also says what else it does (whom it notifies, the moments it stamps, the
 * columns it fills, the checks it makes), and the server does exactly that, row by row.
 */
import type { NotificationEvent } from './contracts/notifications';

export const REFERRAL_STATUSES = [
  'draft',
  'submitted',
  'received',
  'info_requested',
  'accepted',
  'booked',
  'completed',
  'declined',
  'cancelled',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Who acts: the referring vet who wrote it, or any member (or the owner) of the receiving clinic. */
export type ReferralParty = 'vet' | 'clinic';

/** What a transition needs in its body besides the status. */
export type TransitionField = 'reason' | 'note' | 'appointment_at' | 'report';

/** The moments a transition records on the referral, each the first time it happens. */
export type ReferralStamp = 'submitted_at' | 'responded_at' | 'accepted_at';

/** The referral's columns a transition fills from a field of its body. */
export type ReferralColumn = 'decline_reason' | 'appointment_at' | 'report';

/**
 * Checks a transition makes besides its required fields, by name; the server holds each one's code.
 * complete: every field submitting needs and the owner's consent (missingForSubmit), at the hospital's
 * verified listing; listed_reason: the reason is one of DECLINE_REASONS; answered: a note, or else a
 * file added since the hospital's request; appointment_in_range: after the submission, within 2 years.
 */
export type TransitionGuard = 'complete' | 'listed_reason' | 'answered' | 'appointment_in_range';

export interface Transition {
  from: ReferralStatus;
  to: ReferralStatus;
  who: ReferralParty;
  /** Fields that must be present (non-blank). */
  requires: readonly TransitionField[];
  /** Fields the transition may carry. */
  accepts: readonly TransitionField[];
  /** The other party hears of it, as this event (in the app, and by mail unless they turned it off). */
  notify: { party: ReferralParty; event: NotificationEvent };
  stamps: readonly ReferralStamp[];
  sets: Readonly<Partial<Record<ReferralColumn, TransitionField>>>;
  guards: readonly TransitionGuard[];
}

interface Effects {
  requires?: TransitionField[];
  accepts?: TransitionField[];
  notify: Transition['notify'];
  stamps?: ReferralStamp[];
  sets?: Transition['sets'];
  guards?: TransitionGuard[];
}

const t = (from: ReferralStatus, to: ReferralStatus, who: ReferralParty, { requires = [], accepts = [], notify, stamps = [], sets = {}, guards = [] }: Effects): Transition => ({
  from,
  to,
  who,
  requires,
  accepts: [...requires, ...accepts],
  notify,
  stamps,
  sets,
  guards,
});

const toClinic = (event: NotificationEvent) => ({ party: 'clinic', event }) as const;
const toVet = (event: NotificationEvent) => ({ party: 'vet', event }) as const;

const CANCELLABLE: ReferralStatus[] = ['submitted', 'received', 'info_requested', 'accepted', 'booked'];
/** Where the hospital accepts or declines: an opened referral, or one waiting for information. */
const DECIDABLE: ReferralStatus[] = ['received', 'info_requested'];

/**
 * The machine. A stamp is written the first time only: responded_at is the hospital's first answer
 * (accept, decline or ask), measured as its response time.
 */
export const TRANSITIONS: readonly Transition[] = [
  t('draft', 'submitted', 'vet', { notify: toClinic('submitted'), stamps: ['submitted_at'], guards: ['complete'] }),
  t('submitted', 'received', 'clinic', { notify: toVet('received') }),
  // note on accepting: the expected appointment window ("within 2 weeks"), optional;
  // note on declining: free text (may name another hospital). While the hospital waits for
  // information it may still decide (the vet answered by phone, or never did; decision 155).
  ...DECIDABLE.flatMap((from) => [
    t(from, 'accepted', 'clinic', { accepts: ['note'], notify: toVet('accepted'), stamps: ['responded_at', 'accepted_at'] }),
    t(from, 'declined', 'clinic', { requires: ['reason'], accepts: ['note'], notify: toVet('declined'), stamps: ['responded_at'], sets: { decline_reason: 'reason' }, guards: ['listed_reason'] }),
  ]),
  t('received', 'info_requested', 'clinic', { requires: ['note'], notify: toVet('info_requested'), stamps: ['responded_at'] }),
  // The vet's answer: a note, or (instead) an attachment added since the request. A message while
  // the hospital waits is an answer too (its text is the note).
  t('info_requested', 'received', 'vet', { accepts: ['note'], notify: toClinic('info_added'), guards: ['answered'] }),
  t('accepted', 'booked', 'clinic', { requires: ['appointment_at'], accepts: ['note'], notify: toVet('booked'), sets: { appointment_at: 'appointment_at' }, guards: ['appointment_in_range'] }),
  // Rescheduling: a new date, kept in the timeline.
  t('booked', 'booked', 'clinic', { requires: ['appointment_at'], accepts: ['note'], notify: toVet('rescheduled'), sets: { appointment_at: 'appointment_at' }, guards: ['appointment_in_range'] }),
  t('accepted', 'completed', 'clinic', { requires: ['report'], notify: toVet('completed'), sets: { report: 'report' } }),
  t('booked', 'completed', 'clinic', { requires: ['report'], notify: toVet('completed'), sets: { report: 'report' } }),
  ...CANCELLABLE.map((from) => t(from, 'cancelled', 'vet', { requires: ['reason'], notify: toClinic('cancelled') })),
];

/** The transition from `from` to `to` by `who`, if the machine allows it. */
export function findTransition(from: ReferralStatus, to: ReferralStatus, who: ReferralParty): Transition | undefined {
  return TRANSITIONS.find((x) => x.from === from && x.to === to && x.who === who);
}

/** What `who` may do from `status`: the actions a screen offers. */
export function transitionsFrom(status: ReferralStatus, who: ReferralParty): Transition[] {
  return TRANSITIONS.filter((x) => x.from === status && x.who === who);
}

/** Statuses after which nothing more happens (a declined or cancelled referral may be redirected). */
export const CLOSED_STATUSES: readonly ReferralStatus[] = ['completed', 'declined', 'cancelled'];
export const REDIRECTABLE_STATUSES: readonly ReferralStatus[] = ['declined', 'cancelled'];
