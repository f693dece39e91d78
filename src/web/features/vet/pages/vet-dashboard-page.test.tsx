import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/contracts/search';
import { setLanguage } from '@web/i18n';
import { searchResultFixture } from '@web/lib/testing/clinic';
import { type Answer, type SentRequest, renderInApp, stubFetch } from '@web/lib/testing/render';
import { VetDashboardPage } from './vet-dashboard-page';

afterEach(() => setLanguage('en-CA'));

const VET = { id: 7, username: 'gp@example.ca', role: 'vet', display_name: null, avatar_url: null, job_title: null, practice_type: null, clinic_role: null };
const SPECIALTIES = [{ id: 3, name: 'Cardiology', name_fr: 'Cardiologie', display_order: 1, is_active: true }];

const result = (id: number, name: string, extra: Partial<SearchResult> = {}) => searchResultFixture({ id, name, ...extra });

const withSpecialty = (id: number, name: string, wait: string, emergency: boolean) =>
  result(id, name, { clinicSpecialty: { specialty_id: 3, wait_time: wait, accepting_emergency: emergency, notes: null, last_updated: '2026-01-01T00:00:00Z' } });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

/** The vet dashboard at `route` as a signed-in vet; `search` answers the search requests (others: empty). */
function renderDashboard(route: string, search: (r: SentRequest) => Answer | Promise<Answer>) {
  const stub = stubFetch((r) => {
    if (r.url === '/api/user') return { body: VET };
    if (r.url === '/api/specialties/active') return { body: SPECIALTIES };
    if (r.url === '/api/bookmarks') return { body: [] };
    if (r.url.startsWith('/api/specialties/') || r.url.startsWith('/api/hospitals/search') || r.url.startsWith('/api/search/')) return search(r);
    return { body: null };
  });
  const app = renderInApp(
    <Routes>
      <Route
        path="/dashboard/vet"
        element={
          <>
            <VetDashboardPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
  return { ...app, ...stub };
}

const cardNames = () => screen.getAllByTestId('search-result').map((card) => within(card).getByRole('heading').textContent);

describe('"Emergency cases first" beside the sort (issue 57)', () => {
  const HOSPITALS = [withSpecialty(1, 'Alder', '<1 week', false), withSpecialty(2, 'Birch', '2-4 weeks', true)];

  it('is off at first, then on: in the URL, sent as emergency_first=true, and the cards reordered', async () => {
    const { sent, user } = renderDashboard('/dashboard/vet?mode=specialty&specialty=3', (r) =>
      // The server puts Birch first when asked; the client sort says the same before it answers.
      ({ body: r.url.includes('emergency_first=true') ? [HOSPITALS[1], HOSPITALS[0]] : HOSPITALS }),
    );
    await screen.findAllByTestId('search-result');
    expect(cardNames()).toEqual(['Alder', 'Birch']);
    expect(sent.find((r) => r.url.startsWith('/api/specialties/3/search'))?.url).toBe('/api/specialties/3/search');

    const toggle = screen.getByRole('checkbox', { name: 'Emergency cases first' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?mode=specialty&specialty=3&emergency=1'));
    await waitFor(() => expect(sent.some((r) => r.url === '/api/specialties/3/search?emergency_first=true')).toBe(true));
    await waitFor(() => expect(cardNames()).toEqual(['Birch', 'Alder']));
    expect((screen.getByRole('checkbox', { name: 'Emergency cases first' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is not offered for a name search (emergency acceptance is per specialty)', async () => {
    renderDashboard('/dashboard/vet?mode=name&name=Alder', () => ({ body: [result(1, 'Alder')] }));
    await screen.findAllByTestId('search-result');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('is named in French', async () => {
    await setLanguage('fr-CA');
    renderDashboard('/dashboard/vet?mode=specialty&specialty=3&emergency=1', () => ({ body: HOSPITALS }));
    await screen.findAllByTestId('search-result');
    expect((screen.getByRole('checkbox', { name: 'Cas d’urgence en premier' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('hospitals beyond the radius (issue 57)', () => {
  const BEYOND = [
    result(1, 'Far North', { distance_km: 140.2, beyond_radius: true }),
    result(2, 'Farther', { distance_km: 180, beyond_radius: true }),
  ];

  it('says none lies within it and shows the nearest beyond it with their distance', async () => {
    renderDashboard('/dashboard/vet?mode=procedure&procedure=TPLO&near=Gatineau&radius=100', () => ({ body: BEYOND }));
    expect((await screen.findByTestId('results-beyond-radius')).textContent).toBe('No hospitals within 100 km of Gatineau. The nearest beyond it:');
    expect(screen.getAllByTestId('result-distance').map((d) => d.textContent)).toEqual(['140 km140 km away', '180 km180 km away']);
    expect(screen.getByTestId('results-count').textContent).toBe('2 hospitals beyond that distance');
  });

  it('says nothing of the kind when the hospitals are within it', async () => {
    renderDashboard('/dashboard/vet?mode=procedure&procedure=TPLO&near=Gatineau&radius=100', () => ({ body: [result(1, 'Close', { distance_km: 12 })] }));
    await screen.findAllByTestId('search-result');
    expect(screen.queryByTestId('results-beyond-radius')).toBeNull();
    expect(screen.getByTestId('results-count').textContent).toBe('1 hospital found');
  });

  it('says it in French', async () => {
    await setLanguage('fr-CA');
    renderDashboard('/dashboard/vet?mode=procedure&procedure=TPLO&near=Gatineau&radius=100', () => ({ body: BEYOND }));
    expect((await screen.findByTestId('results-beyond-radius')).textContent).toBe('Aucun hôpital à moins de 100 km de Gatineau. Les plus proches au-delà\u00a0:');
  });
});

describe('"Did you mean" under an empty name or procedure search (issue 57)', () => {
  const answer = (suggestions: Answer) => (r: SentRequest) => (r.url.startsWith('/api/search/suggestions') ? suggestions : { body: r.url.includes('chemotherapy') ? [result(9, 'Rideau Oncology')] : [] });

  it('offers the suggestions as buttons that run the same search with that text', async () => {
    const { sent, user } = renderDashboard('/dashboard/vet?mode=procedure&procedure=chemoterapy&province=Ontario', answer({ body: { suggestions: ['chemotherapy', 'chimiothérapie'] } }));
    expect((await screen.findByTestId('results-empty')).textContent).toBe('No hospitals found matching your search criteria.');
    const buttons = await screen.findAllByTestId('search-suggestion');
    expect(buttons.map((b) => b.textContent)).toEqual(['chemotherapy', 'chimiothérapie']);
    expect(screen.getByRole('group', { name: 'Did you mean:' })).toBeTruthy();
    expect(sent.find((r) => r.url.startsWith('/api/search/suggestions'))?.url).toBe('/api/search/suggestions?q=chemoterapy&field=procedure&lang=en');

    await user.click(screen.getByRole('button', { name: 'chemotherapy' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?mode=procedure&procedure=chemotherapy&province=Ontario'));
    expect(await screen.findByRole('heading', { name: 'Rideau Oncology' })).toBeTruthy();
    // The panel shows what is now searched, as after a Search.
    expect((screen.getByRole('searchbox', { name: 'Procedure' }) as HTMLInputElement).value).toBe('chemotherapy');
  });

  it('asks by name, in French, for a name search shown in French', async () => {
    await setLanguage('fr-CA');
    const { sent } = renderDashboard('/dashboard/vet?mode=name&name=Ridau', answer({ body: { suggestions: ['Rideau Animal Hospital'] } }));
    expect((await screen.findAllByTestId('search-suggestion')).map((b) => b.textContent)).toEqual(['Rideau Animal Hospital']);
    expect(screen.getByTestId('search-suggestions').textContent).toBe('Vouliez-vous dire\u00a0:Rideau Animal Hospital');
    expect(sent.find((r) => r.url.startsWith('/api/search/suggestions'))?.url).toBe('/api/search/suggestions?q=Ridau&field=name&lang=fr');
  });

  it('shows only the empty text when there is nothing to suggest or the request fails', async () => {
    renderDashboard('/dashboard/vet?mode=procedure&procedure=zzz', answer({ body: { suggestions: [] } }));
    await screen.findByTestId('results-empty');
    await waitFor(() => expect(screen.queryByTestId('search-suggestions')).toBeNull());

    const failed = renderDashboard('/dashboard/vet?mode=name&name=zzz', answer({ status: 500, body: { message: 'Internal', code: 'INTERNAL' } }));
    await waitFor(() => expect(failed.sent.some((r) => r.url.startsWith('/api/search/suggestions'))).toBe(true));
    expect(screen.queryByText('Did you mean:')).toBeNull();
    expect(screen.queryAllByTestId('search-suggestion')).toHaveLength(0);
  });

  it('is not asked for a specialty search', async () => {
    const { sent } = renderDashboard('/dashboard/vet?mode=specialty&specialty=3', () => ({ body: [] }));
    await screen.findByTestId('results-empty');
    expect(sent.some((r) => r.url.startsWith('/api/search/suggestions'))).toBe(false);
  });
});
