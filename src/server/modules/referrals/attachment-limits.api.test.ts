import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { REFERRAL_ATTACHMENTS_MAX_BYTES } from '@shared/contracts/referrals';
import { ERRORS } from '@shared/errors';
import type { Db } from '../../db';
import { type TestContext, createTestContext } from '../../test/context';
import { draftReferral } from '../../test/referrals';

/**
 * Attachment storage is bounded (issue 56, point 6): the 150 MB of a referral and an account's quota
 * are reserved where a file is linked, so parallel uploads cannot pass them together; an account
 * starts a bounded number of uploads per 10 minutes; and a deleted draft's space goes back to the
 * file system on SQLite.
 */
const ctx = await createTestContext();
const MB = 1024 * 1024;

/** A PDF of `bytes` bytes (typed by its first bytes, the rest filler). */
const pdf = (bytes: number) => {
  const b = Buffer.alloc(bytes, 0x20);
  b.write('%PDF-1.4\n');
  return b;
};
const upload = (c: TestContext, id: number, cookie: string, bytes: Buffer, filename = 'records.pdf') => {
  const boundary = 'limitsboundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const payload = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return c.app.inject({ method: 'POST', url: `/api/referrals/${id}/attachments`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, cookies: { vr_session: cookie } });
};

/**
 * Uploads that are all in flight at once, as from clients on slow links: each body holds its closing
 * boundary back until every other body has sent its bytes, so none is linked before all have started
 * storing theirs (each read the totals before any was linked).
 */
function parallelUploads(c: TestContext, ids: number[], cookie: string, size: number) {
  let waiting = ids.length;
  let release!: () => void;
  const allSent = new Promise<void>((resolve) => (release = resolve));
  const boundary = 'parallelboundary';
  return Promise.all(
    ids.map((id, i) => {
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="part-${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
      async function* body() {
        yield head;
        yield pdf(size);
        if (--waiting === 0) release();
        await allSent;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }
      return c.app.inject({ method: 'POST', url: `/api/referrals/${id}/attachments`, payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, cookies: { vr_session: cookie } });
    }),
  );
}

/**
 * Links a file of `size` bytes to a referral, as uploaded by `userId`, without writing its bytes: the
 * limits read the files' sizes, so a test fills 150 MB or 2 GB without storing them.
 */
async function filler(db: Db, referralId: number, userId: number, size: number) {
  const file = await db.insertInto('files').values({ sha256: 'filler', content_type: 'application/pdf', size, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('referral_attachments')
    .values({ referral_id: referralId, file_id: Number(file.id), kind: 'attachment', filename: 'filler.pdf', description: null, uploaded_by: userId, uploaded_by_name: 'Filler', created_at: new Date().toISOString() })
    .execute();
}

const referralTotal = async (db: Db, id: number) =>
  Number(
    (await db.selectFrom('referral_attachments').innerJoin('files', 'files.id', 'referral_attachments.file_id').select((eb) => eb.fn.sum<number>('files.size').as('n')).where('referral_id', '=', id).executeTakeFirstOrThrow())
      .n,
  );
const unlinkedFiles = async (db: Db) =>
  Number(
    (await db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('referral_attachments').select('id').whereRef('referral_attachments.file_id', '=', 'files.id'))))
      .executeTakeFirstOrThrow()).n,
  );

describe('a referral’s 150 MB, reserved at the write', () => {
  it('lets 8 parallel uploads into a nearly full referral link only what fits: the stored total never passes 150 MB, the others get 413 ATTACHMENTS_FULL', async () => {
    const { vet, referralId } = await draftReferral(ctx);
    // 2.5 MB of room: two of the eight 1 MB uploads fit.
    await filler(ctx.db, referralId, vet.user.id, REFERRAL_ATTACHMENTS_MAX_BYTES - 2.5 * MB);
    const answers = await parallelUploads(ctx, Array(8).fill(referralId), vet.cookie, MB);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 413, 413, 413, 413, 413, 413]);
    for (const r of answers.filter((a) => a.statusCode === 413)) expect(r.json()).toEqual({ message: ERRORS.ATTACHMENTS_FULL.message, code: 'ATTACHMENTS_FULL' });
    expect(await referralTotal(ctx.db, referralId)).toBeLessThanOrEqual(REFERRAL_ATTACHMENTS_MAX_BYTES);
    expect(await referralTotal(ctx.db, referralId)).toBe(REFERRAL_ATTACHMENTS_MAX_BYTES - 0.5 * MB);
    // The refused uploads' bytes are gone too.
    expect(await unlinkedFiles(ctx.db)).toBe(0);
  });
});

