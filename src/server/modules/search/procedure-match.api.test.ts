import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { keyLike, searchKey } from '../../db/search-key';
import { createTestContext, registerUser } from '../../test/context';
import { createClinic } from '../../test/factories';
import { searchBackendOf } from './backend';
import { refreshTrigramStats } from './trigram-stats';

/**
 * What a procedure search answers for each hospital (docs/decisions/055, 109, 114): the hospitals with
 * a quote or wait entry containing the term, by name then id, and for each its first such quote (by
 * procedure name, then id: its price and date) and first such wait entry. Checked, on both databases
 * and in every form a search can take (SQLite's walk, its trigram form, PostgreSQL's one statement),
 * against a reference computed here the plain way: LIKE on each table, ordered by the database.
 */
const { app, db, dialect, inject } = await createTestContext();
let vet: string;

const names = (i: number) => `Ibex Ridge ${String(i).padStart(2, '0')}`;

beforeAll(async () => {
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  // Enough hospitals quoting "ibexoscopy" for a full walk, several matching entries each, in an
  // order their ids do not follow; same-name quotes that only their ids tell apart; hospitals with
  // only quotes, only waits, or neither matching; two provinces, one too small to fill a walk.
  for (let i = 0; i < SEARCH_LIMIT + 8; i++) {
    const quotes = [
      { procedure_name: 'Ibexoscopy, rear', price_range: `$${300 + i}`, updated_at: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000Z` },
      { procedure_name: 'Ibexoscopy', price_range: `$${200 + i}` },
      { procedure_name: 'Ibexoscopy', price_range: `$${100 + i}` },
      { procedure_name: 'Échographie d’ibexoscopie', price_range: '$50' },
      { procedure_name: 'Dental 50%_ibexo', price_range: '$5' },
      // Text that JSON must escape, in the lines a search reads its matches from (migration 024).
      { procedure_name: 'Ibexoscopy "deluxe"\\\nback\ttab', price_range: `$${400 + i} "firm"\n\\ net`, updated_at: '2026-03-01T10:00:00.000Z' },
    ];
    const waits = [
      { specialty: 'Cardiology', procedure: 'Ibexoscopy (rush)', wait_time: `${i % 4} weeks`, last_updated: '2026-02-01T10:00:00.000Z' },
      { specialty: 'Cardiology', procedure: 'Ibexoscopy', wait_time: '<1 week' },
      { specialty: 'Oncology', procedure: 'Ibexoscopy', wait_time: 'Not accepting' },
    ];
    await createClinic(db, {
      name: names(i),
      province: i % 6 === 5 ? 'Ontario' : 'Yukon',
      pricings: i % 5 === 1 ? [] : i % 5 === 2 ? quotes.slice(3) : i % 2 ? quotes : [...quotes].reverse(),
      waits: i % 5 === 3 ? [] : i % 2 ? waits : [...waits].reverse(),
    });
  }
  // A term few hospitals quote: SQLite's trigram form.
  await createClinic(db, {
    name: 'Oryx Hollow',
    pricings: [{ procedure_name: 'Oryxotomy, partial', price_range: '$9' }, { procedure_name: 'Oryxotomy', price_range: '$8' }],
    waits: [{ specialty: 'Cardiology', procedure: 'Oryxotomy', wait_time: '2 weeks' }],
  });
  await createClinic(db, { name: 'Aa Pending Ibex', verified: false, pricings: [{ procedure_name: 'Ibexoscopy', price_range: '$1' }] });
  // SQLite picks a form from its trigram counts, read once: read them with these hospitals in.
  if (dialect === 'sqlite') await refreshTrigramStats(db);
});

/** The reference: each table asked with LIKE, in the order the database sorts names. */
async function expected(key: string, province?: string): Promise<Array<[number, SearchResult['procedureMatch']]>> {
  let hospitals = db
    .selectFrom('clinics as c')
    .select('c.id')
    .where('c.verified_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('pricings as p').select('p.id').whereRef('p.clinic_id', '=', 'c.id').where(keyLike('p', key))),
        eb.exists(eb.selectFrom('procedure_waits as w').select('w.id').whereRef('w.clinic_id', '=', 'c.id').where(keyLike('w', key))),
      ]),
    );
  if (province) hospitals = hospitals.where('c.province', '=', province);
  const out: Array<[number, SearchResult['procedureMatch']]> = [];
  for (const { id } of await hospitals.orderBy('c.search_key').orderBy('c.id').limit(SEARCH_LIMIT).execute()) {
    const quote = await db
      .selectFrom('pricings as p')
      .select(['p.procedure_name', 'p.price_range', 'p.updated_at'])
      .where('p.clinic_id', '=', id)
      .where(keyLike('p', key))
      .orderBy('p.procedure_name')
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirst();
    const wait = await db
      .selectFrom('procedure_waits as w')
      .select(['w.procedure', 'w.wait_time', 'w.last_updated'])
      .where('w.clinic_id', '=', id)
      .where(keyLike('w', key))
      .orderBy('w.procedure')
      .orderBy('w.id')
      .limit(1)
      .executeTakeFirst();
    out.push([
      Number(id),
      {
        procedure: (quote?.procedure_name ?? wait?.procedure)!,
        price_range: quote?.price_range ?? null,
        price_updated: quote?.updated_at ?? null,
        wait_time: wait?.wait_time ?? null,
        last_updated: wait?.last_updated ?? null,
      },
    ]);
  }
  return out;
}

async function searched(term: string, province?: string) {
  const query = new URLSearchParams({ procedure: term, ...(province ? { province } : {}) });
  const res = await inject('GET', `/api/hospitals/search?${query}`, { as: vet });
  expect(res.statusCode).toBe(200);
  return (res.json() as SearchResult[]).map((r): [number, SearchResult['procedureMatch']] => [r.id, r.procedureMatch]);
}

describe('procedure search matches', () => {
  it.each([
    ['Ibexoscopy', undefined],
    ['Ibexoscopy', 'Yukon'],
    ['ibexoscopy', 'Ontario'],
    ['IBEXO', undefined],
    ['scopy (rush', undefined],
    ['ibexoscopie', undefined],
    ['50%_ibexo', undefined],
    ['50%_ibexo', 'Yukon'],
    ['%', undefined],
    ['_', 'Yukon'],
    ['rear', undefined],
    ['deluxe', undefined],
    ['"deluxe"\\ back', 'Yukon'],
    ['Oryxotomy', undefined],
    ['oryx', 'Yukon'],
    ['zzqqxx', undefined],
  ])('"%s" in %s: each hospital with its first matching quote and wait entry, as the plain reference', async (term, province) => {
    const want = await expected(searchKey(term), province);
    expect(await searched(term, province)).toEqual(want);
  });

  it('covers the walk (a full page) and the trigram form on SQLite', async () => {
    expect((await searched('ibexoscopy')).length).toBe(SEARCH_LIMIT);
    if (dialect !== 'sqlite') return;
    const forms = searchBackendOf(db);
    expect(await forms.procedureSearchForm(db, 'ibexoscopy')).toBe('walk');
    expect(await forms.procedureSearchForm(db, '50%_ibexo')).toBe('walk');
    expect(await forms.procedureSearchForm(db, 'oryxotomy')).toBe('trigrams');
    expect(await forms.procedureSearchForm(db, 'zzqqxx')).toBe('trigrams');
  });
});
