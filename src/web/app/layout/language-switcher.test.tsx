import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, setLanguage } from '@web/i18n';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { Navbar } from './navbar';

const vet = { id: 7, username: 'gp@example.ca', role: 'vet', display_name: null, avatar_url: null, job_title: null, practice_type: null };

afterEach(async () => {
  await setLanguage('en-CA');
  document.cookie = 'lang=; path=/; max-age=0';
});

/** The switcher in the top bar (the drawer's is only mounted once the menu is opened). */
const switcher = () => screen.getByRole('group', { name: /^(Language|Langue)$/ });

describe('the language switcher', () => {
  it('is a labelled pair of toggle buttons, each named in its own language, English pressed', async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Not signed in.', code: 'NOT_SIGNED_IN' } }));
    renderInApp(<Navbar />);
    const group = switcher();
    expect(group.getAttribute('aria-label')).toBe('Language');
    const english = within(group).getByRole('button', { name: 'English' });
    const french = within(group).getByRole('button', { name: 'Français' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(french.getAttribute('aria-pressed')).toBe('false');
    expect(english.getAttribute('lang')).toBe('en-CA');
    expect(french.getAttribute('lang')).toBe('fr-CA');
    expect(english.textContent).toBe('EN');
    expect(french.textContent).toBe('FR');
  });

  it('switches the page to French in place: strings, <html lang> and the lang cookie; no save when signed out', async () => {
    const { sent } = stubFetch(() => ({ status: 401, body: { message: 'Not signed in.', code: 'NOT_SIGNED_IN' } }));
    const app = renderInApp(<Navbar />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'À propos' })).toBeTruthy();
    expect(switcher().getAttribute('aria-label')).toBe('Langue');
    expect(screen.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.cookie).toContain('lang=fr-CA');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
    // And back.
    await app.user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-CA');
    expect(document.cookie).toContain('lang=en-CA');
  });

  it('works from the keyboard', async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Not signed in.', code: 'NOT_SIGNED_IN' } }));
    const app = renderInApp(<Navbar />);
    screen.getByRole('button', { name: 'English' }).focus();
    await app.user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Français' }));
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('saves the choice to the signed-in user’s profile', async () => {
    const { sent } = stubFetch((r) => (r.method === 'PATCH' ? { body: { ...vet, language: 'fr-CA' } } : { body: { ...vet, language: null } }));
    const app = renderInApp(<Navbar />);
    await screen.findByRole('link', { name: 'Profile' });
    await app.user.click(screen.getByRole('button', { name: 'Français' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/user/profile', body: { language: 'fr-CA' } }]));
    expect(await screen.findByRole('link', { name: 'Profil' })).toBeTruthy();
    expect(document.cookie).toContain('lang=fr-CA');
    // The saved answer does not switch the page back.
    await new Promise((r) => setTimeout(r, 20));
    expect(currentLanguage()).toBe('fr-CA');
  });

  it('says so when the choice cannot be saved, and keeps the switch', async () => {
    stubFetch((r) => (r.method === 'PATCH' ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } } : { body: vet }));
    const app = renderInApp(<Navbar />);
    await screen.findByRole('link', { name: 'Profile' });
    await app.user.click(screen.getByRole('button', { name: 'Français' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Votre langue n’a pas pu être enregistrée dans votre compte');
    expect(toast.textContent).toContain('Une erreur s’est produite de notre côté. Veuillez réessayer.');
    expect(currentLanguage()).toBe('fr-CA');
  });

  it('follows the stored preference of the user who arrives, without saving it again', async () => {
    const { sent } = stubFetch(() => ({ body: { ...vet, language: 'fr-CA' } }));
    renderInApp(<Navbar />);
    expect(await screen.findByRole('link', { name: 'Profil' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(screen.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    expect(sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
