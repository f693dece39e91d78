import type { CurrentUser } from '@shared/contracts/auth';

/** A session as resolveSession reads it from the database. */
export interface SessionRecord {
  user: CurrentUser;
  remember: boolean;
  /** ISO time, compared as text exactly as the session query compares it. */
  expiresAt: string;
}

/**
 * The channel migration 025's triggers notify when a user or one of its sessions changes. The payload
 * is `<schema>:<user id>`, or `<schema>:*` when a table was truncated: several app schemas may share a
 * database (the tests do), and only the listener's own schema concerns it.
 */
export const AUTH_CHANGES_CHANNEL = 'vr_auth_changes';

/** What a notification asks of a cache in `schema`: nothing, one user's eviction, or a clear. */
export function authChangeOf(payload: string, schema: string): { userId: number } | 'all' | null {
  const at = payload.lastIndexOf(':');
  if (at < 0) return 'all';
  if (payload.slice(0, at) !== schema) return null;
  const id = payload.slice(at + 1);
  return /^\d{1,15}$/.test(id) ? { userId: Number(id) } : 'all';
}

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
  /** user id → the keys of its entries, so that an eviction does not scan the whole cache. */
  private readonly byUser = new Map<number, Set<string>>();
  private evictions = 0;
  private trusted = false;

  /**
   * `monotonic` measures entry age: a clock that a time-sync step cannot move back (the `now` given to
   * get() is the wall clock, which the session's expires_at is compared with, as in SQL).
   */
  constructor(
    private readonly limits = { maxEntries: 10_000, maxAgeMs: 10_000 },
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  get size() {
    return this.entries.size;
  }

  /** The session for `idHash` if it is cached, young enough and not expired at `now`. */
  get(idHash: string, now: number): SessionRecord | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (this.monotonic() - entry.storedAt > this.limits.maxAgeMs || !(entry.expiresAt > new Date(now).toISOString())) {
      this.remove(idHash);
      return undefined;
    }
    return entry;
  }

  /** Taken before a database read and handed to store(): null when nothing may be stored. */
  ticket(): number | null {
    return this.trusted ? this.evictions : null;
  }

  /** Keeps what a read found, unless anything was evicted (or trust lost) since its ticket. */
  store(ticket: number | null, idHash: string, record: SessionRecord) {
    if (ticket === null || !this.trusted || ticket !== this.evictions) return;
    this.remove(idHash);
    if (this.entries.size >= this.limits.maxEntries) this.remove(this.entries.keys().next().value!);
    this.entries.set(idHash, { ...record, storedAt: this.monotonic() });
    const keys = this.byUser.get(record.user.id) ?? new Set<string>();
    keys.add(idHash);
    this.byUser.set(record.user.id, keys);
  }

  /** After this instance slid the session's expiry. */
  extend(idHash: string, expiresAt: string) {
    const entry = this.entries.get(idHash);
    if (entry) entry.expiresAt = expiresAt;
  }

  /** A user or one of its sessions changed somewhere: forget that user's sessions. */
  evictUser(userId: number) {
    this.evictions++;
    for (const idHash of this.byUser.get(userId) ?? []) this.entries.delete(idHash);
    this.byUser.delete(userId);
  }

  clear() {
    this.evictions++;
    this.entries.clear();
    this.byUser.clear();
  }

  /** Listening (true) or not (false); either way what was cached is dropped. */
  setTrusted(trusted: boolean) {
    this.trusted = trusted;
    this.clear();
  }

  private remove(idHash: string) {
    const entry = this.entries.get(idHash);
    if (!entry) return;
    this.entries.delete(idHash);
    const keys = this.byUser.get(entry.user.id);
    keys?.delete(idHash);
    if (keys?.size === 0) this.byUser.delete(entry.user.id);
  }
}
