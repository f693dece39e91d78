import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { createClinic } from '../../test/factories';

const ctx = await createTestContext();
const { app, db, inject } = ctx;
let vet: string;
let otherVet: string;
let first: number;
let second: number;

beforeAll(async () => {
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  otherVet = (await registerUser(app, { role: 'vet' })).cookie;
  first = await createClinic(db, { name: 'Maritime Veterinary Referral', province: 'Nova Scotia', city: 'Halifax' });
  second = await createClinic(db, { name: 'Centre Vétérinaire Saint-Éloi', province: 'Quebec', city: 'Québec' });
});

describe('bookmarks', () => {
  it('saves, checks, lists (newest first) and removes', async () => {
    expect((await inject('GET', `/api/bookmarks/check/${first}`, { as: vet })).json()).toEqual({ isBookmarked: false });
    expect((await inject('POST', '/api/bookmarks', { as: vet, body: { clinic_id: first } })).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    expect((await inject('POST', '/api/bookmarks', { as: vet, body: { clinic_id: second } })).statusCode).toBe(201);
    expect((await inject('GET', `/api/bookmarks/check/${first}`, { as: vet })).json()).toEqual({ isBookmarked: true });
    expect((await inject('GET', '/api/bookmarks', { as: vet })).json()).toEqual([
      { id: second, name: 'Centre Vétérinaire Saint-Éloi', city: 'Québec', province: 'Quebec', logo_url: null },
      { id: first, name: 'Maritime Veterinary Referral', city: 'Halifax', province: 'Nova Scotia', logo_url: null },
    ]);
    expect((await inject('DELETE', `/api/bookmarks/${first}`, { as: vet })).statusCode).toBe(204);
    expect((await inject('GET', `/api/bookmarks/check/${first}`, { as: vet })).json()).toEqual({ isBookmarked: false });
    expect(((await inject('GET', '/api/bookmarks', { as: vet })).json() as { id: number }[]).map((b) => b.id)).toEqual([second]);
  });

  it('keeps one bookmark when saved twice', async () => {
    await inject('POST', '/api/bookmarks', { as: otherVet, body: { clinic_id: first } });
    expect((await inject('POST', '/api/bookmarks', { as: otherVet, body: { clinic_id: first } })).statusCode).toBe(201);
    expect((await inject('GET', '/api/bookmarks', { as: otherVet })).json()).toHaveLength(1);
  });

  it("keeps each vet's favourites to themselves", async () => {
    const fresh = (await registerUser(app, { role: 'vet' })).cookie;
    expect((await inject('GET', '/api/bookmarks', { as: fresh })).json()).toEqual([]);
    expect((await inject('GET', `/api/bookmarks/check/${first}`, { as: fresh })).json()).toEqual({ isBookmarked: false });
  });

  it('answers 404 for an unknown hospital and 400 for bad input, changing nothing', async () => {
    const before = (await inject('GET', '/api/bookmarks', { as: vet })).json();
    expect((await inject('POST', '/api/bookmarks', { as: vet, body: { clinic_id: 987654 } })).statusCode).toBe(404);
    expect((await inject('GET', '/api/bookmarks/check/987654', { as: vet })).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/bookmarks/987654', { as: vet })).statusCode).toBe(404);
    for (const payload of [{}, { clinic_id: 'abc' }, { clinic_id: -3 }, { clinic_id: 1.5 }, { clinic_id: null }]) {
      expect((await inject('POST', '/api/bookmarks', { as: vet, body: payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await inject('DELETE', '/api/bookmarks/abc', { as: vet })).statusCode).toBe(400);
    expect((await inject('GET', '/api/bookmarks', { as: vet })).json()).toEqual(before);
  });

  it('is for vets only: 401 for visitors, 403 for clinics and admins', async () => {
    const clinic = (await registerUser(app, { role: 'clinic' })).cookie;
    const admin = (await createAdmin(ctx)).cookie;
    const before = await db.selectFrom('bookmarks').selectAll().orderBy('user_id').orderBy('clinic_id').execute();
    for (const [method, url, payload] of [
      ['GET', '/api/bookmarks'],
      ['GET', `/api/bookmarks/check/${first}`],
      ['POST', '/api/bookmarks', { clinic_id: first }],
      ['DELETE', `/api/bookmarks/${first}`],
    ] as const) {
      expect((await inject(method, url, { body: payload })).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await inject(method, url, { as: clinic, body: payload })).statusCode, `${method} ${url} clinic`).toBe(403);
      expect((await inject(method, url, { as: admin, body: payload })).statusCode, `${method} ${url} admin`).toBe(403);
    }
    // Refused writes changed nothing.
    expect(await db.selectFrom('bookmarks').selectAll().orderBy('user_id').orderBy('clinic_id').execute()).toEqual(before);
  });

  it('disappear with their hospital', async () => {
    const doomed = await createClinic(db, { name: 'Short-lived Clinic' });
    await inject('POST', '/api/bookmarks', { as: vet, body: { clinic_id: doomed } });
    await db.deleteFrom('clinics').where('id', '=', doomed).execute();
    expect(((await inject('GET', '/api/bookmarks', { as: vet })).json() as { id: number }[]).map((b) => b.id)).not.toContain(doomed);
  });
});
