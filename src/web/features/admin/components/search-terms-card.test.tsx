import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchTerm } from '@shared/contracts/search-terms';
import { setLanguage } from '@web/i18n';
import { type Answer, type SentRequest, renderInApp, stubFetch } from '@web/lib/testing/render';
import { CatalogueTab } from './catalogue-tab';

afterEach(() => setLanguage('en-CA'));

const CATALOGUE = [{ id: 1, name: 'Oncology', name_fr: 'Oncologie', display_order: 1, is_active: true }];

const term = (id: number, concept: string, text: string, language: SearchTerm['language'], extra: Partial<SearchTerm> = {}): SearchTerm => ({
  id,
  concept,
  term: text,
  language,
  abbreviation: false,
  specialty_id: null,
  added_by_admin: false,
  ...extra,
});

const TERMS = [
  term(1, 'chemotherapy', 'chimio', 'fr', { specialty_id: 1 }),
  term(2, 'chemotherapy', 'Chemotherapy', 'en', { specialty_id: 1 }),
  term(3, 'computed-tomography', 'CT', null, { abbreviation: true }),
];

/** The Catalogue tab against a stub server; `answer` takes the vocabulary's writes (and may override reads). */
function renderTab(answer: (r: SentRequest) => Answer | Promise<Answer> = () => undefined, terms: () => Answer = () => ({ body: TERMS })) {
  const stub = stubFetch(async (r) => {
    const own = await answer(r);
    if (own) return own;
    if (r.url === '/api/admin/search-terms') return terms();
    return { body: CATALOGUE };
  });
  return { ...renderInApp(<CatalogueTab />), ...stub };
}

const card = () => screen.getByTestId('search-terms-card');
const concepts = () =>
  screen.getAllByTestId('search-concept').map((c) => ({
    concept: c.querySelector('p')?.textContent,
    terms: within(c)
      .getAllByTestId('search-term')
      .map((t) => t.textContent),
  }));

