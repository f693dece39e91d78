import { describe, expect, it } from 'vitest';
import { twoInstances } from '../../test/instances';
import { enqueueMail } from './outbox';
import { systemClock } from '../../clock';

/**
 * Two app processes on one database, each with its mail worker, in front of one SMTP server: every
 * mail is sent exactly once, including while one of them restarts (issue 18).
 */
const instances = twoInstances();

describe('two instances, one outbox', () => {
  it('send each of 60 mails exactly once, while one instance restarts', async () => {
    const settings = { mailFrom: 'VetReferral <no-reply@vetreferral.test>', linkBase: 'https://vetreferral.test' };
    const { handle, peer } = instances;
    const queue = (from: number, to: number) =>
      handle.db.transaction().execute(async (trx) => {
        for (let i = from; i < to; i++) {
          await enqueueMail(trx, systemClock, settings, { kind: 'password_reset', to: `once.${i}@test.example.ca`, language: 'en-CA', data: { link: `https://vetreferral.test/r?${i}`, minutes: 30 } });
        }
      });
    await queue(0, 30);
    // A restarts while the first batch is being sent; the second batch comes in meanwhile.
    await instances.restartA(() => queue(30, 60));
    await peer.waitFor(60, 30_000);
    // Let both poll a few more times: nothing may arrive twice.
    await new Promise((r) => setTimeout(r, 6000));
    const ids = peer.received.map((m) => m.messageId);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const rows = await handle.db.selectFrom('outbox').select(['status', 'tries']).execute();
    expect(rows.every((r) => r.status === 'sent' && Number(r.tries) === 1)).toBe(true);
  }, 60_000);
});
