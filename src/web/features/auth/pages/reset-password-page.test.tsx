import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@shared/errors';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'Abc_def-ghij0123456789';
const INVALID = 'This password reset link is invalid, has expired or has already been used. Ask for a new one.';
const fail = (code: keyof typeof ERRORS) => ({ status: ERRORS[code].status, body: { message: ERRORS[code].message, code } });

async function submit(app: ReturnType<typeof renderInApp>, password: string, confirm = password) {
  await app.user.type(screen.getByLabelText('New password'), password);
  if (confirm) await app.user.type(screen.getByLabelText('Confirm new password'), confirm);
  await app.user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/reset-password', () => {
  it.each(['', '?token=short', '?token=has%20spaces%20in%20it%20here'])('says the link is invalid for %j, with a way to ask again', async (query) => {
    const { sent } = stubFetch();
    renderInApp(<ResetPasswordPage />, { route: `/reset-password${query}` });
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('checks the new password as registration does before sending', async () => {
    const { sent } = stubFetch();
    const app = renderInApp(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await submit(app, 'abc', '');
    expect(await screen.findAllByText('Password must be at least 6 characters')).toHaveLength(2);
    await app.user.clear(screen.getByLabelText('New password'));
    await app.user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the token and the password, then says to sign in with it', async () => {
    const { sent } = stubFetch(({ url }) => (url === '/api/password-reset/confirm' ? { status: 204 } : { status: 401 }));
    const app = renderInApp(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await submit(app, 'new-secret-1');
    expect(await screen.findByText('Your password was changed. Sign in with your new password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/password-reset/confirm', body: { token: TOKEN, password: 'new-secret-1' } });
  });

  it('shows the invalid-link message when the server refuses the token', async () => {
    stubFetch(() => fail('RESET_TOKEN_INVALID'));
    const app = renderInApp(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await submit(app, 'new-secret-1');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('puts a too-common password’s message on the password field and keeps the form', async () => {
    stubFetch(() => fail('PASSWORD_TOO_COMMON'));
    const app = renderInApp(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await submit(app, 'password1');
    const message = await screen.findByText(ERRORS.PASSWORD_TOO_COMMON.message);
    expect(message.id).toBe(screen.getByLabelText('New password').getAttribute('aria-describedby'));
    expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it('shows any other failure above the form', async () => {
    stubFetch(() => fail('RATE_LIMITED'));
    const app = renderInApp(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await submit(app, 'new-secret-1');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Could not change your password'));
    expect(screen.getByRole('alert').textContent).toContain(ERRORS.RATE_LIMITED.message);
  });
});
