import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_EVENTS, type NotificationEvent, VET_EVENTS } from '@shared/contracts/notifications';
import { createAdmin, registerUser } from '../../test/context';
import { completeReferral, transitionBody } from '../../test/referrals';
import { createMailTestContext, linkIn } from '../../test/smtp-peer';
import { verifyListing } from '../../test/factories';

/**
 * Issue 20: every referral event reaches the other party, in the app and by e-mail through the outbox
 * (delivered here to a real SMTP server), in the recipient's language, with a link straight to the
 * referral; each user's e-mail choices; the conversation on a referral.
 */
const { ctx, peer } = await createMailTestContext();
const { inject, db } = ctx;

const c = {} as Record<'vet' | 'owner' | 'member' | 'otherVet' | 'admin', string>;
const addr = {} as Record<'vet' | 'owner' | 'member', string>;
let ownerId: number;
let clinicId: number;
const CONTACT = 'desk@notify-hospital.example.ca';

beforeAll(async () => {
  const vet = await registerUser(ctx.app, { role: 'vet' });
  c.vet = vet.cookie;
  addr.vet = vet.user.username;
  // The vet reads in French: their mail comes in French.
  expect((await inject('PATCH', '/api/user/profile', { as: c.vet, body: { language: 'fr-CA' } })).statusCode).toBe(200);
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  c.owner = owner.cookie;
  addr.owner = owner.user.username;
  ownerId = owner.user.id;
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: c.owner, body: { name: 'Notify Hospital', address: '1 Bell St', province: 'Ontario', contact_email: CONTACT, phone: '613-555-0100' } })).json().id;
  await verifyListing(db, clinicId); // vets refer to verified listings (issue 21)
  const member = await registerUser(ctx.app, { role: 'clinic' });
  c.member = member.cookie;
  addr.member = member.user.username;
  await db.insertInto('clinic_members').values({ user_id: member.user.id, clinic_id: clinicId, invited_by: owner.user.id, created_at: new Date().toISOString() }).execute();
  c.otherVet = (await registerUser(ctx.app, { role: 'vet' })).cookie;
  c.admin = (await createAdmin(ctx)).cookie;
});

const submitted = async (patient = 'Biscuit') => {
  const draft = await inject('POST', '/api/referrals', { as: c.vet, body: completeReferral(clinicId, { patient: { name: patient, species: 'dog' } }) });
  expect(draft.statusCode, draft.body).toBe(201);
  const id = draft.json().id as number;
  const res = await inject('POST', `/api/referrals/${id}/status`, { as: c.vet, body: { status: 'submitted' } });
  expect(res.statusCode, res.body).toBe(200);
  return id;
};
const move = async (id: number, as: string, to: string, extra: object = {}) => {
  const res = await inject('POST', `/api/referrals/${id}/status`, { as, body: { ...transitionBody(to), ...extra } });
  expect(res.statusCode, res.body).toBe(200);
};
const notifications = async (as: string) => (await inject('GET', '/api/notifications', { as })).json() as { items: { id: number; event: NotificationEvent; referral_id: number; data: Record<string, string>; read_at: string | null }[]; unread: number };
/** Delivers the outbox and answers the mails that reached the SMTP server, by recipient. */
const deliver = async () => {
  await ctx.app.mailWorker!.runOnce();
  const mails = [...peer.received];
  peer.received.length = 0;
  return mails;
};
const to = (mails: ParsedMail[], address: string) => mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));

