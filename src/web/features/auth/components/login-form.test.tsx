import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import { expectErrorToast, renderInApp, stubFetch } from '@web/lib/testing/render';
import { LoginForm } from './login-form';

const user = { id: 7, username: 'gp@example.ca', role: 'vet', display_name: null, avatar_url: null, job_title: null, practice_type: null };

describe('LoginForm', () => {
  it('shows the SPEC §5 messages on an empty submit and sends nothing', async () => {
    const { sent } = stubFetch();
    const app = renderInApp(<LoginForm />);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('re-validates a field on change once it has been submitted', async () => {
    stubFetch();
    const app = renderInApp(<LoginForm />);
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Invalid email address');
    await app.user.type(screen.getByLabelText('Email'), 'gp@example.ca');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('posts the credentials and the remember-me flag to /api/login', async () => {
    const { sent } = stubFetch(() => ({ body: user }));
    const app = renderInApp(<LoginForm />);
    await app.user.type(screen.getByLabelText('Email'), ' GP@Example.ca ');
    await app.user.type(screen.getByLabelText('Password'), 'secret-pass');
    await app.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/login', body: { username: 'gp@example.ca', password: 'secret-pass', rememberMe: true } });
  });

  it('says Login failed with the server message when the server refuses', async () => {
    stubFetch(() => ({ status: 401, body: { message: 'Wrong email or password.', code: 'UNAUTHENTICATED' } }));
    const app = renderInApp(<LoginForm />);
    await app.user.type(screen.getByLabelText('Email'), 'gp@example.ca');
    await app.user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectErrorToast('Login failed', 'Wrong email or password.');
  });

  it('shows the SPEC §5 messages and the server’s refusal in French when French is shown', async () => {
    await setLanguage('fr-CA');
    try {
      stubFetch(() => ({ status: 401, body: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' } }));
      const app = renderInApp(<LoginForm />);
      await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
      expect(await screen.findByText('Adresse courriel invalide')).toBeTruthy();
      expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeTruthy();
      await app.user.type(screen.getByLabelText('Courriel'), 'gp@example.ca');
      await app.user.type(screen.getByLabelText('Mot de passe'), 'wrong-pass');
      await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
      const toast = await screen.findByTestId('toast');
      expect(toast.textContent).toContain('Échec de la connexion');
      expect(toast.textContent).toContain('Courriel ou mot de passe invalide.');
    } finally {
      await setLanguage('en-CA');
    }
  });
});
