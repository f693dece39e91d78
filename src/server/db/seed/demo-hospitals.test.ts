import { describe, expect, it } from 'vitest';
import { CLINIC_WAIT_TIMES, PROVINCES } from '../../../shared/constants';
import { type Db, openDb } from '../index';
import { migrateToLatest } from '../migrate';
import { matchKey } from '../search-key';
import { SPECIALTY_CATALOGUE, seedCatalogue } from './catalogue';
import { seedDemoHospitals } from './demo-hospitals';

const NOW = new Date('2025-06-01T12:00:00.000Z');

async function seeded(): Promise<{ db: Db; close(): Promise<void>; userId: number; ownedClinicId: number; clinicCount: number }> {
  const handle = openDb('sqlite::memory:');
  await migrateToLatest(handle.db);
  const user = await handle.db
    .insertInto('users')
    .values({ username: 'owner@example.ca', password_hash: 'x', role: 'clinic', created_at: NOW.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Twice, as on two restarts: the second run must add nothing.
  await seedCatalogue(handle.db);
  await seedCatalogue(handle.db);
  const result = await seedDemoHospitals(handle.db, { ownerUserId: user.id, now: NOW });
  return { db: handle.db, close: handle.close, userId: user.id, ...result };
}

function countBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
  return counts;
}

describe('demo data seed', () => {
  it('fills the catalogue once and seeds hospitals across Canada', async () => {
    const { db, close, userId, ownedClinicId, clinicCount } = await seeded();
    try {
      const specialties = await db.selectFrom('specialties').selectAll().execute();
      expect(specialties).toHaveLength(15);
      expect(SPECIALTY_CATALOGUE).toHaveLength(15);

      const clinics = await db.selectFrom('clinics').selectAll().execute();
      expect(clinics.length).toBeGreaterThanOrEqual(40);
      expect(clinicCount).toBe(clinics.length);

      const provinces = new Set(clinics.map((c) => c.province));
      for (const p of PROVINCES) expect(provinces, p).toContain(p);

      expect(clinics.filter((c) => /[^ -~]/.test(c.name)).length).toBeGreaterThanOrEqual(4);
      for (const c of clinics) expect(c.search_key, c.name).toBe(`${matchKey(c.name)}\n${matchKey(c.city!)}`);
      // Every demo hospital can be found near a place (issue 21).
      expect(clinics.filter((c) => c.lat === null || c.lon === null).map((c) => c.city)).toEqual([]);

      const owned = clinics.filter((c) => c.user_id !== null);
      expect(owned).toHaveLength(1);
      expect(owned[0]?.user_id).toBe(userId);
      expect(owned[0]?.id).toBe(ownedClinicId);
      expect(owned[0]?.name).toBe('Rideau Veterinary Specialty Centre');

      const services = await db.selectFrom('clinic_specialties').selectAll().execute();
      const quotes = await db.selectFrom('pricings').selectAll().execute();
      const staff = await db.selectFrom('staff_members').selectAll().execute();
      const waits = await db.selectFrom('procedure_waits').selectAll().execute();
      const servicesPer = countBy(services, (r) => r.clinic_id);
      const pricingsPer = countBy(quotes, (r) => r.clinic_id);
      const staffPer = countBy(staff, (r) => r.clinic_id);
      for (const c of clinics) {
        expect(servicesPer.get(c.id) ?? 0, c.name).toBeGreaterThanOrEqual(2);
        expect(servicesPer.get(c.id) ?? 0, c.name).toBeLessThanOrEqual(8);
        expect(pricingsPer.get(c.id) ?? 0, c.name).toBeGreaterThanOrEqual(3);
        expect(pricingsPer.get(c.id) ?? 0, c.name).toBeLessThanOrEqual(10);
        expect(staffPer.get(c.id) ?? 0, c.name).toBeGreaterThanOrEqual(1);
      }

      const allowed: readonly string[] = CLINIC_WAIT_TIMES;
      for (const s of services) expect(allowed).toContain(s.wait_time);
      for (const w of waits) expect(allowed).toContain(w.wait_time);
    } finally {
      await close();
    }
  });

  it('produces the same data on every run', async () => {
    const a = await seeded();
    const b = await seeded();
    try {
      const dump = (db: Db) =>
        Promise.all([
          db.selectFrom('clinics').selectAll().orderBy('id').execute(),
          db.selectFrom('clinic_specialties').selectAll().orderBy('clinic_id').orderBy('specialty_id').execute(),
          db.selectFrom('pricings').selectAll().orderBy('id').execute(),
          db.selectFrom('procedure_waits').selectAll().orderBy('id').execute(),
          db.selectFrom('staff_members').selectAll().orderBy('id').execute(),
        ]);
      expect(await dump(a.db)).toEqual(await dump(b.db));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