describe('notifications of every referral event', () => {
  it('walks a referral through its life: each event notifies the other party in the app and by mail, linked to the referral', async () => {
    await deliver();
    const id = await submitted();
    let mails = await deliver();
    // Submitted: every member of the clinic hears it, in the app and by mail; the vet does not.
    for (const who of ['owner', 'member'] as const) {
      const n = await notifications(c[who]);
      expect(n.items[0]).toMatchObject({ event: 'submitted', referral_id: id, data: { patient: 'Biscuit', hospital: 'Notify Hospital' } });
      const [mail] = to(mails, addr[who]);
      expect(mail?.subject, who).toBe('New referral: Biscuit');
      expect(linkIn(mail!, `/referrals/${id}`).href).toBe(`https://vetreferral.test/referrals/${id}`);
    }
    expect(to(mails, CONTACT)).toHaveLength(0);
    expect((await notifications(c.vet)).items).toHaveLength(0);

    // The member opens it: received, to the vet, in French.
    expect((await inject('GET', `/api/referrals/${id}`, { as: c.member })).statusCode).toBe(200);
    mails = await deliver();
    expect((await notifications(c.vet)).items[0]).toMatchObject({ event: 'received', referral_id: id });
    expect(to(mails, addr.vet)[0]?.subject).toBe('Notify Hospital a reçu la référence de Biscuit');

    await move(id, c.owner, 'info_requested', { note: 'Please send the latest bloodwork' });
    mails = await deliver();
    expect((await notifications(c.vet)).items[0]).toMatchObject({ event: 'info_requested', data: { note: 'Please send the latest bloodwork' } });
    expect(to(mails, addr.vet)[0]?.text).toContain('Please send the latest bloodwork');

    // The vet answers with a message: the referral is received again and the clinic hears "information added".
    const answer = await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: 'Bloodwork from Monday: all within range.' } });
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await inject('GET', `/api/referrals/${id}`, { as: c.vet })).json().status).toBe('received');
    mails = await deliver();
    expect((await notifications(c.owner)).items[0]).toMatchObject({ event: 'info_added', referral_id: id });
    expect(to(mails, addr.owner)[0]?.subject).toBe('Information added to the referral for Biscuit');

    await move(id, c.member, 'accepted', { note: 'Within 2 weeks' });
    mails = await deliver();
    expect((await notifications(c.vet)).items[0]).toMatchObject({ event: 'accepted', data: { note: 'Within 2 weeks' } });
    expect(to(mails, addr.vet)[0]?.text).toMatch(/Délai prévu\u00a0?: Within 2 weeks/);

    // Appointments follow the submission and lie within 2 years: days from now, not fixed dates.
    const bookedAt = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 11) + '14:30:00.000Z';
    const movedTo = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 11) + '14:30:00.000Z';
    await move(id, c.member, 'booked', { appointment_at: bookedAt });
    await move(id, c.member, 'booked', { appointment_at: movedTo });
    mails = await deliver();
    const [rescheduled, booked] = (await notifications(c.vet)).items;
    expect(booked).toMatchObject({ event: 'booked', data: { appointment_at: bookedAt } });
    expect(rescheduled).toMatchObject({ event: 'rescheduled', data: { appointment_at: movedTo } });
    expect(to(mails, addr.vet).map((m) => m.subject)).toEqual(['Rendez-vous fixé pour Biscuit à Notify Hospital', 'Rendez-vous de Biscuit à Notify Hospital déplacé']);
    expect(to(mails, addr.vet)[1]?.text).toContain(new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Toronto' }).format(new Date(movedTo)));
    // The time as the hospital (in Ontario) reads it, with its zone's abbreviation.
    expect(rescheduled).toMatchObject({ data: { time_zone: 'America/Toronto' } });
    expect(to(mails, addr.vet)[1]?.text).toContain(new Intl.DateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto', timeZoneName: 'shortGeneric' }).format(new Date(movedTo)));
    expect(to(mails, addr.vet)[1]?.text).toMatch(/ h \d\d HE/);

    // A message from the clinic reaches the vet; the writer is never notified of their own message.
    const before = (await notifications(c.member)).items.length;
    expect((await inject('POST', `/api/referrals/${id}/messages`, { as: c.member, body: { body: 'Please fast Biscuit from midnight.' } })).statusCode).toBe(201);
    mails = await deliver();
    expect((await notifications(c.vet)).items[0]).toMatchObject({ event: 'message', data: { excerpt: 'Please fast Biscuit from midnight.' } });
    expect(to(mails, addr.vet)[0]?.text).toContain('> Please fast Biscuit from midnight.');
    expect((await notifications(c.member)).items).toHaveLength(before);
    expect(to(mails, addr.member)).toHaveLength(0);

    await move(id, c.owner, 'completed', { report: 'TPLO performed.' });
    mails = await deliver();
    expect((await notifications(c.vet)).items[0]).toMatchObject({ event: 'completed', referral_id: id });
    expect(to(mails, addr.vet)[0]?.subject).toBe('Rapport de Notify Hospital prêt pour Biscuit');
  });

  it('a decline tells the vet why; a cancellation tells the clinic', async () => {
    await deliver();
    const declined = await submitted('Moka');
    await inject('GET', `/api/referrals/${declined}`, { as: c.owner });
    await move(declined, c.owner, 'declined', { reason: 'no_capacity', note: 'Try the Ottawa centre' });
    const cancelled = await submitted('Pixel');
    await move(cancelled, c.vet, 'cancelled', { reason: 'Owner moved away' });
    const mails = await deliver();
    expect((await notifications(c.vet)).items[0]).toMatchObject({ event: 'declined', referral_id: declined, data: { reason: 'no_capacity', note: 'Try the Ottawa centre' } });
    const decline = to(mails, addr.vet).find((m) => m.subject?.includes('refusé'));
    expect(decline?.text).toMatch(/Motif\u00a0?: Aucune disponibilité pour le moment/);
    expect(decline?.text).toContain('Try the Ottawa centre');
    expect((await notifications(c.member)).items[0]).toMatchObject({ event: 'cancelled', referral_id: cancelled, data: { reason: 'Owner moved away' } });
    expect(to(mails, addr.member).find((m) => m.subject === 'Referral cancelled: Pixel')?.text).toContain('Owner moved away');
  });
});

