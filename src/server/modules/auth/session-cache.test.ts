import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { SessionCache, type SessionRecord, authChangeOf } from './session-cache';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const user = (id: number): CurrentUser => ({
  id,
  username: `u${id}@test.example.ca`,
  role: 'vet',
  display_name: null,
  avatar_url: null,
  job_title: null,
  practice_type: null,
  language: null,
});
const record = (id: number, expiresAt = '2026-11-27T12:30:00.000Z'): SessionRecord => ({ user: user(id), remember: false, expiresAt });

/** A monotonic clock the tests move. */
let elapsed = 0;
function trustedCache(limits = { maxEntries: 100, maxAgeMs: 10_000 }) {
  elapsed = 0;
  const cache = new SessionCache(limits, () => elapsed);
  cache.setTrusted(true);
  return cache;
}

describe('SessionCache', () => {
  it('keeps nothing and answers nothing until it is trusted (the listener is up)', () => {
    const cache = new SessionCache();
    cache.store(cache.ticket(), 'a', record(1));
    expect(cache.size).toBe(0);
    cache.setTrusted(true);
    cache.store(cache.ticket(), 'a', record(1));
    expect(cache.get('a', NOW)?.user.id).toBe(1);
  });

  it('forgets everything when trust is lost, and answers nothing while untrusted', () => {
    const cache = trustedCache();
    const ticket = cache.ticket();
    cache.store(ticket, 'a', record(1));
    cache.setTrusted(false);
    expect(cache.size).toBe(0);
    cache.store(ticket, 'b', record(2));
    expect(cache.get('b', NOW)).toBeUndefined();
  });

  it('does not keep a read that began before an eviction', () => {
    const cache = trustedCache();
    const ticket = cache.ticket();
    // The read is in flight when another instance's change is reported, for any user.
    cache.evictUser(99);
    cache.store(ticket, 'a', record(1));
    expect(cache.get('a', NOW)).toBeUndefined();
    const after = cache.ticket();
    cache.clear();
    cache.store(after, 'a', record(1));
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it("evicts only the named user's sessions", () => {
    const cache = trustedCache();
    cache.store(cache.ticket(), 'a1', record(1));
    cache.store(cache.ticket(), 'a2', record(1));
    cache.store(cache.ticket(), 'b', record(2));
    cache.evictUser(1);
    expect(cache.get('a1', NOW)).toBeUndefined();
    expect(cache.get('a2', NOW)).toBeUndefined();
    expect(cache.get('b', NOW)?.user.id).toBe(2);
  });

  it('answers no session past its expiry, nor an entry older than its age limit', () => {
    const cache = trustedCache({ maxEntries: 100, maxAgeMs: 10_000 });
    cache.store(cache.ticket(), 'short', record(1, '2026-11-27T12:00:05.000Z'));
    cache.store(cache.ticket(), 'long', record(2));
    expect(cache.get('short', NOW + 4_999)?.user.id).toBe(1);
    expect(cache.get('short', NOW + 5_000)).toBeUndefined();
    elapsed = 10_000;
    expect(cache.get('long', NOW)?.user.id).toBe(2);
    elapsed = 10_001;
    // The age is measured on the monotonic clock: a wall clock set back does not extend it.
    expect(cache.get('long', NOW - 60_000)).toBeUndefined();
  });

  it('moves the expiry it checks when the session slides', () => {
    const cache = trustedCache();
    cache.store(cache.ticket(), 'a', record(1, '2026-11-27T12:00:05.000Z'));
    cache.extend('a', '2026-11-27T12:30:00.000Z');
    expect(cache.get('a', NOW + 6_000)?.user.id).toBe(1);
  });

  it("keeps each user's entries findable after replacements and removals", () => {
    const cache = trustedCache({ maxEntries: 2, maxAgeMs: 10_000 });
    cache.store(cache.ticket(), 'a', record(1));
    cache.store(cache.ticket(), 'a', record(1));
    cache.store(cache.ticket(), 'b', record(2));
    // 'a' was stored again, not added: nothing is dropped for it.
    expect(cache.size).toBe(2);
    cache.store(cache.ticket(), 'c', record(1));
    cache.evictUser(1);
    expect(cache.get('c', NOW)).toBeUndefined();
    expect(cache.get('b', NOW)?.user.id).toBe(2);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = trustedCache({ maxEntries: 2, maxAgeMs: 10_000 });
    for (const [key, id] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.store(cache.ticket(), key, record(id));
    expect(cache.size).toBe(2);
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('c', NOW)?.user.id).toBe(3);
  });
});

describe('authChangeOf', () => {
  it("reads its own schema's user id, ignores other schemas and clears on anything else", () => {
    expect(authChangeOf('public:42', 'public')).toEqual({ userId: 42 });
    expect(authChangeOf('t_abc:42', 'public')).toBeNull();
    expect(authChangeOf('public:*', 'public')).toBe('all');
    expect(authChangeOf('public:', 'public')).toBe('all');
    expect(authChangeOf('42', 'public')).toBe('all');
    expect(authChangeOf('', 'public')).toBe('all');
  });
});
