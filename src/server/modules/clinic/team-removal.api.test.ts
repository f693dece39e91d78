import { describe, expect, it } from 'vitest';
import { createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { completeReferral } from '../../test/referrals';

/**
 * Issue 56, point 8: a member removed from a hospital's team keeps nothing of what they were told
 * about its referrals (patient names, reasons, notes): not in the bell, not in their privacy export.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;

async function hospital(name: string) {
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  const res = await inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: { name, address: '1 Team Rd', province: 'Ontario', contact_email: 'desk@removal.example.ca' } });
  expect(res.statusCode, res.body).toBe(200);
  const clinicId = res.json().id as number;
  await verifyListing(db, clinicId);
  return { ...owner, clinicId };
}

async function submitted(vetCookie: string, clinicId: number, patient: string): Promise<number> {
  const draft = await inject('POST', '/api/referrals', { as: vetCookie, body: completeReferral(clinicId, { patient: { name: patient, species: 'cat' } }) });
  expect(draft.statusCode, draft.body).toBe(201);
  const id = draft.json().id as number;
  expect((await inject('POST', `/api/referrals/${id}/status`, { as: vetCookie, body: { status: 'submitted' } })).statusCode).toBe(200);
  return id;
}

const bell = async (as: string) => (await inject('GET', '/api/notifications', { as })).json() as { items: { referral_id: number; data: { patient?: string } }[]; unread: number };
const exported = async (as: string) => {
  const res = await inject('GET', '/api/me/export', { as });
  expect(res.statusCode).toBe(200);
  return { text: res.body, file: JSON.parse(res.body) as { notifications: { referral_id: number }[] } };
};

describe('removing a member from a hospital team', () => {
  it('takes the notifications of its referrals from their bell and their export, and leaves everyone else’s', async () => {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const first = await hospital('Removal Hospital');
    const other = await hospital('Next Hospital');
    const member = await registerUser(ctx.app, { role: 'clinic' });
    await db.insertInto('clinic_members').values({ user_id: member.user.id, clinic_id: first.clinicId, invited_by: first.user.id, created_at: new Date().toISOString() }).execute();

    const referral = await submitted(vet.cookie, first.clinicId, 'Moustache Secrète');
    expect((await bell(member.cookie)).items).toEqual([expect.objectContaining({ referral_id: referral, data: expect.objectContaining({ patient: 'Moustache Secrète' }) })]);
    expect((await exported(member.cookie)).text).toContain('Moustache Secrète');
    // A notification of another hospital's referral (from a team the user was on before) is not this team's.
    const elsewhere = await submitted(vet.cookie, other.clinicId, 'Autre Patient');
    await db.insertInto('notifications').values({ user_id: member.user.id, referral_id: elsewhere, event: 'submitted', data: '{"patient":"Autre Patient"}', created_at: new Date().toISOString(), read_at: null }).execute();

    // The owner hands it to them just before (its own notification goes with the rest).
    expect((await inject('POST', `/api/referrals/${referral}/assign`, { as: first.cookie, body: { user_id: member.user.id } })).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/clinic/team/${member.user.id}`, { as: first.cookie })).statusCode).toBe(204);

    const after = await bell(member.cookie);
    expect(after.items.map((n) => n.referral_id)).toEqual([elsewhere]);
    expect(after.unread).toBe(1);
    const { text, file } = await exported(member.cookie);
    expect(file.notifications.map((n) => n.referral_id)).toEqual([elsewhere]);
    expect(text).not.toContain('Moustache Secrète');
    // What was assigned to them goes back to the queue's unassigned (issue 59).
    expect((await inject('GET', `/api/referrals/${referral}`, { as: first.cookie })).json().assignee).toBeNull();
    // The owner, still on the team, keeps theirs; the vet keeps theirs.
    expect((await bell(first.cookie)).items.map((n) => n.referral_id)).toContain(referral);
    expect((await bell(other.cookie)).items.map((n) => n.referral_id)).toContain(elsewhere);
  });

  it('keeps the notifications when the removal is refused', async () => {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const first = await hospital('Kept Hospital');
    const stranger = await hospital('Stranger Hospital');
    const member = await registerUser(ctx.app, { role: 'clinic' });
    await db.insertInto('clinic_members').values({ user_id: member.user.id, clinic_id: first.clinicId, invited_by: first.user.id, created_at: new Date().toISOString() }).execute();
    const referral = await submitted(vet.cookie, first.clinicId, 'Gardé');
    // Another hospital's owner cannot remove them, and the refusal changes nothing.
    expect((await inject('DELETE', `/api/clinic/team/${member.user.id}`, { as: stranger.cookie })).json().code).toBe('MEMBER_NOT_FOUND');
    expect((await bell(member.cookie)).items.map((n) => n.referral_id)).toEqual([referral]);
  });
});
