import { addBusinessDays } from '@shared/business-days';
import { INFO_REQUEST_REMINDER_DAYS, NO_REPORT_REMINDER_DAYS, NOT_BOOKED_REMINDER_DAYS, NOT_RECEIVED_BUSINESS_DAYS } from '@shared/constants';
import { type NotificationEvent, REMINDER_STEPS, type ReminderStep } from '@shared/contracts/notifications';
import type { Db } from '../../db';
import { runWrites } from '../../db/gated-write';
import { type NotifyDeps, referralEventWrites } from '../notifications';
import { mailQueued } from '../mail';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/** Each step: when it is due, and whom it reminds with which event (issue 20). */
const STEPS: Record<ReminderStep, { due: (since: Date) => Date; to: 'vet' | 'clinic'; event: NotificationEvent; calendarDays: number }> = {
  not_received: { due: (since) => addBusinessDays(since, NOT_RECEIVED_BUSINESS_DAYS), to: 'clinic', event: 'reminder_not_received', calendarDays: NOT_RECEIVED_BUSINESS_DAYS },
  info_requested: { due: (since) => new Date(since.getTime() + INFO_REQUEST_REMINDER_DAYS * DAY_MS), to: 'vet', event: 'reminder_info_requested', calendarDays: INFO_REQUEST_REMINDER_DAYS },
  not_booked: { due: (since) => new Date(since.getTime() + NOT_BOOKED_REMINDER_DAYS * DAY_MS), to: 'clinic', event: 'reminder_not_booked', calendarDays: NOT_BOOKED_REMINDER_DAYS },
  no_report: { due: (since) => new Date(since.getTime() + NO_REPORT_REMINDER_DAYS * DAY_MS), to: 'clinic', event: 'reminder_no_report', calendarDays: NO_REPORT_REMINDER_DAYS },
};

/**
 * One pass over every step: each referral due for a step's reminder is claimed (its (referral, step)
 * row) and notified in one transaction, so a reminder goes out once per referral and step, with any
 * number of instances running passes at once. Answers how many reminders this pass sent.
 */
export async function sendDueReminders(db: Db, deps: NotifyDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const step of REMINDER_STEPS) {
    const rule = STEPS[step];
    // Business days are at least as long as calendar days: the calendar bound selects a superset.
    const before = new Date(now.getTime() - rule.calendarDays * DAY_MS).toISOString();
    for (;;) {
      const batch = await repo.candidates(db, step, before, BATCH);
      // Oldest first, and a step's due moment grows with its start: the first not yet due ends the step.
      const firstNotDue = batch.findIndex((c) => rule.due(new Date(c.since)).getTime() > now.getTime());
      const due = firstNotDue === -1 ? batch : batch.slice(0, firstNotDue);
      for (const c of due) {
        const won = await db.transaction().execute(async (trx) => {
          if (!(await repo.claim(trx, c.id, step, now.toISOString()))) return false;
          const writes = await referralEventWrites(trx, deps, {
            referral: { id: c.id, clinic_id: c.clinic_id, vet_id: c.vet_id },
            event: rule.event,
            to: rule.to,
            actorId: null,
            data: { patient: c.patient_name, hospital: c.clinic_name },
          });
          await runWrites(trx, writes);
          return true;
        });
        if (won) sent++;
      }
      if (firstNotDue !== -1 || batch.length < BATCH) break;
    }
  }
  if (sent > 0) mailQueued();
  return sent;
}
