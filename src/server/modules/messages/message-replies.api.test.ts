import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/context';
import { createClinic } from '../../test/factories';
import { createMailTestContext } from '../../test/smtp-peer';

/**
 * Messages to a clinic are two-way (issue 59, decision 155): the clinic answers in the app, the vet
 * reads the answer on their messages page and may answer back; each answer is mailed to the other side.
 */
const { ctx, peer } = await createMailTestContext();
const { inject, db } = ctx;

let vet: string;
let otherVet: string;
let owner: string;
let member: string;
let outsider: string;
let clinicId: number;

beforeAll(async () => {
  const v = await registerUser(ctx.app, { role: 'vet' });
  vet = v.cookie;
  await inject('PATCH', '/api/vets/profile', { as: vet, body: { name: 'Dr. Ada Referrer', clinic_name: 'Riverside Animal Clinic', contact_email: 'ada@riverside.example.ca' } });
  await inject('PATCH', '/api/user/profile', { as: vet, body: { language: 'fr-CA' } });
  otherVet = (await registerUser(ctx.app, { role: 'vet' })).cookie;
  const o = await registerUser(ctx.app, { role: 'clinic' });
  owner = o.cookie;
  clinicId = await createClinic(db, { name: 'Ottawa Specialty Hospital', userId: o.user.id });
  const m = await registerUser(ctx.app, { role: 'clinic' });
  member = m.cookie;
  await db.insertInto('clinic_members').values({ user_id: m.user.id, clinic_id: clinicId, invited_by: o.user.id, created_at: new Date().toISOString() }).execute();
  await inject('PATCH', '/api/user/profile', { as: member, body: { display_name: 'Front Desk' } });
  const x = await registerUser(ctx.app, { role: 'clinic' });
  outsider = x.cookie;
  await createClinic(db, { name: 'Other Hospital', userId: x.user.id });
});

const reply = (id: number, as: string, message: unknown) => inject('POST', `/api/messages/${id}/replies`, { as, body: { message } });
const deliver = async (count: number) => {
  await ctx.app.mailWorker!.runOnce();
  return (await peer.waitFor(count)).slice(count - 1);
};
const thread = async (as: string, id: number) => ((await inject('GET', '/api/messages', { as })).json().items as { id: number; replies: unknown[]; unread_reply: boolean; read_at: string | null }[]).find((m) => m.id === id)!;

describe('a message’s thread', () => {
  it('the clinic answers in the app; the vet reads it where they sent the message, by mail too, and answers back', async () => {
    const sent = await inject('POST', `/api/hospitals/${clinicId}/messages`, { as: vet, body: { message: 'Do you see rabbits for dental work?' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ replies: [], unread_reply: false });
    const id = sent.json().id as number;
    await deliver(1); // the message itself, to the clinic's contact address

    const answered = await reply(id, member, '  Yes, every Tuesday. Send him over.  ');
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ id, direction: 'received', replies: [{ from: 'clinic', author_name: 'Front Desk', body: 'Yes, every Tuesday. Send him over.' }] });
    // The answer is the clinic's reading of the message.
    expect((await thread(owner, id)).read_at).not.toBeNull();

    // The vet sees it on their messages page, as new, and is mailed in their language.
    expect(await thread(vet, id)).toMatchObject({ unread_reply: true, replies: [{ from: 'clinic', author_name: 'Front Desk', body: 'Yes, every Tuesday. Send him over.' }] });
    const [toVet] = await deliver(2);
    expect(toVet!.to).toMatchObject({ text: 'ada@riverside.example.ca' });
    expect(toVet!.subject).toBe('Ottawa Specialty Hospital a répondu à votre message sur VetReferral');
    expect(toVet!.text).toContain('Yes, every Tuesday. Send him over.');
    expect(toVet!.text).toContain('Do you see rabbits for dental work?');
    expect(toVet!.text).toContain('https://vetreferral.test/messages');
    expect((await inject('POST', '/api/messages/read', { as: vet, body: { ids: [id] } })).statusCode).toBe(204);
    expect((await thread(vet, id)).unread_reply).toBe(false);

    // The vet answers back: the clinic's contact address is mailed, with Reply-To the vet, and the
    // message is new again in the clinic's inbox.
    const back = await reply(id, vet, 'Thank you, booking him for Tuesday.');
    expect(back.statusCode).toBe(201);
    expect(back.json().replies.map((r: { from: string }) => r.from)).toEqual(['clinic', 'vet']);
    const [toClinic] = await deliver(3);
    expect(toClinic!.to).toMatchObject({ text: 'desk@test-clinic.example.ca' });
    expect(toClinic!.replyTo).toMatchObject({ text: 'ada@riverside.example.ca' });
    expect(toClinic!.subject).toBe('Dr. Ada Referrer answered on VetReferral');
    expect(toClinic!.text).toContain('Thank you, booking him for Tuesday.');
    expect((await thread(member, id)).read_at).toBeNull();
    expect((await inject('GET', '/api/messages/unread', { as: owner })).json().count).toBe(1);
  });

  it('is answered only by its parties: another vet or clinic finds nothing, and an empty answer is refused', async () => {
    const id = (await inject('POST', `/api/hospitals/${clinicId}/messages`, { as: vet, body: { message: 'Second question' } })).json().id as number;
    for (const who of [otherVet, outsider]) {
      const res = await reply(id, who, 'Not mine');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('MESSAGE_NOT_FOUND');
    }
    expect((await reply(999_999, owner, 'Nobody')).statusCode).toBe(404);
    const blank = await reply(id, owner, '   ');
    expect(blank.statusCode).toBe(400);
    expect((await reply(id, owner, 'x'.repeat(5001))).statusCode).toBe(400);
    expect((await inject('POST', `/api/messages/abc/replies`, { as: owner, body: { message: 'x' } })).statusCode).toBe(400);
    expect((await db.selectFrom('message_replies').select('id').where('message_id', '=', id).execute()).length).toBe(0);
  });
});
