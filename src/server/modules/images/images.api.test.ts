import { ERRORS, type ErrorCode } from '@shared/errors';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestContext, registerUser, withSession } from '../../test/context';
import { createClinic } from '../../test/factories';
import { snapshotDb } from '../../test/world';
import { IMAGE_UPLOAD_LIMIT, MAX_INPUT_PIXELS, consumeUpload, parseImageDataUrl, storeImage } from './service';

const ctx = await createTestContext();
const { app, db } = ctx;

const picture = (format: 'png' | 'jpeg' | 'webp', width = 900, height = 600) => {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } }).withMetadata({
    exif: { IFD0: { Copyright: 'secret-camera-owner' } },
  });
  return base[format]().toBuffer();
};

describe('storeImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s, shrinks it within maxSide, drops metadata and serves it', async (format) => {
    const stored = await storeImage(db, await picture(format), { maxSide: 512 });
    expect([stored.width, stored.height]).toEqual([512, 341]);
    expect(stored.contentType).toBe(`image/${format}`);
    const res = await app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${format}`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.toString('latin1')).not.toContain('secret-camera-owner');
  });

  it('never enlarges a small image and can force JPEG', async () => {
    const stored = await storeImage(db, await picture('png', 120, 80), { maxSide: 400, as: 'jpeg', quality: 0.85 });
    expect([stored.width, stored.height, stored.contentType]).toEqual([120, 80, 'image/jpeg']);
  });

  it.each([
    ['a text file', Buffer.from('just some text, not an image')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['a renamed PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['a truncated PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes) => {
    const before = await db.selectFrom('images').select('id').execute();
    await expect(storeImage(db, bytes, { maxSide: 512 })).rejects.toMatchObject({ status: 415, message: ERRORS.IMAGE_UNSUPPORTED.message });
    expect(await db.selectFrom('images').select('id').execute()).toEqual(before);
  });

  it('refuses more than 5 MB with 413', async () => {
    await expect(storeImage(db, Buffer.alloc(5 * 1024 * 1024 + 1), { maxSide: 512 })).rejects.toMatchObject({ status: 413 });
  });
});

describe('parseImageDataUrl', () => {
  it('reads PNG, JPEG and WebP data URLs', async () => {
    const png = await picture('png', 4, 4);
    expect(parseImageDataUrl(`data:image/png;base64,${png.toString('base64')}`).equals(png)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'https://example.com/a.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,PGI+', 'data:image/png;base64,'])(
    'refuses %s',
    (value) => {
      expect(() => parseImageDataUrl(value)).toThrow(ERRORS.IMAGE_BAD_DATA_URL.message);
    },
  );
});

// ---- uploads through the API: logo (multipart), avatar and staff photo (data URLs in JSON) ----

type Method = 'GET' | 'POST' | 'PATCH';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(cookie ? withSession(cookie) : {}), ...(payload ? { payload } : {}) });
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A multipart/form-data body built by hand, so that it can be broken on purpose. */
function multipartBody(data: Buffer, field = 'logo') {
  const boundary = `----vetreferral-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { boundary, body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

const send = (cookie: string, method: Method, url: string, payload: Buffer, contentType: string) =>
  app.inject({ method, url, payload, headers: { 'content-type': contentType }, ...withSession(cookie) });

let admin: { cookie: string; id: number };
let clinicUser: { cookie: string; id: number };
let vet: { cookie: string; id: number };
let hospitalId: number;
let small: Buffer;
beforeAll(async () => {
  const a = await createAdmin(ctx);
  admin = { cookie: a.cookie, id: a.user.id };
  const c = await registerUser(app, { role: 'clinic' });
  clinicUser = { cookie: c.cookie, id: c.user.id };
  const v = await registerUser(app, { role: 'vet' });
  vet = { cookie: v.cookie, id: v.user.id };
  hospitalId = await createClinic(db, { name: 'Upload Test Hospital' });
  const own = await call(clinicUser.cookie, 'PATCH', '/api/clinics/profile', {
    name: 'Upload Test Clinic',
    address: '1 Upload St',
    province: 'Ontario',
    contact_email: 'upload@test.example.ca',
  });
  expect(own.statusCode).toBe(200);
  small = await picture('png', 64, 48);
});

/** Each upload route, as the user it belongs to. */
const uploadRoutes = () =>
  [
    { name: 'logo', cookie: admin.cookie, method: 'POST', url: `/api/admin/clinics/${hospitalId}/logo` },
    { name: 'avatar', cookie: vet.cookie, method: 'PATCH', url: '/api/user/profile' },
    { name: 'staff photo', cookie: clinicUser.cookie, method: 'POST', url: '/api/staff' },
  ] as const;

describe('malformed multipart uploads', () => {
  it('answers the logo upload 400 with a plain message for no boundary, a truncated or mis-bounded body and an empty file, and the avatar and staff-photo routes (JSON only) 415; nothing stored', async () => {
    const { boundary, body } = multipartBody(small);
    const empty = multipartBody(Buffer.alloc(0));
    // An empty boundary parses as a body without the logo field on some inputs: 400 either way.
    const variants: { label: string; type: string; payload: Buffer; code?: ErrorCode }[] = [
      { label: 'no boundary', type: 'multipart/form-data', payload: body, code: 'UPLOAD_MALFORMED' },
      { label: 'empty boundary', type: 'multipart/form-data; boundary=', payload: body },
      { label: 'truncated body', type: `multipart/form-data; boundary=${boundary}`, payload: body.subarray(0, body.length - 40), code: 'UPLOAD_MALFORMED' },
      { label: 'truncated part header', type: `multipart/form-data; boundary=${boundary}`, payload: body.subarray(0, 30), code: 'UPLOAD_MALFORMED' },
      { label: 'another boundary', type: 'multipart/form-data; boundary=not-the-one', payload: body, code: 'UPLOAD_MALFORMED' },
      { label: 'empty file', type: `multipart/form-data; boundary=${empty.boundary}`, payload: empty.body, code: 'IMAGE_EMPTY' },
    ];
    const before = await snapshotDb(db);
    for (const route of uploadRoutes()) {
      for (const v of variants) {
        const res = await send(route.cookie, route.method, route.url, v.payload, v.type);
        const where = `${route.name}: ${v.label}`;
        if (route.name === 'logo') {
          expect(res.statusCode, where).toBe(400);
          expect(res.json(), where).toEqual(
            v.code ? { message: ERRORS[v.code].message, code: v.code } : { message: expect.any(String), code: expect.stringMatching(/^(UPLOAD_MALFORMED|LOGO_MISSING)$/) },
          );
        } else {
          expect(res.statusCode, where).toBe(415);
          expect(typeof res.json().message, where).toBe('string');
        }
      }
    }
    expect(await snapshotDb(db)).toBe(before);
  });
});

describe('avatar privacy', () => {
  it('serves an avatar only to the user whose picture it is (others and visitors get 404), while logos and staff photos stay public', async () => {
    const res = await call(vet.cookie, 'PATCH', '/api/user/profile', { avatar_url: dataUrl(small) });
    expect(res.statusCode).toBe(200);
    const avatar = res.json().avatar_url as string;
    expect(avatar).toMatch(/^\/api\/images\/\d+$/);
    expect((await call(undefined, 'GET', avatar)).statusCode, 'a visitor').toBe(404);

    const mine = await call(vet.cookie, 'GET', avatar);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toContain('cookie');
    // Visitors, other users of every role, and a cached ETag get the answer a missing id gets.
    for (const [who, cookie] of [
      ['visitor', undefined],
      ['clinic', clinicUser.cookie],
      ['admin', admin.cookie],
    ] as const) {
      const other = await call(cookie, 'GET', avatar);
      expect(other.statusCode, who).toBe(404);
      expect(other.json(), who).toEqual((await call(cookie, 'GET', '/api/images/987654')).json());
      const revalidate = await app.inject({ method: 'GET', url: avatar, headers: { 'if-none-match': mine.headers.etag as string }, ...(cookie ? withSession(cookie) : {}) });
      expect(revalidate.statusCode, `${who} with ETag`).toBe(404);
    }
    const head = await app.inject({ method: 'HEAD', url: avatar });
    expect(head.statusCode).toBe(404);

    const logoBody = multipartBody(small);
    const uploaded = await send(admin.cookie, 'POST', `/api/admin/clinics/${hospitalId}/logo`, logoBody.body, `multipart/form-data; boundary=${logoBody.boundary}`);
    expect(uploaded.statusCode).toBe(200);
    const staff = await call(clinicUser.cookie, 'POST', '/api/staff', { name: 'Dr. Public Photo', photo: dataUrl(small) });
    expect(staff.statusCode).toBe(201);
    for (const url of [uploaded.json().logo_url as string, staff.json().image_url as string]) {
      const visitor = await call(undefined, 'GET', url);
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('decompression bombs', () => {
  // 8000 × 5000 of one colour: ~120 KB that decode to 40 megapixels.
  let made: Promise<Buffer> | undefined;
  const bomb = () => (made ??= sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer());

  it('refuses a 40 MP PNG of a few hundred KB with 400 on every upload route, and stores nothing', async () => {
    const png = await bomb();
    expect(png.length).toBeLessThan(300 * 1024);
    await expect(storeImage(db, png, { maxSide: 512 })).rejects.toMatchObject({ status: 400, message: ERRORS.IMAGE_TOO_MANY_PIXELS.message });
    const before = await snapshotDb(db);
    for (const route of uploadRoutes()) {
      const body = multipartBody(png);
      const res =
        route.name === 'logo'
          ? await send(route.cookie, route.method, route.url, body.body, `multipart/form-data; boundary=${body.boundary}`)
          : await call(route.cookie, route.method, route.url, route.name === 'avatar' ? { avatar_url: dataUrl(png) } : { name: 'Dr. Bomb', photo: dataUrl(png) });
      expect(res.statusCode, route.name).toBe(400);
      expect(res.json(), route.name).toEqual({ message: ERRORS.IMAGE_TOO_MANY_PIXELS.message, code: 'IMAGE_TOO_MANY_PIXELS' });
    }
    expect(await snapshotDb(db)).toBe(before);
  });

  it('refuses from the header alone, before decoding: a 40 MP PNG cut after its first 2 KB is a 400, not an undecodable 415', async () => {
    const head = (await bomb()).subarray(0, 2000);
    await expect(storeImage(db, head, { maxSide: 512 })).rejects.toMatchObject({ status: 400, message: ERRORS.IMAGE_TOO_MANY_PIXELS.message });
  });

  it('accepts exactly 24 MP (6000 × 4000) and refuses one row more', async () => {
    expect(MAX_INPUT_PIXELS).toBe(6000 * 4000);
    const at = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#abc' } }).png().toBuffer();
    const stored = await storeImage(db, at, { maxSide: 512 });
    expect([stored.width, stored.height]).toEqual([512, 341]);
    const over = await sharp({ create: { width: 6000, height: 4001, channels: 3, background: '#abc' } }).png().toBuffer();
    await expect(storeImage(db, over, { maxSide: 512 })).rejects.toMatchObject({ status: 400 });
  });
});

describe('upload rate limit', () => {
  it(`answers the upload after ${IMAGE_UPLOAD_LIMIT.max} in ${IMAGE_UPLOAD_LIMIT.windowMs / 60_000} minutes with 429, counting refused uploads, per user and across routes`, async () => {
    const uploader = await registerUser(app, { role: 'clinic' });
    expect((await call(uploader.cookie, 'PATCH', '/api/clinics/profile', { name: 'Busy Clinic', address: '2 Upload St', province: 'Ontario', contact_email: 'busy@test.example.ca' })).statusCode).toBe(200);
    const text = dataUrl(Buffer.from('not a picture'));
    for (let i = 0; i < IMAGE_UPLOAD_LIMIT.max; i++) {
      // Avatars, staff photos, and refused (undecodable) uploads all count.
      const res =
        i % 3 === 0
          ? await call(uploader.cookie, 'PATCH', '/api/user/profile', { avatar_url: dataUrl(small) })
          : i % 3 === 1
            ? await call(uploader.cookie, 'POST', '/api/staff', { name: `Dr. ${i}`, photo: dataUrl(small) })
            : await call(uploader.cookie, 'PATCH', '/api/user/profile', { avatar_url: text });
      expect(res.statusCode, `upload ${i + 1}`).toBe(i % 3 === 0 ? 200 : i % 3 === 1 ? 201 : 415);
    }
    const before = await snapshotDb(db);
    for (const res of [
      await call(uploader.cookie, 'PATCH', '/api/user/profile', { avatar_url: dataUrl(small) }),
      await call(uploader.cookie, 'POST', '/api/staff', { name: 'Dr. One Too Many', photo: dataUrl(small) }),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: ERRORS.UPLOAD_RATE_LIMITED.message, code: 'UPLOAD_RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await snapshotDb(db)).toBe(before);
    // Edits without a picture are not uploads; another user has an allowance of its own.
    expect((await call(uploader.cookie, 'PATCH', '/api/user/profile', { display_name: 'Still editable' })).statusCode).toBe(200);
    expect((await call(uploader.cookie, 'POST', '/api/staff', { name: 'Dr. No Photo' })).statusCode).toBe(201);
    expect((await call(clinicUser.cookie, 'PATCH', '/api/user/profile', { avatar_url: dataUrl(small) })).statusCode).toBe(200);
  });

  it('limits logo uploads too, and frees the allowance when the window has passed', async () => {
    const other = await createAdmin(ctx);
    for (let i = 0; i < IMAGE_UPLOAD_LIMIT.max; i++) await consumeUpload(db, other.user.id);
    const body = () => multipartBody(small);
    const b1 = body();
    const refused = await send(other.cookie, 'POST', `/api/admin/clinics/${hospitalId}/logo`, b1.body, `multipart/form-data; boundary=${b1.boundary}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ERRORS.UPLOAD_RATE_LIMITED.message);
    // The same counts, one window later, start again.
    await expect(consumeUpload(db, other.user.id, Date.now() + IMAGE_UPLOAD_LIMIT.windowMs + 1000)).resolves.toBeUndefined();
  });
});
