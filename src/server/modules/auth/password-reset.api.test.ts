import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_ADDRESS_LIMIT, PASSWORD_RESET_IP_LIMIT } from '@shared/constants';
import { TEST_PASSWORD, registerUser, sessionCookie } from '../../test/context';
import { createMailTestContext, linkIn } from '../../test/smtp-peer';

/** Forgot password, end to end: the mail arrives over SMTP and its link works once (issue 18). */
const { ctx, peer } = await createMailTestContext();
const { inject, db, clock } = ctx;

// Each test asks from its own client address, so the per-IP limit of one test leaves the others alone.
let ip = 1;
beforeEach(() => {
  ip++;
});
const ask = (username: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/password-reset', payload: { username }, headers, remoteAddress: `10.0.0.${ip}` });
const confirm = (token: string, password: string) => inject('POST', '/api/password-reset/confirm', { body: { token, password } });
/** Delivers what is queued and answers the token of the newest reset mail. */
async function mailedToken(count = 1): Promise<string> {
  await ctx.app.mailWorker!.runOnce();
  const mails = await peer.waitFor(count);
  const link = linkIn(mails[mails.length - 1]!, '/reset-password');
  expect(link.origin).toBe('https://vetreferral.test');
  return link.searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a link that sets a new password once, ends every session, and tells the user', async () => {
    const { user, cookie } = await registerUser(ctx.app);
    const res = await ask(user.username);
    expect(res.statusCode).toBe(202);
    const token = await mailedToken();
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(peer.received[0]!.to).toMatchObject({ text: user.username });
    // Only the hash is stored.
    const stored = await db.selectFrom('password_resets').selectAll().where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    expect((await confirm(token, 'Brand-New-Reset-77')).statusCode).toBe(204);
    expect((await inject('GET', '/api/user', { as: cookie })).statusCode).toBe(401);
    const login = await inject('POST', '/api/login', { body: { username: user.username, password: 'Brand-New-Reset-77' } });
    expect(login.statusCode).toBe(200);
    expect(sessionCookie(login)).toBeTruthy();
    expect((await inject('POST', '/api/login', { body: { username: user.username, password: TEST_PASSWORD } })).statusCode).toBe(401);

    const again = await confirm(token, 'Another-New-Pass-78');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');

    await ctx.app.mailWorker!.runOnce();
    const changed = (await peer.waitFor(2))[1]!;
    expect(changed.subject).toBe('Your VetReferral password was changed');
    const audit = await db.selectFrom('audit_log').select('action').where('actor_user_id', '=', user.id).where('action', '=', 'auth.password_reset').execute();
    expect(audit).toHaveLength(1);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const { user } = await registerUser(ctx.app);
    const known = await ask(user.username);
    const unknown = await ask('nobody.here@test.example.ca');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await ctx.app.mailWorker!.runOnce();
    await peer.waitFor(1);
    expect(peer.received.map((m) => (m.to as { text: string }).text)).toEqual([user.username]);
  });

  it('refuses an expired link and a link replaced by a newer one', async () => {
    const { user } = await registerUser(ctx.app);
    await ask(user.username);
    const first = await mailedToken(1);
    await ask(user.username);
    const second = await mailedToken(2);
    expect((await confirm(first, 'Brand-New-Reset-79')).json().code).toBe('RESET_TOKEN_INVALID');
    clock.advance(31 * 60_000);
    expect((await confirm(second, 'Brand-New-Reset-79')).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('writes the mail in the account language, else the request language', async () => {
    const { user, cookie } = await registerUser(ctx.app);
    await inject('PATCH', '/api/user/profile', { as: cookie, body: { language: 'fr-CA' } });
    await ask(user.username);
    const other = await registerUser(ctx.app);
    await ask(other.user.username, { 'accept-language': 'fr-CA,fr;q=0.9' });
    const english = await registerUser(ctx.app);
    await ask(english.user.username);
    await ctx.app.mailWorker!.runOnce();
    const mails = await peer.waitFor(3);
    const subjectOf = (to: string) => mails.find((m) => (m.to as { text: string }).text === to)!.subject;
    expect(subjectOf(user.username)).toBe('Réinitialisez votre mot de passe VetReferral');
    expect(subjectOf(other.user.username)).toBe('Réinitialisez votre mot de passe VetReferral');
    expect(subjectOf(english.user.username)).toBe('Reset your VetReferral password');
  });

  it('keeps the registration rules for the new password', async () => {
    const { user } = await registerUser(ctx.app);
    await ask(user.username);
    const token = await mailedToken();
    expect((await confirm(token, 'short')).statusCode).toBe(400);
    expect((await confirm(token, 'password123')).json().code).toBe('PASSWORD_TOO_COMMON');
    // Refusals used nothing: the link still works.
    expect((await confirm(token, 'Still-Valid-Link-80')).statusCode).toBe(204);
  });

  it('refuses malformed tokens with a 400', async () => {
    for (const token of ['', 'short', 'a'.repeat(201), 'has spaces in it ok?', '../../../../etc/passwd']) {
      const res = await confirm(token, 'Brand-New-Reset-81');
      expect(res.statusCode, token).toBe(400);
    }
    expect((await confirm('x'.repeat(43), 'Brand-New-Reset-81')).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('limits requests per address, known or not', async () => {
    const address = 'limited.address@test.example.ca';
    for (let i = 0; i < PASSWORD_RESET_ADDRESS_LIMIT; i++) expect((await ask(address)).statusCode).toBe(202);
    const refused = await ask(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits requests per IP', async () => {
    const statuses: number[] = [];
    // Different addresses from one client: the per-IP limit ends them.
    for (let n = 0; n < PASSWORD_RESET_IP_LIMIT + 1; n++) statuses.push((await ask(`ip.${n}@test.example.ca`)).statusCode);
    expect(statuses).toEqual([...Array<number>(PASSWORD_RESET_IP_LIMIT).fill(202), 429]);
    // Another client is not affected.
    ip++;
    expect((await ask('ip.other@test.example.ca')).statusCode).toBe(202);
  });
});

describe('password change from the profile', () => {
  it('tells the account owner by mail, in their language, with a way back in', async () => {
    const { user, cookie, password } = await registerUser(ctx.app);
    await inject('PATCH', '/api/user/profile', { as: cookie, body: { language: 'fr-CA' } });
    await ctx.app.mailWorker!.runOnce();
    peer.received.length = 0;
    const res = await inject('POST', '/api/user/password', { as: cookie, body: { current_password: password, new_password: 'Changed-From-Profile-31' } });
    expect(res.statusCode, res.body).toBe(204);
    await ctx.app.mailWorker!.runOnce();
    const [mail] = await peer.waitFor(1);
    expect(mail!.to).toMatchObject({ text: user.username });
    expect(mail!.subject).toBe('Votre mot de passe VetReferral a été changé');
    expect(linkIn(mail!, '/forgot-password').origin).toBe('https://vetreferral.test');
    // A refused change mails nothing.
    await inject('POST', '/api/user/password', { as: cookie, body: { current_password: 'not-the-password-9', new_password: 'Another-Change-From-44' } });
    await ctx.app.mailWorker!.runOnce();
    expect(peer.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === user.username)).toHaveLength(1);
  });
});
