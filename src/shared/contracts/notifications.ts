import { z } from '@shared/zod';
import { REFERRAL_STATUSES } from '../referral-status';
import { idParam, idsOrAll } from './common';

/**
 * Issue 20: every referral event reaches the other party, in the app always and by e-mail unless the
 * user turned that event's mail off. Events for the clinic's members and events for the referring vet;
 * reminders are events too.
 */
/** `assigned` reaches one member: the one a colleague assigned the referral to (issue 59). */
export const CLINIC_EVENTS = ['submitted', 'cancelled', 'info_added', 'message', 'reminder_not_received', 'reminder_not_booked', 'reminder_no_report', 'assigned'] as const;
export const VET_EVENTS = ['received', 'accepted', 'declined', 'info_requested', 'booked', 'rescheduled', 'completed', 'message', 'reminder_info_requested'] as const;
export const NOTIFICATION_EVENTS = [...new Set([...CLINIC_EVENTS, ...VET_EVENTS])] as unknown as readonly [NotificationEvent, ...NotificationEvent[]];
export type NotificationEvent = (typeof CLINIC_EVENTS)[number] | (typeof VET_EVENTS)[number];

/** The reminders the scheduler sends, once per referral and step. */
export const REMINDER_STEPS = ['not_received', 'info_requested', 'not_booked', 'no_report'] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/** What a notification says, written when the event happens (a later edit does not rewrite it). */
export const notificationData = z.object({
  patient: z.string().nullable().optional(),
  hospital: z.string().nullable().optional(),
  /** Who acted (the vet, or the clinic member). */
  actor: z.string().nullable().optional(),
  status: z.enum(REFERRAL_STATUSES).optional(),
  reason: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  appointment_at: z.string().nullable().optional(),
  /** The hospital's time zone, in which appointment_at was typed (decision 155). */
  time_zone: z.string().nullable().optional(),
  /** The first 200 characters of a message. */
  excerpt: z.string().nullable().optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

export const notification = z.object({
  id: z.number().int(),
  event: z.enum(NOTIFICATION_EVENTS),
  referral_id: z.number().int().nullable(),
  data: notificationData,
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** GET /api/notifications: newest first, a page at a time (before = the last id of the page before). */
export const notificationListQuery = z.object({
  before: idParam.optional(),
  unread: z.enum(['1', 'true']).optional(),
});
export const NOTIFICATION_PAGE = 30;
export const notificationList = z.object({
  items: z.array(notification),
  unread: z.number().int(),
  /** The id to pass as `before` for the next page; null on the last page. */
  next_before: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** POST /api/notifications/read: some of the caller's notifications, or all of them. */
export const NOTIFICATIONS_READ_MSG = 'Send ids (a list of notification ids) or all: true';
export const notificationsReadBody = idsOrAll(NOTIFICATIONS_READ_MSG);
export type NotificationsReadBody = z.input<typeof notificationsReadBody>;

/** GET/PATCH /api/notifications/settings: e-mail on or off per event the caller can receive. */
export const notificationSettings = z.object({ email: z.partialRecord(z.enum(NOTIFICATION_EVENTS), z.boolean()) });
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsBody = notificationSettings;
export type NotificationSettingsBody = z.input<typeof notificationSettingsBody>;

/** The events a user of this party receives (and so may choose mail for). */
export const eventsFor = (party: 'vet' | 'clinic'): readonly NotificationEvent[] => (party === 'vet' ? VET_EVENTS : CLINIC_EVENTS);
