import { type Compilable, CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '@shared/constants';
import { searchKey } from '../../db/search-key';
import type { Db } from '../../db';
import { statementName } from '../../db/prepared';
import { createTestContext } from '../../test/context';
import { generateDataset } from '../../test/dataset';
import { createClinic } from '../../test/factories';
import { type NameSearchForm, searchBackendOf } from './backend';
import { nameSearchForm } from './postgres';
import {
  nameNearQuery,
  nearQuery,
  procedureNearQuery,
  procedureSearchQuery,
  searchByProcedure,
  searchBySpecialty,
  searchNear,
  specialtyNearQuery,
  specialtySearchQuery,
  withMeasures,
} from './repository';

/**
 * The searches read through their indexes on PostgreSQL too (issue 22): EXPLAIN ANALYZE of the exact
 * SQL and values each one runs, on a few thousand hospitals with statistics, runs no sequential scan
 * of clinics, clinic_specialties, pricings or procedure_waits. A branch the statement never enters
 * (the procedure search's trigram form when the walk is full) is left out: its plan may scan, it does
 * not run. SQLite's plans are asserted in search-plan.test.ts, so this file checks PostgreSQL only.
 */
const { db, dialect } = await createTestContext();
const onPostgres = dialect === 'postgres';
if (onPostgres) {
  await generateDataset(db, 3000);
  await createClinic(db, { name: 'Gnu Plains Referral', pricings: [{ procedure_name: 'Gnuectomy', price_range: '$1' }] });
  await sql`analyze`.execute(db);
}
const cardiology = Number((await db.selectFrom('specialties').select('id').where('name', '=', 'Cardiology').executeTakeFirstOrThrow()).id);
const OTTAWA_250 = { lat: 45.41, lon: -75.7, radiusKm: 250 };
const SEARCHED = new Set(['clinics', 'clinic_specialties', 'clinic_specialty_points', 'pricings', 'procedure_waits', 'clinic_name_trigrams']);
// The form the name search picks for each term: the trigram walk (docs/decisions/113).
const walks = new Map<string, NameSearchForm>();
for (const key of ['ruisseau', searchKey('Okanagan 12'), searchKey('Hôpital Vétérinaire')]) walks.set(key, onPostgres ? await nameSearchForm(db, key) : { form: 'one query' });
const walk = (key: string, province?: string) => () => searchBackendOf(db).nameSearchQuery(db, walks.get(key)!, key, province);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops': number;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

/** The nodes of the plan that ran at least once. */
async function executedNodes(query: { compile(): CompiledQuery }): Promise<PlanNode[]> {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...parameters]));
  return executed(rows[0]!['QUERY PLAN'][0].Plan);
}

function executed(plan: PlanNode): PlanNode[] {
  const out: PlanNode[] = [];
  const walk = (n: PlanNode) => {
    if (n['Actual Loops'] === 0) return;
    out.push(n);
    n.Plans?.forEach(walk);
  };
  walk(plan);
  return out;
}

/**
 * The nodes that ran in the generic plan of a query's SQL, the plan PostgreSQL keeps for a hot
 * statement after its first runs (docs/decisions/120, 126), with the query's own values.
 */
async function executedGenericNodes(query: { compile(): CompiledQuery }, enableNestloop = true): Promise<PlanNode[]> {
  const { sql: text, parameters } = query.compile();
  const literal = (p: unknown) => (typeof p === 'number' ? String(p) : `'${String(p).replace(/'/g, "''")}'`);
  return db.connection().execute(async (c) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(c);
    if (!enableNestloop) await sql`set enable_nestloop = off`.execute(c);
    try {
      await c.executeQuery(CompiledQuery.raw(`prepare generic_probe as ${text}`));
      const args = parameters.length ? `(${parameters.map(literal).join(', ')})` : '';
      const { rows } = await c.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(CompiledQuery.raw(`explain (analyze, format json) execute generic_probe${args}`));
      return executed(rows[0]!['QUERY PLAN'][0].Plan);
    } finally {
      // Only its own: the pool's client remembers which of the app's named statements this connection holds.
      await sql`deallocate generic_probe`.execute(c).catch(() => {});
      await sql`reset plan_cache_mode`.execute(c);
      await sql`reset enable_nestloop`.execute(c);
    }
  });
}

const procedure = (key: string, province?: string) => () => procedureSearchQuery(db, key, province, 'walk, else trigrams');

