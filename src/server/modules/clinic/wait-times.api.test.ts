import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/context';
import { createClinic } from '../../test/factories';
import { createMailTestContext } from '../../test/smtp-peer';

/**
 * Issue 21 on SQLite and PostgreSQL: a clinic confirms all its wait times in one click; a monthly mail
 * (the real SMTP test peer, the app's clock moved) asks clinics with entries older than 60 days to;
 * clinic accounts manage their own logo through the admin's image pipeline.
 */
const { ctx, peer } = await createMailTestContext();
const { inject, db } = ctx;
const DAY = 24 * 60 * 60 * 1000;

const c = {} as Record<'owner' | 'member' | 'other', string>;
const addr = {} as Record<'owner' | 'member' | 'other', string>;
let clinicId: number;
let otherId: number;

beforeAll(async () => {
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  const member = await registerUser(ctx.app, { role: 'clinic' });
  const other = await registerUser(ctx.app, { role: 'clinic' });
  Object.assign(c, { owner: owner.cookie, member: member.cookie, other: other.cookie });
  Object.assign(addr, { owner: owner.user.username, member: member.user.username, other: other.user.username });
  clinicId = await createClinic(db, {
    name: 'Steady Hospital',
    userId: owner.user.id,
    specialties: [{ name: 'Cardiology' }, { name: 'Oncology' }],
    waits: [{ specialty: 'Cardiology', procedure: 'Echo', wait_time: '<1 week' }],
  });
  await db.insertInto('clinic_members').values({ user_id: member.user.id, clinic_id: clinicId, invited_by: owner.user.id, created_at: new Date().toISOString() }).execute();
  await db.updateTable('users').set({ language: 'fr-CA' }).where('id', '=', member.user.id).execute();
  otherId = await createClinic(db, { name: 'Other Hospital', userId: other.user.id, specialties: [{ name: 'Cardiology' }] });
  // A listing without any account: nobody could follow the mail's link, so it is not mailed.
  await createClinic(db, { name: 'Orphan Hospital', specialties: [{ name: 'Cardiology' }] });
});

const dates = async (id: number) => [
  ...(await db.selectFrom('clinic_specialties').select('last_updated').where('clinic_id', '=', id).execute()),
  ...(await db.selectFrom('procedure_waits').select('last_updated').where('clinic_id', '=', id).execute()),
].map((r) => r.last_updated);

/** Moves the clock by `days`, runs the scheduler and delivers the mail; answers the wait-check subjects by address. */
async function monthlyRun(days: number) {
  ctx.clock.advance(days * DAY);
  peer.received.length = 0;
  await ctx.app.scheduler.runOnce('wait-times-check');
  await ctx.app.mailWorker!.runOnce();
  const out: Record<string, string[]> = {};
  for (const m of peer.received) {
    if (!m.to || Array.isArray(m.to) || !m.subject?.includes('Hospital')) continue;
    for (const v of m.to.value) (out[v.address!] ??= []).push(m.subject);
  }
  return out;
}

describe('confirm all wait times', () => {
  it('moves the date of every wait entry of the caller\'s listing, and only those, with an audit entry', async () => {
    const otherBefore = await dates(otherId);
    ctx.clock.advance(DAY);
    const res = await inject('POST', '/api/clinic/wait-times/confirm', { as: c.member });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ specialties: 2, procedure_waits: 1 });
    expect(Math.abs(new Date(body.confirmed_at).getTime() - ctx.clock.now().getTime())).toBeLessThan(5000);
    expect(await dates(clinicId)).toEqual([body.confirmed_at, body.confirmed_at, body.confirmed_at]);
    expect(await dates(otherId)).toEqual(otherBefore);
    const audit = await db.selectFrom('audit_log').select(['target', 'detail']).where('action', '=', 'clinic.wait_times.confirm').execute();
    expect(audit).toEqual([{ target: `clinic:${clinicId}`, detail: JSON.stringify({ specialties: 2, procedure_waits: 1 }) }]);
    // The listing's own screens show the new date.
    const listed = (await inject('GET', '/api/clinic-specialties', { as: c.owner })).json();
    expect(listed.map((s: { last_updated: string }) => s.last_updated)).toEqual([body.confirmed_at, body.confirmed_at]);
  });

  it('asks an account without a listing to set one up first', async () => {
    const lone = await registerUser(ctx.app, { role: 'clinic' });
    const res = await inject('POST', '/api/clinic/wait-times/confirm', { as: lone.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LISTING_REQUIRED');
  });
});

