import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { actsForClinic } from './repository';

/** SQL of the monthly wait-times check (issue 21, docs/decisions/099). */

export interface WaitCheckCandidate {
  id: number;
  name: string;
  /** Wait entries (specialties and procedure waits) last updated before the cutoff. */
  stale: number;
}

// Two functions, not one over both tables: Kysely cannot type a select over a union of tables.
const staleSpecialties = (eb: ExpressionBuilder<Database, 'clinics'>, before: string) =>
  eb.selectFrom('clinic_specialties as e').select((e) => e.fn.countAll<number>().as('n')).whereRef('e.clinic_id', '=', 'clinics.id').where('e.last_updated', '<', before);
const staleWaits = (eb: ExpressionBuilder<Database, 'clinics'>, before: string) =>
  eb.selectFrom('procedure_waits as e').select((e) => e.fn.countAll<number>().as('n')).whereRef('e.clinic_id', '=', 'clinics.id').where('e.last_updated', '<', before);

/**
 * Clinics with an account (the link opens their dashboard) and a wait entry last updated before
 * `before`, not mailed since `since` nor in `month`: a batch, lowest ids first. A clinic mailed by
 * this pass drops out, so the caller asks again until a batch comes short.
 */
export async function candidates(db: Db, before: string, since: string, month: string, limit: number): Promise<WaitCheckCandidate[]> {
  const rows = await db
    .selectFrom('clinics')
    .select((eb) => ['clinics.id', 'clinics.name', staleSpecialties(eb, before).as('specialties'), staleWaits(eb, before).as('waits')])
    .where((eb) =>
      eb.and([
        eb.or([eb('clinics.user_id', 'is not', null), eb.exists(eb.selectFrom('clinic_members as m').select('m.user_id').whereRef('m.clinic_id', '=', 'clinics.id'))]),
        eb.or([eb(staleSpecialties(eb, before), '>', 0), eb(staleWaits(eb, before), '>', 0)]),
        eb.not(
          eb.exists(
            eb
              .selectFrom('wait_time_reminders as r')
              .select('r.clinic_id')
              .whereRef('r.clinic_id', '=', 'clinics.id')
              .where((r) => r.or([r('r.sent_at', '>', since), r('r.month', '=', month)])),
          ),
        ),
      ]),
    )
    .orderBy('clinics.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, stale: Number(r.specialties) + Number(r.waits) }));
}

/** The owner and members of a clinic: their addresses and languages. */
export async function accountsOf(db: Db, clinicId: number): Promise<{ email: string; language: 'en-CA' | 'fr-CA' }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['users.username', 'users.language'])
    .where(actsForClinic(clinicId))
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({ email: r.username, language: r.language ?? 'en-CA' }));
}

/** Claims the clinic's mail for the month: the (clinic, month) key lets one insert win. True when this caller won. */
export async function claim(trx: Db, clinicId: number, month: string, now: string): Promise<boolean> {
  const r = await trx
    .insertInto('wait_time_reminders')
    .values({ clinic_id: clinicId, month, sent_at: now })
    .onConflict((oc) => oc.columns(['clinic_id', 'month']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}
