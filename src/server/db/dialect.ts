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
 * A real ISO-8601 moment on PostgreSQL: digits in place, month 01–12, hour 00–23, minutes and seconds
 * 00–59, an offset within ±14:59 and a year from 1000 (year 0000 is no date to PostgreSQL). The day of
 * the month is checked against the month's length apart, inside a CASE: only there is the evaluation
 * order, and so the cast's safety, guaranteed.
 */
const PG_MOMENT = '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{1,6})?)?(Z|z|[+-](0[0-9]|1[0-4])(:?[0-5][0-9])?)?$';

/**
 * Days (fractional) from one ISO-8601 text moment to another, `end - start`, on either database. A
 * moment without an offset (an appointment typed as local time) is read as UTC on both: SQLite's
 * julianday does so, and PostgreSQL is told to rather than follow the session's TimeZone. A text that
 * is no real moment (`2026-02-30T10:00`, stored before the API checked dates) gives null on both
 * rather than an error that would fail every reader (security issue 56).
 */
export function daysBetween(db: Kysely<any>, end: RawBuilder<unknown>, start: RawBuilder<unknown>): RawBuilder<number> {
  if (dialectOf(db) === 'sqlite') {
    // julianday rolls 2026-02-30 over to March; date() of the day part does too, so a mismatch is no real
    // day. Year 0000 is refused as on PostgreSQL; julianday itself answers null to a bad time or offset.
    const real = (x: RawBuilder<unknown>) => sql`(case when date(substr(${x}, 1, 10)) = substr(${x}, 1, 10) and substr(${x}, 1, 4) >= '1000' then julianday(${x}) end)`;
    return sql<number>`(${real(end)} - ${real(start)})`;
  }
  const utc = (x: RawBuilder<unknown>) =>
    sql`(case when ${x} ~ ${sql.lit(PG_MOMENT)} then (case when substr(${x}, 9, 2)::int <= extract(day from make_date(substr(${x}, 1, 4)::int, substr(${x}, 6, 2)::int, 1) + interval '1 month - 1 day') then (case when ${x} ~ '(Z|z|[+-][0-9]{2}(:?[0-9]{2})?)$' then ${x}::timestamptz else (${x} || 'Z')::timestamptz end) end) end)`;
  return sql<number>`(extract(epoch from (${utc(end)} - ${utc(start)})) / 86400)`;
}
