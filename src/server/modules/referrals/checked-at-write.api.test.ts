import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LIMIT } from '@shared/constants';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { completeReferral, transitionBody } from '../../test/referrals';

/**
 * Issue 56: what a referral change depends on is checked when it is written, not only when the row
 * was read: a submit to a listing rejected since the draft was made, a submit racing an edit that
 * withdraws the owner's consent, a file linked after the referral was cancelled; and the referral
 * conversation is rate limited like messages to a hospital.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;

let admin: string;
let vet: string;

beforeAll(async () => {
  admin = (await createAdmin(ctx)).cookie;
  vet = (await registerUser(ctx.app, { role: 'vet' })).cookie;
});

/** A hospital that lists itself and is verified by an admin through the product's API. */
async function listedHospital(name: string) {
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  const profile = { name, address: '1 Gate Rd', province: 'Ontario', contact_email: 'desk@gate.example.ca', phone: '613-555-0100' };
  const id = Number((await inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: profile })).json().id);
  expect((await inject('POST', `/api/admin/clinics/${id}/verify`, { as: admin })).statusCode).toBe(200);
  return { id, cookie: owner.cookie };
}

const draftTo = async (clinicId: number) => {
  const res = await inject('POST', '/api/referrals', { as: vet, body: completeReferral(clinicId) });
  expect(res.statusCode, res.body).toBe(201);
  return Number(res.json().id);
};
const move = (id: number, to: string) => inject('POST', `/api/referrals/${id}/status`, { as: vet, body: transitionBody(to) });
const read = (id: number, as = vet) => inject('GET', `/api/referrals/${id}`, { as });

describe('submitting a draft', () => {
  it('is refused once an admin has rejected the listing: the draft stays a draft the hospital cannot see', async () => {
    const hospital = await listedHospital('Rejected Later Hospital');
    const id = await draftTo(hospital.id);
    const rejected = await inject('POST', `/api/admin/clinics/${hospital.id}/reject`, { as: admin, body: { note: 'Licence could not be confirmed.' } });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const submit = await move(id, 'submitted');
    expect(submit.statusCode, submit.body).toBe(409);
    expect(submit.json().code).toBe('REFERRAL_CLINIC_UNLISTED');
    expect((await read(id)).json()).toMatchObject({ status: 'draft', submitted_at: null });
    const inbox = await inject('GET', '/api/referrals', { as: hospital.cookie });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().items.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await read(id, hospital.cookie)).statusCode).toBe(404);
  });

  it('racing an edit that withdraws consent never sends a referral without consent', async () => {
    const hospital = await listedHospital('Race Gate Hospital');
    for (let round = 0; round < 30; round++) {
      const id = await draftTo(hospital.id);
      const [submit, patch] = await Promise.all([move(id, 'submitted'), inject('PATCH', `/api/referrals/${id}`, { as: vet, body: { owner: { consent: false } } })]);
      const now = (await read(id)).json();
      const seen = `round ${round}: submit ${submit.statusCode} ${submit.body.slice(0, 120)}, patch ${patch.statusCode}, now ${now.status} consent ${now.owner.consent}`;
      if (now.status === 'submitted') {
        expect(now.owner.consent, seen).toBe(true);
        expect(patch.statusCode, seen).toBe(409);
        expect(patch.json().code, seen).toBe('REFERRAL_NOT_DRAFT');
      } else {
        expect(now.status, seen).toBe('draft');
        expect(now.owner.consent, seen).toBe(false);
        expect(submit.statusCode, seen).toBe(409);
        expect(submit.json().code, seen).toBe('REFERRAL_INCOMPLETE');
        expect(submit.json().message, seen).toContain('owner.consent');
      }
    }
  });
});

describe('the referral conversation', () => {
  it('limits how many messages a user writes in an hour: 429 with Retry-After, nothing stored or mailed', async () => {
    const hospital = await listedHospital('Chatty Hospital');
    const id = await draftTo(hospital.id);
    expect((await move(id, 'submitted')).statusCode).toBe(200);
    const post = (body: string) => inject('POST', `/api/referrals/${id}/messages`, { as: vet, body: { body } });
    const outbox = async () => Number((await db.selectFrom('outbox').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    for (let i = 0; i < MESSAGE_LIMIT; i++) expect((await post(`Update ${i}`)).statusCode).toBe(201);
    const mails = await outbox();

    const refused = await post('One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('MESSAGE_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await inject('GET', `/api/referrals/${id}/messages`, { as: vet })).json().items).toHaveLength(MESSAGE_LIMIT);
    expect(await outbox()).toBe(mails);

    ctx.clock.advance(60 * 60 * 1000 + 1000);
    expect((await post('An hour later')).statusCode).toBe(201);
  });
});

describe('a file uploaded while the referral is cancelled', () => {
  it('is refused when it is linked (409 ATTACHMENT_LOCKED), and its stored bytes are deleted', async () => {
    const hospital = await listedHospital('Cancelled Upload Hospital');
    const id = await draftTo(hospital.id);
    expect((await move(id, 'submitted')).statusCode).toBe(200);
    const files = async () => Number((await db.selectFrom('files').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await files();

    const boundary = 'cancelboundary';
    const body = new PassThrough();
    const response = ctx.app.inject({ method: 'POST', url: `/api/referrals/${id}/attachments`, payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `vr_session=${vet}` } });
    body.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="records.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    body.write(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8192, 0x20)]));
    // The status was checked and the upload is being stored: its first bytes are in the database.
    for (let tries = 0; (await files()) === before; tries++) {
      expect(tries, 'the upload never started storing').toBeLessThan(200);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await move(id, 'cancelled')).statusCode).toBe(200);
    body.end(`\n%%EOF\n\r\n--${boundary}--\r\n`);

    const res = await response;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('ATTACHMENT_LOCKED');
    expect((await read(id)).json()).toMatchObject({ status: 'cancelled', attachments: [] });
    expect(await files()).toBe(before);
  });
});

describe('a file removed from a draft', () => {
  it('racing the submit never leaves a sent referral without a file it was sent with', async () => {
    const hospital = await listedHospital('Unlink Race Hospital');
    const boundary = 'unlinkboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nHistory notes\r\n--${boundary}--\r\n`;
    for (let round = 0; round < 20; round++) {
      const id = await draftTo(hospital.id);
      const added = await ctx.app.inject({ method: 'POST', url: `/api/referrals/${id}/attachments`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `vr_session=${vet}` } });
      expect(added.statusCode, added.body).toBe(201);
      const [submit, removed] = await Promise.all([move(id, 'submitted'), inject('DELETE', `/api/referrals/${id}/attachments/${added.json().id}`, { as: vet })]);
      const now = (await read(id)).json();
      const seen = `round ${round}: submit ${submit.statusCode}, delete ${removed.statusCode}, now ${now.status} with ${now.attachments.length} files`;
      expect(submit.statusCode, seen).toBe(200);
      if (removed.statusCode === 204) {
        // Removed while still a draft: the referral was sent without it.
        expect(submit.json().attachments, seen).toEqual([]);
        expect(now.attachments, seen).toEqual([]);
      } else {
        expect(removed.statusCode, seen).toBe(409);
        expect(removed.json().code, seen).toBe('ATTACHMENT_LOCKED');
        expect(now.attachments, seen).toHaveLength(1);
      }
    }
  });
});
