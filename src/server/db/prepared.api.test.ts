import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listForViewerQuery } from '../modules/referrals/repository';
import { searchByName, searchBySpecialty } from '../modules/search/repository';
import { createTestContext } from '../test/context';
import { createClinic, specialtyId } from '../test/factories';
import { TRAFFIC_SHAPED_NAMES, literalLimit, runHot, statementName } from './prepared';

const ctx = await createTestContext();

describe('hot queries on PostgreSQL', () => {
  // PostgreSQL only: SQLite keeps every statement compiled, by its text (db/index.ts).
  it.skipIf(ctx.dialect !== 'postgres')('are prepared once per connection under a name; other queries stay unnamed, and a short term has its own statement', async () => {
    const { db } = ctx;
    await createClinic(db, { name: 'Named Statement Referral', specialties: [{ name: 'Cardiology' }] });
    const cardiology = await specialtyId(db, 'Cardiology');
    await db.connection().execute(async (connection) => {
      for (let i = 0; i < 2; i++) {
        expect((await searchBySpecialty(connection, cardiology)).map((r) => r.name)).toEqual(['Named Statement Referral']);
        expect((await searchByName(connection, 'named statement')).map((r) => r.name)).toEqual(['Named Statement Referral']);
        // Too short for the trigram index: its own SQL (strpos), so it never gets the trigram plan.
        expect((await searchByName(connection, 'na')).map((r) => r.name)).toEqual(['Named Statement Referral']);
        await connection.selectFrom('specialties').select('id').where('name', '=', 'Oncology').execute();
      }
      const prepared = await sql<{ name: string; statement: string; runs: number }>`
        select name, statement, generic_plans + custom_plans as runs from pg_prepared_statements`.execute(connection);
      const runs = (from: string) => prepared.rows.filter((r) => r.statement.includes(`from "${from}"`)).map((r) => [r.name, Number(r.runs)]);
      // Twice each: the specialty search, the name search by its trigram walk (docs/decisions/113, 126:
      // on PostgreSQL both of its parts read clinic_name_trigrams and join clinics) and the short one by
      // strpos on clinics.
      const named = expect.stringMatching(/^vr_hot_\d+$/);
      expect(runs('clinic_specialties')).toEqual([[named, 2]]);
      expect(runs('clinic_name_trigrams')).toEqual([[named, 2]]);
      expect(prepared.rows.filter((r) => r.statement.includes('strpos(') && !r.statement.includes('clinic_name_trigrams'))).toHaveLength(1);
      expect(runs('clinics')).toEqual([[named, 2]]);
      expect(prepared.rows).toHaveLength(3);
    });
  });
});

describe('statements whose text the traffic shapes', () => {
  // A status change's write has an insert row per recipient (db/gated-write.ts): its text depends on a
  // clinic's team, so only so many of its texts get a name on every connection.
  it('are named up to a limit, first come; past it they run unnamed, and the code-shaped ones are still named', async () => {
    const text = (n: number, kind: string) => sql<{ n: number }>`select ${sql.raw(String(n))} as n, ${sql.lit(kind)} as kind`;
    const run = async (n: number, kind: 'traffic' | 'code') => {
      const query = text(n, kind).compile(ctx.db);
      expect((await runHot(ctx.db, { compile: () => query }, kind)).map((r) => Number(r.n))).toEqual([n]);
      return statementName(query.sql);
    };
    const named: number[] = [];
    for (let n = 1; n <= TRAFFIC_SHAPED_NAMES + 1; n++) if (await run(n, 'traffic')) named.push(n);
    // Other tests of this file may have named some already: the limit is shared by every such text.
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(TRAFFIC_SHAPED_NAMES);
    expect(named).toEqual(Array.from({ length: named.length }, (_, i) => i + 1));
    expect(await run(TRAFFIC_SHAPED_NAMES + 2, 'traffic')).toBeUndefined();
    expect(await run(1, 'traffic')).toMatch(/^vr_hot_\d+$/);
    expect(await run(TRAFFIC_SHAPED_NAMES + 3, 'code')).toMatch(/^vr_hot_\d+$/);
  });
});

describe('page sizes', () => {
  // SQLite plans with a bound LIMIT's value, so a bound page size made every run of a list re-prepare its
  // statement (docs/decisions/123): the lists write theirs into the SQL.
  it('are written into the SQL of the referral lists, never bound', () => {
    const inbox = listForViewerQuery(ctx.db, { party: 'clinic', userId: 1 }, { limit: 25 }).compile();
    const sent = listForViewerQuery(ctx.db, { party: 'vet', userId: 1 }, { limit: 25, after: { list: 'sent', updated_at: '2026-01-01', id: 9 } }).compile();
    for (const query of [inbox, sent]) {
      expect(query.sql).toMatch(/ limit 26$/);
      expect(query.parameters).not.toContain(26);
    }
  });

  it('must be positive integers, as nothing else may be written into SQL', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => literalLimit(bad)).toThrow(/positive integer/);
    expect(literalLimit(50).compile(ctx.db).sql).toBe('50');
  });
});

describe('queries through the pool on PostgreSQL', () => {
  // db/index.ts hands pg a callback and makes each query's promise itself (docs/decisions/141): a failed
  // query must still reject with PostgreSQL's own error, named or not, and leave its connection usable.
  it.skipIf(ctx.dialect !== 'postgres')('reject with PostgreSQL error code, named or not, and the connection answers the next query', async () => {
    const { db } = ctx;
    await db.connection().execute(async (connection) => {
      // Unnamed: 22012 division by zero.
      await expect(sql`select 1 / ${0}::int as x`.execute(connection)).rejects.toMatchObject({ code: '22012' });
      // Named (runHot registers its text): 22P02, an integer that is not one.
      const bad = connection.selectFrom('specialties').select('id').where('id', '=', sql<number>`${'not a number'}::int`);
      await expect(runHot(connection, bad)).rejects.toMatchObject({ code: '22P02' });
      expect(statementName(bad.compile().sql)).toMatch(/^vr_hot_\d+$/);
      expect((await sql<{ one: number }>`select 1 as one`.execute(connection)).rows).toEqual([{ one: 1 }]);
    });
  });
});
