import { type Kysely, sql } from 'kysely';

/**
 * Issue 21: a clinic's own opening hours (JSON: 7 days, Monday first, null for closed; the column null
 * for "not listed"), its emergency line, and whether it runs a 24/7 emergency service. The internal
 * page showed fixed hours and "24/7" for every clinic; now it shows what the clinic says, or that it
 * has not said. Existing listings start with nothing stated (the demo seed states SPEC's hours).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('clinics').addColumn('hours', 'text').execute();
  await db.schema.alterTable('clinics').addColumn('emergency_phone', 'text').execute();
  await db.schema
    .alterTable('clinics')
    .addColumn('emergency_24_7', 'integer', (c) => c.notNull().defaultTo(0).check(sql`emergency_24_7 in (0, 1)`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['emergency_24_7', 'emergency_phone', 'hours']) await db.schema.alterTable('clinics').dropColumn(column).execute();
}
