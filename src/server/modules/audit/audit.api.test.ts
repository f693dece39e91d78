import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createAdmin, createTestContext, uniqueEmail, withSession } from '../../test/context';
import { createClinic } from '../../test/factories';

/**
 * The audit entry of a write is written in the write's own transaction: a committed write always has
 * its entry, a refused or failed write has none, and a write whose entry cannot be stored is undone.
 */
const ctx = await createTestContext();
const { app, db } = ctx;
let admin: string;
let clinicId: number;

beforeAll(async () => {
  admin = (await createAdmin(ctx)).cookie;
  clinicId = await createClinic(db, { name: 'Audited Hospital', city: 'Ottawa', pricings: [{ procedure_name: 'TPLO', price_range: '$4,000' }] });
});

const call = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, ...withSession(admin), ...(payload ? { payload } : {}) });
const auditRows = (action: string) => db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const city = async () => (await db.selectFrom('clinics').select('city').where('id', '=', clinicId).executeTakeFirstOrThrow()).city;

/** Makes every audit insert fail (the table is renamed away) while `run` runs; other tables work. */
async function withAuditDown(run: () => Promise<void>) {
  await sql`alter table audit_log rename to audit_log_down`.execute(db);
  try {
    await run();
  } finally {
    await sql`alter table audit_log_down rename to audit_log`.execute(db);
  }
}

describe('audit entries and their writes', () => {
  it('a committed admin write has exactly one entry naming it', async () => {
    const before = (await auditRows('admin.clinic.update')).length;
    const res = await call('PATCH', `/api/admin/clinics/${clinicId}`, { city: 'Gatineau' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await auditRows('admin.clinic.update');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ target: `clinic:${clinicId}`, detail: JSON.stringify({ fields: ['city'] }) });
  });

  it('a refused write leaves no entry', async () => {
    const before = await db.selectFrom('audit_log').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect((await call('PATCH', `/api/admin/clinics/${clinicId}/pricings/999999`, { price_range: '$1' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/clinics/999999')).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/clinics/${clinicId}`, { user_id: 999999 })).statusCode).toBe(400);
    const after = await db.selectFrom('audit_log').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a write whose entry cannot be stored is undone', async () => {
    const cityBefore = await city();
    const pricingsBefore = await db.selectFrom('pricings').selectAll().where('clinic_id', '=', clinicId).execute();
    await withAuditDown(async () => {
      expect((await call('PATCH', `/api/admin/clinics/${clinicId}`, { city: 'Montréal' })).statusCode).toBe(500);
      expect((await call('POST', `/api/admin/clinics/${clinicId}/pricings`, { procedure_name: 'MRI', price_range: '$2,000' })).statusCode).toBe(500);
      expect((await call('DELETE', `/api/admin/clinics/${clinicId}`)).statusCode).toBe(500);
    });
    expect(await city()).toBe(cityBefore);
    expect(await db.selectFrom('pricings').selectAll().where('clinic_id', '=', clinicId).execute()).toEqual(pricingsBefore);
  });

  it('a registration whose entry cannot be stored creates no account', async () => {
    const username = uniqueEmail('unaudited');
    await withAuditDown(async () => {
      const res = await app.inject({ method: 'POST', url: '/api/register', payload: { username, password: TEST_PASSWORD, role: 'vet', name: 'Dr. Test Vet' } });
      expect(res.statusCode).toBe(500);
    });
    expect(await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()).toBeUndefined();
  });
});
