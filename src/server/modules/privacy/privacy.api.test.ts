import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsFor } from '@shared/contracts/notifications';
import type { Db } from '../../db';
import { TEST_PASSWORD, createAdmin, createTestContext, registerUser, sessionCookie } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { completeReferral, transitionBody } from '../../test/referrals';
import { deletedUserLabel } from './service';

/**
 * Issue 23: the user's own data. The export (every role, the consent record, the owner's listing) and
 * account deletion (every role): afterwards the user cannot sign in, no column that can name a user
 * still names them (columns found from the schema, so a new table that forgets fails here), and the
 * other party's copy of a referral keeps its clinical content.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;

let clinicId: number;
let owner: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  owner = await registerUser(ctx.app, { role: 'clinic' });
  const profile = { name: 'Privacy Hospital', address: '1 Privacy Rd', province: 'Ontario', contact_email: 'desk@privacy.example.ca', phone: '613-555-0100' };
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: profile })).json().id;
  await verifyListing(db, clinicId); // vets refer to verified listings (issue 21)
});

async function addMember() {
  const member = await registerUser(ctx.app, { role: 'clinic' });
  await db.insertInto('clinic_members').values({ user_id: member.user.id, clinic_id: clinicId, invited_by: owner.user.id, created_at: new Date().toISOString() }).execute();
  return member;
}

/** A vet with a profile, a bookmark, a message, a mail choice, a draft and a referral the clinic has answered and talked about. */
async function busyVet() {
  const vet = await registerUser(ctx.app, { role: 'vet' });
  expect((await inject('PATCH', '/api/vets/profile', { as: vet.cookie, body: { name: 'Dr. Leave Soon', license_number: 'ON-4242', clinic_name: 'Leaving Vet Clinic' } })).statusCode).toBe(200);
  expect((await inject('POST', '/api/bookmarks', { as: vet.cookie, body: { clinic_id: clinicId } })).statusCode).toBeLessThan(300);
  const asked = await inject('POST', `/api/hospitals/${clinicId}/messages`, { as: vet.cookie, body: { message: 'Do you see exotic patients on weekends?' } });
  expect(asked.statusCode).toBe(201);
  // The hospital answers in the message's thread (issue 59).
  expect((await inject('POST', `/api/messages/${asked.json().id}/replies`, { as: owner.cookie, body: { message: 'Saturdays until noon.' } })).statusCode).toBe(201);
  await db.insertInto('notification_prefs').values({ user_id: vet.user.id, event: eventsFor('vet')[0]!, email: 0 }).execute();
  const sent = (await inject('POST', '/api/referrals', { as: vet.cookie, body: completeReferral(clinicId) })).json();
  expect((await inject('POST', `/api/referrals/${sent.id}/status`, { as: vet.cookie, body: transitionBody('submitted') })).statusCode).toBe(200);
  expect((await inject('GET', `/api/referrals/${sent.id}`, { as: owner.cookie })).statusCode).toBe(200);
  expect((await inject('POST', `/api/referrals/${sent.id}/messages`, { as: vet.cookie, body: { body: 'Owner prefers mornings.' } })).statusCode).toBe(201);
  expect((await inject('POST', `/api/referrals/${sent.id}/messages`, { as: owner.cookie, body: { body: 'Noted, thank you.' } })).statusCode).toBe(201);
  const draft = (await inject('POST', '/api/referrals', { as: vet.cookie, body: { clinic_id: clinicId, patient: { name: 'Draft Dog' } } })).json();
  return { ...vet, referralId: sent.id as number, draftId: draft.id as number };
}

async function exportOf(cookie: string) {
  const res = await inject('GET', '/api/me/export', { as: cookie });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="vetreferral-data-\d{4}-\d{2}-\d{2}\.json"$/);
  return JSON.parse(res.body);
}

const login = (username: string, password = TEST_PASSWORD) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
const deleteMe = (cookie: string, password = TEST_PASSWORD) => inject('DELETE', '/api/me', { as: cookie, body: { password } });

/**
 * Every column that can hold a user id: the foreign keys to users.id as the database itself lists
 * them, plus integer columns named like a user reference (in case a table forgets its foreign key).
 */
