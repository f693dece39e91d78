import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SEARCH_LIMIT } from '@shared/constants';
import type { SearchResult } from '@shared/contracts/search';
import { searchKey } from '../../db/search-key';
import { createTestContext, registerUser } from '../../test/context';
import { generateDataset } from '../../test/dataset';
import { createClinic } from '../../test/factories';
import { searchBackendOf } from './backend';
import { nameSearchByTrigramWalkQuery, prefixEnd } from './name-walk';
import { nameSearchQuery } from './repository';
import { trigramsOf } from './trigram-stats';

/**
 * A name search answers exactly what the single query (`nameSearchQuery`: names containing the term,
 * those starting with it first, then by name and id) answers, in whichever form the database picks
 * for the term (docs/decisions/113, 121). The trigram walk (clinic_name_trigrams, migrations 021 and
 * 023) must agree from every one of the term's trigrams, not only the rarest, and the trigram rows
 * must follow every write to a hospital, on both databases.
 */
const ctx = await createTestContext();
const { db, dialect } = ctx;
const onPostgres = dialect === 'postgres';
await generateDataset(db, 400);
// 30 names start with "ruisseau" and ~25 generated ones hold it further in: the walk fills the page
// after the first part; "ruisseau nord 1" starts 11 names, fewer than a page.
for (let i = 1; i <= 30; i++) await createClinic(db, { name: `Ruisseau Nord ${i}`, province: i % 2 ? 'Yukon' : 'Ontario' });
for (const name of ['Vet Hospital [Nord] 50%', 'Cœur_Animal*', 'Zoë Vets of Nunavut', 'Ré?seau Vét', 'Clinique Vétérinaire Boréal 1']) {
  await createClinic(db, { name, province: 'Nunavut' });
}
const pendingId = await createClinic(db, { name: 'Hôpital Vétérinaire du Ruisseau Pending', province: 'Yukon', verified: false });
if (onPostgres) await sql`analyze`.execute(db);

const ids = (rows: Array<{ id: number | string }>) => rows.map((r) => Number(r.id));
const reference = async (key: string, province?: string) => ids(await nameSearchQuery(db, key, province).execute());
const chosen = async (key: string, province?: string) => ids(await searchBackendOf(db).searchByName(db, key, province));

// Broad (more than a page), rare, absent, prefixes shorter and longer than a page, accents, wildcards,
// and terms shorter than a trigram.
const terms = [
  'ruisseau', 'ruisseau nord', 'ruisseau nord 1', 'hopital veterinaire', 'Hôpital Vétérinaire du', 'centre', 'vétérinaire', 'boréal 1',
  'okanagan 12', 'nord', 'zzqqxx', 'vet hospital [nord] 50%', '50%', 'coeur_animal*', '_animal', 're?seau', 'zoe', 'e v', 'du', 'e', 'l 1',
].map(searchKey);
const provinces = [undefined, 'Yukon', 'Ontario', 'Nunavut'];

describe('name search forms answer as the single query', () => {
  it.each(terms)('"%s": the chosen form gives the same hospitals in the same order, in and out of a province', async (key) => {
    for (const province of provinces) expect(await chosen(key, province), `${province}`).toEqual(await reference(key, province));
  });

  it('covers both sides of the walk: pages filled from the first part, from both parts, and short pages', async () => {
    expect((await reference('ruisseau')).length).toBe(SEARCH_LIMIT);
    expect((await reference('hopital veterinaire')).length).toBe(SEARCH_LIMIT);
    const nord = await reference('ruisseau nord 1');
    expect(nord.length).toBeGreaterThan(1);
    expect(nord.length).toBeLessThan(SEARCH_LIMIT);
    // "ruisseau": the 30 names starting with it first, then 20 holding it further in.
    const names = (await searchBackendOf(db).searchByName(db, 'ruisseau')).map((r) => r.name);
    expect(names.slice(0, 30).every((n) => n.startsWith('Ruisseau Nord'))).toBe(true);
    expect(names.slice(30).every((n) => n.includes('du Ruisseau'))).toBe(true);
    expect(names).not.toContain('Hôpital Vétérinaire du Ruisseau Pending');
  });

  it('answers the endpoint the same way, accents and case aside', async () => {
    const { cookie } = await registerUser(ctx.app, { role: 'vet' });
    const res = await ctx.inject('GET', `/api/hospitals/search?name=${encodeURIComponent('RUISSEAU')}&province=Yukon`, { as: cookie });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SearchResult[]).map((r) => r.id)).toEqual(await reference('ruisseau', 'Yukon'));
  });
});

