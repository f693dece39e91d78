import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { searchByName, searchBySpecialty } from '../modules/search/repository';
import { createTestContext } from '../test/context';
import { createClinic, specialtyId } from '../test/factories';

const ctx = await createTestContext();

describe('hot queries on PostgreSQL', () => {
  // PostgreSQL only: SQLite keeps every statement compiled, by its text (db/index.ts).
  it.skipIf(ctx.dialect !== 'postgres')('are prepared once per connection under a name; other queries stay unnamed', async () => {
    const { db } = ctx;
    await createClinic(db, { name: 'Named Statement Referral', specialties: [{ name: 'Cardiology' }] });
    const cardiology = await specialtyId(db, 'Cardiology');
    await db.connection().execute(async (connection) => {
      for (let i = 0; i < 2; i++) {
        expect((await searchBySpecialty(connection, cardiology)).map((r) => r.name)).toEqual(['Named Statement Referral']);
        expect((await searchByName(connection, 'named statement')).map((r) => r.name)).toEqual(['Named Statement Referral']);
        await connection.selectFrom('specialties').select('id').where('name', '=', 'Oncology').execute();
      }
      const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection);
      expect(prepared.rows.map((r) => r.name).sort()).toEqual([expect.stringMatching(/^vr_hot_\d+$/), expect.stringMatching(/^vr_hot_\d+$/)]);
      expect(prepared.rows.some((r) => r.statement.includes('clinic_specialties_rank') || r.statement.includes('"clinic_specialties"'))).toBe(true);
      expect(prepared.rows.some((r) => r.statement.includes('from "specialties"') && !r.statement.includes('clinic'))).toBe(false);
    });
  });
});
