import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LIMIT } from '@shared/constants';
import { MESSAGE_MSG } from '@shared/contracts/messages';
import { registerUser } from '../../test/context';
import { createClinic } from '../../test/factories';
import { createMailTestContext } from '../../test/smtp-peer';

/** Send Message now sends (issue 18): stored, mailed to the clinic with Reply-To, read by its team. */
const { ctx, peer } = await createMailTestContext();
const { inject, db } = ctx;

let vet: { cookie: string; id: number };
let owner: string;
let member: string;
let outsider: string;
let clinicId: number;
let otherClinicId: number;

beforeAll(async () => {
  const v = await registerUser(ctx.app, { role: 'vet' });
  vet = { cookie: v.cookie, id: v.user.id };
  // A display name too: the professional name signs over it (db/rows/vet-profiles.ts, userSignature).
  await inject('PATCH', '/api/user/profile', { as: vet.cookie, body: { display_name: 'Ada' } });
  await inject('PATCH', '/api/vets/profile', {
    as: vet.cookie,
    body: { name: 'Dr. Ada Referrer', clinic_name: 'Riverside Animal Clinic', phone: '613-555-0199', contact_email: 'ada@riverside.example.ca' },
  });
  const o = await registerUser(ctx.app, { role: 'clinic' });
  owner = o.cookie;
  clinicId = await createClinic(db, { name: 'Ottawa Specialty Hospital', userId: o.user.id });
  const m = await registerUser(ctx.app, { role: 'clinic' });
  member = m.cookie;
  await db.insertInto('clinic_members').values({ user_id: m.user.id, clinic_id: clinicId, invited_by: o.user.id, created_at: new Date().toISOString() }).execute();
  const x = await registerUser(ctx.app, { role: 'clinic' });
  outsider = x.cookie;
  otherClinicId = await createClinic(db, { name: 'Other Hospital', userId: x.user.id });
});

const send = (id: number, message: unknown, as = vet.cookie) => inject('POST', `/api/hospitals/${id}/messages`, { as, body: { message } });

describe('messages to a clinic', () => {
  it("stores the message, mails it to the clinic's contact address with Reply-To the vet, and shows it to the whole team", async () => {
    const text = 'Hello,\nCould you see a 9-year-old Labrador for an echo next week?\n<b>Not HTML</b>';
    const res = await send(clinicId, `  ${text}  `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ direction: 'sent', body: text, clinic: { id: clinicId, name: 'Ottawa Specialty Hospital' }, sender: { name: 'Dr. Ada Referrer', email: 'ada@riverside.example.ca' } });

    await ctx.app.mailWorker!.runOnce();
    const [mail] = await peer.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'desk@test-clinic.example.ca' });
    expect(mail!.replyTo).toMatchObject({ text: 'ada@riverside.example.ca' });
    expect(mail!.subject).toBe('Message from Dr. Ada Referrer on VetReferral');
    expect(mail!.text).toContain('Could you see a 9-year-old Labrador');
    expect(mail!.text).toContain('https://vetreferral.test/dashboard/clinic?tab=messages');
    // The vet's text is escaped in the HTML body, never markup.
    expect(mail!.html).toContain('&lt;b&gt;Not HTML&lt;/b&gt;');

    for (const cookie of [owner, member]) {
      const list = await inject('GET', '/api/messages', { as: cookie });
      expect(list.json().unread).toBe(1);
      expect(list.json().items.map((m: { body: string; direction: string }) => [m.direction, m.body])).toEqual([['received', text]]);
      expect((await inject('GET', '/api/messages/unread', { as: cookie })).json()).toEqual({ count: 1 });
    }
    // Another clinic sees none of it.
    expect((await inject('GET', '/api/messages', { as: outsider })).json()).toEqual({ items: [], unread: 0 });
    // The vet sees what they sent.
    const sent = (await inject('GET', '/api/messages', { as: vet.cookie })).json();
    expect(sent.items.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([['sent', text]]);
  });

  it('signs a vet with no professional name by the name they registered with, then their display name', async () => {
    const plain = await registerUser(ctx.app, { role: 'vet', name: 'Bo Registered' });
    const first = await send(clinicId, 'Signed by my registered name', plain.cookie);
    expect(first.json().sender).toMatchObject({ name: 'Bo Registered', email: plain.user.username });
    await inject('PATCH', '/api/user/profile', { as: plain.cookie, body: { display_name: 'Bo Plain' } });
    expect((await send(clinicId, 'Signed by my display name', plain.cookie)).json().sender).toMatchObject({ name: 'Bo Plain' });
  });

  it('marks messages read for the clinic, and never another clinic’s', async () => {
    await send(clinicId, 'Second message');
    const id = (await send(clinicId, 'Third message')).json().id as number;
    // The other clinic cannot mark this clinic's message read.
    expect((await inject('POST', '/api/messages/read', { as: outsider, body: { ids: [id] } })).statusCode).toBe(204);
    const unread = async () => (await inject('GET', '/api/messages/unread', { as: owner })).json().count;
    const before = await unread();
    expect((await inject('POST', '/api/messages/read', { as: member, body: { ids: [id] } })).statusCode).toBe(204);
    expect(await unread()).toBe(before - 1);
    expect((await inject('POST', '/api/messages/read', { as: owner, body: { all: true } })).statusCode).toBe(204);
    expect(await unread()).toBe(0);
    expect((await inject('POST', '/api/messages/read', { as: owner, body: {} })).statusCode).toBe(400);
  });

  it("refuses an empty or too long message with SPEC's message, and stores nothing", async () => {
    const count = async () => Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const message of ['', '   \n\t ', 'x'.repeat(5001), null, 42]) {
      const res = await send(clinicId, message);
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
    }
    expect((await send(clinicId, '  ')).json().message).toContain(MESSAGE_MSG.empty);
    expect((await send(clinicId, 'x'.repeat(5001))).json().message).toContain(MESSAGE_MSG.tooLong);
    expect((await send(clinicId, 'x'.repeat(5000))).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('answers 404 for an unknown hospital and 409 for one without an e-mail address', async () => {
    expect((await send(999_999, 'Hello')).json().code).toBe('CLINIC_NOT_FOUND');
    await db.updateTable('clinics').set({ contact_email: null }).where('id', '=', otherClinicId).execute();
    const res = await send(otherClinicId, 'Hello');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CLINIC_NO_CONTACT');
  });

  it('limits how many messages a vet sends in an hour', async () => {
    const v = await registerUser(ctx.app, { role: 'vet' });
    const statuses: number[] = [];
    for (let i = 0; i <= MESSAGE_LIMIT; i++) statuses.push((await send(clinicId, `Message ${i}`, v.cookie)).statusCode);
    expect(statuses.slice(0, MESSAGE_LIMIT).every((s) => s === 201)).toBe(true);
    const last = await send(clinicId, 'One too many', v.cookie);
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('MESSAGE_RATE_LIMITED');
  });
});
