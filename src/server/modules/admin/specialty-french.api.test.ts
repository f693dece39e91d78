import { describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/contracts/fields';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { createClinic } from '../../test/factories';

/** Issue 17: a specialty's French name, kept by admins and shown wherever the specialty is named. */
const ctx = await createTestContext();
const admin = await createAdmin(ctx);
const vet = await registerUser(ctx.app, { role: 'vet' });

let seq = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${(seq++).toString(36)}`;

const create = (body: object) => ctx.inject('POST', '/api/admin/specialties', { as: admin.cookie, body });
const patch = (id: number, body: object) => ctx.inject('PATCH', `/api/admin/specialties/${id}`, { as: admin.cookie, body });
const catalogue = async (url: string, as: string) => {
  const res = await ctx.inject('GET', url, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; name: string; name_fr: string | null }[];
};

describe('name_fr in the specialty catalogue', () => {
  it('an admin creates, changes and clears it; every catalogue read returns it', async () => {
    const created = await create({ name: unique('Theriogenology'), name_fr: '  Thériogénologie  ' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json().name_fr).toBe('Thériogénologie');

    for (const [url, as] of [
      ['/api/specialties', vet.cookie],
      ['/api/specialties/active', vet.cookie],
      ['/api/admin/specialties', admin.cookie],
    ] as const) {
      expect((await catalogue(url, as)).find((s) => s.id === id)?.name_fr, url).toBe('Thériogénologie');
    }

    const renamed = await patch(id, { name_fr: 'Reproduction animale' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name_fr).toBe('Reproduction animale');

    // A PATCH without it leaves it; blank or null clears it.
    expect((await patch(id, { display_order: 77 })).json()).toMatchObject({ display_order: 77, name_fr: 'Reproduction animale' });
    expect((await patch(id, { name_fr: '   ' })).json().name_fr).toBeNull();
    await patch(id, { name_fr: 'Reproduction animale' });
    expect((await patch(id, { name_fr: null })).json().name_fr).toBeNull();
    expect((await catalogue('/api/specialties', vet.cookie)).find((s) => s.id === id)?.name_fr).toBeNull();
  });

  it('is optional at creation and refused when longer than a name may be', async () => {
    const plain = await create({ name: unique('Toxicology') });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().name_fr).toBeNull();

    const long = await create({ name: unique('Long'), name_fr: 'é'.repeat(LIMITS.short + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`body.name_fr: At most ${LIMITS.short} characters`);
    expect((await patch(plain.json().id, { name_fr: 'x'.repeat(LIMITS.short + 1) })).statusCode).toBe(400);
    expect((await patch(plain.json().id, { name_fr: 12 })).statusCode).toBe(400);
  });

  it('two specialties may share a French name; the English name stays unique', async () => {
    const a = await create({ name: unique('Avian Medicine'), name_fr: 'Médecine aviaire' });
    const b = await create({ name: unique('Bird Medicine'), name_fr: 'Médecine aviaire' });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    // An English name equal to another entry's French name is no clash either.
    expect((await create({ name: 'Cardiologie' })).statusCode).toBe(201);
    expect((await create({ name: 'cardiology', name_fr: 'Autre' })).statusCode).toBe(409);
  });

  it('the hospital profile and the listing screens name each specialty in French too', async () => {
    const owner = await registerUser(ctx.app, { role: 'clinic' });
    const clinicId = await createClinic(ctx.db, {
      name: 'Hôpital Vétérinaire Bilingue',
      userId: owner.user.id,
      specialties: [{ name: 'Cardiology' }, { name: 'Dermatology' }],
      waits: [{ specialty: 'Dermatology', procedure: 'Allergy testing', wait_time: '<1 week' }],
    });

    const detail = await ctx.inject('GET', `/api/hospitals/${clinicId}`, { as: vet.cookie });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body.specialties.map((s: { name: string; name_fr: string | null }) => [s.name, s.name_fr])).toEqual([
      ['Cardiology', 'Cardiologie'],
      ['Dermatology', 'Dermatologie'],
    ]);
    expect(body.services.map((s: { specialty: { name_fr: string | null } }) => s.specialty.name_fr)).toEqual(['Cardiologie', 'Dermatologie']);
    const dermatology = body.services.find((s: { specialty: { name: string } }) => s.specialty.name === 'Dermatology');
    expect(dermatology.procedures.map((p: { specialty: string; specialty_fr: string | null }) => [p.specialty, p.specialty_fr])).toEqual([['Dermatology', 'Dermatologie']]);

    const own = await ctx.inject('GET', '/api/clinic-specialties', { as: owner.cookie });
    expect(own.json().map((s: { specialty: { name_fr: string | null } }) => s.specialty.name_fr)).toEqual(['Cardiologie', 'Dermatologie']);
    const asAdmin = await ctx.inject('GET', `/api/admin/clinics/${clinicId}/specialties`, { as: admin.cookie });
    expect(asAdmin.json().map((s: { specialty: { name_fr: string | null } }) => s.specialty.name_fr)).toEqual(['Cardiologie', 'Dermatologie']);
    const waits = await ctx.inject('GET', '/api/procedure-waits', { as: owner.cookie });
    expect(waits.json().map((w: { specialty_fr: string | null }) => w.specialty_fr)).toEqual(['Dermatologie']);
  });
});