describe('trigram walk', () => {
  it('is the form of every term of three characters or more; shorter ones keep the single query', async () => {
    const { nameSearchForm } = searchBackendOf(db);
    expect((await nameSearchForm(db, 'ruisseau')).form).toBe('trigram walk');
    expect((await nameSearchForm(db, 'e v')).form).toBe('trigram walk');
    expect((await nameSearchForm(db, 'du')).form).toBe('one query');
    expect((await nameSearchForm(db, `ab\u{10FFFF}`)).form).toBe('one query');
  });

  it.each(terms.filter((t) => [...t].length >= 3))('"%s": walking any of its trigrams gives the single query\'s answer', async (key) => {
    for (const province of provinces) {
      const expected = await reference(key, province);
      for (const trigram of trigramsOf(key)) {
        const got = ids(await nameSearchByTrigramWalkQuery(db, key, prefixEnd(key)!, trigram, province).execute());
        expect(got, `${trigram} ${province}`).toEqual(expected);
      }
    }
  });

  it('keeps the trigram rows equal to the listed names through renames, moves, review and deletion', async () => {
    // Every listed hospital's trigrams, with its key and province, and nothing else.
    const rowsMatchClinics = async (step: string) => {
      const listed = await db.selectFrom('clinics').select(['id', 'search_key', 'province']).where('verified_at', 'is not', null).execute();
      const want = listed.flatMap((c) => trigramsOf(c.search_key).map((t) => `${t}|${c.search_key}|${c.id}|${c.province}`)).sort();
      const rows = await db.selectFrom('clinic_name_trigrams').select(['trigram', 'search_key', 'clinic_id', 'province']).execute();
      expect(rows.map((r) => `${r.trigram}|${r.search_key}|${r.clinic_id}|${r.province}`).sort(), step).toEqual(want);
    };
    await rowsMatchClinics('generated');
    // The terms lie further in than the name's start, so only the trigram rows can find them.
    const id = await createClinic(db, { name: 'Qxjwk Equine Surgery', province: 'Yukon' });
    expect(await chosen('xjwk equine')).toEqual([id]);
    await db.updateTable('clinics').set({ name: 'Zzyv Equine Surgery', search_key: searchKey('Zzyv Equine Surgery') }).where('id', '=', id).execute();
    expect(await chosen('xjwk equine')).toEqual([]);
    expect(await chosen('zyv equine', 'Yukon')).toEqual([id]);
    await rowsMatchClinics('renamed');
    await db.updateTable('clinics').set({ province: 'Ontario' }).where('id', '=', id).execute();
    expect(await chosen('zyv equine', 'Yukon')).toEqual([]);
    expect(await chosen('zyv equine', 'Ontario')).toEqual([id]);
    await rowsMatchClinics('moved');
    await db.updateTable('clinics').set({ phone: '819-555-0199' }).where('id', '=', id).execute();
    await rowsMatchClinics('phone changed');
    await db.updateTable('clinics').set({ verified_at: null }).where('id', '=', id).execute();
    expect(await chosen('zyv equine')).toEqual([]);
    await rowsMatchClinics('unlisted');
    await db.updateTable('clinics').set({ verified_at: new Date().toISOString() }).where('id', '=', pendingId).execute();
    expect(await chosen('uisseau pending')).toEqual([pendingId]);
    await rowsMatchClinics('listed');
    await db.deleteFrom('clinics').where('id', '=', pendingId).execute();
    expect(await chosen('uisseau pending')).toEqual([]);
    await rowsMatchClinics('deleted');
    // The longest key the contracts allow (a name of 200, a city of 120): its last trigrams have rows
    // too (SQLite's triggers cut them at offsets 1 to 1,024, migration 023).
    const longName = `${'Ab'.repeat(97)}Wxyzzy`;
    const longId = await createClinic(db, { name: longName, city: `${'c'.repeat(114)}Qzqzqz`, province: 'Yukon' });
    expect(await chosen('xyzzy')).toEqual([longId]);
    expect(await chosen('qzqzqz')).toEqual([longId]);
    await rowsMatchClinics('longest key');
  });

  it('relies on names sorting by code point, which the test database does', async () => {
    const sample = ['ab', 'a b', 'a-c', 'B', 'b', 'é', 'e', 'ez', 'z', '_x', '%', '1', 'ω', '😀', '\u{10FFFF}', 'ruisseau', 'ruisseau nord', 'ruisseav'];
    // SQLite's binary collation compares UTF-8 bytes, which is code point order by construction.
    const { rows } = onPostgres
      ? await sql<{ s: string }>`select s from unnest(${sample}::text[]) as s order by s`.execute(db)
      : await sql<{ s: string }>`select value as s from json_each(${JSON.stringify(sample)}) order by value`.execute(db);
    const byCodePoint = [...sample].sort((a, b) => (a < b ? -1 : 1));
    // JS compares UTF-16 units; among these samples (one astral character, sorting last) that is code point order.
    expect(rows.map((r) => r.s)).toEqual(byCodePoint);
  });

  it('ends a prefix range at the next code point', () => {
    expect(prefixEnd('abc')).toBe('abd');
    expect(prefixEnd('a😀')).toBe('a😁');
    expect(prefixEnd('a\u{D7FF}')).toBe('a\u{E000}');
    expect(prefixEnd('a\u{10FFFF}')).toBeUndefined();
  });
});