describe('the monthly wait-times mail', () => {
  it('mails the owner and members of a clinic with entries over 60 days old, once a month, in their language, until they confirm', async () => {
    // Nothing is 60 days old yet (the first test moved the clock a day).
    expect(await monthlyRun(58)).toEqual({});
    // Now everything is: each clinic with an account is mailed, each person in their language.
    const first = await monthlyRun(3);
    expect(first).toEqual({
      [addr.owner]: ['Are the wait times of Steady Hospital still current?'],
      [addr.member]: ['Les délais d’attente de Steady Hospital sont-ils toujours à jour?'],
      [addr.other]: ['Are the wait times of Other Hospital still current?'],
    });
    const mail = await db.selectFrom('outbox').select(['text', 'html']).where('kind', '=', 'wait_times_check').where('to_address', '=', addr.owner).executeTakeFirstOrThrow();
    expect(mail.text).toContain('3 wait times of Steady Hospital');
    expect(mail.text).toContain('https://vetreferral.test/dashboard/clinic?confirm-waits=1');
    // The next runs of the month, and the days after, mail nobody again.
    expect(await monthlyRun(0)).toEqual({});
    expect(await monthlyRun(10)).toEqual({});
    // Steady confirms; a month later only Other, still stale, hears again.
    expect((await inject('POST', '/api/clinic/wait-times/confirm', { as: c.owner })).statusCode).toBe(200);
    expect(Object.keys(await monthlyRun(25))).toEqual([addr.other]);
  });

  it('lets one of several instances claim a clinic\'s month: the second insert of (clinic, month) loses', async () => {
    const { claim } = await import('./wait-check-repository');
    const now = ctx.clock.now().toISOString();
    const results = await Promise.all([0, 1].map(() => db.transaction().execute((trx) => claim(trx, otherId, '2031-01', now))));
    expect(results.sort()).toEqual([false, true]);
  });
});

describe("the clinic's own logo", () => {
  const png = (colour: string) => sharp({ create: { width: 900, height: 300, channels: 3, background: colour } }).png().toBuffer();
  const upload = async (as: string, file: Buffer) => {
    const boundary = 'logoboundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`);
    return inject('POST', '/api/clinics/profile/logo', { as, body: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };
  const logoOf = async (id: number) => (await db.selectFrom('clinics').select('logo_image_id').where('id', '=', id).executeTakeFirstOrThrow()).logo_image_id;

  it('a member uploads, replaces and removes their listing\'s logo (≤ 512 px, old image gone); other listings keep theirs', async () => {
    expect((await upload(c.other, await png('#334155'))).statusCode).toBe(200);
    const othersLogo = await logoOf(otherId);

    const first = await upload(c.member, await png('#0f766e'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: clinicId, logo_url: expect.stringMatching(/^\/api\/images\/\d+/) });
    const firstId = Number(await logoOf(clinicId));
    const image = await db.selectFrom('images').select(['width', 'height']).where('id', '=', firstId).executeTakeFirstOrThrow();
    expect([Number(image.width), Number(image.height)]).toEqual([512, 171]);

    expect((await upload(c.owner, await png('#b91c1c'))).statusCode).toBe(200);
    expect(await db.selectFrom('images').select('id').where('id', '=', firstId).executeTakeFirst()).toBeUndefined();

    const secondId = Number(await logoOf(clinicId));
    const removed = await inject('DELETE', '/api/clinics/profile/logo', { as: c.member });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logo_url).toBeNull();
    expect(await db.selectFrom('images').select('id').where('id', '=', secondId).executeTakeFirst()).toBeUndefined();
    expect(await logoOf(otherId)).toBe(othersLogo);
    const actions = (await db.selectFrom('audit_log').select('action').where('target', '=', `clinic:${clinicId}`).where('action', 'like', 'clinic.logo%').execute()).map((r) => r.action);
    expect(actions).toEqual(['clinic.logo', 'clinic.logo', 'clinic.logo.delete']);
  });

  it('refuses what the admin route refuses: not an image (415), not multipart (415)', async () => {
    const before = await logoOf(clinicId);
    const bad = await upload(c.owner, Buffer.from('not an image at all'));
    expect(bad.statusCode).toBe(415);
    const json = await inject('POST', '/api/clinics/profile/logo', { as: c.owner, body: { logo: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('LOGO_NOT_MULTIPART');
    expect(await logoOf(clinicId)).toBe(before);
  });
});
