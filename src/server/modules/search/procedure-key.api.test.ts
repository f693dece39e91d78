import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { createTestContext, registerUser } from '../../test/context';
import { createClinic, specialtyId, verifyListing } from '../../test/factories';
import { entryOf } from './procedure-doc';

/**
 * clinics.procedure_key (migration 016) is what a procedure search walks (docs/decisions/109): every
 * write of a quote or wait entry, through the clinic's own screens or straight to the tables, must be
 * visible to the next search, on both databases.
 */
const { app, db, inject } = await createTestContext();
let vet: string;
let owner: string;
let cardiology: number;

const search = async (procedure: string) =>
  ((await inject('GET', `/api/hospitals/search?procedure=${encodeURIComponent(procedure)}`, { as: vet })).json() as SearchResult[]).map((r) => [
    r.name,
    r.procedureMatch?.procedure,
  ]);

/**
 * Every hospital whose procedure_key, procedure_doc (migration 024) or procedure_lines (026) differs
 * from its quotes and wait entries, recomputed here: the quotes by procedure name then id, then the
 * waits by procedure then id, in the order the database sorts names; each line of the other two the
 * entry as the search shows it, every procedure_doc line hex (the previous release reads it so).
 */
async function staleKeys(): Promise<number[]> {
  const rows = await db.selectFrom('clinics').select(['id', 'procedure_key', 'procedure_doc', 'procedure_lines']).execute();
  const stale: number[] = [];
  for (const r of rows) {
    const quotes = await db.selectFrom('pricings').select(['search_key', 'procedure_name', 'price_range', 'updated_at']).where('clinic_id', '=', r.id).orderBy('procedure_name').orderBy('id').execute();
    const waits = await db.selectFrom('procedure_waits').select(['search_key', 'procedure', 'wait_time', 'last_updated']).where('clinic_id', '=', r.id).orderBy('procedure').orderBy('id').execute();
    const keys = [...quotes, ...waits].map((e) => e.search_key).join('\n');
    const doc = [...quotes.map((q) => ['p', q.procedure_name, q.price_range, q.updated_at]), ...waits.map((w) => ['w', w.procedure, w.wait_time, w.last_updated])];
    const read = (lines: string) => (lines === '' ? [] : lines.split('\n').map(entryOf));
    const allHex = r.procedure_doc.split('\n').every((line) => /^[0-9A-F]*$/i.test(line));
    if (r.procedure_key !== keys || !allHex || [r.procedure_doc, r.procedure_lines].some((lines) => JSON.stringify(read(lines)) !== JSON.stringify(doc))) {
      stale.push(Number(r.id));
    }
  }
  return stale;
}

beforeAll(async () => {
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  owner = (await registerUser(app, { role: 'clinic' })).cookie;
  cardiology = await specialtyId(db, 'Cardiology');
  const listing = await inject('PATCH', '/api/clinics/profile', {
    as: owner,
    body: { name: 'Narwhal Bay Referral', address: '1 Shore Road', city: 'Halifax', province: 'Nova Scotia', contact_email: 'desk@narwhal.example.ca', phone: '902-555-0100' },
  });
  await verifyListing(db, listing.json().id);
  await inject('POST', '/api/clinic-specialties', { as: owner, body: { specialty_id: cardiology } });
});

