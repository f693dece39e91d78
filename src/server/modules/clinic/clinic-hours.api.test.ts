import { describe, expect, it } from 'vitest';
import { HOURS_MSG } from '@shared/contracts/fields';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';

/**
 * Issue 21: a clinic states its own opening hours, emergency line and 24/7 service; every reader of
 * the hospital sees exactly that, and a clinic that has said nothing shows nothing invented.
 */
const ctx = await createTestContext();
const admin = await createAdmin(ctx);
const vet = await registerUser(ctx.app, { role: 'vet' });
const profile = { name: 'Clinique des Heures', address: '1 Clock Rd', province: 'Ontario', contact_email: 'desk@hours.example.ca' };
const WEEK = [
  { open: '07:30', close: '19:00' },
  { open: '07:30', close: '19:00' },
  { open: '07:30', close: '19:00' },
  { open: '07:30', close: '19:00' },
  { open: '07:30', close: '17:00' },
  null,
  null,
];

const everywhere = async (clinicId: number) => {
  const pick = (c: { hours: unknown; emergency_phone: unknown; emergency_24_7: unknown }) => ({ hours: c.hours, emergency_phone: c.emergency_phone, emergency_24_7: c.emergency_24_7 });
  return [
    pick((await ctx.inject('GET', `/api/hospitals/${clinicId}`, { as: vet.cookie })).json().clinic),
    pick((await ctx.inject('GET', `/api/hospitals/${clinicId}/internal`, { as: vet.cookie })).json().clinic),
    pick((await ctx.inject('GET', `/api/admin/clinics/${clinicId}`, { as: admin.cookie })).json()),
  ];
};

describe('clinic hours and emergency cover', () => {
  it('a new listing states nothing: no hours, no emergency line, no 24/7 service', async () => {
    const clinic = await registerUser(ctx.app, { role: 'clinic' });
    const id = (await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: profile })).json().id;
    await verifyListing(ctx.db, id);
    for (const seen of await everywhere(id)) expect(seen).toEqual({ hours: null, emergency_phone: null, emergency_24_7: false });
  });

  it('what the clinic states is what every reader sees; a save without the fields keeps them; null clears the hours', async () => {
    const clinic = await registerUser(ctx.app, { role: 'clinic' });
    const saved = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, hours: WEEK, emergency_phone: '613-555-0911', emergency_24_7: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().id as number;
    await verifyListing(ctx.db, id);
    for (const seen of await everywhere(id)) expect(seen).toEqual({ hours: WEEK, emergency_phone: '613-555-0911', emergency_24_7: true });
    await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, description: 'Now with a description' } });
    for (const seen of await everywhere(id)) expect(seen).toEqual({ hours: WEEK, emergency_phone: '613-555-0911', emergency_24_7: true });
    await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, hours: null, emergency_24_7: false } });
    for (const seen of await everywhere(id)) expect(seen).toEqual({ hours: null, emergency_phone: '613-555-0911', emergency_24_7: false });
    // An admin states them for a listing too.
    expect((await ctx.inject('PATCH', `/api/admin/clinics/${id}`, { as: admin.cookie, body: { hours: WEEK } })).statusCode).toBe(200);
    expect((await everywhere(id))[0]!.hours).toEqual(WEEK);
  });

  it('refuses hours that are not a week of valid times, and changes nothing', async () => {
    const clinic = await registerUser(ctx.app, { role: 'clinic' });
    const id = (await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, hours: WEEK } })).json().id;
    await verifyListing(ctx.db, id);
    const bad: [unknown, string][] = [
      [WEEK.slice(0, 6), HOURS_MSG.week],
      [[{ open: '18:00', close: '08:00' }, ...WEEK.slice(1)], HOURS_MSG.order],
      [[{ open: '8h', close: '18:00' }, ...WEEK.slice(1)], HOURS_MSG.time],
      [[{ open: '24:00', close: '25:00' }, ...WEEK.slice(1)], HOURS_MSG.time],
      ['Mon-Fri 8-6', ''],
    ];
    for (const [hours, message] of bad) {
      const res = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinic.cookie, body: { ...profile, hours } });
      expect(res.statusCode, JSON.stringify(hours)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect((await everywhere(id))[0]!.hours).toEqual(WEEK);
  });
});
