import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@shared/constants';
import { migrateToLatest } from './db/migrate';
import { SPECIALTY_NAMES, SPECIALTY_NAMES_FR } from './db/seed/catalogue';
import { HOSPITALS } from './db/seed/demo-hospitals.data';
import { hashPassword } from './modules/auth/passwords';
import { seed } from './db/seed';
import { createTestContext } from './test/context';
import { ensureAdmin } from './modules/auth/service';
import { verifyPassword } from './modules/auth/passwords';

const ctx = await createTestContext();
const count = async (table: 'clinics' | 'users' | 'specialties') =>
  Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('migrations and seed', () => {
  it('migrating again changes nothing', async () => {
    await expect(migrateToLatest(ctx.db)).resolves.toBeUndefined();
  });

  it('without demo data seeds only the catalogue', async () => {
    expect(await seed(ctx.db, { demoData: false, hashPassword })).toEqual({ demoAccountsCreated: false, clinics: 0 });
    expect(await count('specialties')).toBe(15);
    expect(await count('clinics')).toBe(0);
    expect(await count('users')).toBe(0);
  });

  it('gives every seeded specialty its French name, and a restart keeps what an admin changed', async () => {
    const rows = await ctx.db.selectFrom('specialties').select(['name', 'name_fr']).orderBy('display_order').execute();
    expect(rows.map((r) => [r.name, r.name_fr])).toEqual(SPECIALTY_NAMES.map((name) => [name, SPECIALTY_NAMES_FR[name]]));
    for (const r of rows) expect(r.name_fr?.trim(), r.name).toBeTruthy();

    await ctx.db.updateTable('specialties').set({ name_fr: null }).where('name', '=', 'Oncology').execute();
    await ctx.db.updateTable('specialties').set({ name_fr: 'Cardio' }).where('name', '=', 'Cardiology').execute();
    await seed(ctx.db, { demoData: false, hashPassword });
    const after = await ctx.db.selectFrom('specialties').select(['name', 'name_fr']).where('name', 'in', ['Oncology', 'Cardiology']).orderBy('name').execute();
    expect(after).toEqual([
      { name: 'Cardiology', name_fr: 'Cardio' },
      { name: 'Oncology', name_fr: null },
    ]);
    await ctx.db.updateTable('specialties').set({ name_fr: 'Oncologie' }).where('name', '=', 'Oncology').execute();
    await ctx.db.updateTable('specialties').set({ name_fr: 'Cardiologie' }).where('name', '=', 'Cardiology').execute();
  });

  it('with demo data seeds accounts and hospitals once; a restart adds nothing', async () => {
    const first = await seed(ctx.db, { demoData: true, hashPassword });
    expect(first.demoAccountsCreated).toBe(true);
    expect(first.clinics).toBeGreaterThanOrEqual(40);
    const clinics = await count('clinics');
    const users = await count('users');
    expect(await seed(ctx.db, { demoData: true, hashPassword })).toEqual({ demoAccountsCreated: false, clinics: 0 });
    expect(await count('clinics')).toBe(clinics);
    expect(await count('users')).toBe(users);

    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const row = await ctx.db.selectFrom('users').selectAll().where('username', '=', account.username).executeTakeFirstOrThrow();
      expect(row.role).toBe(account.role);
      expect(await verifyPassword(row.password_hash, account.password)).toBe(true);
    }
    const clinicUser = await ctx.db.selectFrom('users').select('id').where('username', '=', DEMO_ACCOUNTS.clinic.username).executeTakeFirstOrThrow();
    const owned = await ctx.db.selectFrom('clinics').select('name').where('user_id', '=', clinicUser.id).execute();
    expect(owned.map((c) => c.name)).toEqual(['Rideau Veterinary Specialty Centre']);

    // The listings written in French say so; the others are in English.
    const languages = await ctx.db.selectFrom('clinics').select(['name', 'province', 'language']).execute();
    const french = languages.filter((c) => c.language === 'fr');
    expect(french.map((c) => c.name).sort()).toEqual(HOSPITALS.filter((h) => h.fr).map((h) => h.name).sort());
    expect(french.length).toBeGreaterThanOrEqual(4);
    for (const c of french) expect(c.province, c.name).toBe('Quebec');
    expect(languages.filter((c) => c.language !== 'fr').every((c) => c.language === 'en')).toBe(true);
  });

  it('gives the demo vet referrals to the demo clinic in several statuses, each with its timeline', async () => {
    const rows = await ctx.db
      .selectFrom('referrals')
      .innerJoin('users', 'users.id', 'referrals.vet_id')
      .innerJoin('clinics', 'clinics.id', 'referrals.clinic_id')
      .innerJoin('users as owner', 'owner.id', 'clinics.user_id')
      .select(['referrals.id', 'referrals.status', 'users.username as vet', 'owner.username as clinic'])
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['draft', 'submitted', 'info_requested', 'booked', 'completed', 'declined']));
    expect(new Set(rows.map((r) => `${r.vet} → ${r.clinic}`))).toEqual(new Set([`${DEMO_ACCOUNTS.vet.username} → ${DEMO_ACCOUNTS.clinic.username}`]));
    for (const r of rows) {
      const events = await ctx.db.selectFrom('referral_events').select('to_status').where('referral_id', '=', r.id).orderBy('id').execute();
      expect(events.at(-1)?.to_status, `referral ${r.id}`).toBe(r.status);
    }
  });

  it('the demo accounts can sign in', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNTS.clinic.username, password: DEMO_ACCOUNTS.clinic.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('clinic');
  });

  it('creates the configured admin only when that username does not exist', async () => {
    expect(await ensureAdmin(ctx.db, 'Ops@VetReferral.example.ca', 'Admin-Pass-42')).toBe('created');
    expect(await ensureAdmin(ctx.db, 'ops@vetreferral.example.ca', 'other-pass-43')).toBe('exists');
    expect(await ensureAdmin(ctx.db, DEMO_ACCOUNTS.vet.username, 'other-pass-43')).toBe('taken');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ops@vetreferral.example.ca', password: 'Admin-Pass-42' } });
    expect(res.json().role).toBe('admin');
  });
});
