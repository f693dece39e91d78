import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestContext } from '../test/context';

/**
 * Rows of these tables are deleted in bulk (the retention purge, deleted drafts, the sweep of unlinked
 * uploads). For each deleted row the database looks up the rows that point at it; every such column
 * must lead an index, or a purge scans the referencing table once per row (docs/decisions/110 — 198,409
 * referrals took over 8 minutes to delete on SQLite without one).
 */
const BULK_DELETED = ['referrals', 'referral_messages', 'files'];

const { db, dialect } = await createTestContext();

/** [table, column] of every foreign key pointing at a bulk-deleted table, with whether an index leads with it. */
async function referencing(): Promise<Array<{ ref: string; indexed: boolean }>> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ tbl: string; col: string; target: string; indexed: boolean }>`
      select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as target,
        exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
    return rows.filter((r) => BULK_DELETED.includes(r.target.replace(/^.*\./, ''))).map((r) => ({ ref: `${r.tbl.replace(/^.*\./, '')}.${r.col}`, indexed: r.indexed }));
  }
  const tables = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  const out: Array<{ ref: string; indexed: boolean }> = [];
  for (const { name } of tables) {
    const fks = (await sql<{ table: string; from: string }>`select * from pragma_foreign_key_list(${name})`.execute(db)).rows;
    for (const fk of fks.filter((f) => BULK_DELETED.includes(f.table))) {
      const leading = (await sql<{ col: string }>`select (select name from pragma_index_info(l.name) where seqno = 0) as col from pragma_index_list(${name}) l`.execute(db)).rows;
      out.push({ ref: `${name}.${fk.from}`, indexed: leading.some((i) => i.col === fk.from) });
    }
  }
  return out;
}

it('indexes every column that points at a row deleted in bulk', async () => {
  const refs = await referencing();
  // The schema has such columns (a query that found none would pass for the wrong reason).
  expect(refs.map((r) => r.ref)).toEqual(expect.arrayContaining(['referral_events.referral_id', 'referrals.redirected_from', 'referral_attachments.file_id']));
  expect(refs.filter((r) => !r.indexed).map((r) => r.ref)).toEqual([]);
});
