import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed/catalogue';
import { searchKey } from '../../db/search-key';
import { generateDataset } from '../../test/dataset';
import { TRIGRAM_TABLES } from './backend';
import { nameNearQuery, nameSearchQuery, nearQuery, procedureNearQuery, procedureSearchQuery, specialtyNearQuery, specialtySearchQuery } from './repository';
import { nameSearchByTrigramWalkQuery, prefixEnd } from './name-walk';

/**
 * The searches read through their indexes on SQLite: EXPLAIN QUERY PLAN of the exact SQL each one runs
 * never shows a full scan of clinics, clinic_specialties, pricings or procedure_waits, whether or not
 * ANALYZE has run (a fresh install never runs it; the planner must not need statistics to pick them).
 */
const handle = openDb('sqlite::memory:');
const { db } = handle;
await migrateToLatest(db);
await seedCatalogue(db);
await generateDataset(db, 300);
const cardiology = Number((await db.selectFrom('specialties').select('id').where('name', '=', 'Cardiology').executeTakeFirstOrThrow()).id);

const OTTAWA_250 = { lat: 45.41, lon: -75.7, radiusKm: 250 };

async function plan(query: { compile(): CompiledQuery }): Promise<string[]> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
  return rows.map((r) => r.detail);
}

// Aliases the search queries give the searched tables, and the tables' own names. A page's card
// measures (`m`) are read by search_measures' key, one probe a row, never by reading all of it.
const FULL_SCAN = /^SCAN (c|cs|h|p|w|t|m|clinics|clinic_specialties|clinic_specialty_points|pricings|procedure_waits|clinic_name_trigrams|search_measures)\b/;