describe('e-mail choices', () => {
  it('a member who turns an event off keeps it in the app without mail; when nobody wants it, the clinic address gets it', async () => {
    await deliver();
    expect((await inject('PATCH', '/api/notifications/settings', { as: c.member, body: { email: { submitted: false } } })).json().email.submitted).toBe(false);
    await submitted('Olive');
    let mails = await deliver();
    expect(to(mails, addr.owner)).toHaveLength(1);
    expect(to(mails, addr.member)).toHaveLength(0);
    expect((await notifications(c.member)).items[0]).toMatchObject({ event: 'submitted', data: { patient: 'Olive' } });

    expect((await inject('PATCH', '/api/notifications/settings', { as: c.owner, body: { email: { submitted: false } } })).statusCode).toBe(200);
    await submitted('Nala');
    mails = await deliver();
    expect(to(mails, addr.owner)).toHaveLength(0);
    expect(to(mails, addr.member)).toHaveLength(0);
    expect(to(mails, CONTACT).map((m) => m.subject)).toEqual(['New referral: Nala']);
    for (const who of ['owner', 'member'] as const) {
      await inject('PATCH', '/api/notifications/settings', { as: c[who], body: { email: { submitted: true } } });
    }
  });

  it('each of several events a user turns off goes unmailed, and the others still come; a member with several off still gets the rest', async () => {
    // A status change reads its recipients with the referral, one row per event turned off (decision 137).
    const off = async (who: 'vet' | 'member', events: Record<string, boolean>) =>
      expect((await inject('PATCH', '/api/notifications/settings', { as: c[who], body: { email: events } })).statusCode).toBe(200);
    await off('vet', { accepted: false, booked: false, received: false });
    await off('member', { cancelled: false, info_added: false });
    try {
      await deliver();
      const id = await submitted('Tofu');
      await inject('GET', `/api/referrals/${id}`, { as: c.owner });
      await move(id, c.owner, 'accepted');
      await move(id, c.owner, 'booked', { appointment_at: new Date(Date.now() + 7 * 86_400_000).toISOString() });
      await move(id, c.owner, 'booked', { appointment_at: new Date(Date.now() + 9 * 86_400_000).toISOString() });
      const cancelled = await submitted('Réglisse');
      await move(cancelled, c.vet, 'cancelled', { reason: 'Owner moved away' });
      const mails = await deliver();
      expect(to(mails, addr.vet).map((m) => m.subject)).toEqual(['Rendez-vous de Tofu à Notify Hospital déplacé']);
      expect((await notifications(c.vet)).items.slice(0, 4).map((n) => n.event)).toEqual(['rescheduled', 'booked', 'accepted', 'received']);
      expect(to(mails, addr.member).map((m) => m.subject)).toEqual(['New referral: Tofu', 'New referral: Réglisse']);
      expect(to(mails, addr.owner).map((m) => m.subject)).toEqual(['New referral: Tofu', 'New referral: Réglisse', 'Referral cancelled: Réglisse']);
    } finally {
      await off('vet', { accepted: true, booked: true, received: true });
      await off('member', { cancelled: true, info_added: true });
    }
  });

  it('lists the events the caller receives, all on by default, and changes only the events it is sent', async () => {
    const fresh = await registerUser(ctx.app, { role: 'vet' });
    const initial = (await inject('GET', '/api/notifications/settings', { as: fresh.cookie })).json();
    expect(Object.keys(initial.email).sort()).toEqual([...VET_EVENTS].sort());
    expect(Object.values(initial.email).every((v) => v === true)).toBe(true);
    const clinic = (await inject('GET', '/api/notifications/settings', { as: c.member })).json();
    expect(Object.keys(clinic.email).sort()).toEqual([...CLINIC_EVENTS].sort());
    // Each event sent alone changes that event only.
    let expected = { ...initial.email } as Record<string, boolean>;
    for (const event of VET_EVENTS) {
      const res = await inject('PATCH', '/api/notifications/settings', { as: fresh.cookie, body: { email: { [event]: false } } });
      expected = { ...expected, [event]: false };
      expect(res.json().email, event).toEqual(expected);
    }
    // An event the caller never receives is refused, and nothing changes.
    const wrong = await inject('PATCH', '/api/notifications/settings', { as: fresh.cookie, body: { email: { submitted: false, message: true } } });
    expect(wrong.statusCode).toBe(400);
    expect((await inject('GET', '/api/notifications/settings', { as: fresh.cookie })).json().email).toEqual(expected);
    expect((await inject('PATCH', '/api/notifications/settings', { as: fresh.cookie, body: { email: { nonsense: true } } })).statusCode).toBe(400);
  });
});

