import { describe, expect, it } from 'vitest';
import { registerUser, sessionCookie, uniqueEmail } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { completeReferral, transitionBody } from '../../test/referrals';
import { createMailTestContext, linkIn } from '../../test/smtp-peer';

/**
 * Practices (issue 59): a general practice works as a team. A referral belongs to the practice it was
 * sent from: every member reads it, answers the hospital and hears of it; the timeline says who did
 * what. Drafts stay their author's. A vet who registers alone owns a one-person practice.
 */
const { ctx, peer } = await createMailTestContext();
const { inject } = ctx;

async function hospital() {
  const owner = await registerUser(ctx.app, { role: 'clinic', name: 'Ruth Coordinator' });
  const res = await inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: { name: 'Practice Test Hospital', address: '9 Desk St', province: 'Ontario', contact_email: 'desk@practice-test.example.ca' } });
  expect(res.statusCode).toBe(200);
  await verifyListing(ctx.db, res.json().id);
  return { ...owner, clinicId: res.json().id as number };
}

/** The owner invites an address; answers the token the mail carries and the mail. */
async function invite(ownerCookie: string, email: string) {
  const res = await inject('POST', '/api/practice/team/invitations', { as: ownerCookie, body: { email } });
  expect(res.statusCode, res.body).toBe(201);
  const before = peer.received.length;
  await ctx.app.mailWorker!.runOnce();
  const mail = (await peer.waitFor(before + 1)).find((m) => m.to && 'text' in m.to && m.to.text === email)!;
  return { token: linkIn(mail, '/invite').searchParams.get('token')!, mail };
}

/** A practice of two: its owner (with a practice name) and a colleague who joined from the mailed link. */
async function practiceOfTwo() {
  const owner = await registerUser(ctx.app, { role: 'vet', name: 'Dr. Olive Owner' });
  expect((await inject('PATCH', '/api/vets/profile', { as: owner.cookie, body: { clinic_name: 'Glebe Animal Clinic' } })).statusCode).toBe(200);
  const email = uniqueEmail('colleague');
  const { token, mail } = await invite(owner.cookie, email);
  const joined = await inject('POST', `/api/invitations/${token}/accept`, { body: { name: 'Dr. Cole Colleague', password: 'Colleague-Pass-59' } });
  expect(joined.statusCode, joined.body).toBe(200);
  return { owner, colleague: { cookie: sessionCookie(joined)!, id: joined.json().id as number, email }, mail };
}

const send = async (as: string, clinicId: number) => {
  const id = (await inject('POST', '/api/referrals', { as, body: completeReferral(clinicId) })).json().id as number;
  const sent = await inject('POST', `/api/referrals/${id}/status`, { as, body: transitionBody('submitted') });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
};

