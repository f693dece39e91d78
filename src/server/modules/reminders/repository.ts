import type { ReminderStep } from '@shared/contracts/notifications';
import type { ReferralStatus } from '@shared/referral-status';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

/** What a reminder needs to know about a referral. */
export interface ReminderCandidate {
  id: number;
  clinic_id: number;
  vet_id: number | null;
  clinic_name: string;
  patient_name: string | null;
  /** The moment the step's clock started (sent, asked, accepted, appointment). */
  since: string;
}

const SINCE: Record<ReminderStep, { status: ReferralStatus; column: 'submitted_at' | 'accepted_at' | 'appointment_at' | null }> = {
  not_received: { status: 'submitted', column: 'submitted_at' },
  // The moment of the (last) request is in the timeline: see lastAskedAt.
  info_requested: { status: 'info_requested', column: null },
  not_booked: { status: 'accepted', column: 'accepted_at' },
  no_report: { status: 'booked', column: 'appointment_at' },
};

/**
 * Referrals at the step's status that have not had this reminder and whose clock started before
 * `before` (a calendar bound: the service refines business days). Few referrals sit at one status
 * without their reminder, and the status index finds them, so the bound is applied here.
 */
export async function candidates(db: Db, step: ReminderStep, before: string, limit: number): Promise<ReminderCandidate[]> {
  const { status, column } = SINCE[step];
  const rows = await db
    .selectFrom('referrals')
    .innerJoin('clinics', 'clinics.id', 'referrals.clinic_id')
    .select((eb) => ['referrals.id', 'referrals.clinic_id', 'referrals.vet_id', 'clinics.name as clinic_name', 'referrals.patient_name', since(eb, column).as('since')])
    .where('referrals.status', '=', status)
    .where((eb) => eb(since(eb, column), '<=', before))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('referral_reminders as r').select('r.referral_id').whereRef('r.referral_id', '=', 'referrals.id').where('r.step', '=', step))))
    .orderBy('since')
    .orderBy('referrals.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), clinic_id: Number(r.clinic_id), vet_id: r.vet_id === null ? null : Number(r.vet_id), since: String(r.since) }));
}

/** The moment the step's clock started: a column, or the last information request in the timeline. */
function since(eb: ExpressionBuilder<Database, 'referrals' | 'clinics'>, column: (typeof SINCE)[ReminderStep]['column']) {
  if (column !== null) return eb.ref(`referrals.${column}`);
  return eb
    .selectFrom('referral_events as e')
    .select((e) => e.fn.max<string>('e.at').as('at'))
    .whereRef('e.referral_id', '=', 'referrals.id')
    .where('e.to_status', '=', 'info_requested');
}

/**
 * Claims the reminder: the (referral, step) primary key lets one insert win, whatever the number of
 * instances trying at once. True when this caller won and must send it (in the same transaction).
 */
export async function claim(trx: Db, referralId: number, step: ReminderStep, now: string): Promise<boolean> {
  const r = await trx
    .insertInto('referral_reminders')
    .values({ referral_id: referralId, step, sent_at: now })
    .onConflict((oc) => oc.columns(['referral_id', 'step']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}
