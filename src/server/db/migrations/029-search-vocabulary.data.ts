/** Placeholder until the reviewed list lands (issue 57); replaced by the full list. */
export interface VocabularyConcept {
  concept: string;
  specialty: string | null;
  terms: ReadonlyArray<{ term: string; language: 'en' | 'fr' | null; abbreviation?: boolean }>;
}
export const SEARCH_VOCABULARY_AT_029: readonly VocabularyConcept[] = [
  { concept: 'chemotherapy', specialty: null, terms: [{ term: 'chemotherapy', language: 'en' }, { term: 'chimiothérapie', language: 'fr' }, { term: 'chimio', language: 'fr' }, { term: 'chemo', language: 'en' }] },
  { concept: 'ct', specialty: null, terms: [{ term: 'CT', language: null, abbreviation: true }, { term: 'TDM', language: 'fr', abbreviation: true }, { term: 'scanner', language: 'fr' }, { term: 'tomodensitométrie', language: 'fr' }, { term: 'computed tomography', language: 'en' }] },
];