describe('a per-account storage quota', () => {
  it('defaults to 2 GB across the account’s referrals: an upload past it gets 413 ATTACHMENT_QUOTA_FULL, one within it is stored', async () => {
    expect(ctx.config.files.quotaBytes).toBe(2048 * MB);
    const { vet, referralId, clinicId } = await draftReferral(ctx);
    await filler(ctx.db, referralId, vet.user.id, 2048 * MB - 1.5 * MB);
    const other = (await ctx.inject('POST', '/api/referrals', { as: vet.cookie, body: { clinic_id: clinicId, patient: { name: 'Pepper' } } })).json().id as number;
    const refused = await upload(ctx, other, vet.cookie, pdf(2 * MB));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: ERRORS.ATTACHMENT_QUOTA_FULL.message, code: 'ATTACHMENT_QUOTA_FULL' });
    expect((await upload(ctx, other, vet.cookie, pdf(MB))).statusCode).toBe(201);
    // Now 0.5 MB is left: of parallel uploads to two referrals, only what fits is linked.
    const third = (await ctx.inject('POST', '/api/referrals', { as: vet.cookie, body: { clinic_id: clinicId, patient: { name: 'Salt' } } })).json().id as number;
    const answers = await parallelUploads(ctx, [other, third, other, third, other, third], vet.cookie, 0.2 * MB);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 413, 413, 413, 413]);
    for (const r of answers.filter((a) => a.statusCode === 413)) expect(r.json().code).toBe('ATTACHMENT_QUOTA_FULL');
    expect(await unlinkedFiles(ctx.db)).toBe(0);
  });

  it('is set by ATTACHMENT_QUOTA_MB', async () => {
    const small = await createTestContext({ ATTACHMENT_QUOTA_MB: '1' });
    onTestFinished(small.close);
    const { vet, referralId } = await draftReferral(small);
    expect((await upload(small, referralId, vet.cookie, pdf(0.6 * MB))).statusCode).toBe(201);
    const refused = await upload(small, referralId, vet.cookie, pdf(0.6 * MB));
    expect([refused.statusCode, refused.json().code]).toEqual([413, 'ATTACHMENT_QUOTA_FULL']);
  });
});

describe('a per-account upload rate', () => {
  it('answers 429 ATTACHMENT_RATE_LIMITED with Retry-After past ATTACHMENT_UPLOADS_PER_10_MINUTES, refused uploads counted, and admits again after the window', async () => {
    const limited = await createTestContext({ ATTACHMENT_UPLOADS_PER_10_MINUTES: '3' });
    onTestFinished(limited.close);
    const { vet, referralId } = await draftReferral(limited);
    expect((await upload(limited, referralId, vet.cookie, pdf(1000))).statusCode).toBe(201);
    expect((await upload(limited, referralId, vet.cookie, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]))).statusCode).toBe(415);
    expect((await upload(limited, referralId, vet.cookie, pdf(1000))).statusCode).toBe(201);
    const refused = await upload(limited, referralId, vet.cookie, pdf(1000));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ERRORS.ATTACHMENT_RATE_LIMITED.message, code: 'ATTACHMENT_RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    limited.clock.advance(10 * 60_000 + 1000);
    expect((await upload(limited, referralId, vet.cookie, pdf(1000))).statusCode).toBe(201);
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('disk space of deleted files (SQLite)', () => {
  it('gives a deleted draft’s pages back: the page count falls by its files, nothing stays on the free list, and the file shrinks', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-reclaim-'));
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'app.db');
    const disk = await createTestContext({ DATABASE_URL: `sqlite:${file}` });
    onTestFinished(disk.close);
    const pragma = async (name: string) => Number(Object.values((await sql.raw<Record<string, number>>(`pragma ${name}`).execute(disk.db)).rows[0]!)[0]);
    // The WAL copied into the file first; the checkpoint thread's own checkpoint may make this one busy for a moment.
    const checkpointedSize = async () => {
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(disk.db);
        if (Number(rows[0]!.busy) === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      return fs.statSync(file).size;
    };
    expect(await pragma('auto_vacuum'), 'a new database is made with incremental auto-vacuum').toBe(2);

    const { vet, referralId } = await draftReferral(disk);
    for (let i = 0; i < 4; i++) expect((await upload(disk, referralId, vet.cookie, pdf(5 * MB))).statusCode).toBe(201);
    const pagesBefore = await pragma('page_count');
    const sizeBefore = await checkpointedSize();
    expect(sizeBefore).toBeGreaterThan(20 * MB);

    expect((await disk.inject('DELETE', `/api/referrals/${referralId}`, { as: vet.cookie })).statusCode).toBe(204);
    const pageSize = await pragma('page_size');
    expect((await pragma('freelist_count')) * pageSize, 'deleted, the pages are free but still in the file').toBeGreaterThan(19 * MB);

    await disk.app.scheduler.runOnce('reclaim-space');
    expect(await pragma('freelist_count')).toBe(0);
    expect((pagesBefore - (await pragma('page_count'))) * pageSize).toBeGreaterThan(19 * MB);
    const sizeAfter = await checkpointedSize();
    console.log(`SQLite file: ${(sizeBefore / MB).toFixed(1)} MB with a 20 MB draft, ${(sizeAfter / MB).toFixed(1)} MB after deleting it and reclaiming`);
    expect(sizeBefore - sizeAfter).toBeGreaterThan(19 * MB);
  }, 60_000);
});
