import { DEMO_ACCOUNTS } from '@shared/constants';
import type { Db } from '../index';
import { toUserRow } from '../rows/users';
import { seedCatalogue } from './catalogue';
import { seedDemoHospitals } from './demo-hospitals';
import { seedDemoReferrals } from './demo-referrals';

export interface SeedReport {
  demoAccountsCreated: boolean;
  clinics: number;
}

/**
 * Always seeds the specialty catalogue. With demo data on, seeds the demo accounts and hospitals once:
 * only when the database has no clinic yet, so a restart never duplicates or overwrites anything.
 */
/** `hashPassword` is the auth module's, handed in: db/ imports no feature module. */
export async function seed(db: Db, opts: { demoData: boolean; hashPassword: (password: string) => Promise<string> }): Promise<SeedReport> {
  await seedCatalogue(db);
  if (!opts.demoData) return { demoAccountsCreated: false, clinics: 0 };

  const existing = await db.selectFrom('clinics').select('id').limit(1).executeTakeFirst();
  if (existing) return { demoAccountsCreated: false, clinics: 0 };

  const ids: Record<string, number> = {};
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const found = await db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirst();
    if (found) {
      ids[account.role] = Number(found.id);
      continue;
    }
    const row = await db
      .insertInto('users')
      .values(toUserRow({ username: account.username, password_hash: await opts.hashPassword(account.password), role: account.role, display_name: null }))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[account.role] = Number(row.id);
  }
  const { clinicCount, ownedClinicId } = await seedDemoHospitals(db, { ownerUserId: ids.clinic! });
  await seedDemoReferrals(db, { vetId: ids.vet!, vetName: 'Dr. Demo Vet', clinicUserId: ids.clinic!, clinicId: ownedClinicId });
  return { demoAccountsCreated: true, clinics: clinicCount };
}
