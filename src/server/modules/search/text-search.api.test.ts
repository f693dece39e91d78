import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/contracts/search';
import type { SearchTerm } from '@shared/contracts/search-terms';
import { createAdmin, createTestContext, registerUser } from '../../test/context';
import { createClinic } from '../../test/factories';

/**
 * Issue 57: the text searches as vets type — punctuation, "St", joined words, typos, the bilingual
 * vocabulary, whole words for abbreviations, what matched, suggestions, and the admins' vocabulary.
 * The relevance set (relevance.api.test.ts) holds the wider list of queries.
 */
const ctx = await createTestContext();
const { app, db, inject } = ctx;
let vet: string;
let admin: string;

const search = async (query: string) => {
  const res = await inject('GET', `/api/hospitals/search?${query}`, { as: vet });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult[];
};
const names = async (query: string) => (await search(query)).map((r) => r.name);

beforeAll(async () => {
  vet = (await registerUser(app, { role: 'vet' })).cookie;
  admin = (await createAdmin(ctx)).cookie;
  await createClinic(db, { name: 'Centre de Référence Vétérinaire Mont-Royal', city: 'Montréal', province: 'Quebec', specialties: [{ name: 'Oncology' }] });
  await createClinic(db, { name: 'Clinique St-Éloi', city: 'Québec', province: 'Quebec', pricings: [{ procedure_name: 'Chimiothérapie (par séance)', price_range: '$400' }] });
  await createClinic(db, { name: "L'Hôpital des Bêtes d'Argile", city: 'Sherbrooke', province: 'Quebec' });
  await createClinic(db, {
    name: 'Lakeshore Imaging Referral',
    pricings: [
      { procedure_name: 'CT scan', price_range: '$1,800' },
      { procedure_name: 'Chemotherapy (per session)', price_range: '$500' },
    ],
    waits: [{ specialty: 'Oncology', procedure: 'CT scan', wait_time: '1–2 weeks' }],
  });
  await createClinic(db, { name: 'Northern Eye Centre', pricings: [{ procedure_name: 'Cataract surgery', price_range: '$4,000' }] });
  await createClinic(db, { name: 'Hidden Oncology Clinic', verified: false, pricings: [{ procedure_name: 'Chemotherapy', price_range: '$1' }] });
});

describe('a name as vets type it', () => {
  it('ignores hyphens, apostrophes, accents and case; "St" is "Saint"; words run together still match', async () => {
    for (const q of ['mont royal', 'Mont-Royal', 'MONT ROYAL', 'montroyal', 'référence mont']) {
      expect(await names(`name=${encodeURIComponent(q)}`), q).toEqual(['Centre de Référence Vétérinaire Mont-Royal']);
    }
    for (const q of ['st eloi', 'saint-éloi', 'Saint Eloi', 'st-eloi']) expect(await names(`name=${encodeURIComponent(q)}`), q).toEqual(['Clinique St-Éloi']);
    for (const q of ["d'argile", 'des betes', 'hopital des betes d argile']) expect(await names(`name=${encodeURIComponent(q)}`), q).toEqual(["L'Hôpital des Bêtes d'Argile"]);
  });

  it('forgives one wrong letter in a word of five letters or more, and says so', async () => {
    const [hit, ...rest] = await search('name=lakeshor%20imagng');
    expect(rest).toEqual([]);
    expect(hit!.name).toBe('Lakeshore Imaging Referral');
    expect(hit!.matched).toEqual({ field: 'name', text: 'Lakeshore Imaging Referral', via: 'typo', term: 'lakeshore imaging' });
    // Not in a word of four letters: "cebtre" is five letters away from nothing, "eyr" is short.
    expect(await names('name=northern%20eyr')).toEqual([]);
  });

  it('says whether the name or the city matched', async () => {
    const [byCity] = await search('name=sherbrooke');
    expect(byCity!.matched).toEqual({ field: 'city', text: 'Sherbrooke', via: 'exact', term: null });
    const [byName] = await search('name=northern%20eye');
    expect(byName!.matched).toMatchObject({ field: 'name', text: 'Northern Eye Centre', via: 'word' });
  });
});

