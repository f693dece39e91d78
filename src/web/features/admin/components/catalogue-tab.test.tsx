import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { CatalogueTab } from './catalogue-tab';

// The tab also lists the search vocabulary (search-terms-card.test.tsx covers it).
const catalogueOr = (url: string) => ({ body: url.startsWith('/api/admin/search-terms') ? [] : CATALOGUE });

const CATALOGUE = [
  { id: 1, name: 'Cardiology', name_fr: 'Cardiologie', display_order: 1, is_active: true },
  { id: 2, name: 'Feline Medicine', name_fr: null, display_order: 2, is_active: true },
];

describe('the catalogue tab’s French names', () => {
  it('shows each French name beside the English one, marked as French', async () => {
    stubFetch((r) => catalogueOr(r.url));
    renderInApp(<CatalogueTab />);
    const [cardio] = await screen.findAllByTestId('catalogue-row');
    const french = within(cardio!).getByText('Cardiologie');
    expect(french.getAttribute('lang')).toBe('fr');
  });

  it('sends the optional French name with a new specialty (blank as none)', async () => {
    const { sent } = stubFetch((r) => (r.method === 'POST' ? { status: 201, body: { id: 3, ...(r.body as object) } } : catalogueOr(r.url)));
    const app = renderInApp(<CatalogueTab />);
    await screen.findAllByTestId('catalogue-row');
    const form = screen.getByRole('button', { name: 'Add specialty' }).closest('form')!;
    await app.user.type(within(form).getByLabelText('Name'), 'Avian Medicine');
    await app.user.type(within(form).getByLabelText('French name'), ' Médecine aviaire ');
    await app.user.click(within(form).getByRole('button', { name: 'Add specialty' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/admin/specialties',
      body: { name: 'Avian Medicine', name_fr: 'Médecine aviaire', display_order: 3, is_active: true },
    });
  });

  it('edits the French name beside the English one, and clears it when blanked', async () => {
    const { sent } = stubFetch((r) => (r.method === 'PATCH' ? { body: { ...CATALOGUE[0], ...(r.body as object) } } : catalogueOr(r.url)));
    const app = renderInApp(<CatalogueTab />);
    await screen.findAllByTestId('catalogue-row');
    await app.user.click(screen.getByRole('button', { name: 'Edit Cardiology' }));
    const form = screen.getByRole('form', { name: 'Edit Cardiology' });
    const french = within(form).getByLabelText('French name');
    expect((french as HTMLInputElement).value).toBe('Cardiologie');
    await app.user.clear(french);
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')).toMatchObject({
      url: '/api/admin/specialties/1',
      body: { name: 'Cardiology', name_fr: null, display_order: 1, is_active: true },
    });
  });
});