describe('reading notifications', () => {
  it('marks the caller’s own notifications read, some or all; ids of others’ change nothing; pages by id', async () => {
    await submitted('Ziggy');
    await submitted('Luna');
    const owner = await notifications(c.owner);
    const member = await notifications(c.member);
    expect(owner.unread).toBeGreaterThanOrEqual(2);
    // The member marks the owner's notification ids: nothing of the owner's changes.
    await inject('POST', '/api/notifications/read', { as: c.member, body: { ids: owner.items.slice(0, 2).map((n) => n.id) } });
    expect((await notifications(c.owner)).unread).toBe(owner.unread);
    const one = await inject('POST', '/api/notifications/read', { as: c.owner, body: { ids: [owner.items[0]!.id] } });
    expect(one.json().count).toBe(owner.unread - 1);
    expect((await inject('GET', '/api/notifications/unread', { as: c.owner })).json().count).toBe(owner.unread - 1);
    expect((await inject('POST', '/api/notifications/read', { as: c.owner, body: { all: true } })).json().count).toBe(0);
    expect((await notifications(c.member)).unread).toBe(member.unread);
    expect((await inject('POST', '/api/notifications/read', { as: c.owner, body: {} })).statusCode).toBe(400);

    // Pages of 30, newest first, joined by next_before.
    const all: number[] = [];
    let before: number | null | undefined;
    do {
      const page = (await inject('GET', `/api/notifications${before ? `?before=${before}` : ''}`, { as: c.owner })).json();
      expect(page.items.length).toBeLessThanOrEqual(30);
      all.push(...page.items.map((n: { id: number }) => n.id));
      before = page.next_before;
    } while (before);
    const count = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', ownerId).executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    expect((await inject('GET', '/api/notifications', { as: c.admin })).statusCode).toBe(403);
  });
});

