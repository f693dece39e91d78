import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { completeReferral, transitionBody } from '../../test/referrals';

/**
 * A status change answers the referral as written, without reading the row again (issue 22,
 * docs/decisions/110): the answer must be what a read right after shows, at every step.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;
let vet: string;
let clinic: string;
let clinicId: number;

beforeAll(async () => {
  vet = (await registerUser(ctx.app, { role: 'vet' })).cookie;
  clinic = (await registerUser(ctx.app, { role: 'clinic' })).cookie;
  const profile = { name: 'Answer Hospital', address: '3 Step Rd', province: 'Ontario', contact_email: 'desk@answer.example.ca', phone: '613-555-0102' };
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: clinic, body: profile })).json().id;
  await verifyListing(db, clinicId);
});

describe('the answer to a status change', () => {
  it('is the referral as a read right after shows it, at every step of the journey', async () => {
    const id = (await inject('POST', '/api/referrals', { as: vet, body: completeReferral(clinicId) })).json().id;
    const steps: Array<[string, string]> = [
      [vet, 'submitted'],
      [clinic, 'received'],
      [clinic, 'info_requested'],
      [vet, 'received'],
      [clinic, 'accepted'],
      [clinic, 'booked'],
      [clinic, 'booked'],
      [clinic, 'completed'],
    ];
    for (const [as, to] of steps) {
      const body = to === 'booked' ? { ...transitionBody(to), appointment_at: `2026-12-0${steps.length}T10:00` } : transitionBody(to);
      const changed = await inject('POST', `/api/referrals/${id}/status`, { as, body });
      expect(changed.statusCode, changed.body).toBe(200);
      const read = await inject('GET', `/api/referrals/${id}`, { as });
      expect(changed.json(), to).toEqual(read.json());
      expect(changed.json().status).toBe(to);
    }
    const done = (await inject('GET', `/api/referrals/${id}`, { as: vet })).json();
    expect(done).toMatchObject({ status: 'completed', report: expect.any(String), appointment_at: expect.any(String) });
    expect(done.submitted_at).not.toBeNull();
  });
});
