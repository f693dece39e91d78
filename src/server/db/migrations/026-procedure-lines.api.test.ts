import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { entryOf } from '../../modules/search/procedure-doc';
import { createTestContext } from '../../test/context';
import { createClinic } from '../../test/factories';
import { nowIso } from '../search-key';
import * as m026 from './026-procedure-lines';

const { db, dialect } = await createTestContext();

const columns = async () => Object.keys((await sql<Record<string, unknown>>`select * from clinics limit 1`.execute(db)).rows[0] ?? {});
const linesOf = async (id: number, column: 'procedure_doc' | 'procedure_lines') =>
  String((await sql<Record<string, string>>`select ${sql.ref(column)} as v from clinics where id = ${id}`.execute(db)).rows[0]!.v).split('\n');
const addQuote = (id: number, name: string) =>
  db.insertInto('pricings').values({ clinic_id: id, procedure_name: name, price_range: '$1 – $2', search_key: name.toLowerCase(), created_at: nowIso(), updated_at: nowIso() }).execute();

const hex = expect.stringMatching(/^5B22[0-9A-F]+$/i);
const json = expect.stringMatching(/^\["p",[\x20-\x7e]+$/);

it('adds procedure_lines as escaped JSON beside the hex procedure_doc, its triggers keep both, and down drops it', async () => {
  const id = await createClinic(db, { name: 'M026 Hospital', pricings: [{ procedure_name: 'Échographie', price_range: '300 $ – 750 $' }] });

  await m026.down(db);
  expect(await columns()).not.toContain('procedure_lines');
  // Migration 024's triggers again: a new quote still reaches procedure_doc.
  await addQuote(id, 'Radiographie');
  expect(await linesOf(id, 'procedure_doc')).toEqual([hex, hex]);

  await m026.up(db);
  // The rows already there get their lines; procedure_doc stays hex, as the previous release reads it.
  expect(await linesOf(id, 'procedure_lines')).toEqual([json, json]);
  expect(await linesOf(id, 'procedure_doc')).toEqual([hex, hex]);
  expect((await linesOf(id, 'procedure_lines')).map((line) => entryOf(line).slice(0, 3))).toEqual([
    ['p', 'Radiographie', '$1 – $2'],
    ['p', 'Échographie', '300 $ – 750 $'],
  ]);
  // And the triggers write both.
  await addQuote(id, 'Tomodensitométrie');
  expect(await linesOf(id, 'procedure_lines')).toEqual([json, json, json]);
  expect(await linesOf(id, 'procedure_doc')).toEqual([hex, hex, hex]);
});

// PostgreSQL compresses a row's long values once the row passes 2 KB. A hospital with the bench's 15
// entries has ~1.1 KB of procedure_lines and ~2 KB of procedure_doc: procedure_lines, which every
// procedure search reads, stays in the row as written, and procedure_doc goes out of line instead.
// (Lines past ~2 KB on their own are still compressed: the row could not fit otherwise.)
it.runIf(dialect === 'postgres')('keeps a typical hospital\'s procedure_lines uncompressed in its row on PostgreSQL', async () => {
  const pricings = Array.from({ length: 15 }, (_, i) => ({ procedure_name: `Échographie ${i}`, price_range: '300 $ – 750 $' }));
  const id = await createClinic(db, { name: 'M026 Typical Hospital', pricings });
  const row = (
    await sql<{ lines: string | null; doc: string | null; lines_size: number; doc_size: number }>`
      select pg_column_compression(procedure_lines) as lines, pg_column_compression(procedure_doc) as doc,
             length(procedure_lines) as lines_size, length(procedure_doc) as doc_size
      from clinics where id = ${id}`.execute(db)
  ).rows[0]!;
  expect(Number(row.lines_size)).toBeGreaterThan(1_000);
  expect(Number(row.doc_size)).toBeGreaterThan(2_000);
  expect(row.lines).toBeNull();
  expect(row.doc).toBeNull(); // out of line, uncompressed (storage external)
});