const cases: Array<{ name: string; query: () => { compile(): CompiledQuery }; uses: string[] }> = [
  { name: 'specialty', query: () => specialtySearchQuery(db, cardiology), uses: ['clinic_specialties_rank_idx'] },
  { name: 'specialty in a province', query: () => specialtySearchQuery(db, cardiology, 'Nunavut'), uses: [] },
  { name: 'name, broad term', query: () => searchBackendOf(db).nameSearchQuery(db, { form: 'one query' }, 'ruisseau'), uses: ['clinics_trgm_idx'] },
  { name: 'name, rare term', query: () => searchBackendOf(db).nameSearchQuery(db, { form: 'one query' }, searchKey('Okanagan 12')), uses: ['clinics_trgm_idx'] },
  { name: 'name in a province', query: () => searchBackendOf(db).nameSearchQuery(db, { form: 'one query' }, 'ruisseau', 'Yukon'), uses: [] },
  // The names holding the term further in, read in name order from one trigram's entries, and those
  // starting with it, a range of the name index.
  { name: 'name walk, broad term', query: walk('ruisseau'), uses: ['clinic_name_trigrams_pkey'] },
  { name: 'name walk, rare term', query: walk(searchKey('Okanagan 12')), uses: ['clinic_name_trigrams_pkey'] },
  { name: 'name walk, names starting with the term', query: walk(searchKey('Hôpital Vétérinaire')), uses: ['clinic_name_trigrams_pkey'] },
  { name: 'name walk in a province', query: walk('ruisseau', 'Yukon'), uses: ['clinic_name_trigrams_pkey'] },
  // A term three hospitals in four quote: the walk finds 50 within the first hospitals by name.
  { name: 'procedure, broad term', query: procedure('echocardio'), uses: ['clinics_search_idx'] },
  { name: 'procedure in a province, broad term', query: procedure('tplo', 'Yukon'), uses: ['clinics_province_idx'] },
  // Terms the walk cannot fill a page with: the trigram indexes answer.
  { name: 'procedure, rare term', query: procedure('gnuectomy'), uses: ['pricings_trgm_idx', 'procedure_waits_trgm_idx'] },
  { name: 'procedure, absent term', query: procedure('zzqqxx'), uses: ['pricings_trgm_idx'] },
  // The walk of decision 112: each point's hospitals from clinics_point_idx, in a lateral subquery.
  { name: 'near a place', query: () => nearQuery(db, OTTAWA_250), uses: ['clinics_point_idx'] },
  { name: 'near a place, in a province', query: () => nearQuery(db, OTTAWA_250, 'Ontario'), uses: ['clinics_point_idx'] },
  { name: 'near a place, any distance', query: () => nearQuery(db, { lat: OTTAWA_250.lat, lon: OTTAWA_250.lon }), uses: ['clinics_point_idx'] },
  // A specialty's: each point's hospitals offering it from clinic_specialty_points' key (docs/decisions/144).
  { name: 'specialty near a place', query: () => specialtyNearQuery(db, cardiology, OTTAWA_250), uses: ['clinic_specialty_points_pkey'] },
  { name: 'specialty near a place, in a province', query: () => specialtyNearQuery(db, cardiology, OTTAWA_250, 'Quebec'), uses: ['clinic_specialty_points_pkey'] },
  { name: 'name near a place', query: () => nameNearQuery(db, 'vet', OTTAWA_250), uses: [] },
  { name: 'procedure near a place', query: () => procedureNearQuery(db, 'echocardio', OTTAWA_250), uses: [] },
];

describe.runIf(onPostgres)('search query plans on PostgreSQL', () => {
  it.each(cases)('$name search runs no sequential scan of a searched table', async ({ query, uses }) => {
    const nodes = await executedNodes(query());
    const text = nodes.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''}`).join('\n');
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && SEARCHED.has(n['Relation Name']!)), text).toEqual([]);
    for (const index of uses) expect(nodes.some((n) => n['Index Name'] === index), `${index} in:\n${text}`).toBe(true);
  });

  // A sixth of the names start with "Hôpital Vétérinaire". Read from clinics_search_idx, whose ties
  // are not in id order, the generic plan (which cannot know the range is large) read them all and
  // sorted them (docs/decisions/126).
  it('the name walk reads at most a page of the names starting with a broad term, in the plan PostgreSQL keeps', async () => {
    const nodes = await executedGenericNodes(walk(searchKey('Hôpital Vétérinaire'))());
    const text = nodes.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''} rows=${n['Actual Rows']}`).join('\n');
    expect(nodes.some((n) => n['Index Name'] === 'clinic_name_trigrams_pkey'), text).toBe(true);
    expect(nodes.filter((n) => n['Index Name'] !== undefined || SEARCHED.has(n['Relation Name'] ?? '')).every((n) => n['Actual Rows'] <= SEARCH_LIMIT), text).toBe(true);
  });

  // Read from the key's own order, a point's hospitals offering the specialty come in id order, and the
  // lateral subquery stops at a page of them; a bitmap scan of that key would read all of the point's
  // and sort them (docs/decisions/144). PostgreSQL takes the index-only scan once the table's pages are
  // marked all-visible, as autovacuum does (migration 027 has it come early for this table); freshly
  // written, as here, it takes the bitmap scan, so the test vacuums first, as autovacuum would.
  it('the specialty near search reads at most a page of each point\'s hospitals, in key order, in the plan PostgreSQL keeps', async () => {
    await sql`vacuum analyze clinic_specialty_points`.execute(db);
    const nodes = await executedGenericNodes(specialtyNearQuery(db, cardiology, OTTAWA_250));
    const text = nodes.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''} rows=${n['Actual Rows']}`).join('\n');
    const walk = nodes.filter((n) => n['Relation Name'] === 'clinic_specialty_points');
    expect(walk.map((n) => n['Node Type']), text).toEqual([expect.stringMatching(/^Index (Only )?Scan$/)]);
    expect(walk[0]!['Actual Rows'], text).toBeLessThanOrEqual(SEARCH_LIMIT);
  });

  // The page's rows are read by primary key, one probe a hit, whatever the plan costs: joined, the
  // generic plan for the bench's 1,000 hospitals hashed every hospital's row, procedure lines included,
  // to keep 50 (docs/decisions/145). With nested loops switched off, as a stand-in for a plan that
  // prefers to join, the lateral probe still reads only the page's rows.
  // (The broad term, whose page the walk fills: with nested loops off, the rare term's trigram branch
  // joins its own way before the page is read.)
  it('the procedure search reads its page\'s hospitals by primary key, even when PostgreSQL would rather join', async () => {
    const nodes = await executedGenericNodes(procedure('echocardio')(), false);
    const text = nodes.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''} rows=${n['Actual Rows']} loops=${n['Actual Loops']}`).join('\n');
    const page = nodes.filter((n) => n['Index Name'] === 'clinics_pkey' && n['Actual Loops'] > 0 && n['Actual Rows'] > 0);
    expect(page.length, text).toBeGreaterThan(0);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && SEARCHED.has(n['Relation Name']!)), text).toEqual([]);
  });

  it('walks the names for terms of three characters or more', () => {
    expect([...walks.values()].map((w) => w.form)).toEqual(['trigram walk', 'trigram walk', 'trigram walk']);
  });

  it('covers both procedure branches: the broad term fills a page from the walk, the rare one does not', async () => {
    expect(await procedure('echocardio')().execute()).toHaveLength(SEARCH_LIMIT);
    const rare = await procedure('gnuectomy')().execute();
    expect(rare.map((r) => r.name)).toEqual(['Gnu Plains Referral']);
  });
});

