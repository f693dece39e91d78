import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * The one place that knows which database is underneath. Everything else uses Kysely's portable
 * builders; the few differences (identity columns, binary type, unique-violation codes) live here.
 */
export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** An integer primary key the database generates. */
export function identity(db: Kysely<any>) {
  return dialectOf(db) === 'postgres'
    ? (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity()
    : (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement();
}

export function binaryType(db: Kysely<any>) {
  return dialectOf(db) === 'postgres' ? sql`bytea` : sql`blob`;
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True for a foreign-key violation on either database. */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Days (fractional) from one ISO-8601 text moment to another, `end - start`, on either database. A
 * moment without an offset (an appointment typed as local time) is read as UTC on both: SQLite's
 * julianday does so, and PostgreSQL is told to rather than follow the session's TimeZone.
 */
export function daysBetween(db: Kysely<any>, end: RawBuilder<unknown>, start: RawBuilder<unknown>): RawBuilder<number> {
  if (dialectOf(db) === 'sqlite') return sql<number>`(julianday(${end}) - julianday(${start}))`;
  const utc = (x: RawBuilder<unknown>) => sql`(case when ${x} ~ '(Z|z|[+-][0-9]{2}(:?[0-9]{2})?)$' then ${x}::timestamptz else (${x} || 'Z')::timestamptz end)`;
  return sql<number>`(extract(epoch from (${utc(end)} - ${utc(start)})) / 86400)`;
}