async function userColumns(db: Db): Promise<{ table: string; column: string }[]> {
  const found = new Map<string, { table: string; column: string }>();
  const add = (table: string, column: string) => found.set(`${table}.${column}`, { table, column });
  const looksLikeUser = (name: string) => /(^|_)(user|actor|author|sender|vet|owner)_id$|_by$|^user_id$/.test(name);
  if (ctx.dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
    for (const { name } of tables.rows) {
      const fks = await sql<{ table: string; from: string }>`select "table", "from" from pragma_foreign_key_list(${name})`.execute(db);
      for (const fk of fks.rows) if (fk.table === 'users') add(name, fk.from);
      const cols = await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(db);
      for (const c of cols.rows) if (looksLikeUser(c.name) && /int/i.test(c.type)) add(name, c.name);
    }
  } else {
    const fks = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and ccu.column_name = 'id' and tc.table_schema = current_schema()`.execute(db);
    for (const fk of fks.rows) add(fk.table_name, fk.column_name);
    const cols = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(db);
    for (const c of cols.rows) if (looksLikeUser(c.column_name) && /int/i.test(c.data_type)) add(c.table_name, c.column_name);
  }
  add('users', 'id');
  return [...found.values()];
}

/** The columns (table.column) that still hold `userId`, and audit entries still naming the e-mail. */
async function traces(userId: number, username: string): Promise<string[]> {
  const hits: string[] = [];
  for (const { table, column } of await userColumns(db)) {
    const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db);
    if (Number(r.rows[0]!.n) > 0) hits.push(`${table}.${column}`);
  }
  const named = await db.selectFrom('audit_log').select('id').where('target', '=', username).execute();
  if (named.length > 0) hits.push('audit_log.target (e-mail)');
  const buckets = await db.selectFrom('rate_limits').select('bucket').where((eb) => eb.or([eb('bucket', 'like', `%:${userId}`), eb('bucket', 'like', `%:${username}`)])).execute();
  if (buckets.length > 0) hits.push(`rate_limits: ${buckets.map((b) => b.bucket).join(', ')}`);
  return hits;
}

describe('the schema scan', () => {
  it('finds every table that references users, from the foreign keys themselves', async () => {
    const columns = (await userColumns(db)).map((c) => `${c.table}.${c.column}`);
    // The scan must see the known references; more is fine (a new table is scanned without changing this test).
    expect(columns).toEqual(
      expect.arrayContaining([
        'sessions.user_id',
        'vet_profiles.user_id',
        'clinics.user_id',
        'bookmarks.user_id',
        'audit_log.actor_user_id',
        'clinic_members.user_id',
        'clinic_members.invited_by',
        'invitations.invited_by',
        'messages.sender_id',
        'referrals.vet_id',
        'referrals.consent_by',
        'referral_events.actor_id',
        'referral_attachments.uploaded_by',
        'referral_messages.author_id',
        'referral_reads.user_id',
        'notifications.user_id',
        'notification_prefs.user_id',
        'password_resets.user_id',
      ]),
    );
  });
});

describe('GET /api/me/export', () => {
  it("a vet's file holds the account, profile, bookmarks, messages, mail choices, referrals with timeline and consent, and audit entries", async () => {
    const vet = await busyVet();
    const file = await exportOf(vet.cookie);
    expect(file).toMatchObject({ format: 'vetreferral-export', version: 1, account: { id: vet.user.id, username: vet.user.username, role: 'vet' } });
    expect(JSON.stringify(file)).not.toMatch(/password_hash|argon2/);
    expect(file.vet_profile).toMatchObject({ name: 'Dr. Leave Soon', license_number: 'ON-4242' });
    expect(file.bookmarks).toEqual([expect.objectContaining({ clinic_id: clinicId, clinic_name: 'Privacy Hospital' })]);
    expect(file.messages_sent).toEqual([
      expect.objectContaining({ body: 'Do you see exotic patients on weekends?', replies: [{ party: 'clinic', author: expect.any(String), body: 'Saturdays until noon.', at: expect.any(String) }] }),
    ]);
    expect(file.notification_settings).toEqual([{ event: eventsFor('vet')[0], email: false }]);
    const sent = file.referrals_sent.find((r: { id: number }) => r.id === vet.referralId);
    expect(sent).toMatchObject({
      status: 'received',
      patient: { name: 'Biscuit', species: 'dog' },
      consent: { attested_by: 'Dr. Leave Soon', attested_at: expect.any(String), attested_by_user_id: vet.user.id },
      conversation: [expect.objectContaining({ body: 'Owner prefers mornings.' }), expect.objectContaining({ body: 'Noted, thank you.' })],
    });
    expect(sent.timeline.map((e: { to: string }) => e.to)).toEqual(['draft', 'submitted', 'received']);
    expect(file.referrals_sent.map((r: { id: number }) => r.id)).toContain(vet.draftId);
    expect(file.audit_entries.map((a: { action: string }) => a.action)).toContain('auth.register');
    expect(file.clinic).toBeNull();
  });

  it("a clinic owner's file has every stored field of each quote, without the derived search key", async () => {
    const quote = { procedure_name: 'Échocardiographie', price_range: '$700–$950', description: 'Includes the report' };
    expect((await inject('POST', '/api/pricings', { as: owner.cookie, body: quote })).statusCode).toBe(201);
    const stored = await db.selectFrom('pricings').selectAll().where('clinic_id', '=', clinicId).executeTakeFirstOrThrow();
    const exported = (await exportOf(owner.cookie)).clinic.listing.pricings as Record<string, unknown>[];
    expect(exported).toHaveLength(1);
    // The listing is the clinic: its id is said once, above.
    const { search_key: _key, clinic_id: _clinic, ...fields } = stored;
    expect(Object.keys(exported[0]!).sort()).toEqual(Object.keys(fields).sort());
    expect(exported[0]).toMatchObject(quote);
  });

  it("a clinic owner's file includes the listing; a member's the clinic's received referrals but not the listing; an admin's the account", async () => {
    const vet = await busyVet();
    const ownerFile = await exportOf(owner.cookie);
    expect(ownerFile.clinic).toMatchObject({ role: 'owner', id: clinicId, listing: { name: 'Privacy Hospital', contact_email: 'desk@privacy.example.ca' } });
    expect(ownerFile.referrals_received.map((r: { id: number }) => r.id)).toContain(vet.referralId);
    // A vet's draft is not the clinic's.
    expect(ownerFile.referrals_received.map((r: { id: number }) => r.id)).not.toContain(vet.draftId);

    const member = await addMember();
    const memberFile = await exportOf(member.cookie);
    expect(memberFile.clinic).toEqual({ role: 'member', id: clinicId });
    expect(memberFile.referrals_received.map((r: { id: number }) => r.id)).toContain(vet.referralId);

    const admin = await createAdmin(ctx);
    const adminFile = await exportOf(admin.cookie);
    expect(adminFile).toMatchObject({ account: { role: 'admin', username: admin.user.username }, clinic: null, referrals_received: [] });
  });

  it('needs a session', async () => {
    expect((await inject('GET', '/api/me/export')).statusCode).toBe(401);
  });
});

describe('DELETE /api/me', () => {
  it('a vet: cannot sign in after, no row names the account, and the clinic keeps the referral with its clinical content', async () => {
    const vet = await busyVet();
    const before = (await inject('GET', `/api/referrals/${vet.referralId}`, { as: owner.cookie })).json();
    expect(await traces(vet.user.id, vet.user.username)).not.toEqual([]);

    expect((await deleteMe(vet.cookie)).statusCode).toBe(204);

    // Scanned before the sign-in attempts below, which are new entries about an address, not an account.
    expect(await traces(vet.user.id, vet.user.username)).toEqual([]);
    expect((await login(vet.user.username)).statusCode).toBe(401);
    expect((await inject('GET', '/api/user', { as: vet.cookie })).statusCode).toBe(401);

    const after = await inject('GET', `/api/referrals/${vet.referralId}`, { as: owner.cookie });
    expect(after.statusCode).toBe(200);
    const kept = after.json();
    expect(kept.patient).toEqual(before.patient);
    expect(kept.clinical).toEqual(before.clinical);
    expect(kept.owner).toEqual(before.owner);
    expect(kept.vet).toMatchObject({ id: null, name: 'Dr. Leave Soon', license: 'CVO-2211' });
    expect(kept.timeline.map((e: { actor: { id: number | null; name: string } }) => e.actor)).toContainEqual({ id: null, name: 'Dr. Leave Soon' });
    const conversation = (await inject('GET', `/api/referrals/${vet.referralId}/messages`, { as: owner.cookie })).json();
    expect(JSON.stringify(conversation)).toContain('Owner prefers mornings.');
    // The draft was never sent: it goes.
    expect(await db.selectFrom('referrals').select('id').where('id', '=', vet.draftId).executeTakeFirst()).toBeUndefined();
    // The deletion is audited under the pseudonym only.
    const entry = await db.selectFrom('audit_log').selectAll().where('action', '=', 'privacy.account.delete').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_user_id: null, target: deletedUserLabel(vet.user) });
  });

  it('a clinic member: goes, and the team goes on', async () => {
    const member = await addMember();
    const vet = await busyVet();
    expect((await inject('POST', `/api/referrals/${vet.referralId}/messages`, { as: member.cookie, body: { body: 'Booking next week.' } })).statusCode).toBe(201);
    expect((await deleteMe(member.cookie)).statusCode).toBe(204);
    expect(await traces(member.user.id, member.user.username)).toEqual([]);
    expect((await login(member.user.username)).statusCode).toBe(401);
    const conversation = (await inject('GET', `/api/referrals/${vet.referralId}/messages`, { as: vet.cookie })).json();
    expect(JSON.stringify(conversation)).toContain('Booking next week.');
  });

  it('a clinic owner is refused until the listing has another owner; then goes', async () => {
    const clinicOwner = await registerUser(ctx.app, { role: 'clinic' });
    const own = (await inject('PATCH', '/api/clinics/profile', { as: clinicOwner.cookie, body: { name: 'Leaving Hospital', address: '2 Exit Rd', province: 'Ontario', contact_email: 'exit@privacy.example.ca' } })).json().id;
    const res = await deleteMe(clinicOwner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACCOUNT_OWNS_CLINIC');
    expect((await login(clinicOwner.user.username)).statusCode).toBe(200);

    // An admin hands the listing to someone else (admin PATCH user_id), then the account may go.
    const successor = await registerUser(ctx.app, { role: 'clinic' });
    const admin = await createAdmin(ctx);
    expect((await inject('PATCH', `/api/admin/clinics/${own}`, { as: admin.cookie, body: { user_id: successor.user.id } })).statusCode).toBe(200);
    expect((await deleteMe(clinicOwner.cookie)).statusCode).toBe(204);
    expect(await traces(clinicOwner.user.id, clinicOwner.user.username)).toEqual([]);
    expect((await inject('GET', '/api/clinics/profile', { as: successor.cookie })).json()).toMatchObject({ id: own, name: 'Leaving Hospital' });
  });

  it('an admin may go while another admin remains; the last admin may not', async () => {
    await db.deleteFrom('users').where('role', '=', 'admin').execute();
    const first = await createAdmin(ctx);
    const second = await createAdmin(ctx);
    expect((await deleteMe(first.cookie)).statusCode).toBe(204);
    expect(await traces(first.user.id, first.user.username)).toEqual([]);
    const last = await deleteMe(second.cookie);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_ADMIN');
    expect((await login(second.user.username)).statusCode).toBe(200);
  });

  it('a wrong password deletes nothing, and guesses are limited per account', async () => {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const wrong = await deleteMe(vet.cookie, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await deleteMe(vet.cookie, '')).statusCode).toBe(400);
    let last = wrong;
    for (let i = 0; i < 10; i++) last = await deleteMe(vet.cookie, `guess-${i}`);
    expect(last.statusCode).toBe(429);
    // Even the right password waits for the window.
    expect((await deleteMe(vet.cookie)).statusCode).toBe(429);
    const fresh = sessionCookie(await login(vet.user.username));
    expect(fresh).toBeTruthy();
  });
});