/**
 * A named statement that PostgreSQL plans anew on every run costs its planning each time (0.4 ms of a
 * 1 ms specialty search at 10,000 hospitals). After its first five runs on a connection PostgreSQL
 * keeps the generic plan when that costs no more than the plans made for the values; a LIMIT bound as
 * a parameter made the generic plan look ten times dearer, so it never did (docs/decisions/120).
 */
describe.runIf(onPostgres)('hot searches stop planning on PostgreSQL', () => {
  const RUNS = 8;
  const searches: Array<{ name: string; run: (c: Db) => Promise<unknown>; query: (c: Db) => Compilable<unknown> }> = [
    { name: 'specialty', run: (c) => searchBySpecialty(c, cardiology), query: (c) => specialtySearchQuery(c, cardiology).$call(withMeasures(c, 'specialty')) },
    { name: 'near a place', run: (c) => searchNear(c, OTTAWA_250), query: (c) => nearQuery(c, OTTAWA_250) },
    { name: 'specialty near a place', run: (c) => searchBySpecialty(c, cardiology, undefined, OTTAWA_250), query: (c) => specialtyNearQuery(c, cardiology, OTTAWA_250) },
    // Its page's rows read by a lateral probe (docs/decisions/145), whose LIMIT is written, not bound.
    { name: 'procedure', run: (c) => searchByProcedure(c, 'echocardio'), query: (c) => procedureSearchQuery(c, 'echocardio', undefined, 'walk, else trigrams') },
    // The trigram walk (docs/decisions/126): a plan made for the term once looked ten times cheaper than
    // the generic one, so PostgreSQL planned every run again.
    { name: 'name', run: (c) => searchBackendOf(c).searchByName(c, 'ruisseau'), query: (c) => searchBackendOf(c).nameSearchQuery(c, walks.get('ruisseau')!, 'ruisseau') },
    {
      name: 'name in a province',
      run: (c) => searchBackendOf(c).searchByName(c, 'ruisseau', 'Yukon'),
      query: (c) => searchBackendOf(c).nameSearchQuery(c, walks.get('ruisseau')!, 'ruisseau', 'Yukon'),
    },
  ];

  it.each(searches)('the $name search keeps one plan after its first runs on a connection', async ({ run, query }) => {
    const plans = await db.connection().execute(async (c) => {
      for (let i = 0; i < RUNS; i++) await run(c);
      const name = statementName(query(c).compile().sql);
      expect(name, 'the search runs as a named statement').toBeDefined();
      const { rows } = await sql<{ generic_plans: string; custom_plans: string }>`select generic_plans, custom_plans from pg_prepared_statements where name = ${name}`.execute(c);
      return rows.map((r) => ({ generic: Number(r.generic_plans), custom: Number(r.custom_plans) }));
    });
    // Five plans made for the values while PostgreSQL learns their cost, then the generic plan only.
    expect(plans).toEqual([{ generic: RUNS - 5, custom: 5 }]);
  });
});
