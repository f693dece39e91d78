import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, registerUser, sessionCookie, uniqueEmail } from '../../test/context';
import { createMailTestContext, linkIn } from '../../test/smtp-peer';

/**
 * Clinic teams (issue 18): the owner invites by e-mail, the invitee joins through the mailed link,
 * members act for the clinic on its listing, only the owner manages the team.
 */
const { ctx, peer } = await createMailTestContext();
const { inject, clock } = ctx;

async function ownerWithListing(name = 'Team Hospital') {
  const o = await registerUser(ctx.app, { role: 'clinic' });
  const res = await inject('PATCH', '/api/clinics/profile', { as: o.cookie, body: { name, address: '1 Team St', province: 'Ontario', contact_email: 'team@test.example.ca' } });
  expect(res.statusCode).toBe(200);
  return { ...o, clinicId: res.json().id as number };
}

/** Invites an address and answers the token its mail carries. */
async function invite(ownerCookie: string, email: string): Promise<string> {
  const res = await inject('POST', '/api/clinic/team/invitations', { as: ownerCookie, body: { email } });
  expect(res.statusCode, res.body).toBe(201);
  const before = peer.received.length;
  await ctx.app.mailWorker!.runOnce();
  const mails = await peer.waitFor(before + 1);
  const mail = mails[mails.length - 1]!;
  expect(mail.to).toMatchObject({ text: email.toLowerCase() });
  return linkIn(mail, '/invite').searchParams.get('token')!;
}

const accept = (token: string, body: object, as?: string) => inject('POST', `/api/invitations/${token}/accept`, { as, body });