describe('the conversation on a referral', () => {
  it('is read by its parties only; reading moves the reader’s marker; files go with a message once', async () => {
    const id = await submitted('Kiwi');
    expect((await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: 'Owner prefers mornings.' } })).statusCode).toBe(201);
    expect((await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: 'Also: she is on a renal diet.' } })).statusCode).toBe(201);
    const first = (await inject('GET', `/api/referrals/${id}/messages`, { as: c.member })).json();
    expect(first.unread).toBe(2);
    expect(first.items.map((m: { body: string; party: string; mine: boolean }) => [m.body, m.party, m.mine])).toEqual([
      ['Owner prefers mornings.', 'vet', false],
      ['Also: she is on a renal diet.', 'vet', false],
    ]);
    // Read markers are per user: the member has read them, the owner not yet.
    expect((await inject('GET', `/api/referrals/${id}/messages`, { as: c.member })).json().unread).toBe(0);
    expect((await inject('GET', `/api/referrals/${id}/messages`, { as: c.owner })).json().unread).toBe(2);
    expect((await inject('GET', `/api/referrals/${id}/messages`, { as: c.vet })).json().unread).toBe(0);

    // A file uploaded by the writer goes with the message; someone else's file, or one already sent, is refused.
    const boundary = 'msgboundary';
    const upload = (as: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/referrals/${id}/attachments`,
        payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="labs.txt"\r\nContent-Type: text/plain\r\n\r\nCreatinine 98\r\n--${boundary}--\r\n`),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `vr_session=${as}` },
      });
    await inject('GET', `/api/referrals/${id}`, { as: c.owner });
    await move(id, c.owner, 'accepted');
    const mine = (await upload(c.vet)).json().id as number;
    const theirs = (await upload(c.owner)).json().id as number;
    const refused = await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: 'Labs attached', attachment_ids: [mine, theirs] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('MESSAGE_FILES_INVALID');
    const sent = await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: 'Labs attached', attachment_ids: [mine] } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachments.map((a: { id: number; filename: string }) => [a.id, a.filename])).toEqual([[mine, 'labs.txt']]);
    expect((await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: 'Again', attachment_ids: [mine] } })).statusCode).toBe(400);

    for (const stranger of [c.otherVet, c.admin]) {
      expect((await inject('GET', `/api/referrals/${id}/messages`, { as: stranger })).statusCode).toBe(404);
      expect((await inject('POST', `/api/referrals/${id}/messages`, { as: stranger, body: { body: 'Hello' } })).statusCode).toBe(404);
    }
    expect((await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: '   ' } })).statusCode).toBe(400);
    expect((await inject('POST', `/api/referrals/${id}/messages`, { as: c.vet, body: { body: 'x'.repeat(5001) } })).statusCode).toBe(400);
  });

  it('is closed on a draft (the hospital cannot see it yet)', async () => {
    const draft = (await inject('POST', '/api/referrals', { as: c.vet, body: completeReferral(clinicId) })).json();
    const res = await inject('POST', `/api/referrals/${draft.id}/messages`, { as: c.vet, body: { body: 'Hello' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONVERSATION_NOT_OPEN');
    expect(await db.selectFrom('referral_messages').select('id').where('referral_id', '=', draft.id).execute()).toHaveLength(0);
  });
});
