import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchMatch } from '@shared/contracts/search';
import { setLanguage } from '@web/i18n';
import { searchResultFixture } from '@web/lib/testing/clinic';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { ResultCard } from './result-card';

afterEach(() => setLanguage('en-CA'));

const hospital = (matched?: SearchMatch) => searchResultFixture(matched && { matched });

const matchedLine = (matched?: SearchMatch) => {
  stubFetch(() => ({ status: 401, body: { message: 'Not signed in', code: 'UNAUTHENTICATED' } }));
  renderInApp(<ResultCard hospital={hospital(matched)} />);
  return screen.queryByTestId('result-matched')?.textContent;
};

describe('what the search matched, on the card (issue 57)', () => {
  it('names the field and what it matched, and how when not by its own words', () => {
    expect(matchedLine({ field: 'procedure', text: 'Chemotherapy treatment (single visit)', via: 'synonym', term: 'chimio' })).toBe(
      'Matched procedure: Chemotherapy treatment (single visit) (synonym of “chimio”)',
    );
  });

  it('says a spelling one letter away was read as the right one', () => {
    expect(matchedLine({ field: 'specialty', text: 'Cardiology', via: 'typo', term: 'cardiology' })).toBe('Matched specialty: Cardiology (spelling “cardiology”)');
  });

  it('says only the field and the text for a match by the words themselves', () => {
    expect(matchedLine({ field: 'name', text: 'Rideau Oncology', via: 'word', term: null })).toBe('Matched name: Rideau Oncology');
  });

  it('shows no line when the search did not say (a specialty search)', () => {
    expect(matchedLine(undefined)).toBeUndefined();
  });

  it('says it in French, with the specialty’s French name', async () => {
    await setLanguage('fr-CA');
    expect(matchedLine({ field: 'procedure', text: 'Chimiothérapie', via: 'synonym', term: 'chemo' })).toBe('Correspond à la procédure\u00a0: Chimiothérapie (synonyme de «\u00a0chemo\u00a0»)');
  });

  it('names the city in French', async () => {
    await setLanguage('fr-CA');
    expect(matchedLine({ field: 'city', text: 'Gatineau', via: 'exact', term: null })).toBe('Correspond à la ville\u00a0: Gatineau');
  });

  it('gives a specialty its French name', async () => {
    await setLanguage('fr-CA');
    expect(matchedLine({ field: 'specialty', text: 'Cardiology', via: 'typo', term: 'cardiologie' })).toBe('Correspond à la spécialité\u00a0: Cardiologie (orthographe «\u00a0cardiologie\u00a0»)');
  });
});
