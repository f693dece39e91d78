import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@shared/contracts/referrals';
import { eventsFor } from '@shared/contracts/notifications';
import { REFERRAL_STATUSES, TRANSITIONS, type ReferralColumn, type ReferralStamp, type ReferralStatus } from '@shared/referral-status';
import { MAIL_STRINGS } from '../mail';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { appointmentIn, completeReferral, transitionBody } from '../../test/referrals';
import { verifyListing } from '../../test/factories';

/**
 * Electronic referrals (issue 19): drafts, the status machine cell by cell, the race between two
 * members, redirects, files (typed by content, served only to the parties) and the 25 MB limit.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;

type Caller = 'vet' | 'otherVet' | 'owner' | 'member' | 'otherClinic' | 'admin';
const c = {} as Record<Caller, string>;
/** The parties' e-mail addresses (their usernames), where their referral mail goes. */
const addr = {} as Record<'vet' | 'owner' | 'member', string>;
let clinicId: number;
let otherClinicId: number;
let specialtyId: number;

beforeAll(async () => {
  for (const who of ['vet', 'otherVet'] as const) {
    const vet = await registerUser(ctx.app, { role: 'vet' });
    c[who] = vet.cookie;
    if (who === 'vet') addr.vet = vet.user.username;
  }
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  c.owner = owner.cookie;
  addr.owner = owner.user.username;
  const profile = { name: 'Referral Hospital', address: '1 Referral Rd', province: 'Ontario', contact_email: 'desk@referral.example.ca', phone: '613-555-0100' };
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: c.owner, body: profile })).json().id;
  specialtyId = Number((await db.selectFrom('specialties').select('id').where('name', '=', 'Orthopedic Surgery').executeTakeFirstOrThrow()).id);
  expect((await inject('POST', '/api/clinic-specialties', { as: c.owner, body: { specialty_id: specialtyId } })).statusCode).toBe(201);
  const member = await registerUser(ctx.app, { role: 'clinic' });
  c.member = member.cookie;
  addr.member = member.user.username;
  await db.insertInto('clinic_members').values({ user_id: member.user.id, clinic_id: clinicId, invited_by: owner.user.id, created_at: new Date().toISOString() }).execute();
  const other = await registerUser(ctx.app, { role: 'clinic' });
  c.otherClinic = other.cookie;
  otherClinicId = (await inject('PATCH', '/api/clinics/profile', { as: c.otherClinic, body: { ...profile, name: 'Other Referral Hospital' } })).json().id;
  await verifyListing(db, clinicId, otherClinicId); // vets refer to verified listings (issue 21)
  c.admin = (await createAdmin(ctx)).cookie;
});

