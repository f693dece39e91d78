import type { TFunction } from '@web/i18n';
import { DECLINE_REASONS } from '@shared/contracts/referral-rules';
import type { Notification } from '@shared/contracts/notifications';
import { formatAppointment } from '@web/lib/format-moment';

type DeclineReason = (typeof DECLINE_REASONS)[number];
/** A note can be a whole answer (up to 2,000 characters): the sentence carries its start. */
const clip = (s: string) => (s.length > 200 ? `${s.slice(0, 199).trimEnd()}…` : s);
const isDeclineReason = (s: string): s is DeclineReason => (DECLINE_REASONS as readonly string[]).includes(s);

/**
 * One notification as one sentence in the language shown, from its event and what it recorded when it
 * happened: "Rideau declined the referral for Biscuit: No capacity at this time". What the event
 * carried (the decline reason, the accepted window, the request, the appointment) follows a colon; a
 * message's excerpt is given apart, to show under the sentence. `t` reads the notifications and
 * referrals namespaces (the caller imports both).
 */
export function notificationSentence(n: Notification, t: TFunction<['notifications', 'referrals']>): { text: string; excerpt: string | null } {
  const d = n.data;
  const text = t(`notifications:event.${n.event}`, {
    patient: d.patient || t('notifications:fallback.patient'),
    hospital: d.hospital || t('notifications:fallback.hospital'),
    actor: d.actor || t('notifications:fallback.actor'),
  });
  let detail: string | null = null;
  if (n.event === 'declined' && d.reason) detail = isDeclineReason(d.reason) ? t(`referrals:vocab.declineReason.${d.reason}`) : d.reason;
  else if ((n.event === 'booked' || n.event === 'rescheduled') && d.appointment_at) detail = formatAppointment(d.appointment_at, d.time_zone ?? null);
  else if (n.event !== 'message' && d.note) detail = clip(d.note);
  return {
    text: detail ? t('notifications:detail', { text, detail }) : text,
    excerpt: n.event === 'message' && d.excerpt ? t('notifications:excerpt', { excerpt: d.excerpt }) : null,
  };
}
