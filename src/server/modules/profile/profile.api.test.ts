import { ERRORS } from '@shared/errors';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { PROFILE_MSG, type VetProfile } from '@shared/contracts/profile';
import { createAdmin, createTestContext, registerUser, sessionCookie } from '../../test/context';

const ctx = await createTestContext();
const { app, db, inject } = ctx;

const me = async (cookie: string) => (await inject('GET', '/api/user', { as: cookie })).json() as CurrentUser;
const imageIds = async () => (await db.selectFrom('images').select('id').orderBy('id').execute()).map((r) => Number(r.id));

const picture = (format: 'png' | 'jpeg', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })[format]().toBuffer();
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

const login = async (username: string, password: string) => {
  const res = await inject('POST', '/api/login', { body: { username, password } });
  return { status: res.statusCode, cookie: sessionCookie(res) };
};

describe('PATCH /api/user/profile', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await registerUser(app, { role: 'vet' })).cookie;
  });

  it('saves display name, job title and practice type and answers the current user', async () => {
    const res = await inject('PATCH', '/api/user/profile', {
      as: cookie,
      body: { display_name: '  Dr. Anna Tremblay ', job_title: 'Veterinarian', practice_type: 'General Practice' },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json() as CurrentUser;
    expect(user).toMatchObject({ display_name: 'Dr. Anna Tremblay', job_title: 'Veterinarian', practice_type: 'General Practice', role: 'vet' });
    expect(await me(cookie)).toEqual(user);
  });

  it('keeps absent fields and clears null or blank ones', async () => {
    await inject('PATCH', '/api/user/profile', { as: cookie, body: { display_name: 'Anna', job_title: 'Technician', practice_type: 'Mobile' } });
    let user = (await inject('PATCH', '/api/user/profile', { as: cookie, body: { practice_type: 'Emergency' } })).json() as CurrentUser;
    expect(user).toMatchObject({ display_name: 'Anna', job_title: 'Technician', practice_type: 'Emergency' });
    user = (await inject('PATCH', '/api/user/profile', { as: cookie, body: { display_name: '   ', job_title: null } })).json() as CurrentUser;
    expect(user).toMatchObject({ display_name: null, job_title: null, practice_type: 'Emergency' });
    expect((await inject('PATCH', '/api/user/profile', { as: cookie, body: {} })).json()).toEqual(await me(cookie));
  });

  it('ignores fields a user may not set (role, username)', async () => {
    const before = await me(cookie);
    const res = await inject('PATCH', '/api/user/profile', { as: cookie, body: { role: 'admin', username: 'someone@else.ca', display_name: 'Still a vet' } });
    expect(res.statusCode).toBe(200);
    expect(await me(cookie)).toEqual({ ...before, display_name: 'Still a vet' });
  });

  it.each([
    ['a job title outside the list', { job_title: 'Chief Executive' }, PROFILE_MSG.jobTitle],
    ['a lower-cased job title', { job_title: 'veterinarian' }, PROFILE_MSG.jobTitle],
    ['a practice type outside the list', { practice_type: 'Hospital' }, PROFILE_MSG.practiceType],
    ['a number as practice type', { practice_type: 3 }, PROFILE_MSG.practiceType],
    ['an over-long display name', { display_name: 'x'.repeat(201) }, 'At most 200 characters'],
    ['a display name that is not text', { display_name: ['a'] }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const before = await me(cookie);
    const res = await inject('PATCH', '/api/user/profile', { as: cookie, body: { display_name: 'Changed?', ...payload } });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
    expect(await me(cookie)).toEqual(before);
  });

  it('answers 401 to visitors', async () => {
    expect((await inject('PATCH', '/api/user/profile', { body: { display_name: 'Nobody' } })).statusCode).toBe(401);
  });
});

describe('profile picture', () => {
  let cookie: string;
  let otherCookie: string;
  beforeAll(async () => {
    cookie = (await registerUser(app, { role: 'clinic' })).cookie;
    otherCookie = (await registerUser(app, { role: 'vet' })).cookie;
  });

  // A picture is served only to the user whose picture it is (docs/decisions/060).
  const fetchImage = async (url: string, as: string = cookie) => {
    const res = await inject('GET', url, { as });
    return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
  };

  it('stores a PNG as a JPEG of at most 400 px, served at the returned URL', async () => {
    const res = await inject('PATCH', '/api/user/profile', { as: cookie, body: { avatar_url: dataUrl('image/png', await picture('png', 900, 600)) } });
    expect(res.statusCode).toBe(200);
    const { avatar_url } = res.json() as CurrentUser;
    expect(avatar_url).toMatch(/^\/api\/images\/\d+$/);
    expect((await me(cookie)).avatar_url).toBe(avatar_url);
    const image = await fetchImage(avatar_url!);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/jpeg');
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 267]);
  });

  it('replaces the picture with a new JPEG and deletes the old one', async () => {
    const old = (await me(cookie)).avatar_url!;
    const count = (await imageIds()).length;
    const res = await inject('PATCH', '/api/user/profile', { as: cookie, body: { avatar_url: dataUrl('image/jpeg', await picture('jpeg', 300, 1200)) } });
    expect(res.statusCode).toBe(200);
    const next = (res.json() as CurrentUser).avatar_url!;
    expect(next).not.toBe(old);
    const meta = await sharp((await fetchImage(next)).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 100, 400]);
    expect((await fetchImage(old)).status).toBe(404);
    expect((await imageIds()).length).toBe(count);
  });

  it('keeps the picture when its own URL is sent back, with other changes', async () => {
    const before = await me(cookie);
    const ids = await imageIds();
    const res = await inject('PATCH', '/api/user/profile', { as: cookie, body: { avatar_url: before.avatar_url, display_name: 'Front desk' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...before, display_name: 'Front desk' });
    expect(await imageIds()).toEqual(ids);
  });

  const refused: [string, () => string, number][] = [
    ['a javascript: URL', () => 'javascript:alert(document.cookie)', 400],
    ['an https URL', () => 'https://example.com/me.jpg', 400],
    ['a protocol-relative URL', () => '//example.com/me.jpg', 400],
    ['an SVG data URL', () => dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 400],
    ['an HTML data URL', () => dataUrl('text/html', Buffer.from('<b>hi</b>')), 400],
    ['text bytes labelled image/png', () => dataUrl('image/png', Buffer.from('this is not a picture at all')), 415],
    ['an empty data URL', () => 'data:image/png;base64,', 400],
    ['an image URL that does not exist', () => '/api/images/987654', 400],
  ];
  it.each(refused)('refuses %s and changes nothing', async (_label, value, status) => {
    const before = await me(cookie);
    const ids = await imageIds();
    const res = await inject('PATCH', '/api/user/profile', { as: cookie, body: { avatar_url: value(), display_name: 'Should not stick' } });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/PNG, JPEG or WebP|picture|image/i);
    expect(await me(cookie)).toEqual(before);
    expect(await imageIds()).toEqual(ids);
  });

  it("refuses another user's picture URL", async () => {
    const theirs = (
      (await inject('PATCH', '/api/user/profile', { as: otherCookie, body: { avatar_url: dataUrl('image/png', await picture('png', 50, 50)) } })).json() as CurrentUser
    ).avatar_url!;
    const before = await me(cookie);
    const res = await inject('PATCH', '/api/user/profile', { as: cookie, body: { avatar_url: theirs } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERRORS.AVATAR_NOT_YOURS.message);
    expect(await me(cookie)).toEqual(before);
    expect((await me(otherCookie)).avatar_url).toBe(theirs);
    expect((await fetchImage(theirs, otherCookie)).status).toBe(200);
  });

  it('removes the picture with null and deletes its image', async () => {
    const old = (await me(cookie)).avatar_url!;
    const res = await inject('PATCH', '/api/user/profile', { as: cookie, body: { avatar_url: null } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as CurrentUser).avatar_url).toBeNull();
    expect((await fetchImage(old)).status).toBe(404);
    // Removing again is harmless.
    expect((await inject('PATCH', '/api/user/profile', { as: cookie, body: { avatar_url: null } })).statusCode).toBe(200);
  });
});

