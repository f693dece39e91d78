import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * Issue 22, PostgreSQL's session cache (docs/decisions/127): every change to a user, or to one of its
 * sessions, notifies channel `vr_auth_changes` with `<schema>:<user id>`, so that each app instance
 * evicts what it cached of that user; a TRUNCATE notifies `<schema>:*`, and every instance empties its
 * cache. PostgreSQL delivers a notification only when its transaction commits, so it always follows
 * the change it reports. The schema is the table's own (tg_table_schema), whatever the writer's
 * search_path: several app schemas may share one database (the tests do).
 *
 * Every update notifies, the sliding expiry's included: a slide comes once in five minutes a session,
 * and a narrower rule would be one more thing to get right in code that decides who is signed in.
 * Inserts need none: a new row was in no cache.
 *
 * SQLite has no cache, and so no triggers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    create function auth_changes_notify() returns trigger language plpgsql as $$
    begin
      -- One statement per case, not one CASE: plpgsql resolves a statement's fields when it first runs
      -- it, and a sessions row has no id (nor a truncate any row).
      if tg_op = 'TRUNCATE' then
        perform pg_notify('vr_auth_changes', tg_table_schema || ':*');
      elsif tg_table_name = 'users' then
        perform pg_notify('vr_auth_changes', tg_table_schema || ':' || old.id);
      else
        perform pg_notify('vr_auth_changes', tg_table_schema || ':' || old.user_id);
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['users', 'sessions']) {
    await sql.raw(`create trigger ${table}_auth_changes after update or delete on ${table} for each row execute function auth_changes_notify()`).execute(db);
    await sql.raw(`create trigger ${table}_auth_truncate after truncate on ${table} for each statement execute function auth_changes_notify()`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of ['users', 'sessions']) {
    await sql.raw(`drop trigger ${table}_auth_truncate on ${table}`).execute(db);
    await sql.raw(`drop trigger ${table}_auth_changes on ${table}`).execute(db);
  }
  await sql`drop function auth_changes_notify()`.execute(db);
}
