import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@shared/errors';
import { createAdmin, createTestContext, registerUser } from './test/context';
import { createClinic } from './test/factories';
import { draftReferral } from './test/referrals';
import { snapshotDb } from './test/world';

/**
 * NUL characters in multipart bodies (issue 56, point 12): the JSON check never sees a multipart
 * upload's file name or fields, so SQLite stored them and PostgreSQL answered "malformed". Every
 * multipart route refuses them with the JSON check's own 400, and stores nothing.
 */
const ctx = await createTestContext();
const { app, db } = ctx;
const NUL = { statusCode: 400, body: { message: ERRORS.NUL_CHARACTER.message, code: 'NUL_CHARACTER' } };

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  /** The raw Content-Disposition parameters after the name, for RFC 5987 spellings. */
  raw?: string;
}
function multipart(parts: Part[]) {
  const boundary = `----nul-${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.raw ?? (p.filename !== undefined ? `; filename="${p.filename}"` : '');
    const type = p.filename !== undefined || p.raw ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n${type}\r\n`, 'latin1'), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
let png: Buffer;
let vet: string;
let referralId: number;
let admin: string;
let clinicOwner: string;
let hospitalId: number;

beforeAll(async () => {
  const draft = await draftReferral(ctx);
  vet = draft.vet.cookie;
  referralId = draft.referralId;
  admin = (await createAdmin(ctx)).cookie;
  clinicOwner = (await registerUser(app, { role: 'clinic' })).cookie;
  const own = await ctx.inject('PATCH', '/api/clinics/profile', { as: clinicOwner, body: { name: 'Nul Clinic', address: '1 Nul St', province: 'Ontario', contact_email: 'nul@test.example.ca' } });
  expect(own.statusCode).toBe(200);
  hospitalId = await createClinic(db, { name: 'Nul Test Hospital' });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
});

const send = (url: string, cookie: string, parts: Part[]) => app.inject({ method: 'POST', url, ...multipart(parts), cookies: { vr_session: cookie } });

describe('NUL characters in multipart uploads', () => {
  it('refuses a NUL in an attachment file name or a form field with the one NUL message, and stores nothing', async () => {
    const url = `/api/referrals/${referralId}/attachments`;
    const cases: [string, Part[]][] = [
      ['file name', [{ name: 'description', value: 'Radiographs' }, { name: 'file', filename: 'x-ray\u0000.pdf', value: PDF }]],
      ['encoded file name (RFC 5987)', [{ name: 'file', raw: `; filename*=UTF-8''x-ray%00.pdf`, value: PDF }]],
      ['description', [{ name: 'description', value: 'Radio\u0000graphs' }, { name: 'file', filename: 'x-ray.pdf', value: PDF }]],
      ['another field', [{ name: 'note', value: 'a\u0000b' }, { name: 'file', filename: 'x-ray.pdf', value: PDF }]],
      ['field name', [{ name: 'desc\u0000ription', value: 'Radiographs' }, { name: 'file', filename: 'x-ray.pdf', value: PDF }]],
    ];
    const before = await snapshotDb(db);
    for (const [label, parts] of cases) {
      const res = await send(url, vet, parts);
      expect({ statusCode: res.statusCode, body: res.json() }, label).toEqual(NUL);
    }
    expect(await snapshotDb(db)).toBe(before);
    // The same upload without the NUL is stored, so the refusals above were about the NUL alone.
    const ok = await send(url, vet, [{ name: 'description', value: 'Radiographs' }, { name: 'file', filename: 'x-ray.pdf', value: PDF }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ filename: 'x-ray.pdf', description: 'Radiographs' });
  });

  it('refuses a NUL in a logo upload (admin and clinic routes) the same way, and stores nothing', async () => {
    const routes = [
      { url: `/api/admin/clinics/${hospitalId}/logo`, cookie: admin },
      { url: '/api/clinics/profile/logo', cookie: clinicOwner },
    ];
    const before = await snapshotDb(db);
    for (const route of routes) {
      for (const [label, parts] of [
        ['file name', [{ name: 'logo', filename: 'logo\u0000.png', value: png }]],
        ['field', [{ name: 'caption', value: 'a\u0000b' }, { name: 'logo', filename: 'logo.png', value: png }]],
      ] as [string, Part[]][]) {
        const res = await send(route.url, route.cookie, parts);
        expect({ statusCode: res.statusCode, body: res.json() }, `${route.url}: ${label}`).toEqual(NUL);
      }
    }
    expect(await snapshotDb(db)).toBe(before);
  });
});
