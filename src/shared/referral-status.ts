/**
 * The referral's status machine (issue 19): one table that the server enforces, the UI reads (which
 * actions to offer) and a generated test covers cell by cell. Every transition writes a timeline row.
 */
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

export interface Transition {
  from: ReferralStatus;
  to: ReferralStatus;
  who: ReferralParty;
  /** Fields that must be present (non-blank). */
  requires: readonly TransitionField[];
  /** Fields the transition may carry. */
  accepts: readonly TransitionField[];
}

const t = (from: ReferralStatus, to: ReferralStatus, who: ReferralParty, requires: TransitionField[] = [], accepts: TransitionField[] = []): Transition => ({
  from,
  to,
  who,
  requires,
  accepts: [...requires, ...accepts],
});

const CANCELLABLE: ReferralStatus[] = ['submitted', 'received', 'info_requested', 'accepted', 'booked'];

export const TRANSITIONS: readonly Transition[] = [
  // Submitting also requires every required field of the referral and the owner's consent (missingForSubmit).
  t('draft', 'submitted', 'vet'),
  t('submitted', 'received', 'clinic'),
  // note: the expected appointment window ("within 2 weeks"), optional.
  t('received', 'accepted', 'clinic', [], ['note']),
  // reason: one of DECLINE_REASONS; note: free text (may name another hospital).
  t('received', 'declined', 'clinic', ['reason'], ['note']),
  t('received', 'info_requested', 'clinic', ['note']),
  // The vet's answer: a note, or (instead) an attachment added since the request (checked by the server).
  t('info_requested', 'received', 'vet', [], ['note']),
  t('accepted', 'booked', 'clinic', ['appointment_at'], ['note']),
  // Rescheduling: a new date, kept in the timeline.
  t('booked', 'booked', 'clinic', ['appointment_at'], ['note']),
  t('accepted', 'completed', 'clinic', ['report']),
  t('booked', 'completed', 'clinic', ['report']),
  ...CANCELLABLE.map((from) => t(from, 'cancelled', 'vet', ['reason'])),
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
