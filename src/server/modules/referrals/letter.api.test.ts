import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferralCreateBody } from '@shared/contracts/referrals';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { appointmentIn, completeReferral, transitionBody } from '../../test/referrals';
import { verifyListing } from '../../test/factories';

/**
 * Referral letters and reports as PDF (issue 20, docs/decisions/089): each is parsed back with
 * pdf.js and its text checked, in both languages, on both paper sizes, for the parties only.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;

type Caller = 'vet' | 'otherVet' | 'owner' | 'member' | 'otherClinic' | 'admin';
const c = {} as Record<Caller, string>;
let clinicId: number;
let specialtyId: number;

beforeAll(async () => {
  for (const who of ['vet', 'otherVet'] as const) c[who] = (await registerUser(ctx.app, { role: 'vet' })).cookie;
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  c.owner = owner.cookie;
  const profile = { name: 'Hôpital Vétérinaire Laurier', address: '1 Referral Rd', city: 'Ottawa', province: 'Ontario', contact_email: 'desk@laurier.example.ca', phone: '613-555-0100' };
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: c.owner, body: profile })).json().id;
  specialtyId = Number((await db.selectFrom('specialties').select('id').where('name', '=', 'Orthopedic Surgery').executeTakeFirstOrThrow()).id);
  expect((await inject('POST', '/api/clinic-specialties', { as: c.owner, body: { specialty_id: specialtyId } })).statusCode).toBe(201);
  const member = await registerUser(ctx.app, { role: 'clinic' });
  c.member = member.cookie;
  await db.insertInto('clinic_members').values({ user_id: member.user.id, clinic_id: clinicId, invited_by: owner.user.id, created_at: new Date().toISOString() }).execute();
  const other = await registerUser(ctx.app, { role: 'clinic' });
  c.otherClinic = other.cookie;
  const otherId = (await inject('PATCH', '/api/clinics/profile', { as: c.otherClinic, body: { ...profile, name: 'Other Hospital' } })).json().id;
  await verifyListing(db, clinicId, otherId); // vets refer to verified listings (issue 21)
  c.admin = (await createAdmin(ctx)).cookie;
});

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * The PDF's pages: their media box and their text (lines joined by spaces, runs of spaces folded).
 * pdf.js reads WinAnsi's no-break space back as a space; letter-strings.test.ts checks the strings.
 */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`, isEvalSupported: false }).promise;
  const pages: { box: number[]; text: string }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : '')).join('');
    pages.push({ box: page.view, text: text.replace(/[ \u00a0]+/g, ' ') });
  }
  await pdf.destroy();
  return { pages, text: pages.map((p) => p.text).join(' ') };
}

const create = async (overrides: Partial<ReferralCreateBody> = {}) => {
  const res = await inject('POST', '/api/referrals', { as: c.vet, body: completeReferral(clinicId, overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
};
const move = (id: number, as: string, to: string, extra: object = {}) => inject('POST', `/api/referrals/${id}/status`, { as, body: { ...transitionBody(to), ...extra } });
const upload = (id: number, as: string, bytes: Buffer, filename: string, description: string) => {
  const boundary = 'letterboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: `/api/referrals/${id}/attachments`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `vr_session=${as}` } });
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const letter = (id: number, as: string, query = '') => inject('GET', `/api/referrals/${id}/letter.pdf${query}`, { as });
const report = (id: number, as: string, query = '') => inject('GET', `/api/referrals/${id}/report.pdf${query}`, { as });

describe('the referral letter', () => {
  it('carries the whole referral, consent and files included, as a PDF download', async () => {
    const r = await create({
      specialty_id: specialtyId,
      owner: { name: 'Marie Tremblay', phone: '613-555-0142', email: 'marie@example.ca', language: 'en', consent: true },
      clinical: {
        history: 'Acute lameness for 3 weeks, worse after exercise.',
        treatments: 'NSAIDs, rest',
        tests: 'Radiographs 2026-11-18',
        medications: [
          { name: 'Carprofen', dose: '75 mg', frequency: 'every 12 h' },
          { name: 'Gabapentin', dose: '300 mg', frequency: 'every 8 h' },
        ],
      },
    });
    expect((await upload(r.id, c.vet, PDF, 'radiographs-stifle.pdf', 'Stifle radiographs')).statusCode).toBe(201);
    expect((await upload(r.id, c.vet, Buffer.from('CBC normal\n'), 'bloodwork.txt', 'Bloodwork')).statusCode).toBe(201);
    const res = await letter(r.id, c.vet);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="referral-${r.id}.pdf"; filename*=UTF-8''referral-${r.id}.pdf`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const { text } = await readPdf(res.rawPayload);
    for (const expected of [
      'Referral letter',
      `Referral #${r.id}`,
      'Status: Draft',
      'Draft: this referral has not been sent to the hospital.',
      'Hôpital Vétérinaire Laurier',
      '1 Referral Rd, Ottawa, Ontario',
      'Urgency: Routine',
      'Type of referral: Consultation',
      'Specialty: Orthopedic Surgery',
      'Procedure or service requested: TPLO',
      'Cranial cruciate rupture, left stifle',
      'Candidate for TPLO?',
      'Name: Biscuit',
      'Species: Dog',
      'Breed: Labrador retriever',
      'Sex: Male (neutered)',
      'Date of birth: April 1, 2019',
      'Weight: 31.5 kg on November 20, 2026',
      'Acute lameness for 3 weeks, worse after exercise.',
      'Carprofen',
      '75 mg',
      'every 12 h',
      'Gabapentin',
      '300 mg',
      'every 8 h',
      'NSAIDs, rest',
      'Radiographs 2026-11-18',
      'Name: Marie Tremblay',
      'Phone: 613-555-0142',
      'E-mail: marie@example.ca',
      'Preferred language: English',
      'Consent to share: The owner agreed to share these records with the hospital (attested by',
      'radiographs-stifle.pdf',
      'Stifle radiographs',
      'bloodwork.txt',
      'text/plain',
    ]) {
      expect(text).toContain(expected);
    }
    // The referring vet's block comes from their profile: their sign-in address at least.
    expect(text).toMatch(/E-mail: \S+@/);
    expect(text).toMatch(/Page 1 of \d/);
    // Each download is in the referral's access log, like a file's (docs/decisions/106).
    const reads = await db.selectFrom('referral_access_log').select(['what', 'party']).where('referral_id', '=', r.id).where('what', '=', 'letter').execute();
    expect(reads).toEqual([{ what: 'letter', party: 'vet' }]);
  });

  it('is written in the reader’s language: the one asked (?lang=), else their setting, else the request’s; the owner’s stays a field', async () => {
    // completeReferral's owner speaks French; the vet chose no language and the request asks none: English.
    const r = await create({ urgency: 'emergency', specialty_id: specialtyId });
    const english = (await readPdf((await letter(r.id, c.vet)).rawPayload)).text;
    expect(english).toContain('Referral letter');
    expect(english).toContain('Preferred language: French');
    const french = async (res: Promise<{ rawPayload: Buffer }>) => (await readPdf((await res).rawPayload)).text;
    const asked = await french(letter(r.id, c.vet, '?lang=fr'));
    for (const expected of [
      'Lettre de référence',
      'Hôpital destinataire',
      'Urgence : téléphonez d’abord à l’hôpital, au 613-555-0100, avant d’envoyer le patient.',
      'Spécialité : Chirurgie orthopédique',
      'Espèce : Chien',
      'Sexe : Mâle (castré)',
      'Date de naissance : 1 avril 2019',
      'Poids : 31,5 kg le 20 novembre 2026',
      'Langue préférée : Français',
      'Le propriétaire a accepté que ces dossiers soient communiqués à l’hôpital (attesté par',
      'Page 1 de',
    ]) {
      expect(asked).toContain(expected);
    }
    expect(asked).not.toContain('Referral letter');
    // The request's language, when the reader chose none (a French browser, a hospital member).
    await move(r.id, c.vet, 'submitted');
    expect(await french(inject('GET', `/api/referrals/${r.id}/letter.pdf`, { as: c.member, headers: { cookie: `vr_session=${c.member}`, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } }))).toContain('Lettre de référence');
    // The reader's setting comes before the request's; ?lang= before both.
    expect((await inject('PATCH', '/api/user/profile', { as: c.owner, body: { language: 'fr-CA' } })).statusCode).toBe(200);
    try {
      expect(await french(letter(r.id, c.owner))).toContain('Lettre de référence');
      expect(await french(inject('GET', `/api/referrals/${r.id}/letter.pdf`, { as: c.owner, headers: { cookie: `vr_session=${c.owner}`, 'accept-language': 'en-CA' } }))).toContain('Lettre de référence');
      expect(await french(letter(r.id, c.owner, '?lang=en'))).toContain('Emergency: phone the hospital first, at 613-555-0100');
    } finally {
      await inject('PATCH', '/api/user/profile', { as: c.owner, body: { language: null } });
    }
  });

  it('shows an approximate age as an age, in the letter’s language, never as a date of birth', async () => {
    const r = await create({ patient: { name: 'Rocky', species: 'dog', date_of_birth: null, age: '9 years' } });
    const en = (await readPdf((await letter(r.id, c.vet)).rawPayload)).text;
    expect(en).toContain('Approximate age: 9 years');
    expect(en).not.toContain('Date of birth');
    const fr = (await readPdf((await letter(r.id, c.vet, '?lang=fr')).rawPayload)).text;
    expect(fr).toContain('Âge approximatif : 9 ans');
    expect(fr).not.toContain('Date de naissance');
    const typed = await create({ patient: { name: 'Rocky', species: 'dog', age: 'senior, maybe 12' } });
    expect((await readPdf((await letter(typed.id, c.vet)).rawPayload)).text).toContain('Approximate age: senior, maybe 12');
  });

  it('flows a long history and a long medication table onto further pages, on Letter by default or A4', async () => {
    const lines = Array.from({ length: 240 }, (_, i) => `Day ${i + 1}: recheck, stable`);
    const medications = Array.from({ length: 30 }, (_, i) => ({ name: `Medication ${i + 1}x`, dose: `${i + 1} mg` }));
    const r = await create({ clinical: { history: lines.join('\n').slice(0, 5000), medications } });
    const res = await letter(r.id, c.vet);
    const { pages, text } = await readPdf(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]!.box).toEqual([0, 0, 612, 792]);
    const last = lines.filter((l) => lines.join('\n').slice(0, 5000).includes(l)).at(-1)!;
    expect(pages.slice(1).some((p) => p.text.includes(last))).toBe(true);
    expect(pages[0]!.text).toContain(`Page 1 of ${pages.length}`);
    for (const m of medications) expect(text).toContain(`${m.name} ${m.dose}`);

    const a4 = await readPdf((await letter(r.id, c.vet, '?paper=a4')).rawPayload);
    expect(a4.pages[0]!.box.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect((await readPdf((await letter(r.id, c.vet, '?paper=letter')).rawPayload)).pages[0]!.box).toEqual([0, 0, 612, 792]);
    for (const query of ['?paper=legal', '?lang=de', '?paper=']) expect((await letter(r.id, c.vet, query)).statusCode, query).toBe(400);
  });

  it('draws names outside the standard fonts’ characters instead of failing', async () => {
    const r = await create({ patient: { name: 'Mochi 🐶 猫 «\u00a0Élégante\u00a0» l’été', species: 'cat' }, owner: { name: 'Zoë Ōtsuka', phone: '613-555-0111', language: 'en', consent: true } });
    const res = await letter(r.id, c.vet);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain('Mochi ? ? « Élégante » l’été');
    expect(text).toContain('Zoë Otsuka');
  });

  it('reaches the parties only: the vet (drafts too) and, once sent, the hospital’s team', async () => {
    const r = await create();
    for (const who of ['owner', 'member', 'otherVet', 'otherClinic', 'admin'] as const) expect((await letter(r.id, c[who])).statusCode, who).toBe(404);
    expect((await letter(r.id, '')).statusCode).toBe(401);
    expect((await move(r.id, c.vet, 'submitted')).statusCode).toBe(200);
    for (const who of ['vet', 'owner', 'member'] as const) expect((await letter(r.id, c[who])).statusCode, who).toBe(200);
    for (const who of ['otherVet', 'otherClinic', 'admin'] as const) {
      const res = await letter(r.id, c[who]);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().code).toBe('REFERRAL_NOT_FOUND');
    }
  });
});

