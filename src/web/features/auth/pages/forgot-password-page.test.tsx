import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import { expectErrorToast, renderInApp, stubFetch } from '@web/lib/testing/render';
import { LoginForm } from '../components/login-form';
import { ForgotPasswordPage } from './forgot-password-page';

const renderFromLogin = () =>
  renderInApp(
    <Routes>
      <Route path="/auth" element={<LoginForm />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    </Routes>,
    { route: '/auth' },
  );

describe('/forgot-password', () => {
  it('opens from the login form’s link with the address typed there', async () => {
    stubFetch();
    const app = renderFromLogin();
    await app.user.type(screen.getByLabelText('Email'), ' gp@example.ca ');
    await app.user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('gp@example.ca');
    expect(document.title).toBe('Reset your password · VetReferral');
  });

  it('offers a signed-in user’s own address', async () => {
    stubFetch(({ url }) => (url === '/api/user' ? { body: { id: 7, username: 'gp@example.ca', role: 'vet' } } : undefined));
    renderInApp(<ForgotPasswordPage />, { route: '/forgot-password' });
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('gp@example.ca'));
  });

  it('checks the address before sending anything', async () => {
    const { sent } = stubFetch();
    const app = renderInApp(<ForgotPasswordPage />, { route: '/forgot-password' });
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the address and always shows the same confirmation, with a way back to sign in', async () => {
    const { sent } = stubFetch(() => ({ status: 202 }));
    const app = renderInApp(<ForgotPasswordPage />, { route: '/forgot-password' });
    await app.user.type(screen.getByLabelText('Email'), 'GP@Example.ca');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists for this address, we sent a link to choose a new password.')).toBeTruthy();
    expect(screen.getByText(/check your spam folder.*The link works for 30 minutes\./i)).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/api/password-reset', body: { username: 'gp@example.ca' } }]);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');
  });

  it('shows the rate-limit error and keeps the form', async () => {
    stubFetch(() => ({ status: 429, body: { message: 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' } }));
    const app = renderInApp(<ForgotPasswordPage />, { route: '/forgot-password' });
    await app.user.type(screen.getByLabelText('Email'), 'gp@example.ca');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await expectErrorToast('Could not send the link', 'Too many attempts. Please wait a minute and try again.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(screen.queryByText(/If an account exists/)).toBeNull();
  });

  it('speaks French, the rate-limit error included', async () => {
    await setLanguage('fr-CA');
    try {
      stubFetch(() => ({ status: 429, body: { message: 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' } }));
      const app = renderInApp(<ForgotPasswordPage />, { route: '/forgot-password' });
      await app.user.type(screen.getByLabelText('Courriel'), 'gp@example.ca');
      await app.user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
      await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('Trop de tentatives.'));
    } finally {
      await setLanguage('en-CA');
    }
  });
});
