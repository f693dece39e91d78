import { describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '@shared/constants';
import { openDb } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed/catalogue';
import { searchKey } from '../../db/search-key';
import { generateDataset } from '../../test/dataset';
import { createClinic } from '../../test/factories';
import { nameSearchQuery, procedureSearchQuery, searchByName, searchByProcedure } from './repository';
import { procedureSearchForm } from './sqlite';
import { rarestTrigrams, trigramsOf } from './trigram-stats';

/**
 * SQLite's procedure search picks one of two forms per term (docs/decisions/055), and its name search
 * walks a trigram's names in order (docs/decisions/121; name-walk.api.test.ts checks that walk from
 * every trigram on both databases). Each must answer exactly what the reference form answers (for
 * names: the single query, names containing the term, names starting with it first, then by name and
 * id; for procedures: the trigram form), at most SEARCH_LIMIT, whichever the counts pick, for broad,
 * rare, absent and odd terms, with and without a province.
 */
const { db } = openDb('sqlite::memory:');
await migrateToLatest(db);
await seedCatalogue(db);
await generateDataset(db, 400);
for (const name of ['Vet Hospital [Nord] 50%', 'Clinique "Les Saules"', 'Cœur_Animal*', 'VetVetVet', 'Ré?seau Vét', 'Zoë Vets of Nunavut']) {
  await createClinic(db, { name, province: 'Nunavut' });
}
await createClinic(db, {
  name: 'Arctic Odd Procedures',
  province: 'Nunavut',
  pricings: [
    { procedure_name: 'Échographie "rapide" 50%', price_range: '$100', specialty: 'Cardiology' },
    { procedure_name: 'Scan_[B]*', price_range: '$200', specialty: 'Cardiology' },
  ],
});
// Listings waiting for review (issue 21), named and quoted to sort first in every walk.
const pending: number[] = [];
for (const [name, province] of [['Aa Vet Hospital Pending', 'Nunavut'], ['Vet Pending Hospital', 'Ontario'], ['Aa Animal Pending', 'Ontario']] as const) {
  const quotes = ['Echocardiography', 'TPLO', 'Dental cleaning'].map((procedure_name) => ({ procedure_name, price_range: '$1', specialty: 'Cardiology' }));
  pending.push(await createClinic(db, { name, province, verified: false, specialties: [{ name: 'Cardiology' }], pricings: quotes, waits: [{ specialty: 'Cardiology', procedure: 'Échocardiographie', wait_time: '<1 week' }] }));
}

const ids = (rows: Array<{ id: number | string }>) => rows.map((r) => Number(r.id));
const terms = [
  'vet', 'hospital', 'animal', 'ruisseau', 'veterinaire', 'atlantic 1', 'okanagan 12', 'zzqqxx',
  'vet hospital [nord] 50%', '50%', '[nord]', '"les saules"', 'coeur_animal*', '_animal', 'vetvet', 're?seau', 'zoe',
  'referral hospital atlantic', 'e v', 'l 1',
].map(searchKey);

describe('name and procedure search forms on SQLite', () => {
  it.each(terms)('"%s": the chosen form answers as the single query does', async (key) => {
    for (const province of [undefined, 'Ontario', 'Nunavut']) {
      const expected = ids(await nameSearchQuery(db, key, province).execute());
      expect(ids(await searchByName(db, key, province)), `chosen ${province}`).toEqual(expected);
    }
  });

  // 'ography' and 'physiotherapy session cardio': every trigram common, the whole term in few or no quotes.
const procedures = ['echocardio', 'tplo', 'dental', 'mri', 'ct', 'zzqq', 'cardio zz', 'ography', 'physiotherapy session cardio', 'echographie "rapide" 50%', 'scan_[b]*', '50%', 'rapide'].map(searchKey);

  it.each(procedures)('procedure "%s": the walk and the chosen form answer as the trigram form does', async (key) => {
    for (const province of [undefined, 'Ontario', 'Nunavut']) {
      const expected = await procedureSearchQuery(db, key, province, 'trigrams').execute();
      const walked = await procedureSearchQuery(db, key, province, 'walk').execute();
      // A full walk is the answer; a short one is a prefix of it (the rest lies beyond the walk).
      expect(walked, `walk ${province}`).toEqual(walked.length === SEARCH_LIMIT ? expected : expected.slice(0, walked.length));
      expect(ids(await searchByProcedure(db, key, province)), `chosen ${province}`).toEqual(ids(expected));
    }
  });

  it('no form answers a listing waiting for review', async () => {
    for (const province of [undefined, 'Ontario', 'Nunavut']) {
      for (const key of terms) {
        const found = [...ids(await nameSearchQuery(db, key, province).execute()), ...ids(await searchByName(db, key, province))];
        expect(found.filter((id) => pending.includes(id)), `name "${key}" ${province}`).toEqual([]);
      }
      for (const key of procedures) {
        for (const form of ['trigrams', 'walk'] as const) {
          const found = ids(await procedureSearchQuery(db, key, province, form).execute());
          expect(found.filter((id) => pending.includes(id)), `procedure "${key}" ${form} ${province}`).toEqual([]);
        }
      }
    }
  });

  it('procedure search walks for a term most hospitals quote and reads the indexes for a rare one', async () => {
    expect(await procedureSearchForm(db, 'echocardio')).toBe('walk');
    expect(await procedureSearchForm(db, 'rapide')).toBe('trigrams');
    expect(await procedureSearchForm(db, 'zzqq')).toBe('trigrams');
    expect((await searchByProcedure(db, 'echocardio')).length).toBe(SEARCH_LIMIT);
  });

  it('covers broad terms that fill a page and rare ones', async () => {
    const names = await Promise.all(terms.map(async (t) => (await rarestTrigrams(db, 'clinics', t)).rows));
    expect(names.some((n) => n > SEARCH_LIMIT)).toBe(true);
    expect(names.some((n) => n > 0 && n <= SEARCH_LIMIT)).toBe(true);
    expect((await searchByName(db, 'vet')).length).toBe(SEARCH_LIMIT);
  });

  it('finds a hospital whose trigrams the cached counts have never seen', async () => {
    await searchByName(db, 'vet'); // the counts are read by now
    await createClinic(db, { name: 'Qxjwk Equine Surgery' });
    expect((await rarestTrigrams(db, 'clinics', 'qxjwk')).rows).toBe(0);
    expect((await searchByName(db, 'qxjwk')).map((r) => r.name)).toEqual(['Qxjwk Equine Surgery']);
    expect((await searchByName(db, 'equine surg')).map((r) => r.name)).toContain('Qxjwk Equine Surgery');
  });

  it('cuts trigrams by code point, as the FTS5 tokenizer does', () => {
    expect(trigramsOf('ab')).toEqual([]);
    expect(trigramsOf('abcab')).toEqual(['abc', 'bca', 'cab']);
    expect(trigramsOf('a😀bc')).toEqual(['a😀b', '😀bc']);
  });
});