describe('practices', () => {
  it('a vet who registers alone owns a one-person practice', async () => {
    const vet = await registerUser(ctx.app, { role: 'vet', name: 'Dr. Solo' });
    const team = (await inject('GET', '/api/practice/team', { as: vet.cookie })).json();
    expect(team).toMatchObject({ role: 'owner', invitations: [] });
    expect(team.members).toEqual([{ user_id: vet.user.id, username: vet.user.username, display_name: 'Dr. Solo', role: 'owner', joined_at: expect.any(String) }]);
  });

  it('the owner invites a colleague by mail; the colleague joins with a name and sees the team', async () => {
    const { owner, colleague, mail } = await practiceOfTwo();
    expect(mail.subject).toBe('Join Glebe Animal Clinic on VetReferral');
    expect(mail.text).toContain('Dr. Olive Owner invited you to join the practice team of Glebe Animal Clinic');
    expect(mail.text).toContain('answer the hospital’s questions');

    const seen = (await inject('GET', '/api/practice/team', { as: colleague.cookie })).json();
    expect(seen).toMatchObject({ name: 'Glebe Animal Clinic', role: 'member', invitations: [] });
    expect(seen.members.map((m: { display_name: string; role: string }) => [m.display_name, m.role])).toEqual([
      ['Dr. Olive Owner', 'owner'],
      ['Dr. Cole Colleague', 'member'],
    ]);
    // Only the owner manages the team.
    expect((await inject('POST', '/api/practice/team/invitations', { as: colleague.cookie, body: { email: uniqueEmail('x') } })).json().code).toBe('PRACTICE_OWNER_ONLY');
    expect((await inject('DELETE', `/api/practice/team/${owner.user.id}`, { as: colleague.cookie })).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/practice/team/${owner.user.id}`, { as: owner.cookie })).json().code).toBe('OWNER_NOT_REMOVABLE');
    // Inviting a member again is refused.
    expect((await inject('POST', '/api/practice/team/invitations', { as: owner.cookie, body: { email: colleague.email } })).json().code).toBe('ALREADY_MEMBER');
  });

  it('a colleague reads the practice’s referral, answers the hospital’s question, and the timeline names each of them', async () => {
    const h = await hospital();
    const { owner, colleague } = await practiceOfTwo();
    const id = await send(owner.cookie, h.clinicId);

    // The colleague follows it: in their list, readable, and told when the hospital asks.
    const list = (await inject('GET', '/api/referrals', { as: colleague.cookie })).json();
    expect(list.items.map((r: { id: number }) => r.id)).toContain(id);
    expect((await inject('GET', `/api/referrals/${id}`, { as: h.cookie })).statusCode).toBe(200);
    const asked = await inject('POST', `/api/referrals/${id}/status`, { as: h.cookie, body: transitionBody('info_requested') });
    expect(asked.statusCode, asked.body).toBe(200);
    const told = (await inject('GET', '/api/notifications', { as: colleague.cookie })).json();
    expect(told.items.find((n: { referral_id: number }) => n.referral_id === id)).toMatchObject({ event: 'info_requested', data: { actor: 'Ruth Coordinator' } });

    // The owner is off: the colleague answers.
    const answer = await inject('POST', `/api/referrals/${id}/messages`, { as: colleague.cookie, body: { body: 'Bloodwork from today attached to the record: all within range.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    const read = (await inject('GET', `/api/referrals/${id}`, { as: colleague.cookie })).json();
    expect(read.status).toBe('received');
    expect(read.timeline.map((e: { to: string; actor: { name: string } }) => [e.to, e.actor.name])).toEqual([
      ['draft', 'Dr. Olive Owner'],
      ['submitted', 'Dr. Olive Owner'],
      ['received', 'Ruth Coordinator'],
      ['info_requested', 'Ruth Coordinator'],
      ['received', 'Dr. Cole Colleague'],
    ]);
    // The owner was told of the hospital's question too.
    const ownerTold = (await inject('GET', '/api/notifications', { as: owner.cookie })).json();
    expect(ownerTold.items.map((n: { referral_id: number; event: string }) => [n.referral_id, n.event])).toContainEqual([id, 'info_requested']);
  });

  it('keeps drafts to their author, other practices out, and a removed member out of what they did not send', async () => {
    const h = await hospital();
    const { owner, colleague } = await practiceOfTwo();
    const outsider = await registerUser(ctx.app, { role: 'vet', name: 'Dr. Elsewhere' });
    const sent = await send(owner.cookie, h.clinicId);
    const draft = (await inject('POST', '/api/referrals', { as: owner.cookie, body: completeReferral(h.clinicId) })).json().id as number;
    const own = await send(colleague.cookie, h.clinicId);

    expect((await inject('GET', `/api/referrals/${draft}`, { as: colleague.cookie })).statusCode).toBe(404);
    expect((await inject('GET', `/api/referrals/${sent}`, { as: outsider.cookie })).statusCode).toBe(404);
    expect((await inject('POST', `/api/referrals/${sent}/status`, { as: outsider.cookie, body: transitionBody('cancelled') })).statusCode).toBe(404);
    expect((await inject('GET', '/api/referrals', { as: outsider.cookie })).json().items.map((r: { id: number }) => r.id)).not.toContain(sent);

    expect((await inject('DELETE', `/api/practice/team/${colleague.id}`, { as: owner.cookie })).statusCode).toBe(204);
    expect((await inject('GET', `/api/referrals/${sent}`, { as: colleague.cookie })).statusCode).toBe(404);
    // What they sent themselves stays theirs, and the practice's.
    expect((await inject('GET', `/api/referrals/${own}`, { as: colleague.cookie })).statusCode).toBe(200);
    expect((await inject('GET', `/api/referrals/${own}`, { as: owner.cookie })).statusCode).toBe(200);
    expect((await inject('GET', '/api/practice/team', { as: colleague.cookie })).json()).toMatchObject({ role: 'owner', members: [{ user_id: colleague.id }] });
  });

  it('a vet who works alone brings their referrals into the practice that invites them', async () => {
    const h = await hospital();
    const owner = await registerUser(ctx.app, { role: 'vet', name: 'Dr. Host' });
    const solo = await registerUser(ctx.app, { role: 'vet', name: 'Dr. Joiner' });
    const before = await send(solo.cookie, h.clinicId);
    const { token } = await invite(owner.cookie, solo.user.username);
    // A practice with no name of its own goes by its owner's.
    expect((await inject('GET', `/api/invitations/${token}`)).json()).toMatchObject({ kind: 'practice', clinic_name: 'Dr. Host', account_exists: true });
    expect((await inject('POST', `/api/invitations/${token}/accept`, { body: {} })).json().code).toBe('INVITATION_SIGN_IN_REQUIRED');
    expect((await inject('POST', `/api/invitations/${token}/accept`, { as: solo.cookie, body: {} })).statusCode).toBe(200);
    expect((await inject('GET', `/api/referrals/${before}`, { as: owner.cookie })).statusCode).toBe(200);
    // A clinic account cannot join a practice.
    const desk = await registerUser(ctx.app, { role: 'clinic' });
    const second = await invite(owner.cookie, desk.user.username);
    expect((await inject('POST', `/api/invitations/${second.token}/accept`, { as: desk.cookie, body: {} })).json().code).toBe('INVITATION_NOT_VET_ACCOUNT');
  });

  it('passes to its longest-standing member when the owner deletes their account', async () => {
    const { owner, colleague } = await practiceOfTwo();
    expect((await inject('DELETE', '/api/me', { as: owner.cookie, body: { password: owner.password } })).statusCode).toBe(204);
    const team = (await inject('GET', '/api/practice/team', { as: colleague.cookie })).json();
    expect(team).toMatchObject({ role: 'owner', members: [{ user_id: colleague.id, role: 'owner' }] });
    expect((await inject('POST', '/api/practice/team/invitations', { as: colleague.cookie, body: { email: uniqueEmail('next') } })).statusCode).toBe(201);
  });
});

describe('the referrer', () => {
  it('a vet without a licence is asked for it before submitting; the referral keeps the details as sent', async () => {
    const h = await hospital();
    const vet = await registerUser(ctx.app, { role: 'vet', name: 'Dr. New Grad' });
    const body = completeReferral(h.clinicId, { vet: undefined });
    const draft = (await inject('POST', '/api/referrals', { as: vet.cookie, body })).json();
    expect(draft.referrer).toEqual({ name: 'Dr. New Grad', practice: null, phone: null, license_number: null, license_province: null });
    expect(draft.missing).toEqual(['vet.clinic', 'vet.phone', 'vet.license', 'vet.license_province']);

    const refused = await inject('POST', `/api/referrals/${draft.id}/status`, { as: vet.cookie, body: transitionBody('submitted') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REFERRER_INCOMPLETE', message: expect.stringContaining('practice, phone, license_number, license_province') });
    expect(refused.json().issues.map((i: { path: string }) => i.path)).toEqual(['referrer.practice', 'referrer.phone', 'referrer.license_number', 'referrer.license_province']);

    // The composer asks in place: the draft's block, and the submit keeps it in the profile.
    const patched = await inject('PATCH', `/api/referrals/${draft.id}`, { as: vet.cookie, body: { vet: { clinic: 'Bytown Vet', phone: '613-555-0111', license: 'CVO-7788', license_province: 'Ontario' } } });
    expect(patched.json().missing).toEqual([]);
    const sent = await inject('POST', `/api/referrals/${draft.id}/status`, { as: vet.cookie, body: transitionBody('submitted') });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await inject('GET', '/api/vets/profile', { as: vet.cookie })).json()).toMatchObject({ clinic_name: 'Bytown Vet', phone: '613-555-0111', license_number: 'CVO-7788', license_province: 'Ontario' });

    // Later profile changes do not rewrite what was sent; the next draft starts from the profile.
    await inject('PATCH', '/api/vets/profile', { as: vet.cookie, body: { phone: '613-555-0999', license_province: 'Quebec' } });
    const asSent = { name: 'Dr. New Grad', practice: 'Bytown Vet', phone: '613-555-0111', license_number: 'CVO-7788', license_province: 'Ontario' };
    expect((await inject('GET', `/api/referrals/${draft.id}`, { as: h.cookie })).json().referrer).toEqual(asSent);
    const next = (await inject('POST', '/api/referrals', { as: vet.cookie, body: { clinic_id: h.clinicId } })).json();
    expect(next.referrer).toEqual({ ...asSent, phone: '613-555-0999', license_province: 'Quebec' });
  });

  it('fills a draft’s blanks from the profile completed after the draft was started', async () => {
    const h = await hospital();
    const vet = await registerUser(ctx.app, { role: 'vet', name: 'Dr. Later' });
    const draft = (await inject('POST', '/api/referrals', { as: vet.cookie, body: completeReferral(h.clinicId, { vet: undefined }) })).json();
    await inject('PATCH', '/api/vets/profile', { as: vet.cookie, body: { clinic_name: 'Later Vet', phone: '613-555-0123', license_number: 'CVO-1', license_province: 'Ontario' } });
    const sent = await inject('POST', `/api/referrals/${draft.id}/status`, { as: vet.cookie, body: transitionBody('submitted') });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().referrer).toEqual({ name: 'Dr. Later', practice: 'Later Vet', phone: '613-555-0123', license_number: 'CVO-1', license_province: 'Ontario' });
  });
});
