import { sql } from 'kysely';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEST_PASSWORD, type TestContext, createTestContext, registerUser, sessionCookie, withSession } from '../../test/context';

/**
 * PostgreSQL's session cache (docs/decisions/127). These requests go through app.inject, not
 * ctx.inject: ctx.inject waits for pending notifications, and several tests here are about not
 * needing to. Where a test does wait, it says so with sync().
 */
const ctx = await createTestContext();
const onPostgres = ctx.dialect === 'postgres';

const me = (app: TestContext['app'], cookie: string) => app.inject({ method: 'GET', url: '/api/user', ...withSession(cookie) });

/** Signs a new user in on `c` and reads the session once, which caches it once the listener is up. */
async function cachedUser(c: TestContext) {
  await vi.waitFor(() => expect(c.app.authChanges!.listening).toBe(true), { timeout: 10_000 });
  const signedIn = await registerUser(c.app);
  expect((await me(c.app, signedIn.cookie)).statusCode).toBe(200);
  return signedIn;
}

/** Runs `change` with migration 025's triggers off: whatever it writes notifies no one. */
async function withoutNotifications<T>(c: TestContext, change: () => Promise<T>): Promise<T> {
  const triggers = (on: boolean) =>
    Promise.all(['users', 'sessions'].map((t) => sql.raw(`alter table ${t} ${on ? 'enable' : 'disable'} trigger ${t}_auth_changes`).execute(c.db)));
  await triggers(false);
  try {
    return await change();
  } finally {
    await triggers(true);
  }
}

const deleteSessions = (c: TestContext, userId: number) => c.db.deleteFrom('sessions').where('user_id', '=', userId).execute();

// The cache exists on PostgreSQL only (SQLite reads a session in-process): each run skips the other's block.
describe.runIf(!onPostgres)('sessions on SQLite', () => {
  it('are read from the database on every request: there is no cache and no listener', () => {
    expect(ctx.app.authChanges).toBeUndefined();
  });
});