describe('the search vocabulary card (issue 57)', () => {
  it('lists the terms by concept, each with its language and the abbreviation marker', async () => {
    renderTab();
    await screen.findAllByTestId('search-concept');
    expect(within(card()).getByRole('heading', { name: 'Search vocabulary' })).toBeTruthy();
    expect(concepts()).toEqual([
      { concept: 'chemotherapySpecialty: Oncology', terms: ['ChemotherapyENEnglish', 'chimioFRFrench'] },
      { concept: 'computed-tomography', terms: ['CTBothBoth languagesabbreviation'] },
    ]);
  });

  it('shows a skeleton while loading, a message when empty, and a retry when the list fails', async () => {
    let fail = true;
    const app = renderTab(undefined, () => (fail ? { status: 500, body: { message: 'Internal', code: 'INTERNAL' } } : { body: [] }));
    expect(screen.getByTestId('search-terms-loading')).toBeTruthy();
    expect(await within(card()).findByText('Failed to fetch the search vocabulary')).toBeTruthy();
    fail = false;
    await app.user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByText('The vocabulary has no terms yet.')).toBeTruthy();
  });

  it('adds a term as the shared schema reads it: a lowercase concept, language, abbreviation and specialty', async () => {
    const app = renderTab((r) => (r.method === 'POST' ? { status: 201, body: { id: 4, added_by_admin: true, ...(r.body as object) } } : undefined));
    await screen.findAllByTestId('search-concept');
    const form = within(card()).getByRole('form', { name: 'Add a term' });
    // The concept field offers the existing concepts.
    const concept = within(form).getByLabelText('Concept');
    const options = [...(document.getElementById(concept.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])].map((o) => o.getAttribute('value'));
    expect(options).toEqual(['chemotherapy', 'computed-tomography']);

    await app.user.type(concept, 'Chemotherapy');
    await app.user.type(within(form).getByLabelText('Term'), ' chimiothérapie ');
    await app.user.click(within(form).getByLabelText('Language'));
    await app.user.click(screen.getByRole('option', { name: 'French' }));
    await app.user.click(within(form).getByLabelText('Specialty'));
    await app.user.click(screen.getByRole('option', { name: 'Oncology' }));
    await app.user.click(within(form).getByRole('button', { name: 'Add term' }));

    await waitFor(() => expect(app.sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(app.sent.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/search-terms',
      body: { concept: 'chemotherapy', term: 'chimiothérapie', language: 'fr', abbreviation: false, specialty_id: 1 },
    });
    expect(await screen.findByText('“chimiothérapie” added to chemotherapy')).toBeTruthy();
    // The list is asked again.
    await waitFor(() => expect(app.sent.filter((r) => r.url === '/api/admin/search-terms' && r.method === 'GET')).toHaveLength(2));
  });

  it('sends an abbreviation for both languages as language null', async () => {
    const app = renderTab((r) => (r.method === 'POST' ? { status: 201, body: { id: 5, added_by_admin: true, ...(r.body as object) } } : undefined));
    await screen.findAllByTestId('search-concept');
    const form = within(card()).getByRole('form', { name: 'Add a term' });
    await app.user.type(within(form).getByLabelText('Concept'), 'magnetic-resonance');
    await app.user.type(within(form).getByLabelText('Term'), 'MRI');
    await app.user.click(within(form).getByRole('checkbox', { name: 'Abbreviation' }));
    await app.user.click(within(form).getByRole('button', { name: 'Add term' }));
    await waitFor(() => expect(app.sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(app.sent.find((r) => r.method === 'POST')?.body).toEqual({ concept: 'magnetic-resonance', term: 'MRI', language: null, abbreviation: true, specialty_id: null });
  });

  it('says what is missing before sending anything', async () => {
    const app = renderTab();
    await screen.findAllByTestId('search-concept');
    const form = within(card()).getByRole('form', { name: 'Add a term' });
    await app.user.type(within(form).getByLabelText('Term'), '--');
    await app.user.click(within(form).getByRole('button', { name: 'Add term' }));
    expect(await within(form).findByText('Enter the concept')).toBeTruthy();
    expect(within(form).getByText('The term needs a letter or a digit')).toBeTruthy();
    expect(app.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the server’s words on the term when the concept already has it', async () => {
    const exists = { status: 409, body: { message: 'The concept “chemotherapy” already has the term “chimio”.', code: 'SEARCH_TERM_EXISTS' } };
    const app = renderTab((r) => (r.method === 'POST' ? exists : undefined));
    await screen.findAllByTestId('search-concept');
    const form = within(card()).getByRole('form', { name: 'Add a term' });
    await app.user.type(within(form).getByLabelText('Concept'), 'chemotherapy');
    await app.user.type(within(form).getByLabelText('Term'), 'chimio');
    await app.user.click(within(form).getByRole('button', { name: 'Add term' }));
    const message = await within(form).findByText('The concept “chemotherapy” already has the term “chimio”.');
    expect(within(form).getByLabelText('Term').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('says it in French', async () => {
    await setLanguage('fr-CA');
    const exists = { status: 409, body: { message: 'The concept “chemotherapy” already has the term “chimio”.', code: 'SEARCH_TERM_EXISTS' } };
    const app = renderTab((r) => (r.method === 'POST' ? exists : undefined));
    await screen.findAllByTestId('search-concept');
    const form = within(card()).getByRole('form', { name: 'Ajouter un terme' });
    await app.user.type(within(form).getByLabelText('Concept'), 'chemotherapy');
    await app.user.type(within(form).getByLabelText('Terme'), 'chimio');
    await app.user.click(within(form).getByRole('button', { name: 'Ajouter le terme' }));
    expect(await within(form).findByText('Ce concept comporte déjà ce terme.')).toBeTruthy();
  });

  it('removes a term only after the confirmation, then asks for the list again', async () => {
    const app = renderTab((r) => (r.method === 'DELETE' ? { status: 204 } : undefined));
    await screen.findAllByTestId('search-concept');
    await app.user.click(within(card()).getByRole('button', { name: 'Remove chimio from chemotherapy' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove “chimio”?' });
    expect(app.sent.filter((r) => r.method === 'DELETE')).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(app.sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/search-terms/1']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(app.sent.filter((r) => r.url === '/api/admin/search-terms' && r.method === 'GET')).toHaveLength(2));
  });

  it('keeps the term when the confirmation is cancelled', async () => {
    const app = renderTab();
    await screen.findAllByTestId('search-concept');
    await app.user.click(within(card()).getByRole('button', { name: 'Remove CT from computed-tomography' }));
    await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('is in French', async () => {
    await setLanguage('fr-CA');
    renderTab();
    await screen.findAllByTestId('search-concept');
    expect(within(card()).getByRole('heading', { name: 'Vocabulaire de recherche' })).toBeTruthy();
    expect(concepts()[1]).toEqual({ concept: 'computed-tomography', terms: ['CTLes deuxLes deux languesabréviation'] });
  });
});
