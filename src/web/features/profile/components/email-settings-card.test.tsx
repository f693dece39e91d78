import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { EmailSettingsCard } from './email-settings-card';

describe('Referral e-mails (profile)', () => {
  it('lists the caller’s events with a switch each, and saves only what changed', async () => {
    const { sent } = stubFetch(({ method, body }) => {
      if (method === 'GET') return { body: { email: { received: true, declined: true, message: false } } };
      if (method === 'PATCH') return { body: { email: { received: true, declined: false, message: true, ...(body as { email: object }).email } } };
      return undefined;
    });
    const { user } = renderInApp(<EmailSettingsCard />);
    expect(await screen.findByText('Everything always appears in the app; choose which events also come by e-mail.')).toBeTruthy();
    const declined = await screen.findByRole('switch', { name: 'A referral is declined' });
    expect(declined.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'A new message on a referral' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    const save = screen.getByRole('button', { name: 'Save e-mail choices' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(declined);
    await user.click(screen.getByRole('switch', { name: 'A new message on a referral' }));
    // Back and forth is no change.
    await user.click(screen.getByRole('switch', { name: 'The hospital opens your referral' }));
    await user.click(screen.getByRole('switch', { name: 'The hospital opens your referral' }));
    await user.click(save);
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/notifications/settings', body: { email: { declined: false, message: true } } }]),
    );
    expect(await screen.findByText('E-mail choices saved')).toBeTruthy();
  });

  it('shows nothing to a user who receives no events', async () => {
    stubFetch(() => ({ body: { email: {} } }));
    const { container, queryClient } = renderInApp(<EmailSettingsCard />);
    await waitFor(() => expect(queryClient.getQueryState(['notifications', 'settings'])?.status).toBe('success'));
    expect(container.textContent).not.toContain('Referral e-mails');
  });
});