describe.runIf(onPostgres)('the session cache on PostgreSQL', () => {
  it('answers a session it read lately from memory (shown by a change that notifies no one)', async () => {
    const { user, cookie } = await cachedUser(ctx);
    await withoutNotifications(ctx, () => deleteSessions(ctx, user.id));
    await ctx.app.authChanges!.sync();
    // Stale on purpose: nothing told this instance. Every real change notifies (the tests below).
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    // Any request that may write empties this instance's cache.
    await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect((await me(ctx.app, cookie)).statusCode).toBe(401);
  });

  // Decision 133: a write under one of KEEPS_SESSIONS' policies (a referral's, a message's, a bookmark's,
  // a notification's) leaves the cache, so the next request reads no session; any other write empties it.
  it("a referral's or notification's write keeps it; a clinic listing's write empties it", async () => {
    const { user, cookie } = await cachedUser(ctx);
    await withoutNotifications(ctx, () => deleteSessions(ctx, user.id));
    await ctx.app.authChanges!.sync();
    const markRead = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true }, ...withSession(cookie) });
    expect(markRead.statusCode).toBe(200);
    // Still answered from memory: that write did not empty the cache.
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    const draft = await ctx.app.inject({ method: 'POST', url: '/api/referrals', payload: {}, ...withSession(cookie) });
    expect(draft.statusCode).toBe(400);
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    // A write under another policy (a clinic's listing; refused to a vet, and it empties the cache all the same).
    await ctx.app.inject({ method: 'PATCH', url: '/api/clinics/profile', payload: {}, ...withSession(cookie) });
    expect((await me(ctx.app, cookie)).statusCode).toBe(401);
  });

  describe('another instance\'s change reaches it by notification', () => {
    it('a session ended elsewhere is refused', async () => {
      const { user, cookie } = await cachedUser(ctx);
      await deleteSessions(ctx, user.id);
      await ctx.app.authChanges!.sync();
      expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    });

    it('a session expired elsewhere is refused', async () => {
      const { user, cookie } = await cachedUser(ctx);
      await ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
      await ctx.app.authChanges!.sync();
      expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    });

    it('a user renamed elsewhere is answered with the new name', async () => {
      const { user, cookie } = await cachedUser(ctx);
      await ctx.db.updateTable('users').set({ display_name: 'Dr Élise Gagnon' }).where('id', '=', user.id).execute();
      await ctx.app.authChanges!.sync();
      expect((await me(ctx.app, cookie)).json()).toMatchObject({ display_name: 'Dr Élise Gagnon' });
    });

    it('a truncate of sessions elsewhere empties it', async () => {
      const { cookie } = await cachedUser(ctx);
      await sql`truncate sessions`.execute(ctx.db);
      await ctx.app.authChanges!.sync();
      expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    });

    it("ignores another schema's changes (several app schemas may share a database)", async () => {
      const { user, cookie } = await cachedUser(ctx);
      // The same user id, in a schema that is not this app's: this cache keeps its entry.
      await sql`select pg_notify('vr_auth_changes', ${`elsewhere:${user.id}`})`.execute(ctx.db);
      await withoutNotifications(ctx, () => deleteSessions(ctx, user.id));
      await ctx.app.authChanges!.sync();
      expect((await me(ctx.app, cookie)).statusCode).toBe(200);
      await sql`select pg_notify('vr_auth_changes', current_schema() || ':' || ${String(user.id)})`.execute(ctx.db);
      await ctx.app.authChanges!.sync();
      expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    });

    it('a user deleted elsewhere is refused', async () => {
      const { user, cookie } = await cachedUser(ctx);
      await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
      await ctx.app.authChanges!.sync();
      expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    });
  });

  // Each write runs with the triggers off, so that only the instance's own clearing can pass the test.
  describe("this instance's own writes are seen by the very next request", () => {
    it('sign-out', async () => {
      const { cookie } = await cachedUser(ctx);
      const out = await withoutNotifications(ctx, () => ctx.app.inject({ method: 'POST', url: '/api/logout', ...withSession(cookie) }));
      expect(out.statusCode).toBe(204);
      expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    });

    it('a password change ends the other sessions', async () => {
      const { user, cookie } = await cachedUser(ctx);
      const second = sessionCookie(await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: TEST_PASSWORD } }))!;
      expect((await me(ctx.app, second)).statusCode).toBe(200);
      const change = await withoutNotifications(ctx, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/user/password',
          payload: { current_password: TEST_PASSWORD, new_password: 'Another-Pass-Word-77' },
          ...withSession(cookie),
        }),
      );
      expect(change.statusCode).toBeLessThan(300);
      expect((await me(ctx.app, second)).statusCode).toBe(401);
      expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    });

    it('a profile change', async () => {
      const { cookie } = await cachedUser(ctx);
      const patch = await withoutNotifications(ctx, () =>
        ctx.app.inject({ method: 'PATCH', url: '/api/user/profile', payload: { display_name: 'Dr Noor Haddad' }, ...withSession(cookie) }),
      );
      expect(patch.statusCode).toBe(200);
      expect((await me(ctx.app, cookie)).json()).toMatchObject({ display_name: 'Dr Noor Haddad' });
    });

    it('an account deletion', async () => {
      const { cookie } = await cachedUser(ctx);
      const gone = await withoutNotifications(ctx, () =>
        ctx.app.inject({ method: 'DELETE', url: '/api/me', payload: { password: TEST_PASSWORD }, ...withSession(cookie) }),
      );
      expect(gone.statusCode).toBeLessThan(300);
      expect((await me(ctx.app, cookie)).statusCode).toBe(401);
    });
  });

  describe('while the listening connection is down', () => {
    async function terminateListener(c: TestContext) {
      const pid = c.app.authChanges!.backendPid!;
      expect(pid).toBeGreaterThan(0);
      await sql`select pg_terminate_backend(${pid})`.execute(c.db);
      return pid;
    }

    it('nothing is answered from memory: what was cached is dropped and nothing new is kept', async () => {
      // Reconnecting waits a minute here, so the whole test runs with the listener down.
      const down = await createTestContext({}, { listenerRetryMs: 60_000 });
      onTestFinished(down.close);
      const before = await cachedUser(down);
      await terminateListener(down);
      await vi.waitFor(() => expect(down.app.authChanges!.listening).toBe(false), { timeout: 10_000 });
      const during = await registerUser(down.app);
      expect((await me(down.app, during.cookie)).statusCode).toBe(200);
      await withoutNotifications(down, async () => {
        await deleteSessions(down, before.user.id);
        await deleteSessions(down, during.user.id);
      });
      expect((await me(down.app, before.cookie)).statusCode).toBe(401);
      expect((await me(down.app, during.cookie)).statusCode).toBe(401);
    });

    it('it reconnects, and then caches again', async () => {
      const back = await createTestContext({}, { listenerRetryMs: 50 });
      onTestFinished(back.close);
      await cachedUser(back);
      const pid = await terminateListener(back);
      await vi.waitFor(
        () => {
          expect(back.app.authChanges!.listening).toBe(true);
          expect(back.app.authChanges!.backendPid).not.toBe(pid);
        },
        { timeout: 10_000 },
      );
      const { user, cookie } = await cachedUser(back);
      await withoutNotifications(back, () => deleteSessions(back, user.id));
      expect((await me(back.app, cookie)).statusCode).toBe(200);
    });
  });

  it('closing the app ends its listening connection', async () => {
    const closing = await createTestContext();
    onTestFinished(closing.close);
    await vi.waitFor(() => expect(closing.app.authChanges!.listening).toBe(true), { timeout: 10_000 });
    const pid = closing.app.authChanges!.backendPid!;
    const alive = async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where pid = ${pid}`.execute(ctx.db)).rows[0]!.n;
    expect(await alive()).toBe(1);
    await closing.app.close();
    expect(closing.app.authChanges!.listening).toBe(false);
    await vi.waitFor(async () => expect(await alive()).toBe(0), { timeout: 5_000 });
  });

  it('is off with SESSION_CACHE=off: no listener, every request reads its session', async () => {
    const off = await createTestContext({ SESSION_CACHE: 'off' });
    onTestFinished(off.close);
    expect(off.app.authChanges).toBeUndefined();
    const { user, cookie } = await registerUser(off.app);
    expect((await me(off.app, cookie)).statusCode).toBe(200);
    await withoutNotifications(off, () => deleteSessions(off, user.id));
    expect((await me(off.app, cookie)).statusCode).toBe(401);
  });
});
