import { DEMO_ACCOUNTS } from '@shared/constants';
import type { Db } from '../index';
import { toUserRow } from '../rows/users';
import { seedCatalogue } from './catalogue';
import { seedDemoHospitals } from './demo-hospitals';
import { seedDemoReferrals } from './demo-referrals';

/** How the demo people are shown (issue 59: by name, never by their login e-mail). */
const DEMO_NAMES: Record<keyof typeof DEMO_ACCOUNTS, string> = {
  vet: 'Dr. Demo Vet',
  colleague: 'Dr. Sam Colleague',
  clinic: 'Rideau Referral Desk',
  admin: 'Demo Administrator',
};

/**
 * The demo vet's practice, a practice of two (issue 59): the demo vet owns it, with a complete profile
 * (so a referral says who to call back), and a colleague follows its referrals.
 */
async function seedDemoPractice(db: Db, vetId: number, colleagueId: number): Promise<number> {
  const now = new Date().toISOString();
  const practice = await db.insertInto('practices').values({ name: 'Glebe Animal Hospital', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const practiceId = Number(practice.id);
  await db.deleteFrom('practice_members').where('user_id', 'in', [vetId, colleagueId]).execute();
  await db
    .insertInto('practice_members')
    .values([
      { user_id: vetId, practice_id: practiceId, role: 'owner', invited_by: null, created_at: now },
      { user_id: colleagueId, practice_id: practiceId, role: 'member', invited_by: vetId, created_at: now },
    ])
    .execute();
  const profile = { clinic_name: 'Glebe Animal Hospital', phone: '613-555-0142', province: 'Ontario', city: 'Ottawa', license_province: 'Ontario' } as const;
  await db
    .insertInto('vet_profiles')
    .values([
      { user_id: vetId, name: DEMO_NAMES.vet, license_number: 'CVO-10442', contact_email: 'vet@demo.vetreferral.ca', job_title: 'Veterinarian', ...profile },
      { user_id: colleagueId, name: DEMO_NAMES.colleague, license_number: 'CVO-20917', contact_email: 'colleague@demo.vetreferral.ca', job_title: 'Veterinarian', ...profile },
    ])
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return practiceId;
}

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

  const ids: Partial<Record<keyof typeof DEMO_ACCOUNTS, number>> = {};
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
    const found = await db.selectFrom('users').select('id').where('username', '=', account.username).executeTakeFirst();
    if (found) {
      ids[key] = Number(found.id);
      continue;
    }
    const row = await db
      .insertInto('users')
      .values(toUserRow({ username: account.username, password_hash: await opts.hashPassword(account.password), role: account.role, display_name: DEMO_NAMES[key] }))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = Number(row.id);
  }
  const practiceId = await seedDemoPractice(db, ids.vet!, ids.colleague!);
  const { clinicCount, ownedClinicId } = await seedDemoHospitals(db, { ownerUserId: ids.clinic! });
  await seedDemoReferrals(db, { vetId: ids.vet!, vetName: DEMO_NAMES.vet, practiceId, clinicUserId: ids.clinic!, clinicUserName: DEMO_NAMES.clinic, clinicId: ownedClinicId });
  return { demoAccountsCreated: true, clinics: clinicCount };
}
