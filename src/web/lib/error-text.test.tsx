import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import '@web/i18n/namespaces/clinic';
import { api, apiRequest, errorText } from './api-client';
import { renderInApp, stubFetch } from './testing/render';

afterEach(() => setLanguage('en-CA'));

/** A write as the app's features make them: its failure is toasted by the MutationCache under a SPEC title. */
function Save() {
  const save = useMutation({ mutationFn: () => api.post('/api/pricings', {}), meta: { errorTitle: 'clinic:quotes.addFailed' } });
  return (
    <button type="button" onClick={() => save.mutate()}>
      save
    </button>
  );
}

const failWith = (status: number, body?: unknown) => stubFetch(() => ({ status, body }));
const failure = (status: number, body?: unknown) => {
  failWith(status, body);
  return apiRequest('POST', '/api/x').catch((e: unknown) => e);
};

describe('the words of a failed call (errorText)', () => {
  it('keeps the code of the error body beside SPEC §8’s message', async () => {
    const err = await failure(409, { message: 'This specialty is already listed.', code: 'SPECIALTY_ALREADY_LISTED' });
    expect(err).toMatchObject({ status: 409, code: 'SPECIALTY_ALREADY_LISTED', serverMessage: 'This specialty is already listed.' });
    expect((err as Error).message).toBe('409: {"message":"This specialty is already listed.","code":"SPECIALTY_ALREADY_LISTED"}');
  });

  it('in French, shows the errors catalogue’s message for a code it has', async () => {
    await setLanguage('fr-CA');
    const err = await failure(409, { message: 'This specialty is already listed.', code: 'SPECIALTY_ALREADY_LISTED' });
    expect(errorText(err, 'Failed to add specialty')).toBe('Cette spécialité figure déjà dans la fiche.');
  });

  it('falls back to SPEC §8 with the server’s text: a code the catalogue lacks, no code, no JSON', async () => {
    await setLanguage('fr-CA');
    expect(errorText(await failure(418, { message: 'A teapot.', code: 'TEAPOT' }), 'Failed')).toBe('A teapot.');
    expect(errorText(await failure(400, { message: 'No code here.' }), 'Failed')).toBe('No code here.');
    expect(errorText(await failure(502), 'Failed to fetch stats')).toBe('Failed to fetch stats');
    failWith(503);
    const raw = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(errorText(raw)).toBe('503: ');
  });

  it('in English, shows the server’s own words, which may say more than the catalogue', async () => {
    expect(errorText(await failure(400, { message: 'name: Clinic name is required', code: 'VALIDATION' }))).toBe('name: Clinic name is required');
  });

  it('toasts a failed write under its SPEC title with the catalogue’s words, in the language shown', async () => {
    await setLanguage('fr-CA');
    failWith(409, { message: 'Set up your clinic profile first: save it with Edit Profile.', code: 'LISTING_REQUIRED' });
    const app = renderInApp(<Save />);
    await app.user.click(screen.getByRole('button', { name: 'save' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Échec de l’ajout de l’estimation');
    expect(toast.textContent).toContain('Configurez d’abord le profil de votre clinique\u00a0: enregistrez-le avec Modifier le profil.');
  });
});