/** How a walk near a place reads a point's hospitals: all of them, or those offering the specialty. */
const EVERY_HOSPITAL = /^SEARCH h USING (COVERING )?INDEX clinics_point_idx \(lat=\? AND lon=\?/;
const OFFERING = /^SEARCH h USING PRIMARY KEY \(specialty_id=\? AND lat=\? AND lon=\?/;

const cases: Array<{ name: string; query: () => { compile(): CompiledQuery }; uses: string[]; sorts?: boolean; walks?: string; walksPoints?: RegExp; avoids?: string[] }> = [
  // Its order is the index's order: nothing to sort, the scan stops at the limit.
  { name: 'specialty', query: () => specialtySearchQuery(db, cardiology), uses: ['clinic_specialties_rank_idx'], sorts: false },
  // With statistics the planner may rightly start from a small province (clinics_province_idx).
  { name: 'specialty in a province', query: () => specialtySearchQuery(db, cardiology, 'Nunavut'), uses: [] },
  // The trigram walk (docs/decisions/121): the names starting with the term, a range of the name index,
  // and those holding it further in, read in name order from one trigram's entries of
  // clinic_name_trigrams (its primary key, `trigram=?`), never a scan and never a sort of the matches.
  { name: 'name walk, broad term', query: () => nameSearchByTrigramWalkQuery(db, 'vet', prefixEnd('vet')!, 'vet'), uses: ['clinics_search_idx', 'SEARCH t USING PRIMARY KEY (trigram=?)'] },
  { name: 'name walk, rare term', query: () => nameSearchByTrigramWalkQuery(db, 'okanagan', prefixEnd('okanagan')!, 'oka'), uses: ['SEARCH t USING PRIMARY KEY (trigram=?)'] },
  {
    name: 'name walk in a province',
    query: () => nameSearchByTrigramWalkQuery(db, 'vet', prefixEnd('vet')!, 'vet', 'Ontario'),
    uses: ['clinics_province_idx', 'SEARCH t USING PRIMARY KEY (trigram=?)'],
  },
  // The single-query form (terms shorter than a trigram, and the reference the walk is tested against).
  { name: 'name, one query', query: () => nameSearchQuery(db, searchKey('Ruisseau')), uses: ['clinics_fts'] },
  { name: 'procedure', query: () => procedureSearchQuery(db, searchKey('Échocardio')), uses: ['pricings_fts', 'procedure_waits_fts'] },
  { name: 'procedure in a province', query: () => procedureSearchQuery(db, searchKey('TPLO'), 'Yukon'), uses: ['pricings_fts', 'procedure_waits_fts'] },
  // A broad procedure term: the first PROCEDURE_WALK_LIMIT names read in the name index's order, until
  // the page is full (docs/decisions/114); each hospital's first matching quote and wait are read from
  // its own row (docs/decisions/122), so neither pricings nor procedure_waits is read at all.
  {
    name: 'procedure, broad term',
    query: () => procedureSearchQuery(db, 'echocardio', undefined, 'walk'),
    uses: ['clinics_search_idx'],
    walks: 'clinics_search_idx',
    avoids: [' p ', ' w ', 'pricings', 'procedure_waits'],
  },
  {
    name: 'procedure in a province, broad term',
    query: () => procedureSearchQuery(db, 'echocardio', 'Ontario', 'walk'),
    uses: ['clinics_province_idx'],
    avoids: [' p ', ' w ', 'pricings', 'procedure_waits'],
  },
  // Near a place (issue 21): the walk of decision 112 reads the points nearest first and each point's
  // hospitals in id order from clinics_point_idx, or those offering the specialty from
  // clinic_specialty_points' key (docs/decisions/144), sorting point by point (`walksPoints`: how each
  // point's hospitals are read); a name or procedure near a place starts from its term's own index and
  // checks each hospital's coordinates.
  { name: 'near a place', query: () => nearQuery(db, OTTAWA_250), uses: ['clinics_point_idx'], walksPoints: EVERY_HOSPITAL },
  { name: 'near a place, in a province', query: () => nearQuery(db, OTTAWA_250, 'Ontario'), uses: ['clinics_point_idx'], walksPoints: EVERY_HOSPITAL },
  { name: 'near a place, any distance', query: () => nearQuery(db, { lat: OTTAWA_250.lat, lon: OTTAWA_250.lon }), uses: ['clinics_point_idx'], walksPoints: EVERY_HOSPITAL },
  { name: 'specialty near a place', query: () => specialtyNearQuery(db, cardiology, OTTAWA_250), uses: [], walksPoints: OFFERING },
  { name: 'specialty near a place, in a province', query: () => specialtyNearQuery(db, cardiology, OTTAWA_250, 'Quebec'), uses: [], walksPoints: OFFERING },
  { name: 'name near a place', query: () => nameNearQuery(db, 'vet', OTTAWA_250), uses: [] },
  { name: 'procedure near a place', query: () => procedureNearQuery(db, 'echocardio', OTTAWA_250), uses: ['pricings_fts', 'procedure_waits_fts'] },
];

describe.each([
  { stats: 'without statistics', before: async () => {} },
  { stats: 'after ANALYZE', before: async () => void (await sql`analyze`.execute(db)) },
])('search query plans $stats', ({ before }) => {
  it.each(cases)('$name search uses its indexes and scans no searched table', async ({ query, uses, sorts, walks, walksPoints, avoids }) => {
    await before();
    const lines = await plan(query());
    const walk = walks && new RegExp(`^SCAN c USING (COVERING )?INDEX ${walks}$`);
    expect(lines.filter((l) => FULL_SCAN.test(l) && !(walk && walk.test(l))), lines.join('\n')).toEqual([]);
    if (sorts === false) expect(lines.filter((l) => l.includes('TEMP B-TREE')), lines.join('\n')).toEqual([]);
    if (walksPoints) {
      // Each point's hospitals by id from the index (the correlated list), and a sort of the last term
      // only (id, within one distance), which stops at the first point past the page: never a sort of
      // every hospital within reach.
      expect(lines, lines.join('\n')).toEqual(expect.arrayContaining(['SCAN pt', expect.stringMatching(walksPoints), 'USE TEMP B-TREE FOR LAST TERM OF ORDER BY']));
      // That sort holds the page's ids, and each id reads its hospital's row after it: carried through
      // the sort, every column of every walked row was copied in and out (docs/decisions/142). Two
      // sorts in all: the points by distance, then the ids; the page is not sorted again.
      const sorted = lines.indexOf('USE TEMP B-TREE FOR LAST TERM OF ORDER BY');
      expect(lines.slice(sorted).some((l) => /^SEARCH c USING INTEGER PRIMARY KEY/.test(l)), lines.join('\n')).toBe(true);
      expect(lines.filter((l) => l.includes('TEMP B-TREE')), lines.join('\n')).toHaveLength(2);
    }
    // The card's measure is a lookup per result; a Bloom filter on a table would read all of it first.
    expect(lines.filter((l) => /BLOOM FILTER ON/.test(l)), lines.join('\n')).toEqual([]);
    for (const index of uses) expect(lines.some((l) => l.includes(index)), `${index} in:\n${lines.join('\n')}`).toBe(true);
    for (const table of avoids ?? []) expect(lines.filter((l) => l.includes(table)), `no ${table} in:\n${lines.join('\n')}`).toEqual([]);
    // The trigram tables are read through their index (GLOB 0:G… for names, MATCH 0:M… for
    // procedures), never scanned row by row.
    for (const l of lines.filter((l) => l.includes('_fts'))) expect(l).toMatch(/VIRTUAL TABLE INDEX \d+:[GM]/);
  });
});

describe('trigram tables', () => {
  it('hold exactly the rows of the tables they index, after inserts, renames and deletes', async () => {
    const clinic = await db.selectFrom('clinics').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('clinics').set({ name: 'Zyzzyva Referral', search_key: searchKey('Zyzzyva Referral') }).where('id', '=', clinic.id).execute();
    await db.deleteFrom('clinics').where('id', '=', Number(clinic.id) + 1).execute(); // cascades to its quotes and waits
    await db.deleteFrom('pricings').where('clinic_id', '=', Number(clinic.id) + 2).execute();
    for (const table of TRIGRAM_TABLES) {
      const [rows, fts] = [sql`select id, search_key from ${sql.table(table)}`, sql`select rowid, search_key from ${sql.table(`${table}_fts`)}`];
      const mismatched = await sql<{ n: number }>`
        select (select count(*) from (${rows} except ${fts})) + (select count(*) from (${fts} except ${rows})) as n`.execute(db);
      expect(Number(mismatched.rows[0]!.n), table).toBe(0);
    }
    expect((await nameSearchQuery(db, 'zyzzyva').execute()).map((r) => r.name)).toEqual(['Zyzzyva Referral']);
  });
});
