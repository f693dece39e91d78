import { describe, expect, it } from 'vitest';
import { createSearchTerm } from '@shared/contracts/search-terms';
import { SPECIALTY_NAMES, SPECIALTY_NAMES_FR } from '@shared/specialties';
import { searchKey } from '../search-key';
import { SEARCH_VOCABULARY_AT_029 } from './029-search-vocabulary.data';

/** A term as search compares it: case, accents, hyphens, apostrophes, spaces and punctuation ignored. */
const compared = (term: string) => searchKey(term).replace(/[^\p{L}\p{N}]+/gu, '');

describe('the reviewed search vocabulary of migration 029', () => {
  it('has one concept per catalogue specialty, with its English and French names', () => {
    // Checked against the catalogue as it stood when 029 was written; a specialty added later gets its
    // concept from a later migration, not by editing this frozen list.
    const bySpecialty = SEARCH_VOCABULARY_AT_029.filter((c) => c.specialty !== null);
    expect(bySpecialty.map((c) => c.specialty)).toEqual([...SPECIALTY_NAMES]);
    for (const c of bySpecialty) {
      const name = c.specialty as (typeof SPECIALTY_NAMES)[number];
      expect(c.terms, c.concept).toContainEqual({ term: name, language: 'en' });
      expect(c.terms, c.concept).toContainEqual({ term: SPECIALTY_NAMES_FR[name], language: 'fr' });
    }
  });

  it('gives every term to one concept only, as search compares terms', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of SEARCH_VOCABULARY_AT_029) {
      for (const t of c.terms) {
        const key = compared(t.term);
        const seen = owner.get(key);
        if (seen !== undefined) clashes.push(`"${t.term}" in ${seen} and ${c.concept}`);
        owner.set(key, c.concept);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('holds only slugs and terms the admin API would accept, and marks short terms as abbreviations', () => {
    const slugs = SEARCH_VOCABULARY_AT_029.map((c) => c.concept);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of SEARCH_VOCABULARY_AT_029) {
      expect(c.concept).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(c.terms.length, c.concept).toBeGreaterThanOrEqual(2);
      for (const t of c.terms) {
        const parsed = createSearchTerm.safeParse({ concept: c.concept, term: t.term, language: t.language, abbreviation: t.abbreviation ?? false });
        expect(parsed.success, `${c.concept}: ${t.term}`).toBe(true);
        // Three letters or fewer match whole words only anyway; saying so keeps the list honest.
        if (compared(t.term).length <= 3) expect(t.abbreviation, `${c.concept}: ${t.term}`).toBe(true);
      }
    }
  });

  it('names the concepts vets search for in both languages', () => {
    const find = (term: string) => SEARCH_VOCABULARY_AT_029.find((c) => c.terms.some((t) => compared(t.term) === compared(term)))?.concept;
    const same: [string, string][] = [
      ['chimio', 'chemotherapy'],
      ['chemo', 'chimiothérapie'],
      ['IRM', 'MRI'],
      ['TDM', 'CT'],
      ['scanner', 'computed tomography'],
      ['échocardiographie', 'echocardiogram'],
      ['echo', 'échographie cardiaque'],
      ['échographie', 'ultrasound'],
      ['X-ray', 'radiographie'],
      ['ligament croisé', 'cruciate'],
      ['ovariohystérectomie', 'spay'],
      ['prothèse de hanche', 'hip replacement'],
      ['ECG', 'électrocardiogramme'],
      ['onco', 'Oncology'],
      ['ICU', 'soins intensifs'],
      ['IM', 'médecine interne'],
    ];
    for (const [a, b] of same) expect(find(a), `${a} / ${b}`).toBe(find(b) ?? 'missing');
    // "echo" (whole words only) is the echocardiogram; "échographie" stays ultrasound.
    expect(find('echo')).toBe('echocardiography');
    expect(find('échographie')).toBe('ultrasound');
  });
});