const fullVetProfile: VetProfile = {
  name: 'Dr. Marie Gagnon',
  clinic_name: 'Clinique Vétérinaire du Plateau',
  license_number: 'OMVQ-12345',
  license_province: 'Quebec',
  province: 'Quebec',
  city: 'Montréal',
  bio: 'Small-animal GP with an interest in dermatology.',
  specialty: 'Dermatology',
  phone: '514-555-0134',
  contact_email: 'marie.gagnon@plateau.example.ca',
  job_title: 'Veterinarian',
};

describe('/api/vets/profile', () => {
  let vet: string;
  beforeAll(async () => {
    vet = (await registerUser(app, { role: 'vet' })).cookie;
  });
  const getProfile = async (cookie: string) => (await inject('GET', '/api/vets/profile', { as: cookie })).json() as VetProfile;

  it('answers every field as null before the first save', async () => {
    const res = await inject('GET', '/api/vets/profile', { as: vet });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(Object.fromEntries(Object.keys(fullVetProfile).map((k) => [k, null])));
  });

  it('creates the profile on first save, answers it and reads it back', async () => {
    const res = await inject('PATCH', '/api/vets/profile', { as: vet, body: fullVetProfile });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(fullVetProfile);
    expect(await getProfile(vet)).toEqual(fullVetProfile);
  });

  it('updates only the fields sent; null or blank clears, text is trimmed', async () => {
    const res = await inject('PATCH', '/api/vets/profile', { as: vet, body: { city: '  Laval ', bio: '', specialty: null, province: 'Ontario' } });
    expect(res.json()).toEqual({ ...fullVetProfile, city: 'Laval', bio: null, specialty: null, province: 'Ontario' });
    expect((await inject('PATCH', '/api/vets/profile', { as: vet, body: {} })).json()).toEqual(await getProfile(vet));
  });

  it('accepts every province and territory', async () => {
    for (const province of ['Yukon', 'Nunavut', 'Northwest Territories', 'Newfoundland and Labrador']) {
      expect((await inject('PATCH', '/api/vets/profile', { as: vet, body: { province } })).json()).toMatchObject({ province });
    }
  });

  it.each([
    ['a province outside the 13', { province: 'Texas' }, 'Choose one of the 13 provinces and territories'],
    ['an abbreviated province', { province: 'ON' }, 'Choose one of the 13 provinces and territories'],
    ['a bad contact email', { contact_email: 'marie at plateau' }, 'Invalid email address'],
    ['a job title outside the list', { job_title: 'Surgeon General' }, PROFILE_MSG.jobTitle],
    ['an over-long name', { name: 'n'.repeat(201) }, 'At most 200 characters'],
    ['an over-long clinic name', { clinic_name: 'c'.repeat(201) }, 'At most 200 characters'],
    ['an over-long licence number', { license_number: 'l'.repeat(121) }, 'At most 120 characters'],
    ['an over-long city', { city: 'c'.repeat(121) }, 'At most 120 characters'],
    ['an over-long specialty', { specialty: 's'.repeat(201) }, 'At most 200 characters'],
    ['an over-long phone', { phone: '5'.repeat(41) }, 'At most 40 characters'],
    ['an over-long bio', { bio: 'b'.repeat(5001) }, 'At most 5000 characters'],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const before = await getProfile(vet);
    const res = await inject('PATCH', '/api/vets/profile', { as: vet, body: { city: 'Changed?', ...payload } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await getProfile(vet)).toEqual(before);
  });

  it("keeps each vet's profile to themselves", async () => {
    const other = (await registerUser(app, { role: 'vet' })).cookie;
    expect((await getProfile(other)).name).toBeNull();
    await inject('PATCH', '/api/vets/profile', { as: other, body: { name: 'Dr. Other' } });
    expect((await getProfile(vet)).name).toBe(fullVetProfile.name);
  });

  it('is for vets only: 401 for visitors, 403 for clinics and admins, and refused writes change nothing', async () => {
    const clinic = (await registerUser(app, { role: 'clinic' })).cookie;
    const admin = (await createAdmin(ctx)).cookie;
    const before = await db.selectFrom('vet_profiles').selectAll().orderBy('user_id').execute();
    expect((await inject('GET', '/api/vets/profile')).statusCode).toBe(401);
    expect((await inject('PATCH', '/api/vets/profile', { body: { name: 'Visitor' } })).statusCode).toBe(401);
    for (const cookie of [clinic, admin]) {
      expect((await inject('GET', '/api/vets/profile', { as: cookie })).statusCode).toBe(403);
      expect((await inject('PATCH', '/api/vets/profile', { as: cookie, body: { name: 'Not a vet' } })).statusCode).toBe(403);
    }
    expect(await db.selectFrom('vet_profiles').selectAll().orderBy('user_id').execute()).toEqual(before);
  });
});

describe('POST /api/user/password', () => {
  const NEW_PASSWORD = 'Fresh-Referral-Pass-42';
  const change = (cookie: string | undefined, current_password: string, new_password: string) =>
    inject('POST', '/api/user/password', { as: cookie, body: { current_password, new_password } });
  const status = async (cookie: string) => (await inject('GET', '/api/user', { as: cookie })).statusCode;
  const hashOf = async (id: number) =>
    (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const { user, cookie, password } = await registerUser(app, { role: 'vet' });
    const second = (await login(user.username, password)).cookie!;
    const hash = await hashOf(user.id);
    const res = await change(cookie, 'not-my-password', NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ERRORS.CURRENT_PASSWORD_INCORRECT.message);
    expect(await hashOf(user.id)).toBe(hash);
    expect([await status(cookie), await status(second)]).toEqual([200, 200]);
    expect((await login(user.username, password)).status).toBe(200);
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(401);
  });

  it('holds new passwords to the registration rules', async () => {
    const { user, cookie, password } = await registerUser(app, { role: 'clinic' });
    const hash = await hashOf(user.id);
    const cases: [string, string | undefined][] = [
      ['password1', ERRORS.PASSWORD_TOO_COMMON.message],
      ['QWERTY123', ERRORS.PASSWORD_TOO_COMMON.message],
      ['abc12', 'Password must be at least 6 characters'],
      ['x'.repeat(257), 'Password must be at most 256 characters'],
      [password, PROFILE_MSG.samePassword],
    ];
    for (const [next, message] of cases) {
      const res = await change(cookie, password, next);
      expect(res.statusCode, next).toBe(400);
      expect(res.json().message).toContain(message);
    }
    for (const payload of [{ new_password: NEW_PASSWORD }, { current_password: '', new_password: NEW_PASSWORD }, { current_password: password }]) {
      expect((await inject('POST', '/api/user/password', { as: cookie, body: payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await hashOf(user.id)).toBe(hash);
    expect(await status(cookie)).toBe(200);
  });

  it('changes the password, ends the other sessions of that user only and keeps this one', async () => {
    const { user, cookie, password } = await registerUser(app, { role: 'vet' });
    const otherDevice = (await login(user.username, password)).cookie!;
    const someoneElse = await registerUser(app, { role: 'vet' });

    const res = await change(cookie, password, NEW_PASSWORD);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect(await status(cookie)).toBe(200);
    expect(await status(otherDevice)).toBe(401);
    expect(await status(someoneElse.cookie)).toBe(200);
    expect((await login(user.username, password)).status).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
    expect((await login(someoneElse.user.username, someoneElse.password)).status).toBe(200);

    const audit = await db.selectFrom('audit_log').selectAll().where('actor_user_id', '=', user.id).where('action', '=', 'auth.password.change').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('works for admins too and answers 401 to visitors', async () => {
    expect((await change(undefined, 'whatever-pass', NEW_PASSWORD)).statusCode).toBe(401);
    const admin = await createAdmin(ctx);
    expect((await change(admin.cookie, 'Referral-Test-Pass-9', NEW_PASSWORD)).statusCode).toBe(204);
    expect(await status(admin.cookie)).toBe(200);
  });

  it('rate-limits wrong current passwords per user', async () => {
    const { cookie, password } = await registerUser(app, { role: 'vet' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await change(cookie, `wrong-guess-${i}`, NEW_PASSWORD)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    // Even the right password waits for the window to pass.
    expect((await change(cookie, password, NEW_PASSWORD)).statusCode).toBe(429);
  });
});
