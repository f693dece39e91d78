import type { Db } from '../../db';
import { nowIso } from '../../db/search-key';

/** Who did it and from where: the parts of an audit entry every caller already holds. */
export interface Actor {
  actorId: number | null;
  ip: string | null;
}

export interface AuditEntry {
  action: string;
  target: string | null;
  /** Stored as JSON; never a password or a clinical text. */
  detail?: unknown;
}

/**
 * The one way to write the audit log. Pass the transaction of the write being audited, so a write
 * that fails leaves no entry and a committed write always has one. Events that are not writes (a
 * failed sign-in) pass the database itself.
 */
export async function record(db: Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await auditInsert(db, actor, entry).execute();
}

/** The entry's insert, not yet run: for a change that writes its rows together (`gatedWrite`). */
export function auditInsert(db: Db, actor: Actor, entry: AuditEntry) {
  return db.insertInto('audit_log').values({
    actor_user_id: actor.actorId,
    action: entry.action,
    target: entry.target,
    ip: actor.ip,
    detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
    created_at: nowIso(),
  });
}

/** Runs `write` and its audit entry in one transaction; `entry` may read the write's result. */
export async function audited<T>(db: Db, actor: Actor, write: (trx: Db) => Promise<T>, entry: (result: T) => AuditEntry): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await record(trx, actor, entry(result));
    return result;
  });
}
