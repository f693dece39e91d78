import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../index';
import type { Database } from '../schema';

/*
 * Who acts for a clinic (its owner, clinics.user_id, and its team, clinic_members): the rule that
 * clinic routes, referrals, messages and notifications all check in their own statements. It sits
 * in the bottom layer because those modules need it of each other (clinic ↔ notifications).
 */

/**
 * The listing a user acts for: the one they own (clinics.user_id) or the one whose team they are on
 * (clinic_members). This is the ownership rule of every clinic route, in SQL (docs/decisions/082).
 */
export function clinicsOfUser(db: Db, userId: number) {
  // An id list from two index lookups, not `user_id = ? OR id IN (…)`: PostgreSQL answers that OR with
  // a sequential scan of every clinic (8 ms at 10,000 hospitals, on every request of a clinic user).
  return db
    .selectFrom('clinics')
    .where((eb) =>
      eb(
        'clinics.id',
        'in',
        eb
          .selectFrom('clinics as own')
          .select('own.id')
          .where('own.user_id', '=', userId)
          .unionAll(eb.selectFrom('clinic_members').select('clinic_members.clinic_id as id').where('clinic_members.user_id', '=', userId)),
      ),
    );
}

/** A `where` on users: the accounts that act for the clinic, its owner and its members (who gets its mail). */
export const actsForClinic = (clinicId: number) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([
    eb('users.id', 'in', eb.selectFrom('clinics').select('clinics.user_id').where('clinics.id', '=', clinicId)),
    eb('users.id', 'in', eb.selectFrom('clinic_members').select('clinic_members.user_id').where('clinic_members.clinic_id', '=', clinicId)),
  ]);

/**
 * The id of the clinic the user acts for, as a query: run it, or use it as a scalar subquery (null
 * when they act for none) so that a statement checks the membership itself (docs/decisions/128).
 */
export const clinicOfUser = (db: Db, userId: number) => clinicsOfUser(db, userId).select('clinics.id').limit(1);

export async function clinicIdOfUser(db: Db, userId: number): Promise<number | undefined> {
  const row = await clinicOfUser(db, userId).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** The user's clinic and their part in it; undefined when they act for none. */
export async function membershipOfUser(db: Db, userId: number): Promise<{ clinicId: number; role: 'owner' | 'member' } | undefined> {
  const row = await clinicsOfUser(db, userId).select(['clinics.id', 'clinics.user_id']).limit(1).executeTakeFirst();
  return row && { clinicId: Number(row.id), role: row.user_id !== null && Number(row.user_id) === userId ? 'owner' : 'member' };
}

