import { describe, expect, it } from 'vitest';
import { CLINIC_LANGUAGE_MSG } from '@shared/contracts/hospitals';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';

/** Issue 17: the language a clinic writes its listing in, set by the clinic or an admin, shown with the hospital. */
const ctx = await createTestContext();
const admin = await createAdmin(ctx);
const vet = await registerUser(ctx.app, { role: 'vet' });

const profile = { name: 'Clinique Vétérinaire Langue', address: '12, rue Principale', province: 'Quebec', contact_email: 'accueil@test.example.ca' };

/** The language as every reader of the hospital sees it. */
async function languageEverywhere(clinicId: number, owner?: string) {
  const detail = await ctx.inject('GET', `/api/hospitals/${clinicId}`, { as: vet.cookie });
  const internal = await ctx.inject('GET', `/api/hospitals/${clinicId}/internal`, { as: vet.cookie });
  const asAdmin = await ctx.inject('GET', `/api/admin/clinics/${clinicId}`, { as: admin.cookie });
  const listed = (await ctx.inject('GET', '/api/admin/clinics', { as: admin.cookie })).json().find((c: { id: number }) => c.id === clinicId);
  const own = owner ? (await ctx.inject('GET', '/api/clinics/profile', { as: owner })).json().language : undefined;
  return { detail: detail.json().clinic.language, internal: internal.json().clinic.language, admin: asAdmin.json().language, list: listed.language, own };
}

describe('clinics.language', () => {
  it('the clinic sets it on its listing; a save without it keeps it; null clears it', async () => {
    const clinic = await registerUser(ctx.app, { role: 'clinic' });
    const first = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: profile });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().language).toBeNull();
    const id = first.json().id as number;
    await verifyListing(ctx.db, id); // vets see verified listings only (issue 21)

    const french = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, language: 'fr' } });
    expect(french.statusCode, french.body).toBe(200);
    expect(french.json().language).toBe('fr');
    expect(await languageEverywhere(id, clinic.cookie)).toEqual({ detail: 'fr', internal: 'fr', admin: 'fr', list: 'fr', own: 'fr' });

    const kept = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, city: 'Québec' } });
    expect(kept.json()).toMatchObject({ city: 'Québec', language: 'fr' });

    const cleared = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, language: null } });
    expect(cleared.json().language).toBeNull();
  });

  it('a first save may give it', async () => {
    const clinic = await registerUser(ctx.app, { role: 'clinic' });
    const res = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, name: 'Clinic English', language: 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().language).toBe('en');
  });

  it.each(['fr-CA', 'FR', 'de', '', 0])('refuses %j from a clinic and from an admin', async (language) => {
    const clinic = await registerUser(ctx.app, { role: 'clinic' });
    const own = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, language } });
    expect(own.statusCode, own.body).toBe(400);
    expect(own.json().message).toBe(`body.language: ${CLINIC_LANGUAGE_MSG}`);
    expect((await ctx.inject('POST', '/api/admin/clinics', { as: admin.cookie, body: { name: 'Refused Hospital', language } })).statusCode).toBe(400);
  });

  it('an admin sets it when creating a hospital and when editing one; other edits keep it', async () => {
    const created = await ctx.inject('POST', '/api/admin/clinics', { as: admin.cookie, body: { name: 'Hôpital Admin', province: 'Quebec', language: 'fr' } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().language).toBe('fr');

    const plain = await ctx.inject('POST', '/api/admin/clinics', { as: admin.cookie, body: { name: 'Admin Plain Hospital' } });
    expect(plain.json().language).toBeNull();

    const english = await ctx.inject('PATCH', `/api/admin/clinics/${id}`, { as: admin.cookie, body: { language: 'en' } });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json().language).toBe('en');
    expect((await ctx.inject('PATCH', `/api/admin/clinics/${id}`, { as: admin.cookie, body: { city: 'Lévis' } })).json()).toMatchObject({ city: 'Lévis', language: 'en' });
    expect(await languageEverywhere(id)).toMatchObject({ detail: 'en', internal: 'en', admin: 'en', list: 'en' });

    const cleared = await ctx.inject('PATCH', `/api/admin/clinics/${id}`, { as: admin.cookie, body: { language: null } });
    expect(cleared.json().language).toBeNull();
  });

  it('a vet cannot set it', async () => {
    const res = await ctx.inject('PATCH', '/api/clinics/profile', { as: vet.cookie, body: { ...profile, language: 'fr' } });
    expect(res.statusCode).toBe(403);
  });
});