describe('clinic teams', () => {
  it('an invitee creates an account from the mailed link, joins, and acts for the clinic like the owner', async () => {
    const owner = await ownerWithListing();
    const email = uniqueEmail('Colleague').toUpperCase();
    const token = await invite(owner.cookie, email);
    expect(peer.received[0]!.subject).toBe('Join Team Hospital on VetReferral');
    // It says what a member does: the referrals included, and what stays the owner's.
    expect(peer.received[0]!.text).toContain("read the hospital's referrals, accept or decline them, book appointments, complete them with a report");
    expect(peer.received[0]!.text).toContain('Only the owner invites or removes members.');

    const info = await inject('GET', `/api/invitations/${token}`);
    expect(info.json()).toEqual({ clinic_name: 'Team Hospital', kind: 'clinic', email: email.toLowerCase(), account_exists: false });
    expect((await accept(token, {})).json().code).toBe('INVITATION_PASSWORD_REQUIRED');
    expect((await accept(token, { password: 'Member-Pass-2026' })).json().code).toBe('INVITATION_NAME_REQUIRED');
    expect((await accept(token, { name: 'Sam Member', password: 'password123' })).json().code).toBe('PASSWORD_TOO_COMMON');
    const joined = await accept(token, { name: 'Sam Member', password: 'Member-Pass-2026' });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ username: email.toLowerCase(), display_name: 'Sam Member', role: 'clinic', clinic_role: 'member' });
    const member = sessionCookie(joined)!;
    expect((await inject('GET', '/api/user', { as: member })).json().clinic_role).toBe('member');

    // The member edits the listing and its rows as the owner does.
    expect((await inject('GET', '/api/clinics/profile', { as: member })).json().id).toBe(owner.clinicId);
    expect((await inject('PATCH', '/api/clinics/profile', { as: member, body: { name: 'Team Hospital', address: '1 Team St', province: 'Ontario', contact_email: 'team@test.example.ca', phone: '613-555-0142' } })).statusCode).toBe(200);
    const quote = await inject('POST', '/api/pricings', { as: member, body: { procedure_name: 'Member TPLO', price_range: '$4,500' } });
    expect(quote.statusCode).toBe(201);
    expect((await inject('GET', '/api/pricings', { as: owner.cookie })).json().map((p: { procedure_name: string }) => p.procedure_name)).toContain('Member TPLO');
    // …but not the team.
    expect((await inject('GET', '/api/clinic/team', { as: member })).json().code).toBe('TEAM_OWNER_ONLY');
    expect((await inject('POST', '/api/clinic/team/invitations', { as: member, body: { email: uniqueEmail('x') } })).statusCode).toBe(403);

    const team = (await inject('GET', '/api/clinic/team', { as: owner.cookie })).json();
    expect(team.members.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      [owner.user.username, 'owner'],
      [email.toLowerCase(), 'member'],
    ]);
    expect(team.invitations).toEqual([]);

    // The link worked once.
    expect((await inject('GET', `/api/invitations/${token}`)).json().code).toBe('INVITATION_INVALID');
    expect((await accept(token, { password: 'Member-Pass-2026' })).json().code).toBe('INVITATION_INVALID');

    // Removed, the member no longer reaches the listing.
    const memberId = joined.json().id as number;
    expect((await inject('DELETE', `/api/clinic/team/${owner.user.id}`, { as: owner.cookie })).json().code).toBe('OWNER_NOT_REMOVABLE');
    expect((await inject('DELETE', `/api/clinic/team/${memberId}`, { as: owner.cookie })).statusCode).toBe(204);
    expect((await inject('GET', '/api/clinics/profile', { as: member })).json()).toBeNull();
    expect((await inject('POST', '/api/pricings', { as: member, body: { procedure_name: 'After removal', price_range: '$1' } })).json().code).toBe('LISTING_REQUIRED');
    expect((await inject('DELETE', `/api/clinic/team/${memberId}`, { as: owner.cookie })).json().code).toBe('MEMBER_NOT_FOUND');
  });

  it('an existing clinic account joins signed in as the invited address, and only then', async () => {
    const owner = await ownerWithListing('Joiners Hospital');
    const existing = await registerUser(ctx.app, { role: 'clinic' });
    const stranger = await registerUser(ctx.app, { role: 'clinic' });
    const token = await invite(owner.cookie, existing.user.username);
    expect((await inject('GET', `/api/invitations/${token}`)).json().account_exists).toBe(true);
    expect((await accept(token, { password: 'Whatever-Pass-1' })).json().code).toBe('INVITATION_SIGN_IN_REQUIRED');
    expect((await accept(token, {}, stranger.cookie)).json().code).toBe('INVITATION_OTHER_ACCOUNT');
    const res = await accept(token, {}, existing.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: existing.user.id, clinic_role: 'member' });
    expect((await inject('GET', '/api/clinics/profile', { as: existing.cookie })).json().name).toBe('Joiners Hospital');
    // Its password is unchanged.
    expect((await inject('POST', '/api/login', { body: { username: existing.user.username, password: TEST_PASSWORD } })).statusCode).toBe(200);
  });

  it('refuses vets, accounts already on a team, and owners of another listing', async () => {
    const owner = await ownerWithListing('Strict Hospital');
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const token = await invite(owner.cookie, vet.user.username);
    expect((await accept(token, {}, vet.cookie)).json().code).toBe('INVITATION_NOT_CLINIC_ACCOUNT');
    const otherOwner = await ownerWithListing('Elsewhere Hospital');
    const token2 = await invite(owner.cookie, otherOwner.user.username);
    expect((await accept(token2, {}, otherOwner.cookie)).json().code).toBe('ALREADY_IN_A_CLINIC');
    expect((await inject('POST', '/api/clinic/team/invitations', { as: owner.cookie, body: { email: owner.user.username } })).json().code).toBe('ALREADY_MEMBER');
  });

  it('a new invitation replaces the pending one; revoked and expired invitations no longer work', async () => {
    const owner = await ownerWithListing('Pending Hospital');
    const email = uniqueEmail('pending');
    const first = await invite(owner.cookie, email);
    const second = await invite(owner.cookie, email);
    expect((await inject('GET', `/api/invitations/${first}`)).json().code).toBe('INVITATION_INVALID');
    const pending = (await inject('GET', '/api/clinic/team', { as: owner.cookie })).json().invitations;
    expect(pending.map((i: { email: string }) => i.email)).toEqual([email]);
    expect((await inject('DELETE', `/api/clinic/team/invitations/${pending[0].id}`, { as: owner.cookie })).statusCode).toBe(204);
    expect((await inject('GET', `/api/invitations/${second}`)).json().code).toBe('INVITATION_INVALID');

    const third = await invite(owner.cookie, email);
    clock.advance(7 * 24 * 60 * 60 * 1000 + 60_000);
    expect((await accept(third, { password: 'Too-Late-Pass-3' })).json().code).toBe('INVITATION_INVALID');
    expect((await inject('GET', '/api/clinic/team', { as: owner.cookie })).json().invitations).toEqual([]);
  });

  it('answers 400 for malformed tokens and 409 for an owner without a listing', async () => {
    for (const token of ['short', 'bad token with spaces', 'x'.repeat(199) + '!']) {
      expect((await inject('GET', `/api/invitations/${encodeURIComponent(token)}`)).statusCode, token).toBe(400);
    }
    // Longer than any path parameter may be: refused before routing.
    expect((await inject('GET', `/api/invitations/${'x'.repeat(201)}`)).statusCode).toBe(414);
    const bare = await registerUser(ctx.app, { role: 'clinic' });
    expect((await inject('GET', '/api/clinic/team', { as: bare.cookie })).json().code).toBe('LISTING_REQUIRED');
    expect((await inject('GET', '/api/user', { as: bare.cookie })).json().clinic_role).toBeNull();
  });
});