describe('procedure search sees every write at once', () => {
  it('follows a clinic adding, renaming and deleting its quotes and wait entries', async () => {
    const quote = (await inject('POST', '/api/pricings', { as: owner, body: { procedure_name: 'Zebrafication', price_range: '$100' } })).json();
    expect(await search('zebrafic')).toEqual([['Narwhal Bay Referral', 'Zebrafication']]);

    await inject('PATCH', `/api/pricings/${quote.id}`, { as: owner, body: { procedure_name: 'Yakification' } });
    expect(await search('zebrafic')).toEqual([]);
    expect(await search('yakific')).toEqual([['Narwhal Bay Referral', 'Yakification']]);

    const wait = (await inject('POST', '/api/procedure-waits', { as: owner, body: { specialty_id: cardiology, procedure: 'Quaggascopy', wait_time: '<1 week' } })).json();
    expect(await search('quaggas')).toEqual([['Narwhal Bay Referral', 'Quaggascopy']]);
    await inject('PATCH', `/api/procedure-waits/${wait.id}`, { as: owner, body: { procedure: 'Okapiscopy' } });
    expect(await search('quaggas')).toEqual([]);
    expect(await search('okapis')).toEqual([['Narwhal Bay Referral', 'Okapiscopy']]);

    await inject('DELETE', `/api/pricings/${quote.id}`, { as: owner });
    expect(await search('yakific')).toEqual([]);
    // Removing the specialty removes its wait entries.
    await inject('DELETE', `/api/clinic-specialties/${cardiology}`, { as: owner });
    expect(await search('okapis')).toEqual([]);
    expect(await staleKeys()).toEqual([]);
  });

  it('follows quotes of many hospitals (a full walk), multi-row writes and deletions', async () => {
    const ids: number[] = [];
    for (let i = 0; i < SEARCH_LIMIT + 5; i++) {
      ids.push(
        await createClinic(db, {
          name: `Walrus Point ${String(i).padStart(2, '0')}`,
          pricings: [{ procedure_name: 'Walrusotomy', price_range: '$1' }, { procedure_name: 'Tuskectomy', price_range: '$2' }],
          waits: [{ specialty: 'Cardiology', procedure: 'Walrusoscopy', wait_time: '<1 week' }],
        }),
      );
    }
    const first = await search('walruso');
    expect(first).toHaveLength(SEARCH_LIMIT);
    expect(first[0]).toEqual(['Walrus Point 00', 'Walrusotomy']);

    // Straight to the tables, several rows per statement: the first hospital quotes it no more, the
    // second only waits for it.
    await db.deleteFrom('pricings').where('clinic_id', 'in', ids.slice(0, 2)).where('procedure_name', '=', 'Walrusotomy').execute();
    await db.deleteFrom('procedure_waits').where('clinic_id', '=', ids[0]!).execute();
    await db.updateTable('pricings').set({ procedure_name: 'Sealotomy', search_key: 'sealotomy' }).where('clinic_id', 'in', ids.slice(2, 4)).where('procedure_name', '=', 'Walrusotomy').execute();
    const after = await search('walruso');
    expect(after.slice(0, 3)).toEqual([
      ['Walrus Point 01', 'Walrusoscopy'],
      ['Walrus Point 02', 'Walrusoscopy'],
      ['Walrus Point 03', 'Walrusoscopy'],
    ]);
    expect(await search('sealot')).toEqual([
      ['Walrus Point 02', 'Sealotomy'],
      ['Walrus Point 03', 'Sealotomy'],
    ]);
    await db.deleteFrom('clinics').where('id', 'in', ids.slice(1, 3)).execute(); // cascades to quotes and waits
    expect(await search('sealot')).toEqual([['Walrus Point 03', 'Sealotomy']]);
    expect(await staleKeys()).toEqual([]);
  });

  it("shows a quote's new price and a wait entry's new wait at once, though their names did not change", async () => {
    const searchedMatch = async (procedure: string) =>
      ((await inject('GET', `/api/hospitals/search?procedure=${encodeURIComponent(procedure)}`, { as: vet })).json() as SearchResult[]).map((r) => r.procedureMatch);
    const quote = (await inject('POST', '/api/pricings', { as: owner, body: { procedure_name: 'Tapirectomy', price_range: '$100 – $200' } })).json();
    await inject('POST', '/api/clinic-specialties', { as: owner, body: { specialty_id: cardiology } });
    const wait = (await inject('POST', '/api/procedure-waits', { as: owner, body: { specialty_id: cardiology, procedure: 'Tapirectomy', wait_time: '<1 week' } })).json();
    expect(await searchedMatch('tapirect')).toEqual([expect.objectContaining({ procedure: 'Tapirectomy', price_range: '$100 – $200', wait_time: '<1 week' })]);

    expect((await inject('PATCH', `/api/pricings/${quote.id}`, { as: owner, body: { price_range: '$150 – $250' } })).statusCode).toBe(200);
    expect((await inject('PATCH', `/api/procedure-waits/${wait.id}`, { as: owner, body: { wait_time: '2–4 weeks' } })).statusCode).toBe(200);
    const [match] = await searchedMatch('tapirect');
    expect(match).toEqual(expect.objectContaining({ procedure: 'Tapirectomy', price_range: '$150 – $250', wait_time: '2–4 weeks' }));
    const stored = await db.selectFrom('pricings').select('updated_at').where('id', '=', quote.id).executeTakeFirstOrThrow();
    expect(match!.price_updated).toBe(stored.updated_at);
    // Straight to the tables, one displayed column at a time (the screens also write the name and its
    // key), each seen by the next search.
    const shown = { procedure: 'Tapirectomy', price_range: '$150 – $250', price_updated: stored.updated_at, wait_time: '2–4 weeks', last_updated: match!.last_updated };
    const writes = [
      [db.updateTable('pricings').set({ price_range: '$175' }).where('id', '=', quote.id), { price_range: '$175' }],
      [db.updateTable('pricings').set({ updated_at: '2026-05-05T05:05:05.000Z' }).where('id', '=', quote.id), { price_updated: '2026-05-05T05:05:05.000Z' }],
      [db.updateTable('procedure_waits').set({ wait_time: '1–2 weeks' }).where('id', '=', wait.id), { wait_time: '1–2 weeks' }],
      [db.updateTable('procedure_waits').set({ last_updated: '2026-06-06T06:06:06.000Z' }).where('id', '=', wait.id), { last_updated: '2026-06-06T06:06:06.000Z' }],
    ] as const;
    for (const [write, change] of writes) {
      await write.execute();
      Object.assign(shown, change);
      expect(await searchedMatch('tapirect')).toEqual([shown]);
    }
    expect(await staleKeys()).toEqual([]);
    // Leave the listing empty again, as the next test expects.
    await inject('DELETE', `/api/pricings/${quote.id}`, { as: owner });
    await inject('DELETE', `/api/clinic-specialties/${cardiology}`, { as: owner });
  });

  // procedure_lines (migration 026, docs/decisions/143): a line is its JSON when its accents, dashes and spaces escaped
  // make it ASCII, and the hex of its JSON otherwise; either way a search shows the text as written.
  it('stores a line as its escaped JSON where it can be ASCII, as hex otherwise, and shows either as written', async () => {
    // A backslash before an escaped character stays a backslash: JSON wrote it as two.
    const french = { procedure_name: 'Échocardiographie « Doppler » – cœur', price_range: '1\u202f200\u00a0$ \\– 3\u00a0400\u00a0$' };
    const other = { procedure_name: 'Tapiroscopie 🐾 Ω', price_range: '$5 "flat"\\' };
    const wait = { specialty: 'Cardiology', procedure: 'Échocardiographie — contrôle', wait_time: '1–2 semaines' };
    const id = await createClinic(db, { name: 'Okapi Ridge', pricings: [french, other], waits: [wait] });
    const { procedure_lines: doc } = await db.selectFrom('clinics').select('procedure_lines').where('id', '=', id).executeTakeFirstOrThrow();
    const lines = new Map(doc.split('\n').map((line) => [entryOf(line)[1], line]));
    expect([...lines.keys()].sort()).toEqual([french.procedure_name, wait.procedure, other.procedure_name].sort());
    expect(lines.get(french.procedure_name)).toMatch(/^\["p",[\x20-\x7e]+$/);
    expect(lines.get(wait.procedure)).toMatch(/^\["w",[\x20-\x7e]+$/);
    expect(lines.get(other.procedure_name)).toMatch(/^5B2270[0-9A-F]+$/i);
    expect(entryOf(lines.get(french.procedure_name)!).slice(0, 3)).toEqual(['p', french.procedure_name, french.price_range]);
    expect(entryOf(lines.get(other.procedure_name)!).slice(0, 3)).toEqual(['p', other.procedure_name, other.price_range]);
    expect(entryOf(lines.get(wait.procedure)!).slice(0, 3)).toEqual(['w', wait.procedure, wait.wait_time]);

    const match = async (term: string) =>
      ((await inject('GET', `/api/hospitals/search?procedure=${encodeURIComponent(term)}`, { as: vet })).json() as SearchResult[]).find((r) => r.name === 'Okapi Ridge')?.procedureMatch;
    expect(await match('doppler')).toEqual(expect.objectContaining({ procedure: french.procedure_name, price_range: french.price_range, wait_time: null }));
    expect(await match('tapiroscopie')).toEqual(expect.objectContaining({ procedure: other.procedure_name, price_range: other.price_range }));
    expect(await match('controle')).toEqual(expect.objectContaining({ procedure: wait.procedure, price_range: null, wait_time: wait.wait_time }));
    expect(await match('echocardiographie')).toEqual(expect.objectContaining({ procedure: french.procedure_name, wait_time: wait.wait_time }));
    expect(await staleKeys()).toEqual([]);
    await db.deleteFrom('clinics').where('id', '=', id).execute();
  });

  it('holds one line per quote and wait entry, so no term spans two of them', async () => {
    const id = await createClinic(db, {
      name: 'Span Test',
      pricings: [{ procedure_name: 'Alpha', price_range: '$1' }],
      waits: [{ specialty: 'Cardiology', procedure: 'Beta', wait_time: '<1 week' }],
    });
    const key = (await db.selectFrom('clinics').select('procedure_key').where('id', '=', id).executeTakeFirstOrThrow()).procedure_key;
    expect(key.split('\n').sort()).toEqual(['alpha', 'beta']);
    expect(await search('alpha beta')).toEqual([]);
    expect(await search('alphabeta')).toEqual([]);
    const count = await sql<{ n: number }>`select count(*) as n from clinics where procedure_key = ''`.execute(db);
    expect(Number(count.rows[0]!.n)).toBeGreaterThan(0); // the listing that removed everything
  });
});
