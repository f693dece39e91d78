import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { SessionCache, type SessionRecord } from './session-cache';

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

function trustedCache(limits = { maxEntries: 100, maxAgeMs: 10_000 }) {
  const cache = new SessionCache(limits);
  cache.setTrusted(true);
  return cache;
}

describe('SessionCache', () => {
  it('keeps nothing and answers nothing until it is trusted (the listener is up)', () => {
    const cache = new SessionCache();
    cache.store(cache.ticket(), 'a', record(1), NOW);
    expect(cache.size).toBe(0);
    cache.setTrusted(true);
    cache.store(cache.ticket(), 'a', record(1), NOW);
    expect(cache.get('a', NOW)?.user.id).toBe(1);
  });

  it('forgets everything when trust is lost, and answers nothing while untrusted', () => {
    const cache = trustedCache();
    const ticket = cache.ticket();
    cache.store(ticket, 'a', record(1), NOW);
    cache.setTrusted(false);
    expect(cache.size).toBe(0);
    cache.store(ticket, 'b', record(2), NOW);
    expect(cache.get('b', NOW)).toBeUndefined();
  });

  it('does not keep a read that began before an eviction', () => {
    const cache = trustedCache();
    const ticket = cache.ticket();
    // The read is in flight when another instance's change is reported, for any user.
    cache.evictUser(99);
    cache.store(ticket, 'a', record(1), NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
    const after = cache.ticket();
    cache.clear();
    cache.store(after, 'a', record(1), NOW);
    expect(cache.get('a', NOW)).toBeUndefined();
  });

  it("evicts only the named user's sessions", () => {
    const cache = trustedCache();
    cache.store(cache.ticket(), 'a1', record(1), NOW);
    cache.store(cache.ticket(), 'a2', record(1), NOW);
    cache.store(cache.ticket(), 'b', record(2), NOW);
    cache.evictUser(1);
    expect(cache.get('a1', NOW)).toBeUndefined();
    expect(cache.get('a2', NOW)).toBeUndefined();
    expect(cache.get('b', NOW)?.user.id).toBe(2);
  });

  it('answers no session past its expiry, nor an entry older than its age limit', () => {
    const cache = trustedCache({ maxEntries: 100, maxAgeMs: 10_000 });
    cache.store(cache.ticket(), 'short', record(1, '2026-11-27T12:00:05.000Z'), NOW);
    cache.store(cache.ticket(), 'long', record(2), NOW);
    expect(cache.get('short', NOW + 4_999)?.user.id).toBe(1);
    expect(cache.get('short', NOW + 5_000)).toBeUndefined();
    expect(cache.get('long', NOW + 10_000)?.user.id).toBe(2);
    expect(cache.get('long', NOW + 10_001)).toBeUndefined();
  });

  it('moves the expiry it checks when the session slides', () => {
    const cache = trustedCache();
    cache.store(cache.ticket(), 'a', record(1, '2026-11-27T12:00:05.000Z'), NOW);
    cache.extend('a', '2026-11-27T12:30:00.000Z');
    expect(cache.get('a', NOW + 6_000)?.user.id).toBe(1);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = trustedCache({ maxEntries: 2, maxAgeMs: 10_000 });
    for (const [key, id] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.store(cache.ticket(), key, record(id), NOW);
    expect(cache.size).toBe(2);
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('c', NOW)?.user.id).toBe(3);
  });
});
