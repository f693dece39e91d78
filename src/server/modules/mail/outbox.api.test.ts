import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createTestContext } from '../../test/context';
import { createSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { freePort } from '../../test/processes';
import { enqueueMail } from './outbox';
import { claimDue } from './repository';
import { MAX_TRIES } from './worker';

/**
 * The outbox against a real SMTP server (smtp-server, parsed by mailparser): delivery, retries while
 * the server is down, giving up on a permanent refusal, nothing sent for a rolled-back change, and
 * recovery of a mail claimed by a worker that died before sending it.
 */
const port = await freePort();
const peer: SmtpPeer = await createSmtpPeer(port);
const ctx = await createTestContext({ SMTP_URL: peer.url, MAIL_FROM: 'VetReferral <no-reply@vetreferral.test>', PUBLIC_URL: 'https://vetreferral.test' });
const { db, clock } = ctx;
const worker = ctx.app.mailWorker!;
let admin: string;

beforeAll(async () => {
  admin = (await createAdmin(ctx)).cookie;
});
afterAll(() => peer.stop());
beforeEach(async () => {
  await db.deleteFrom('outbox').execute();
  peer.received.length = 0;
  peer.reject = false;
});

const queue = (to = 'clinic@test.example.ca') =>
  db.transaction().execute((trx) =>
    enqueueMail(trx, clock, ctx.config, { kind: 'password_reset', to, language: 'fr-CA', data: { link: 'https://vetreferral.test/reset-password?token=abc', minutes: 30 } }),
  );
const row = (id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const MINUTE = 60_000;

describe('mail outbox', () => {
  it('delivers a queued mail over SMTP with its stable Message-ID, From, subject and both bodies', async () => {
    await peer.start();
    try {
      const id = await queue();
      expect(await worker.runOnce()).toBe(1);
      const [mail] = await peer.waitFor(1);
      const stored = await row(id);
      expect(stored).toMatchObject({ status: 'sent', tries: 1, last_error: null });
      expect(mail!.messageId).toBe(stored.message_id);
      expect(mail!.from?.text).toContain('no-reply@vetreferral.test');
      expect(mail!.subject).toBe('Réinitialisez votre mot de passe VetReferral');
      expect(mail!.text).toContain('https://vetreferral.test/reset-password?token=abc');
      expect(mail!.html).toContain('href="https://vetreferral.test/reset-password?token=abc"');
      // A second pass finds nothing to send: sent mail is never sent again.
      expect(await worker.runOnce()).toBe(0);
      expect(peer.received).toHaveLength(1);
    } finally {
      await peer.stop();
    }
  });

  it('keeps a mail while SMTP is down, retrying with backoff, and delivers it once the server is back', async () => {
    const id = await queue();
    expect(await worker.runOnce()).toBe(1);
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({ status: 'pending', tries: 1, claimed_until: null });
    expect(afterFirst.last_error).toMatch(/ECONNREFUSED|connect/i);
    // The next try is about a minute later, not before.
    expect(Date.parse(afterFirst.next_at) - clock.now().getTime()).toBeGreaterThan(50_000);
    await peer.start();
    try {
      expect(await worker.runOnce()).toBe(0);
      clock.advance(MINUTE + 1000);
      expect(await worker.runOnce()).toBe(1);
      await peer.waitFor(1);
      expect(await row(id)).toMatchObject({ status: 'sent', tries: 2 });
    } finally {
      await peer.stop();
    }
  });

  it('marks a mail failed after its 8 tries of a 5xx answer, shows it to admins, and sends it after a retry', async () => {
    await peer.start();
    peer.reject = true;
    try {
      const id = await queue();
      const gaps: number[] = [];
      for (let i = 0; i < MAX_TRIES; i++) {
        expect(await worker.runOnce(), `try ${i + 1}`).toBe(1);
        const r = await row(id);
        if (r.status === 'pending') {
          gaps.push(Math.round((Date.parse(r.next_at) - clock.now().getTime()) / MINUTE));
          clock.advance(Date.parse(r.next_at) - clock.now().getTime() + 1000);
        }
      }
      // About a minute, growing to six hours.
      expect(gaps).toEqual([1, 3, 9, 27, 81, 243, 360]);
      expect(await row(id)).toMatchObject({ status: 'failed', tries: 8 });
      expect(peer.received).toHaveLength(0);

      const list = await ctx.inject('GET', '/api/admin/mail?status=failed', { as: admin });
      expect(list.statusCode).toBe(200);
      expect(list.json().counts.failed).toBe(1);
      expect(list.json().items[0]).toMatchObject({ id, status: 'failed', tries: 8 });
      expect(list.json().items[0].last_error).toContain('550');
      // SMTP is configured: the admin sees the headers, never the body with its link.
      const detail = (await ctx.inject('GET', `/api/admin/mail/${id}`, { as: admin })).json();
      expect(detail).toMatchObject({ html: null, text: null, to: 'clinic@test.example.ca' });

      peer.reject = false;
      const retried = await ctx.inject('POST', `/api/admin/mail/${id}/retry`, { as: admin });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ status: 'pending', tries: 0 });
      expect((await ctx.inject('POST', `/api/admin/mail/${id}/retry`, { as: admin })).json().code).toBe('MAIL_NOT_FAILED');
      expect(await worker.runOnce()).toBe(1);
      await peer.waitFor(1);
      expect(await row(id)).toMatchObject({ status: 'sent' });
    } finally {
      await peer.stop();
    }
  });

  it('sends nothing for a change that rolled back', async () => {
    await peer.start();
    try {
      await expect(
        db.transaction().execute(async (trx) => {
          await enqueueMail(trx, clock, ctx.config, { kind: 'password_reset', to: 'rolled@test.example.ca', language: 'en-CA', data: { link: 'https://x.test/r', minutes: 30 } });
          throw new Error('the change failed after writing its mail');
        }),
      ).rejects.toThrow('the change failed');
      expect(await worker.runOnce()).toBe(0);
      expect(await db.selectFrom('outbox').select('id').execute()).toEqual([]);
      expect(peer.received).toHaveLength(0);
    } finally {
      await peer.stop();
    }
  });

  it('sends a mail claimed by a worker that died before sending, once its lease has run out', async () => {
    await peer.start();
    try {
      const id = await queue();
      // A worker claims it, then the process dies: nothing records a send.
      const now = clock.now().toISOString();
      expect(await claimDue(db, now, new Date(clock.now().getTime() + 2 * MINUTE).toISOString(), 10)).toHaveLength(1);
      expect(await worker.runOnce()).toBe(0);
      clock.advance(2 * MINUTE + 1000);
      expect(await worker.runOnce()).toBe(1);
      const [mail] = await peer.waitFor(1);
      expect(mail!.messageId).toBe((await row(id)).message_id);
    } finally {
      await peer.stop();
    }
  });

  it('never hands one mail to two concurrent passes', async () => {
    await peer.start();
    try {
      for (let i = 0; i < 25; i++) await queue(`many${i}@test.example.ca`);
      const now = clock.now().toISOString();
      const until = new Date(clock.now().getTime() + 2 * MINUTE).toISOString();
      const claims = await Promise.all(Array.from({ length: 5 }, () => claimDue(db, now, until, 10)));
      const ids = claims.flat().map((m) => Number(m.id));
      expect(ids).toHaveLength(25);
      expect(new Set(ids).size).toBe(25);
    } finally {
      await peer.stop();
    }
  });
});
