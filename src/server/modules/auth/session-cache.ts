import type { CurrentUser } from '@shared/contracts/auth';

/** A session as resolveSession reads it from the database. */
export interface SessionRecord {
  user: CurrentUser;
  remember: boolean;
  /** ISO time, compared as text exactly as the session query compares it. */
  expiresAt: string;
}

/** The channel migration 025's triggers notify with a user id when a user or one of its sessions changes. */
export const AUTH_CHANGES_CHANNEL = 'vr_auth_changes';

/**
 * The sessions this instance has read lately, so that a signed-in request on PostgreSQL skips a round
 * trip (docs/decisions/127). It decides who is signed in, so it is only ever trusted while nothing can
 * have changed behind its back:
 * - it is trusted only while the instance listens for migration 025's notifications; losing the
 *   listening connection empties it and stops it filling until the connection is back;
 * - a notification evicts that user's entries, and this instance's own writes empty it (plugins/session.ts);
 * - a read that began before an eviction is not stored (the ticket is the eviction count at its start);
 * - an entry lives at most `maxAgeMs` whatever happens, which bounds a connection that died silently.
 * Unknown or expired tokens are never stored: every guess still reads the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, SessionRecord & { storedAt: number }>();
  private evictions = 0;
  private trusted = false;

  constructor(private readonly limits = { maxEntries: 10_000, maxAgeMs: 10_000 }) {}

  get size() {
    return this.entries.size;
  }

  /** The session for `idHash` if it is cached, young enough and not expired at `now`. */
  get(idHash: string, now: number): SessionRecord | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.limits.maxAgeMs || !(entry.expiresAt > new Date(now).toISOString())) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry;
  }

  /** Taken before a database read and handed to store(): null when nothing may be stored. */
  ticket(): number | null {
    return this.trusted ? this.evictions : null;
  }

  /** Keeps what a read found, unless anything was evicted (or trust lost) since its ticket. */
  store(ticket: number | null, idHash: string, record: SessionRecord, now: number) {
    if (ticket === null || !this.trusted || ticket !== this.evictions) return;
    if (this.entries.size >= this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(idHash, { ...record, storedAt: now });
  }

  /** After this instance slid the session's expiry. */
  extend(idHash: string, expiresAt: string) {
    const entry = this.entries.get(idHash);
    if (entry) entry.expiresAt = expiresAt;
  }

  /** A user or one of its sessions changed somewhere: forget that user's sessions. */
  evictUser(userId: number) {
    this.evictions++;
    for (const [idHash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(idHash);
  }

  clear() {
    this.evictions++;
    this.entries.clear();
  }

  /** Listening (true) or not (false); either way what was cached is dropped. */
  setTrusted(trusted: boolean) {
    this.trusted = trusted;
    this.clear();
  }
}