describe('the completion report', () => {
  it('is refused until the referral is completed, then carries the report and its files', async () => {
    const r = await create({ owner: { name: 'Marie Tremblay', phone: '613-555-0142', language: 'en', consent: true } });
    const notReady = await report(r.id, c.vet);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('REPORT_NOT_READY');
    await move(r.id, c.vet, 'submitted');
    for (const step of ['received', 'accepted', 'booked']) expect((await move(r.id, c.member, step)).statusCode, step).toBe(200);
    expect((await report(r.id, c.member)).json().code).toBe('REPORT_NOT_READY');
    expect((await upload(r.id, c.member, Buffer.from('Discharge summary\n'), 'discharge-summary.txt', 'Discharge')).statusCode).toBe(201);
    expect((await move(r.id, c.member, 'completed', { report: 'TPLO performed on the left stifle; recheck in 8 weeks.' })).statusCode).toBe(200);

    for (const who of ['vet', 'member', 'owner'] as const) {
      const res = await report(r.id, c[who]);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename="referral-${r.id}-report.pdf"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const { text } = await readPdf((await report(r.id, c.vet)).rawPayload);
    for (const expected of [
      'Referral report',
      'Status: Completed',
      'Hôpital Vétérinaire Laurier',
      'Name: Biscuit',
      'Owner: Marie Tremblay',
      // transitionBody books a week ahead at 9:30, typed in the hospital's time: Ottawa's, with its zone.
      `Appointment: ${new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${appointmentIn(7)}Z`))} at 9:30 a.m. ET`,
      'Completed: ',
      'TPLO performed on the left stifle; recheck in 8 weeks.',
      'discharge-summary.txt',
      'Discharge',
    ]) {
      expect(text).toContain(expected);
    }
    // The vet's own files belong to the letter, not the report.
    expect(text).not.toContain('No report files.');
    expect((await readPdf((await report(r.id, c.vet, '?lang=fr&paper=a4')).rawPayload)).text).toContain('Rapport de référence');
    for (const who of ['otherVet', 'otherClinic', 'admin'] as const) expect((await report(r.id, c[who])).statusCode, who).toBe(404);
    const reads = await db.selectFrom('referral_access_log').select('what').where('referral_id', '=', r.id).where('what', '=', 'report').execute();
    expect(reads.length).toBeGreaterThanOrEqual(5);
  });
});
