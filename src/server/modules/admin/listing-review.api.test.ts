import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@shared/contracts/admin';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { createClinic, specialtyId } from '../../test/factories';

/**
 * Issue 21: a listing a clinic makes for itself stays out of every vet-facing read until an admin
 * verifies it; a rejection hides it again and mails the clinic the admin's note.
 */
const ctx = await createTestContext();
const { db, inject } = ctx;

let admin: string;
let vet: string;
let cardiology: number;

beforeAll(async () => {
  admin = (await createAdmin(ctx)).cookie;
  vet = (await registerUser(ctx.app, { role: 'vet' })).cookie;
  cardiology = await specialtyId(db, 'Cardiology');
});

const profileOf = (name: string) => ({
  name,
  address: '200 Bank Street',
  city: 'Ottawa',
  province: 'Ontario',
  contact_email: 'desk@self.example.ca',
  phone: '613-555-0199',
  website_url: null,
  description: null,
  referral_instructions: null,
});

/** A clinic account that registers and lists itself with a specialty and a quote, as the dashboard does. */
async function selfListed(name: string, language: 'en-CA' | 'fr-CA' = 'en-CA') {
  const clinic = await registerUser(ctx.app, { role: 'clinic' });
  if (language === 'fr-CA') expect((await inject('PATCH', '/api/user/profile', { as: clinic.cookie, body: { language } })).statusCode).toBe(200);
  const saved = await inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: profileOf(name) });
  expect(saved.statusCode, saved.body).toBe(200);
  await inject('POST', '/api/clinic-specialties', { as: clinic.cookie, body: { specialty_id: cardiology } });
  await inject('POST', '/api/pricings', { as: clinic.cookie, body: { procedure_name: `${name} echo`, price_range: '$900' } });
  return { ...clinic, id: Number(saved.json().id) as number };
}

/** Whether a vet finds the hospital by specialty, by name and by procedure: all three, or none. */
async function vetFinds(id: number, name: string) {
  const found = await Promise.all(
    [`/api/specialties/${cardiology}/search`, `/api/hospitals/search?name=${encodeURIComponent(name)}`, `/api/hospitals/search?procedure=${encodeURIComponent(name)}`].map(
      async (url) => {
        const res = await inject('GET', url, { as: vet });
        expect(res.statusCode, url).toBe(200);
        return (res.json() as { id: number }[]).some((r) => r.id === id);
      },
    ),
  );
  expect(new Set(found).size, `specialty, name, procedure: ${found.join(', ')}`).toBe(1);
  return found[0]!;
}

const status = async (id: number) => (await db.selectFrom('clinics').select(['verified_at', 'rejected_at', 'review_note']).where('id', '=', id).executeTakeFirstOrThrow());
const audits = (action: string, id: number) => db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', action).where('target', '=', `clinic:${id}`).execute();