describe('a procedure in either language', () => {
  it('finds chemotherapy from "chimio", "chemo" and "chimiothérapie", and says which term matched', async () => {
    for (const q of ['chimio', 'chemo', 'chimiothérapie', 'Chemotherapy']) {
      expect((await names(`procedure=${encodeURIComponent(q)}`)).sort(), q).toEqual(['Clinique St-Éloi', 'Lakeshore Imaging Referral']);
    }
    const results = await search('procedure=chimio');
    const lakeshore = results.find((r) => r.name === 'Lakeshore Imaging Referral')!;
    expect(lakeshore.matched).toEqual({ field: 'procedure', text: 'Chemotherapy (per session)', via: 'synonym', term: expect.stringMatching(/^chemo/i) });
    expect(lakeshore.procedureMatch).toMatchObject({ procedure: 'Chemotherapy (per session)', price_range: '$500' });
  });

  it('matches an abbreviation as a whole word: "CT" finds CT scans, never cataract surgery', async () => {
    for (const q of ['CT', 'ct', 'TDM', 'scanner']) expect(await names(`procedure=${q}`), q).toEqual(['Lakeshore Imaging Referral']);
    const [hit] = await search('procedure=CT');
    expect(hit!.procedureMatch).toEqual({ procedure: 'CT scan', price_range: '$1,800', price_updated: expect.any(String), wait_time: '1–2 weeks', last_updated: expect.any(String) });
  });

  it('forgives a typo in a known term ("chemotherapyy", "oncolgy") and finds a specialty’s hospitals by its name', async () => {
    expect((await names('procedure=chemotherapyy')).sort()).toEqual(['Clinique St-Éloi', 'Lakeshore Imaging Referral']);
    const oncology = await search('procedure=oncolgy');
    expect(oncology.map((r) => r.name)).toContain('Centre de Référence Vétérinaire Mont-Royal');
    expect(oncology.find((r) => r.name === 'Centre de Référence Vétérinaire Mont-Royal')!.matched).toEqual({ field: 'specialty', text: 'Oncology', via: 'typo', term: 'oncology' });
  });

  it('puts whole words before the inside of a word', async () => {
    await createClinic(db, { name: 'Aaron Cardio Centre', pricings: [{ procedure_name: 'Echocardiography', price_range: '$1' }] });
    await createClinic(db, { name: 'Zed Cardio Centre', pricings: [{ procedure_name: 'Cardio consult', price_range: '$1' }] });
    const results = await search('procedure=cardio');
    expect(results.map((r) => r.name).slice(0, 2)).toEqual(['Zed Cardio Centre', 'Aaron Cardio Centre']);
    expect(results.map((r) => r.matched?.via).slice(0, 2)).toEqual(['word', 'partial']);
  });
});

describe('GET /api/search/suggestions', () => {
  const suggest = async (query: string) => {
    const res = await inject('GET', `/api/search/suggestions?${query}`, { as: vet });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { suggestions: string[] }).suggestions;
  };

  it('offers the closest known terms for a text that found nothing, and names for a name', async () => {
    expect(await names('procedure=chimotrapie')).toEqual([]);
    expect(await suggest('q=chimotrapie&field=procedure&lang=fr')).toContain('chimiothérapie');
    expect(await suggest('q=lakeshoar%20imajing&field=name')).toEqual(['Lakeshore Imaging Referral']);
    expect(await suggest('q=zzzzzzzz')).toEqual([]);
  });

  it('refuses a blank text or a bad field with a 400 and needs a signed-in user', async () => {
    for (const url of ['/api/search/suggestions', '/api/search/suggestions?q=%20', '/api/search/suggestions?q=x&field=city']) {
      expect((await inject('GET', url, { as: vet })).statusCode, url).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/search/suggestions?q=chemo' })).statusCode).toBe(401);
  });
});

describe('the vocabulary, kept by admins', () => {
  it('lists the reviewed terms; an added term finds the same hospitals at once; removing it stops that', async () => {
    const list = (await inject('GET', '/api/admin/search-terms', { as: admin })).json() as SearchTerm[];
    expect(list.filter((t) => t.concept === 'chemotherapy').map((t) => t.term)).toEqual(expect.arrayContaining(['chimio', 'chemotherapy']));
    expect(list.every((t) => t.added_by_admin === false)).toBe(true);

    expect(await names('procedure=kemo')).toEqual([]);
    const added = await inject('POST', '/api/admin/search-terms', { as: admin, body: { concept: 'chemotherapy', term: 'Kemo', language: 'en' } });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ concept: 'chemotherapy', term: 'Kemo', language: 'en', abbreviation: false, added_by_admin: true });
    expect((await names('procedure=kemo')).sort()).toEqual(['Clinique St-Éloi', 'Lakeshore Imaging Referral']);

    const again = await inject('POST', '/api/admin/search-terms', { as: admin, body: { concept: 'chemotherapy', term: 'KÉMO' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SEARCH_TERM_EXISTS');

    const id = added.json<SearchTerm>().id;
    expect((await inject('DELETE', `/api/admin/search-terms/${id}`, { as: admin })).statusCode).toBe(204);
    expect(await names('procedure=kemo')).toEqual([]);
    expect((await inject('DELETE', `/api/admin/search-terms/${id}`, { as: admin })).statusCode).toBe(404);
  });

  it('refuses bad terms with a 400 and non-admins with a 403', async () => {
    for (const body of [{ concept: 'x', term: '' }, { concept: '', term: 'x' }, { concept: 'x', term: '---' }, { concept: 'x', term: 'y', language: 'de' }, { concept: 'x', term: 'y', specialty_id: 999999 }]) {
      const res = await inject('POST', '/api/admin/search-terms', { as: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await inject('GET', '/api/admin/search-terms', { as: vet })).statusCode).toBe(403);
    expect((await inject('POST', '/api/admin/search-terms', { as: vet, body: { concept: 'x', term: 'y' } })).statusCode).toBe(403);
  });
});
