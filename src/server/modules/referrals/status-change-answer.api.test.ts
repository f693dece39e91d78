import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { appointmentIn, completeReferral, transitionBody } from '../../test/referrals';

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
      const body = to === 'booked' ? { ...transitionBody(to), appointment_at: appointmentIn(steps.length) } : transitionBody(to);
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

describe('how the timeline and the access log name a user', () => {
  it('by their professional name, else the name they registered with, never their e-mail', async () => {
    const named = await registerUser(ctx.app, { role: 'vet' });
    const desk = await registerUser(ctx.app, { role: 'clinic' });
    const deskClinic = (await inject('PATCH', '/api/clinics/profile', { as: desk.cookie, body: { name: 'Naming Hospital', address: '4 Name Rd', province: 'Ontario', contact_email: 'desk@naming.example.ca' } })).json().id;
    await verifyListing(db, deskClinic);
    expect((await inject('PATCH', '/api/user/profile', { as: named.cookie, body: { display_name: 'Sam Display' } })).statusCode).toBe(200);
    expect((await inject('PATCH', '/api/vets/profile', { as: named.cookie, body: { name: 'Dr Sam Professional' } })).statusCode).toBe(200);

    const id = (await inject('POST', '/api/referrals', { as: named.cookie, body: completeReferral(deskClinic) })).json().id;
    expect((await inject('POST', `/api/referrals/${id}/status`, { as: named.cookie, body: transitionBody('submitted') })).statusCode).toBe(200);
    await inject('GET', `/api/referrals/${id}`, { as: desk.cookie }); // received, by the name given at registration
    expect((await inject('PATCH', '/api/user/profile', { as: desk.cookie, body: { display_name: 'Front Desk' } })).statusCode).toBe(200);
    const accepted = await inject('POST', `/api/referrals/${id}/status`, { as: desk.cookie, body: transitionBody('accepted') });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const signed = accepted.json().timeline.map((e: { to: string; actor: { name: string } }) => [e.to, e.actor.name]);
    expect(signed).toEqual([
      ['draft', 'Dr Sam Professional'],
      ['submitted', 'Dr Sam Professional'],
      ['received', 'Test Coordinator'],
      ['accepted', 'Front Desk'],
    ]);
    await inject('GET', `/api/referrals/${id}`, { as: desk.cookie });
    const log = (await inject('GET', `/api/referrals/${id}/access-log`, { as: named.cookie })).json();
    expect(log.items.map((r: { name: string }) => r.name)).toEqual(['Front Desk', 'Test Coordinator']); // newest first
  });
});

describe('status changes sent at the same moment', () => {
  // On either database each must land, or fail, on its own.
  it('each lands with its own timeline entry and audit entry; two moves of one referral from the same status: one wins, the other gets 409 and leaves no trace', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = (await inject('POST', '/api/referrals', { as: vet, body: completeReferral(clinicId) })).json().id as number;
      expect((await inject('POST', `/api/referrals/${id}/status`, { as: vet, body: transitionBody('submitted') })).statusCode).toBe(200);
      expect((await inject('POST', `/api/referrals/${id}/status`, { as: clinic, body: transitionBody('received') })).statusCode).toBe(200);
      ids.push(id);
    }
    const [contested, ...others] = ids as [number, ...number[]];
    const answers = await Promise.all([
      ...others.map((id) => inject('POST', `/api/referrals/${id}/status`, { as: clinic, body: transitionBody('accepted') })),
      inject('POST', `/api/referrals/${contested}/status`, { as: clinic, body: transitionBody('accepted') }),
      inject('POST', `/api/referrals/${contested}/status`, { as: clinic, body: transitionBody('declined') }),
    ]);
    expect(answers.slice(0, others.length).map((a) => a.statusCode)).toEqual(others.map(() => 200));
    const contest = answers.slice(others.length);
    expect(contest.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // REFERRAL_CHANGED when both read 'received' before either wrote; TRANSITION_NOT_ALLOWED when the loser read the winner's status.
    expect(['REFERRAL_CHANGED', 'TRANSITION_NOT_ALLOWED']).toContain(contest.find((a) => a.statusCode === 409)!.json().code);
    const winner = contest.find((a) => a.statusCode === 200)!.json().status as string;

    for (const id of others) {
      const read = (await inject('GET', `/api/referrals/${id}`, { as: vet })).json();
      expect(read.status).toBe('accepted');
      expect(read.timeline.map((e: { to: string }) => e.to)).toEqual(['draft', 'submitted', 'received', 'accepted']);
    }
    const read = (await inject('GET', `/api/referrals/${contested}`, { as: vet })).json();
    expect(read.status).toBe(winner);
    expect(read.timeline.map((e: { to: string }) => e.to)).toEqual(['draft', 'submitted', 'received', winner]);
    // The loser's audit entry and notification went with it.
    const audited = await db.selectFrom('audit_log').select('detail').where('target', '=', `referral:${contested}`).where('action', '=', 'referral.status').execute();
    expect(audited).toHaveLength(3);
  });
});