describe('a self-registered listing', () => {
  it('is pending: out of search, profile, bookmarks, messages and referrals for vets until an admin verifies it', async () => {
    const clinic = await selfListed('Pending Ridge Cardiology');
    expect((await status(clinic.id)).verified_at).toBeNull();
    expect(await vetFinds(clinic.id, 'Pending Ridge')).toBe(false);

    // Vets cannot open it or act on it; its own team and admins can open it.
    for (const url of [`/api/hospitals/${clinic.id}`, `/api/hospitals/${clinic.id}/internal`, `/api/bookmarks/check/${clinic.id}`]) {
      expect((await inject('GET', url, { as: vet })).statusCode, url).toBe(404);
    }
    expect((await inject('POST', '/api/bookmarks', { as: vet, body: { clinic_id: clinic.id } })).statusCode).toBe(404);
    expect((await inject('POST', `/api/hospitals/${clinic.id}/messages`, { as: vet, body: { message: 'Hello there, do you take cases?' } })).statusCode).toBe(404);
    expect((await inject('POST', '/api/referrals', { as: vet, body: { clinic_id: clinic.id } })).statusCode).toBe(404);
    const own = await inject('GET', `/api/hospitals/${clinic.id}`, { as: clinic.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.json().clinic).toMatchObject({ verified_at: null, rejected_at: null });
    expect((await inject('GET', `/api/hospitals/${clinic.id}`, { as: admin })).statusCode).toBe(200);

    const pending = await inject('GET', '/api/admin/clinics?status=pending', { as: admin });
    expect(pending.statusCode).toBe(200);
    expect((pending.json() as { id: number }[]).map((c) => c.id)).toContain(clinic.id);

    const verified = await inject('POST', `/api/admin/clinics/${clinic.id}/verify`, { as: admin });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().verified_at).toEqual(expect.any(String));
    expect(await vetFinds(clinic.id, 'Pending Ridge')).toBe(true);
    const card = ((await inject('GET', `/api/specialties/${cardiology}/search`, { as: vet })).json() as { id: number; verified_at: string }[]).find((r) => r.id === clinic.id);
    expect(card?.verified_at).toBe(verified.json().verified_at);
    expect((await inject('GET', `/api/hospitals/${clinic.id}`, { as: vet })).json().clinic.verified_at).toBe(verified.json().verified_at);
    expect((await inject('POST', '/api/bookmarks', { as: vet, body: { clinic_id: clinic.id } })).statusCode).toBe(201);
    expect((await inject('GET', '/api/admin/clinics?status=pending', { as: admin })).json().map((c: { id: number }) => c.id)).not.toContain(clinic.id);
    expect((await inject('GET', '/api/admin/clinics?status=verified', { as: admin })).json().map((c: { id: number }) => c.id)).toContain(clinic.id);

    // Verifying twice keeps the first date and writes one audit entry.
    const again = await inject('POST', `/api/admin/clinics/${clinic.id}/verify`, { as: admin });
    expect(again.json().verified_at).toBe(verified.json().verified_at);
    expect(await audits('admin.clinic.verify', clinic.id)).toHaveLength(1);
  });

  it('rejected: hidden again (bookmarks too), the note mailed to the owner in their language, back to pending when the clinic saves it', async () => {
    const clinic = await selfListed('Rejected Brook Cardiology', 'fr-CA');
    await inject('POST', `/api/admin/clinics/${clinic.id}/verify`, { as: admin });
    expect((await inject('POST', '/api/bookmarks', { as: vet, body: { clinic_id: clinic.id } })).statusCode).toBe(201);

    const note = 'We could not confirm the licence number.';
    const rejected = await inject('POST', `/api/admin/clinics/${clinic.id}/reject`, { as: admin, body: { note } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ verified_at: null, rejected_at: expect.any(String), review_note: note });
    expect(await vetFinds(clinic.id, 'Rejected Brook')).toBe(false);
    expect((await inject('GET', '/api/bookmarks', { as: vet })).json().map((b: { id: number }) => b.id)).not.toContain(clinic.id);
    expect((await inject('GET', `/api/hospitals/${clinic.id}`, { as: vet })).statusCode).toBe(404);
    expect((await audits('admin.clinic.reject', clinic.id)).map((a) => JSON.parse(a.detail!))).toEqual([{ note }]);

    const mail = await db.selectFrom('outbox').selectAll().where('kind', '=', 'listing_rejected').where('to_address', '=', clinic.user.username).executeTakeFirstOrThrow();
    expect(mail.language).toBe('fr-CA');
    expect(mail.subject).toContain('Rejected Brook Cardiology');
    expect(mail.text).toContain(note);
    expect(mail.text).toContain('/dashboard/clinic');

    // The clinic reads the note on its own listing, corrects it and saves: pending again, still hidden.
    expect((await inject('GET', '/api/clinics/profile', { as: clinic.cookie })).json()).toMatchObject({ rejected_at: expect.any(String), review_note: note });
    expect((await inject('GET', '/api/admin/clinics?status=rejected', { as: admin })).json().map((c: { id: number }) => c.id)).toContain(clinic.id);
    await inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profileOf('Rejected Brook Cardiology'), phone: '613-555-0142' } });
    expect(await status(clinic.id)).toMatchObject({ verified_at: null, rejected_at: null });
    expect((await inject('GET', '/api/admin/clinics?status=pending', { as: admin })).json().map((c: { id: number }) => c.id)).toContain(clinic.id);
    expect(await vetFinds(clinic.id, 'Rejected Brook')).toBe(false);

    // Verified after all: found again, and the bookmark is back in the vet's list.
    await inject('POST', `/api/admin/clinics/${clinic.id}/verify`, { as: admin });
    expect(await vetFinds(clinic.id, 'Rejected Brook')).toBe(true);
    expect((await inject('GET', '/api/bookmarks', { as: vet })).json().map((b: { id: number }) => b.id)).toContain(clinic.id);
  });

  it('a listing without an owner is mailed at its contact address, in its language', async () => {
    const id = await createClinic(db, { name: 'Clinique Sans Compte' });
    await db.updateTable('clinics').set({ language: 'fr', contact_email: 'accueil@sans-compte.example.ca' }).where('id', '=', id).execute();
    expect((await inject('POST', `/api/admin/clinics/${id}/reject`, { as: admin, body: { note: 'Adresse introuvable.' } })).statusCode).toBe(200);
    const mail = await db.selectFrom('outbox').selectAll().where('kind', '=', 'listing_rejected').where('to_address', '=', 'accueil@sans-compte.example.ca').executeTakeFirstOrThrow();
    expect(mail.language).toBe('fr-CA');
  });
});

describe('admin listings and refused reviews', () => {
  it('a listing an admin creates is verified at once', async () => {
    const res = await inject('POST', '/api/admin/clinics', { as: admin, body: { name: 'Admin Made Hospital' } });
    expect(res.json().verified_at).toEqual(expect.any(String));
    expect((await inject('GET', '/api/hospitals/search?name=Admin%20Made', { as: vet })).json().map((r: { id: number }) => r.id)).toContain(res.json().id);
  });

  it('a rejection needs a note; unknown hospitals are 404; a bad status is 400; nothing changes', async () => {
    const id = await createClinic(db, { name: 'Untouched Hospital' });
    const before = await status(id);
    for (const body of [{}, { note: '   ' }]) {
      const res = await inject('POST', `/api/admin/clinics/${id}/reject`, { as: admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(ADMIN_MSG.reviewNote);
    }
    expect((await inject('POST', '/api/admin/clinics/987654/reject', { as: admin, body: { note: 'x' } })).statusCode).toBe(404);
    expect((await inject('POST', '/api/admin/clinics/987654/verify', { as: admin })).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/clinics?status=waiting', { as: admin })).statusCode).toBe(400);
    expect(await status(id)).toEqual(before);
    expect(await db.selectFrom('outbox').select('id').where('to_address', '=', 'desk@test-clinic.example.ca').execute()).toEqual([]);
  });
});
