import { describe, expect, it } from 'vitest';
import { createAdmin, createTestContext, registerUser, sessionCookie, uniqueEmail, type TestContext } from '../../test/context';
import { createMailTestContext, linkIn } from '../../test/smtp-peer';

/**
 * Issue 56, point 3 (docs/decisions/149): reset and invitation links are keys to accounts, so the
 * outbox keeps them only until they are delivered, and the admin's view of the outbox never shows
 * one outside the demo. Against a real SMTP server (smtp-server, parsed by mailparser).
 */
const { ctx, peer } = await createMailTestContext();
const { inject, db, clock } = ctx;
const admin = (await createAdmin(ctx)).cookie;
const REMOVED = '[link removed: it was for the recipient only]';

const stored = (id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const newestTo = async (c: TestContext, to: string) =>
  Number((await c.db.selectFrom('outbox').select('id').where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow()).id);

/** Everything an admin can read of the outbox: the list and the mail's detail, as JSON text. */
async function adminView(c: TestContext, as: string, id: number): Promise<string> {
  const list = await c.inject('GET', '/api/admin/mail', { as });
  const detail = await c.inject('GET', `/api/admin/mail/${id}`, { as });
  expect(list.statusCode).toBe(200);
  expect(detail.statusCode).toBe(200);
  return list.body + detail.body;
}

async function owner(name: string) {
  const o = await registerUser(ctx.app, { role: 'clinic' });
  const res = await inject('PATCH', '/api/clinics/profile', { as: o.cookie, body: { name, address: '1 Key St', province: 'Ontario', contact_email: 'keys@test.example.ca' } });
  expect(res.statusCode, res.body).toBe(200);
  return o;
}

describe('token links in the outbox', () => {
  it('a reset mail arrives with a working link; the sent row holds no token and the admin sees none', async () => {
    const { user } = await registerUser(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/password-reset', payload: { username: user.username }, remoteAddress: '10.9.0.1' })).statusCode).toBe(202);
    const id = await newestTo(ctx, user.username);
    await ctx.app.mailWorker!.runOnce();
    const [mail] = await peer.waitFor(1);
    const token = linkIn(mail!, '/reset-password').searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail!.html).toContain(`href="https://vetreferral.test/reset-password?token=${token}"`);

    const row = await stored(id);
    expect(row.status).toBe('sent');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.text).toContain(REMOVED);
    expect(row.html).toContain(REMOVED);
    expect(row.text).not.toContain('token=');
    expect(row.html).not.toContain('token=');
    expect(await adminView(ctx, admin, id)).not.toContain(token);

    // The link the recipient got still works: it is the stored hash that checks it.
    const confirmed = await inject('POST', '/api/password-reset/confirm', { body: { token, password: 'Scrubbed-Outbox-56' } });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await inject('POST', '/api/login', { body: { username: user.username, password: 'Scrubbed-Outbox-56' } })).statusCode).toBe(200);
  });

  it('an invitation arrives with a working link; the sent row holds no token and the admin sees none', async () => {
    const o = await owner('Key Hospital');
    const email = uniqueEmail('invitee');
    expect((await inject('POST', '/api/clinic/team/invitations', { as: o.cookie, body: { email } })).statusCode).toBe(201);
    const id = await newestTo(ctx, email);
    await ctx.app.mailWorker!.runOnce();
    await peer.waitFor(1);
    const mail = peer.received.find((m) => (m.to as { text: string }).text === email);
    const token = linkIn(mail!, '/invite').searchParams.get('token')!;

    const row = await stored(id);
    expect(row.status).toBe('sent');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.text).toContain(REMOVED);
    expect(await adminView(ctx, admin, id)).not.toContain(token);
    // The rest of the mail stays as it was sent.
    expect(row.text).toContain('Key Hospital');

    const joined = await inject('POST', `/api/invitations/${token}/accept`, { body: { name: 'Invited Member', password: 'Invited-Member-56' } });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ username: email, clinic_role: 'member' });
    expect(sessionCookie(joined)).toBeTruthy();
  });

  it('a mail that failed keeps its link for the next try, and the retried mail carries the real one', async () => {
    const { user } = await registerUser(ctx.app);
    peer.reject = true;
    try {
      await ctx.app.inject({ method: 'POST', url: '/api/password-reset', payload: { username: user.username }, remoteAddress: '10.9.0.2' });
      const id = await newestTo(ctx, user.username);
      await ctx.app.mailWorker!.runOnce();
      const failed = await stored(id);
      expect(failed).toMatchObject({ status: 'pending', tries: 1 });
      expect(failed.text).toMatch(/reset-password\?token=[\w-]{43}/);

      peer.reject = false;
      clock.advance(61_000);
      await ctx.app.mailWorker!.runOnce();
      const [mail] = await peer.waitFor(1);
      const token = linkIn(mail!, '/reset-password').searchParams.get('token')!;
      expect(failed.text).toContain(token);
      const sent = await stored(id);
      expect(sent).toMatchObject({ status: 'sent', tries: 2 });
      expect(JSON.stringify(sent)).not.toContain(token);
      expect((await inject('POST', '/api/password-reset/confirm', { body: { token, password: 'Retried-Outbox-56' } })).statusCode).toBe(204);
    } finally {
      peer.reject = false;
    }
  });
});

describe('the admin view of mail kept without SMTP', () => {
  const link = 'https://vetreferral.test/reset-password?token=Kept-Unsent-Token_0123456789abcdefghijklmnopq';
  async function unsent(c: TestContext): Promise<number> {
    const { user } = await registerUser(c.app);
    const { enqueueMail } = await import('./outbox');
    return c.db.transaction().execute((trx) => enqueueMail(trx, c.clock, c.config, { kind: 'password_reset', to: user.username, language: 'fr-CA', data: { link, minutes: 30 } }));
  }

  it('shows the body with its token links removed, in the mail’s language', async () => {
    const plain = await createTestContext({ PUBLIC_URL: 'https://vetreferral.test' });
    const id = await unsent(plain);
    const detail = (await plain.inject('GET', `/api/admin/mail/${id}`, { as: (await createAdmin(plain)).cookie })).json();
    expect(detail.status).toBe('pending');
    expect(detail.subject).toBe('Réinitialisez votre mot de passe VetReferral');
    expect(detail.text).toContain('[lien retiré\u00a0: il était réservé au destinataire]');
    expect(detail.text).not.toContain('Kept-Unsent-Token');
    expect(detail.html).not.toContain('Kept-Unsent-Token');
    // The outbox itself keeps the link: it is the mail still to deliver once SMTP is set.
    expect((await plain.db.selectFrom('outbox').select('text').where('id', '=', id).executeTakeFirstOrThrow()).text).toContain(link);
  });

  it('shows the link in the demo, whose admin is the only mailbox and whose passwords are public', async () => {
    const demo = await createTestContext({ PUBLIC_URL: 'https://vetreferral.test', DEMO_DATA: 'on' });
    const id = await unsent(demo);
    const detail = (await demo.inject('GET', `/api/admin/mail/${id}`, { as: (await createAdmin(demo)).cookie })).json();
    expect(detail.text).toContain(link);
  });
});
