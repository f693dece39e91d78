import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { createTestContext, registerUser } from '../../test/context';
import { createClinic, specialtyId, verifyListing } from '../../test/factories';

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

/** Every hospital whose procedure_key differs from its quotes' and waits' keys, recomputed here. */
async function staleKeys(): Promise<number[]> {
  const rows = await db.selectFrom('clinics').select(['id', 'procedure_key']).execute();
  const stale: number[] = [];
  for (const r of rows) {
    const keys = [
      ...(await db.selectFrom('pricings').select('search_key').where('clinic_id', '=', r.id).execute()),
      ...(await db.selectFrom('procedure_waits').select('search_key').where('clinic_id', '=', r.id).execute()),
    ].map((k) => k.search_key);
    if ([...r.procedure_key.split('\n').filter(Boolean)].sort().join('\n') !== keys.sort().join('\n')) stale.push(Number(r.id));
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
