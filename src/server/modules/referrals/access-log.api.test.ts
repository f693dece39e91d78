import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferralAccessLog } from '@shared/contracts/referrals';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { completeReferral, transitionBody } from '../../test/referrals';
import * as repo from './repository';

/**
 * The access log of clinical records (issue 23, docs/decisions/106): every read of a referral's
 * details, files, letter or report writes one row, and the referring vet sees who at the receiving
 * hospital opened it, never another hospital's reads.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;

type Caller = 'vet' | 'owner' | 'member' | 'otherClinic' | 'otherMember' | 'admin';
const c = {} as Record<Caller, string>;
const users = {} as Record<Caller, { id: number; username: string }>;
let clinicId: number;
let otherClinicId: number;

beforeAll(async () => {
  for (const who of ['vet', 'owner', 'member', 'otherClinic', 'otherMember'] as const) {
    const r = await registerUser(ctx.app, { role: who === 'vet' ? 'vet' : 'clinic' });
    c[who] = r.cookie;
    users[who] = r.user;
  }
  const admin = await createAdmin(ctx);
  c.admin = admin.cookie;
  users.admin = admin.user;
  const profile = { name: 'Laurier Hospital', address: '1 Referral Rd', city: 'Ottawa', province: 'Ontario', contact_email: 'desk@laurier.example.ca' };
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: c.owner, body: profile })).json().id;
  otherClinicId = (await inject('PATCH', '/api/clinics/profile', { as: c.otherClinic, body: { ...profile, name: 'Other Hospital' } })).json().id;
  await verifyListing(db, clinicId, otherClinicId); // vets refer to verified listings (issue 21)
  const now = new Date().toISOString();
  await db
    .insertInto('clinic_members')
    .values([
      { user_id: users.member.id, clinic_id: clinicId, invited_by: users.owner.id, created_at: now },
      { user_id: users.otherMember.id, clinic_id: otherClinicId, invited_by: users.otherClinic.id, created_at: now },
    ])
    .execute();
  // A name for the member, so the log shows it rather than the sign-in address.
  await db.updateTable('users').set({ display_name: 'Dr Amélie Roy' }).where('id', '=', users.member.id).execute();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
function upload(id: number, as: string) {
  const boundary = 'accessboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x-ray.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: `/api/referrals/${id}/attachments`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `vr_session=${as}` } });
}

async function submitted(clinic = clinicId): Promise<number> {
  const r = await inject('POST', '/api/referrals', { as: c.vet, body: completeReferral(clinic) });
  expect(r.statusCode, r.body).toBe(201);
  const id = r.json().id as number;
  expect((await inject('POST', `/api/referrals/${id}/status`, { as: c.vet, body: transitionBody('submitted') })).statusCode).toBe(200);
  return id;
}

const rows = (id: number) =>
  db.selectFrom('referral_access_log').select(['user_id', 'user_name', 'user_email', 'party', 'clinic_id', 'what', 'attachment_id']).where('referral_id', '=', id).orderBy('id').execute();
const accessLog = (id: number, as: string) => inject('GET', `/api/referrals/${id}/access-log`, { as });

describe('the access log of a referral', () => {
  it('writes one row per read of the details, a file, the letter and the report, by anyone who may read them', async () => {
    const id = await submitted();
    const file = await upload(id, c.vet);
    expect(file.statusCode, file.body).toBe(201);
    const attachmentId = file.json().id as number;
    const before = (await rows(id)).length;

    expect((await inject('GET', `/api/referrals/${id}`, { as: c.owner })).statusCode).toBe(200);
    expect((await inject('GET', `/api/referrals/${id}/attachments/${attachmentId}`, { as: c.member })).statusCode).toBe(200);
    expect((await inject('GET', `/api/referrals/${id}/letter.pdf`, { as: c.member })).statusCode).toBe(200);
    expect((await inject('GET', `/api/referrals/${id}`, { as: c.vet })).statusCode).toBe(200);
    for (const to of ['accepted', 'booked', 'completed']) expect((await inject('POST', `/api/referrals/${id}/status`, { as: c.owner, body: transitionBody(to) })).statusCode).toBe(200);
    expect((await inject('GET', `/api/referrals/${id}/report.pdf`, { as: c.vet })).statusCode).toBe(200);

    const logged = (await rows(id)).slice(before);
    expect(logged).toEqual([
      { user_id: users.owner.id, user_name: 'Test Coordinator', user_email: users.owner.username, party: 'clinic', clinic_id: clinicId, what: 'detail', attachment_id: null },
      { user_id: users.member.id, user_name: 'Dr Amélie Roy', user_email: users.member.username, party: 'clinic', clinic_id: clinicId, what: 'attachment', attachment_id: attachmentId },
      { user_id: users.member.id, user_name: 'Dr Amélie Roy', user_email: users.member.username, party: 'clinic', clinic_id: clinicId, what: 'letter', attachment_id: null },
      { user_id: users.vet.id, user_name: 'Dr. Test Vet', user_email: users.vet.username, party: 'vet', clinic_id: null, what: 'detail', attachment_id: null },
      { user_id: users.vet.id, user_name: 'Dr. Test Vet', user_email: users.vet.username, party: 'vet', clinic_id: null, what: 'report', attachment_id: null },
    ]);
    // Reads moved to this log: the audit log no longer doubles them (docs/decisions/106).
    expect(await db.selectFrom('audit_log').select('id').where('action', 'like', 'referral.%read').where('target', '=', `referral:${id}`).execute()).toEqual([]);
  });

  it('writes one row per read of the conversation, and shows the hospital’s to the vet', async () => {
    const id = await submitted();
    expect((await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: 'Owner prefers mornings.' } })).statusCode).toBe(201);
    const before = (await rows(id)).length;
    expect((await inject('GET', `/api/referrals/${id}/messages`, { as: c.member })).statusCode).toBe(200);
    expect((await inject('GET', `/api/referrals/${id}/messages`, { as: c.vet })).statusCode).toBe(200);
    for (const who of ['otherClinic', 'otherMember', 'admin'] as const) expect((await inject('GET', `/api/referrals/${id}/messages`, { as: c[who] })).statusCode, who).toBe(404);

    expect((await rows(id)).slice(before)).toEqual([
      { user_id: users.member.id, user_name: 'Dr Amélie Roy', user_email: users.member.username, party: 'clinic', clinic_id: clinicId, what: 'messages', attachment_id: null },
      { user_id: users.vet.id, user_name: 'Dr. Test Vet', user_email: users.vet.username, party: 'vet', clinic_id: null, what: 'messages', attachment_id: null },
    ]);
    const log = (await accessLog(id, c.vet)).json() as ReferralAccessLog;
    expect(log.items[0]).toMatchObject({ name: 'Dr Amélie Roy', email: users.member.username, what: 'messages' });
  });

  it('writes nothing for a refused read', async () => {
    const id = await submitted();
    const before = (await rows(id)).length;
    for (const who of ['otherClinic', 'otherMember', 'admin'] as const) {
      expect((await inject('GET', `/api/referrals/${id}`, { as: c[who] })).statusCode).toBe(404);
      expect((await inject('GET', `/api/referrals/${id}/letter.pdf`, { as: c[who] })).statusCode).toBe(404);
    }
    expect((await inject('GET', `/api/referrals/${id}/report.pdf`, { as: c.owner })).statusCode).toBe(409);
    expect(await rows(id)).toHaveLength(before);
  });

  it('shows the parties who at the hospital opened it, newest first, without the vet’s own reads', async () => {
    const id = await submitted();
    await inject('GET', `/api/referrals/${id}`, { as: c.vet });
    ctx.clock.advance(60_000);
    await inject('GET', `/api/referrals/${id}`, { as: c.owner });
    ctx.clock.advance(60_000);
    await inject('GET', `/api/referrals/${id}/letter.pdf`, { as: c.member });

    const res = await accessLog(id, c.vet);
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json() as ReferralAccessLog;
    expect(log.total).toBe(2);
    expect(log.items.map(({ name, email, what }) => ({ name, email, what }))).toEqual([
      { name: 'Dr Amélie Roy', email: users.member.username, what: 'letter' },
      { name: 'Test Coordinator', email: users.owner.username, what: 'detail' },
    ]);
    expect(log.items[0]!.at > log.items[1]!.at).toBe(true);
    // The hospital's people see the same list; nobody else learns the referral exists.
    expect((await accessLog(id, c.member)).json()).toEqual(log);
    for (const who of ['otherClinic', 'otherMember', 'admin'] as const) expect((await accessLog(id, c[who])).statusCode, who).toBe(404);
    expect((await inject('GET', `/api/referrals/${id}/access-log`)).statusCode).toBe(401);
  });

  it('never shows another hospital’s reads: a redirected referral starts a log of its own', async () => {
    const id = await submitted();
    await inject('GET', `/api/referrals/${id}`, { as: c.owner });
    expect((await inject('POST', `/api/referrals/${id}/status`, { as: c.owner, body: transitionBody('declined') })).statusCode).toBe(200);
    const copy = await inject('POST', `/api/referrals/${id}/redirect`, { as: c.vet, body: { clinic_id: otherClinicId } });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().id as number;
    await inject('PATCH', `/api/referrals/${copyId}`, { as: c.vet, body: { owner: { consent: true } } });
    expect((await inject('POST', `/api/referrals/${copyId}/status`, { as: c.vet, body: transitionBody('submitted') })).statusCode).toBe(200);
    await inject('GET', `/api/referrals/${copyId}`, { as: c.otherMember });

    const first = (await accessLog(id, c.vet)).json() as ReferralAccessLog;
    const second = (await accessLog(copyId, c.vet)).json() as ReferralAccessLog;
    expect(first.items.map((i) => i.email)).toEqual([users.owner.username]);
    expect(second.items.map((i) => i.email)).toEqual([users.otherMember.username]);
    expect((await accessLog(id, c.otherMember)).statusCode).toBe(404);
    expect((await accessLog(copyId, c.owner)).statusCode).toBe(404);
  });

  it('returns the newest 50 reads and counts them all', async () => {
    const id = await submitted();
    await inject('GET', `/api/referrals/${id}`, { as: c.member });
    // 52 more reads, written as the route writes them (53 requests outlast a busy test machine's timeout).
    const [row] = await db.selectFrom('referral_access_log').selectAll().where('referral_id', '=', id).where('party', '=', 'clinic').execute();
    const { id: _id, ...copy } = row!;
    await db.insertInto('referral_access_log').values(Array.from({ length: 51 }, () => copy)).execute();
    await inject('GET', `/api/referrals/${id}`, { as: c.owner });
    const log = (await accessLog(id, c.vet)).json() as ReferralAccessLog;
    expect(log.total).toBe(53);
    expect(log.items).toHaveLength(50);
    const newest = await db.selectFrom('referral_access_log').select('id').where('referral_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.items[0]!.id).toBe(Number(newest.id));
  });

  it('keeps the name and e-mail of a reader whose account is deleted', async () => {
    const reader = await registerUser(ctx.app, { role: 'clinic' });
    await db.insertInto('clinic_members').values({ user_id: reader.user.id, clinic_id: clinicId, invited_by: users.owner.id, created_at: new Date().toISOString() }).execute();
    const id = await submitted();
    await inject('GET', `/api/referrals/${id}`, { as: reader.cookie });
    await db.deleteFrom('clinic_members').where('user_id', '=', reader.user.id).execute();
    await db.deleteFrom('sessions').where('user_id', '=', reader.user.id).execute();
    await db.deleteFrom('audit_log').where('actor_user_id', '=', reader.user.id).execute();
    await db.deleteFrom('users').where('id', '=', reader.user.id).execute();
    expect((await rows(id)).find((r) => r.user_email === reader.user.username)).toMatchObject({ user_id: null, user_name: 'Test Coordinator' });
    expect(((await accessLog(id, c.vet)).json() as ReferralAccessLog).items.map((i) => i.email)).toEqual([reader.user.username]);
  });
});

/**
 * Reads that arrive together: each is answered only once its own row is stored, and a row that
 * cannot be stored fails its own read and no other.
 */
describe('reads that arrive together', () => {
  it('are each answered only after their row is stored, and each is logged once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submitted());
    const seenAtAnswer = await Promise.all(
      ids.map((id) =>
        inject('GET', `/api/referrals/${id}`, { as: c.vet }).then(async (res) => {
          expect(res.statusCode).toBe(200);
          return (await rows(id)).filter((r) => r.what === 'detail' && r.user_id === users.vet.id).length;
        }),
      ),
    );
    expect(seenAtAnswer).toEqual(ids.map(() => 1));
  });

  it('fail alone when one row cannot be stored', async () => {
    const [a, b] = [await submitted(), await submitted()];
    const vet = { party: 'vet' as const, userId: users.vet.id };
    const at = new Date().toISOString();
    const results = await Promise.allSettled([
      repo.logAccess(db, a, vet, 'letter', at),
      repo.logAccess(db, 2_000_000_000, vet, 'letter', at), // no such referral: the foreign key refuses it
      repo.logAccess(db, b, vet, 'letter', at),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    for (const id of [a, b]) expect((await rows(id)).filter((r) => r.what === 'letter')).toHaveLength(1);
  });
});
