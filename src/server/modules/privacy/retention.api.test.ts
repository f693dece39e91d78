import { describe, expect, it } from 'vitest';
import { createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { completeReferral, transitionBody } from '../../test/referrals';

/**
 * Issue 23, retention: the scheduler purges referrals closed longer than REFERRAL_RETENTION_YEARS ago,
 * their files included, one audit entry each, and nothing else: open referrals, referrals closed more
 * recently and a file another referral still uses stay. Time is moved on the app's clock.
 */
const ctx = await createTestContext({ REFERRAL_RETENTION_YEARS: '2' });
const { inject, db } = ctx;
const YEAR = 365.25 * 24 * 3600 * 1000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const upload = (id: number, cookie: string, text: string) => {
  const boundary = 'retentionboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`% ${text}\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: `/api/referrals/${id}/attachments`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `vr_session=${cookie}` } });
};

describe('retention purge', () => {
  it('removes exactly the referrals closed longer than the setting, with their files, on a moved clock', async () => {
    const owner = await registerUser(ctx.app, { role: 'clinic' });
    const clinicId = (await inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: { name: 'Retention Hospital', address: '1 Old Rd', province: 'Ontario', contact_email: 'old@example.ca' } })).json().id;
    const other = await registerUser(ctx.app, { role: 'clinic' });
    const otherClinicId = (await inject('PATCH', '/api/clinics/profile', { as: other.cookie, body: { name: 'Second Hospital', address: '2 Old Rd', province: 'Ontario', contact_email: 'second@example.ca' } })).json().id;
    await verifyListing(db, clinicId, otherClinicId); // vets refer to verified listings (issue 21)
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const send = async (to = clinicId) => {
      const r = (await inject('POST', '/api/referrals', { as: vet.cookie, body: completeReferral(to) })).json();
      expect((await upload(r.id, vet.cookie, `file of ${r.id}`)).statusCode).toBe(201);
      expect((await inject('POST', `/api/referrals/${r.id}/status`, { as: vet.cookie, body: transitionBody('submitted') })).statusCode).toBe(200);
      return r.id as number;
    };
    const move = async (id: number, cookie: string, to: string) =>
      expect((await inject('POST', `/api/referrals/${id}/status`, { as: cookie, body: transitionBody(to) })).statusCode).toBe(200);

    // Closed now: cancelled, declined (then redirected: the new referral shares its file), completed.
    const cancelled = await send();
    await move(cancelled, vet.cookie, 'cancelled');
    const declined = await send();
    await move(declined, owner.cookie, 'received');
    await move(declined, owner.cookie, 'declined');
    const redirect = await inject('POST', `/api/referrals/${declined}/redirect`, { as: vet.cookie, body: { clinic_id: otherClinicId } });
    expect(redirect.statusCode, redirect.body).toBeLessThan(300);
    const redirected = redirect.json().id as number;
    const completed = await send();
    for (const to of ['received', 'accepted', 'completed']) await move(completed, owner.cookie, to);
    const open = await send();

    const fileOf = async (id: number) => Number((await db.selectFrom('referral_attachments').select('file_id').where('referral_id', '=', id).executeTakeFirstOrThrow()).file_id);
    const files = { cancelled: await fileOf(cancelled), declined: await fileOf(declined), completed: await fileOf(completed), open: await fileOf(open) };

    // A year on, one more closes; nothing is old enough yet.
    ctx.clock.advance(1 * YEAR);
    const later = await send();
    await move(later, vet.cookie, 'cancelled');
    await ctx.app.scheduler.runOnce('retention-purge');
    expect(await db.selectFrom('referrals').select('id').where('id', 'in', [cancelled, declined, completed]).execute()).toHaveLength(3);

    // Past two years for the first ones, not for `later`.
    ctx.clock.advance(1.1 * YEAR);
    await ctx.app.scheduler.runOnce('retention-purge');

    const left = (await db.selectFrom('referrals').select('id').execute()).map((r) => Number(r.id));
    expect(left).not.toContain(cancelled);
    expect(left).not.toContain(declined);
    expect(left).not.toContain(completed);
    expect(left).toEqual(expect.arrayContaining([open, later, redirected]));
    for (const id of [cancelled, declined, completed]) {
      for (const table of ['referral_events', 'referral_attachments', 'referral_messages', 'notifications'] as const) {
        expect(await db.selectFrom(table).select('referral_id').where('referral_id', '=', id).execute(), `${table} of ${id}`).toEqual([]);
      }
    }
    const fileIds = (await db.selectFrom('files').select('id').execute()).map((f) => Number(f.id));
    expect(fileIds).not.toContain(files.cancelled);
    expect(fileIds).not.toContain(files.completed);
    // The redirected referral, still open at the second hospital, keeps the file it shares.
    expect(fileIds).toContain(files.declined);
    expect(fileIds).toContain(files.open);
    expect(await db.selectFrom('file_chunks').select('file_id').where('file_id', 'in', [files.cancelled, files.completed]).execute()).toEqual([]);
    expect((await inject('GET', `/api/referrals/${redirected}`, { as: vet.cookie })).json()).toMatchObject({ redirected_from: null, attachments: [expect.objectContaining({ filename: 'notes.pdf' })] });

    const entries = await db.selectFrom('audit_log').select(['target', 'actor_user_id', 'detail']).where('action', '=', 'privacy.retention.purge').orderBy('id').execute();
    expect(entries.map((e) => e.target).sort()).toEqual([cancelled, declined, completed].map((id) => `referral:${id}`).sort());
    expect(entries.every((e) => e.actor_user_id === null)).toBe(true);
    expect(JSON.parse(entries[0]!.detail!)).toMatchObject({ retention_years: 2, closed_at: expect.any(String) });

    // Run again within the period: claimed, nothing more; next period, nothing left to purge.
    await ctx.app.scheduler.runOnce('retention-purge');
    ctx.clock.advance(2 * 3600 * 1000);
    await ctx.app.scheduler.runOnce('retention-purge');
    expect(await db.selectFrom('audit_log').select('id').where('action', '=', 'privacy.retention.purge').execute()).toHaveLength(3);
  });
});
