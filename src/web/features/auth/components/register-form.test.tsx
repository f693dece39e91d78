import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { RegisterForm } from './register-form';

async function fill(app: ReturnType<typeof renderInApp>, { email, password, confirm }: { email: string; password: string; confirm: string }) {
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText(/Your name/), 'Dr. Ada Lee');
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('RegisterForm', () => {
  it('reports mismatched passwords on the confirmation field and sends nothing', async () => {
    const { sent } = stubFetch();
    const app = renderInApp(<RegisterForm initialRole="vet" />);
    await fill(app, { email: 'gp@example.ca', password: 'secret-pass', confirm: 'secret-pasz' });
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText('Passwords do not match');
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-describedby')).toBe(message.id);
    expect(sent).toEqual([]);
  });

  it('checks the email and the password length with the SPEC messages', async () => {
    stubFetch();
    const app = renderInApp(<RegisterForm initialRole="vet" />);
    await fill(app, { email: 'not-an-email', password: 'short', confirm: 'short' });
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2);
  });

  it('starts on the role from the page and sends the chosen role without the confirmation', async () => {
    const { sent } = stubFetch(({ body }) => ({ body: { id: 3, role: (body as { role: string }).role, username: 'desk@example.ca' } }));
    const app = renderInApp(<RegisterForm initialRole="clinic" />);
    expect(screen.getByRole('radio', { name: 'Specialty Clinic' }).getAttribute('aria-checked')).toBe('true');
    await fill(app, { email: 'desk@example.ca', password: 'secret-pass', confirm: 'secret-pass' });
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', url: '/api/register', body: { username: 'desk@example.ca', name: 'Dr. Ada Lee', password: 'secret-pass', role: 'clinic' } });

    await app.user.click(screen.getByRole('radio', { name: 'Referring Veterinarian' }));
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1]!.body as { role: string }).role).toBe('vet');
  });

  it('shows Registration failed with the server message', async () => {
    stubFetch(() => ({ status: 409, body: { message: 'An account with this email already exists.', code: 'CONFLICT' } }));
    const app = renderInApp(<RegisterForm initialRole="vet" />);
    await fill(app, { email: 'gp@example.ca', password: 'secret-pass', confirm: 'secret-pass' });
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Registration failed');
    expect(toast.textContent).toContain('An account with this email already exists.');
  });

  it('keeps the failure written above the button after the toast is gone, and clears it on the next try', async () => {
    let answer: { status: number; body: object } = { status: 409, body: { message: 'An account with this email already exists.', code: 'CONFLICT' } };
    stubFetch(() => answer);
    const app = renderInApp(<RegisterForm initialRole="vet" />);
    await fill(app, { email: 'gp@example.ca', password: 'secret-pass', confirm: 'secret-pass' });
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    const inline = (await screen.findAllByRole('alert')).find((el) => el.closest('form'));
    expect(inline?.textContent).toContain('Registration failed');
    expect(inline?.textContent).toContain('An account with this email already exists.');
    answer = { status: 201, body: { id: 1, username: 'gp@example.ca', role: 'vet' } };
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.queryAllByRole('alert').filter((el) => el.closest('form'))).toHaveLength(0));
  });
});