const create = async (body = completeReferral(clinicId, { specialty_id: specialtyId })) => {
  const res = await inject('POST', '/api/referrals', { as: c.vet, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const move = (id: number, as: string, to: string, extra: object = {}) => inject('POST', `/api/referrals/${id}/status`, { as, body: { ...transitionBody(to), ...extra } });
/** Puts a referral straight into a status (the machine's cells are tested one at a time). */
const force = (id: number, status: ReferralStatus) => db.updateTable('referrals').set({ status }).where('id', '=', id).execute();
const upload = (id: number, as: string, bytes: Buffer | Readable, filename = 'records.pdf', description = 'Radiographs') => {
  const boundary = 'referralboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const payload = Buffer.isBuffer(bytes) ? Buffer.concat([head, bytes, tail]) : Readable.from((async function* () { yield head; for await (const b of bytes) yield b; yield tail; })());
  return ctx.app.inject({ method: 'POST', url: `/api/referrals/${id}/attachments`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `vr_session=${as}` } });
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('referral drafts', () => {
  it('a draft keeps what was sent, lists what submitting still needs, and patches field by field', async () => {
    const draft = await create({ clinic_id: clinicId, patient: { name: 'Biscuit' } });
    expect(draft).toMatchObject({ status: 'draft', patient: { name: 'Biscuit', species: null }, vet: { email: expect.any(String) } });
    expect(draft.missing).toEqual(['urgency', 'reason', 'patient.species', 'clinical.history', 'owner.name', 'owner.phone', 'owner.consent', 'vet.clinic', 'vet.phone', 'vet.license', 'vet.license_province']);
    const patched = (await inject('PATCH', `/api/referrals/${draft.id}`, { as: c.vet, body: { patient: { species: 'dog' }, owner: { consent: true } } })).json();
    expect(patched.patient).toMatchObject({ name: 'Biscuit', species: 'dog' });
    expect(patched.owner).toMatchObject({ consent: true, consent_by: expect.any(String), consent_at: expect.any(String) });
    expect((await move(draft.id, c.vet, 'submitted')).json()).toMatchObject({ code: 'REFERRAL_INCOMPLETE' });
    // A specialty the hospital does not offer is refused.
    const oncology = Number((await db.selectFrom('specialties').select('id').where('name', '=', 'Oncology').executeTakeFirstOrThrow()).id);
    expect((await inject('PATCH', `/api/referrals/${draft.id}`, { as: c.vet, body: { specialty_id: oncology } })).json().code).toBe('SPECIALTY_NOT_AT_CLINIC');
    // Another vet neither sees nor changes it.
    expect((await inject('PATCH', `/api/referrals/${draft.id}`, { as: c.otherVet, body: { reason: 'x' } })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/referrals/${draft.id}`, { as: c.otherVet })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/referrals/${draft.id}`, { as: c.vet })).statusCode).toBe(204);
    expect((await inject('GET', `/api/referrals/${draft.id}`, { as: c.vet })).statusCode).toBe(404);
  });

  it('refuses bad input with 400s and stores nothing', async () => {
    for (const body of [
      { clinic_id: clinicId, patient: { species: 'dragon' } },
      { clinic_id: clinicId, patient: { weight_kg: -2 } },
      { clinic_id: clinicId, patient: { date_of_birth: '2019-13-45' } },
      { clinic_id: clinicId, urgency: 'yesterday' },
      { clinic_id: clinicId, owner: { email: 'not-an-email' } },
      { clinic_id: clinicId, clinical: { medications: [{ dose: '5 mg' }] } },
      { clinic_id: 'x' },
    ]) {
      expect((await inject('POST', '/api/referrals', { as: c.vet, body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await inject('POST', '/api/referrals', { as: c.vet, body: { clinic_id: 999_999 } })).statusCode).toBe(404);
  });
});

describe('the referral journey', () => {
  it('submitted, opened (received), info requested and answered, accepted, booked, rescheduled, completed with a report', async () => {
    const r = await create();
    expect((await move(r.id, c.vet, 'submitted')).json().status).toBe('submitted');
    expect((await inject('PATCH', `/api/referrals/${r.id}`, { as: c.vet, body: { reason: 'changed' } })).json().code).toBe('REFERRAL_NOT_DRAFT');
    const inbox = (await inject('GET', '/api/referrals', { as: c.member })).json();
    expect(inbox.unopened).toBeGreaterThanOrEqual(1);
    expect(inbox.items.find((i: { id: number }) => i.id === r.id)).toMatchObject({ unopened: true, patient_name: 'Biscuit' });
    // Opening it receives it.
    const opened = (await inject('GET', `/api/referrals/${r.id}`, { as: c.member })).json();
    expect(opened.status).toBe('received');
    expect((await move(r.id, c.owner, 'info_requested')).json().status).toBe('info_requested');
    // The vet's answer may be a file: without a note or a new file it is refused.
    expect((await inject('POST', `/api/referrals/${r.id}/status`, { as: c.vet, body: { status: 'received' } })).json().code).toBe('INFO_REPLY_REQUIRED');
    expect((await upload(r.id, c.vet, PDF, 'bloodwork.pdf', 'Bloodwork')).statusCode).toBe(201);
    expect((await inject('POST', `/api/referrals/${r.id}/status`, { as: c.vet, body: { status: 'received' } })).json().status).toBe('received');
    expect((await move(r.id, c.member, 'accepted', { note: 'Within two weeks' })).json().status).toBe('accepted');
    expect((await move(r.id, c.member, 'booked')).json().appointment_at).toBe(appointmentIn(7));
    const later = `${appointmentIn(9).slice(0, 10)}T14:00`;
    expect((await move(r.id, c.member, 'booked', { appointment_at: later })).json().appointment_at).toBe(later);
    expect((await upload(r.id, c.member, Buffer.from('Discharge summary\nAll well.\n'), 'report.txt', 'Discharge')).json()).toMatchObject({ kind: 'report', content_type: 'text/plain' });
    const done = (await move(r.id, c.member, 'completed')).json();
    expect(done).toMatchObject({ status: 'completed', report: 'TPLO performed; recheck in 8 weeks.' });
    const seen = (await inject('GET', `/api/referrals/${r.id}`, { as: c.vet })).json();
    expect(seen.timeline.map((e: { from: string | null; to: string }) => `${e.from ?? '-'}>${e.to}`)).toEqual([
      '->draft',
      'draft>submitted',
      'submitted>received',
      'received>info_requested',
      'info_requested>received',
      'received>accepted',
      'accepted>booked',
      'booked>booked',
      'booked>completed',
    ]);
    expect(seen.timeline[6]).toMatchObject({ appointment_at: appointmentIn(7) });
    expect(seen.attachments.map((a: { filename: string; kind: string }) => [a.filename, a.kind])).toEqual([
      ['bloodwork.pdf', 'attachment'],
      ['report.txt', 'report'],
    ]);
    // Timeline and files come from one statement (docs/decisions/128): each keeps its own columns.
    expect(seen.timeline[5]).toMatchObject({ from: 'received', to: 'accepted', note: 'Within two weeks', reason: null, actor: { id: expect.any(Number), name: expect.any(String) }, at: expect.any(String) });
    expect(seen.attachments[0]).toMatchObject({ id: expect.any(Number), description: 'Bloodwork', content_type: 'application/pdf', size: PDF.length, uploaded_by: expect.any(String), created_at: expect.any(String) });
    expect(seen.attachments[1]).toMatchObject({ description: 'Discharge', size: 'Discharge summary\nAll well.\n'.length });
    // Admins count it, never read it.
    expect((await inject('GET', `/api/referrals/${r.id}`, { as: c.admin })).statusCode).toBe(404);
    const stats = (await inject('GET', '/api/admin/referrals/stats', { as: c.admin })).json();
    expect(stats.by_status.completed).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(stats)).not.toContain('Biscuit');
  });

  it('a hospital waiting for information may still accept, or decline with a listed reason', async () => {
    const waiting = async () => {
      const r = await create();
      await move(r.id, c.vet, 'submitted');
      await move(r.id, c.owner, 'received');
      expect((await move(r.id, c.owner, 'info_requested')).json().status).toBe('info_requested');
      return r.id;
    };
    const accepted = await waiting();
    expect((await move(accepted, c.member, 'accepted', { note: 'Owner called: booked within a week' })).json()).toMatchObject({ status: 'accepted' });
    const declined = await waiting();
    expect((await move(declined, c.member, 'declined', { reason: 'whatever' })).json().code).toBe('TRANSITION_FIELD_REQUIRED');
    expect((await move(declined, c.member, 'declined', { reason: 'outside_services' })).json()).toMatchObject({ status: 'declined', decline_reason: 'outside_services' });
    const seen = (await inject('GET', `/api/referrals/${declined}`, { as: c.vet })).json();
    expect(seen.timeline.at(-1)).toMatchObject({ from: 'info_requested', to: 'declined', reason: 'outside_services' });
    const notes = (await inject('GET', '/api/notifications', { as: c.vet })).json().items as { event: string; referral_id: number }[];
    expect(notes.filter((n) => n.referral_id === accepted || n.referral_id === declined).map((n) => n.event).sort()).toEqual(['accepted', 'declined', 'info_requested', 'info_requested', 'received', 'received']);
  });

  it('two members acting at once cannot both move one referral', async () => {
    const r = await create();
    await move(r.id, c.vet, 'submitted');
    await move(r.id, c.owner, 'received');
    const [a, b] = await Promise.all([move(r.id, c.owner, 'accepted'), move(r.id, c.member, 'declined')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const events = await db.selectFrom('referral_events').select('to_status').where('referral_id', '=', r.id).execute();
    expect(events.filter((e) => e.to_status === 'accepted' || e.to_status === 'declined')).toHaveLength(1);
  });

  it('a declined referral is redirected into a new draft to another hospital, files included', async () => {
    const r = await create();
    expect((await upload(r.id, c.vet, PDF)).statusCode).toBe(201);
    expect((await inject('POST', `/api/referrals/${r.id}/redirect`, { as: c.vet, body: { clinic_id: otherClinicId } })).json().code).toBe('REFERRAL_NOT_REDIRECTABLE');
    await move(r.id, c.vet, 'submitted');
    await move(r.id, c.owner, 'received');
    expect((await move(r.id, c.owner, 'declined', { reason: 'whatever' })).statusCode).toBe(400);
    expect((await move(r.id, c.owner, 'declined', { note: 'Try Other Referral Hospital' })).json()).toMatchObject({ status: 'declined', decline_reason: 'no_capacity' });
    const copy = await inject('POST', `/api/referrals/${r.id}/redirect`, { as: c.vet, body: { clinic_id: otherClinicId } });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ status: 'draft', redirected_from: r.id, clinic: { id: otherClinicId }, specialty: null, patient: { name: 'Biscuit' } });
    // Consent was given for the first hospital: the vet attests it again.
    expect(copy.json().missing).toEqual(['owner.consent']);
    expect(copy.json().attachments).toHaveLength(1);
    const file = await inject('GET', `/api/referrals/${copy.json().id}/attachments/${copy.json().attachments[0].id}`, { as: c.vet });
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The first hospital never sees the copy.
    expect((await inject('GET', `/api/referrals/${copy.json().id}`, { as: c.owner })).statusCode).toBe(404);
  });
});

describe('the status machine, cell by cell', () => {
  // Every (from, to, caller): allowed cells answer 200; a party that may not make the move gets 409;
  // whoever is not a party gets 404 (a clinic does not see drafts).
  const parties: Caller[] = ['vet', 'owner', 'member', 'otherVet', 'otherClinic', 'admin'];
  for (const from of REFERRAL_STATUSES) {
    it(`from ${from}`, async () => {
      for (const to of REFERRAL_STATUSES) {
        for (const who of parties) {
          const r = await create();
          await force(r.id, from);
          const party = who === 'vet' ? 'vet' : who === 'owner' || who === 'member' ? 'clinic' : null;
          const allowed = party !== null && TRANSITIONS.some((t) => t.from === from && t.to === to && t.who === party);
          const visible = party === 'vet' || (party === 'clinic' && from !== 'draft');
          const res = await move(r.id, c[who], to);
          const expected = allowed ? 200 : visible ? 409 : 404;
          // Exception: the vet's answer to an info request is allowed and our body carries its note.
          expect(res.statusCode, `${from} → ${to} by ${who}: ${res.body.slice(0, 160)}`).toBe(expected);
          if (expected === 200) expect(res.json().status).toBe(to);
          else expect((await db.selectFrom('referrals').select('status').where('id', '=', r.id).executeTakeFirstOrThrow()).status).toBe(from);
        }
      }
    });
  }
});

describe('the status machine does what each row says', () => {
  // Every TRANSITIONS row, performed through the API from a referral with none of its moments
  // stamped: whom it notifies (in the app and by mail) of which event, the moments it stamps and the
  // columns it fills are the row's, and nothing else. A clinic member acts, so the owner (not the
  // member) hears of it; the vet's acts reach both. A row whose stamps were already set keeps them.
  const STAMPS: ReferralStamp[] = ['submitted_at', 'responded_at', 'accepted_at'];
  const COLUMNS: ReferralColumn[] = ['decline_reason', 'appointment_at', 'report'];
  const newNotifications = async (who: 'vet' | 'owner' | 'member', id: number) =>
    ((await inject('GET', '/api/notifications', { as: c[who] })).json().items as { event: string; referral_id: number; data: { status?: string } }[]).filter((n) => n.referral_id === id);
  const mails = async () => (await inject('GET', '/api/admin/mail', { as: c.admin })).json().items as { id: number; kind: string; to: string; subject: string }[];
  const stamped = (id: number) => db.selectFrom('referrals').select(STAMPS).where('id', '=', id).executeTakeFirstOrThrow();

  for (const row of TRANSITIONS) {
    it(`${row.from} → ${row.to} by the ${row.who}`, async () => {
      // What the row may say at all: the other party hears of it, of an event they can receive.
      expect(row.notify.party).not.toBe(row.who);
      expect(eventsFor(row.notify.party)).toContain(row.notify.event);

      const r = await create();
      await force(r.id, row.from);
      const before = Math.max(0, ...(await mails()).map((m) => m.id));
      const body = transitionBody(row.to);
      const res = await move(r.id, row.who === 'vet' ? c.vet : c.member, row.to);
      expect(res.statusCode, res.body).toBe(200);
      const moved = res.json();
      const at = moved.timeline.at(-1).at as string;
      expect(moved.timeline.at(-1)).toMatchObject({ from: row.from, to: row.to });

      const notified = row.notify.party === 'vet' ? (['vet'] as const) : row.who === 'clinic' ? (['owner'] as const) : (['owner', 'member'] as const);
      for (const who of ['vet', 'owner', 'member'] as const) {
        const got = await newNotifications(who, r.id);
        if ((notified as readonly string[]).includes(who)) expect(got, who).toMatchObject([{ event: row.notify.event, data: { status: row.to } }]);
        else expect(got, who).toEqual([]);
      }
      const subject = MAIL_STRINGS['en-CA'].referralEvent.subject[row.notify.event]('Biscuit', 'Referral Hospital');
      const sent = (await mails()).filter((m) => m.id > before);
      expect(sent.map((m) => [m.kind, m.to, m.subject]).sort()).toEqual(notified.map((who) => ['referral_event', addr[who], subject]).sort());

      // submitted_at is in the referral; responded_at and accepted_at are what the measured waits read.
      const stamps = await stamped(r.id);
      for (const stamp of STAMPS) expect(stamps[stamp], stamp).toBe(row.stamps.includes(stamp) ? at : null);
      expect(moved.submitted_at).toBe(stamps.submitted_at);
      for (const column of COLUMNS) {
        const field = row.sets[column];
        expect(moved[column], column).toBe(field ? body[field] : null);
      }

      if (row.stamps.length > 0) {
        const again = await create();
        const earlier = '2020-01-02T03:04:05.000Z';
        await db.updateTable('referrals').set({ status: row.from, submitted_at: earlier, responded_at: earlier, accepted_at: earlier }).where('id', '=', again.id).execute();
        expect((await move(again.id, row.who === 'vet' ? c.vet : c.member, row.to)).statusCode).toBe(200);
        expect(await stamped(again.id)).toEqual({ submitted_at: earlier, responded_at: earlier, accepted_at: earlier });
      }
    });
  }
});

describe('referral files', () => {
  it('types files by content, refuses other content, and serves them only to the parties as downloads', async () => {
    const r = await create();
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    expect((await upload(r.id, c.vet, png, 'looks-like.pdf')).json().content_type).toBe('image/png');
    const dicom = Buffer.concat([Buffer.alloc(128), Buffer.from('DICM'), Buffer.alloc(256, 7)]);
    const dcm = (await upload(r.id, c.vet, dicom, 'chest.dcm')).json();
    expect(dcm.content_type).toBe('application/dicom');
    const exe = await upload(r.id, c.vet, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), 'notes.txt');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('ATTACHMENT_TYPE');
    expect((await upload(r.id, c.vet, Buffer.alloc(0), 'empty.pdf')).statusCode).toBe(400);

    const res = await inject('GET', `/api/referrals/${r.id}/attachments/${dcm.id}`, { as: c.vet });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="chest.dcm"; filename*=UTF-8''chest.dcm`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.equals(dicom)).toBe(true);
    for (const who of ['otherVet', 'otherClinic', 'admin', 'owner'] as const) {
      // The receiving clinic does not see a draft's files either.
      expect((await inject('GET', `/api/referrals/${r.id}/attachments/${dcm.id}`, { as: c[who] })).statusCode, who).toBe(404);
    }
    expect((await inject('DELETE', `/api/referrals/${r.id}/attachments/${dcm.id}`, { as: c.vet })).statusCode).toBe(204);
  });

  it('accepts a 25 MB file and refuses 25 MB + 1 byte, keeping nothing of the refused one', async () => {
    const r = await create();
    const stream = (size: number) =>
      Readable.from(
        (function* () {
          const piece = Buffer.alloc(64 * 1024, 0x41);
          piece.write('%PDF-1.7\n');
          let left = size;
          let first = true;
          while (left > 0) {
            const n = Math.min(left, piece.length);
            yield first ? piece.subarray(0, n) : Buffer.alloc(n, 0x42);
            first = false;
            left -= n;
          }
        })(),
      );
    const ok = await upload(r.id, c.vet, stream(ATTACHMENT_MAX_BYTES), 'big.pdf');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().size).toBe(ATTACHMENT_MAX_BYTES);
    // The memory this takes is measured on a server process: attachment-memory.api.test.ts.
    const tooBig = await upload(r.id, c.vet, stream(ATTACHMENT_MAX_BYTES + 1), 'too-big.pdf');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('ATTACHMENT_TOO_LARGE');
    const stored = await db.selectFrom('files').select((eb) => eb.fn.countAll().as('n')).where('size', '=', 0).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
    const back = await inject('GET', `/api/referrals/${r.id}/attachments/${(await inject('GET', `/api/referrals/${r.id}`, { as: c.vet })).json().attachments[0].id}`, { as: c.vet });
    expect(back.rawPayload.length).toBe(ATTACHMENT_MAX_BYTES);
    expect(back.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');
  }, 120_000);
});

describe('a hospital with referrals', () => {
  it('cannot be deleted: its referrals are clinical records', async () => {
    const admin = c.admin;
    const hospital = (await inject('POST', '/api/admin/clinics', { as: admin, body: { name: 'Kept Hospital' } })).json().id as number;
    await create(completeReferral(hospital));
    const res = await inject('DELETE', `/api/admin/clinics/${hospital}`, { as: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CLINIC_HAS_REFERRALS');
    expect((await inject('GET', `/api/admin/clinics/${hospital}`, { as: admin })).statusCode).toBe(200);
  });
});

describe('unlinked files', () => {
  it('are swept once old; linked ones stay', async () => {
    const { putFile, sweepUnlinkedFiles } = await import('../files');
    const old = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const orphan = await putFile(db, [PDF], { maxBytes: 1000, tooLarge: 'ATTACHMENT_TOO_LARGE', now: old });
    const r = await create();
    await upload(r.id, c.vet, PDF);
    await sweepUnlinkedFiles(db, new Date(Date.now() - 86_400_000).toISOString());
    const ids = (await db.selectFrom('files').select('id').execute()).map((f) => Number(f.id));
    expect(ids).not.toContain(orphan.id);
    expect((await inject('GET', `/api/referrals/${r.id}`, { as: c.vet })).json().attachments).toHaveLength(1);
    expect(await db.selectFrom('file_chunks').select('file_id').where('file_id', '=', orphan.id).execute()).toEqual([]);
  });
});
