import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { userFixture } from '@web/lib/testing/user';
import { YourDataCard } from './your-data-card';

const vet = userFixture();

describe('Your Data (profile)', () => {
  it('asks for the password, says inline why deleting failed, and deletes with it', async () => {
    let attempts = 0;
    const { sent } = stubFetch(({ method, url }) => {
      if (method === 'DELETE' && url === '/api/me') {
        attempts++;
        return attempts === 1 ? { status: 400, body: { message: 'Current password is incorrect.', code: 'CURRENT_PASSWORD_INCORRECT' } } : { status: 204 };
      }
      return undefined;
    });
    const { user, queryClient } = renderInApp(<YourDataCard user={vet} />, { route: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('clinical records the other party must keep');

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your current password')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Right-Pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'DELETE').at(-1)).toMatchObject({ url: '/api/me', body: { password: 'Right-Pass-1' } });
    // Signed out in the app: the user query now holds no one.
    await waitFor(() => expect(queryClient.getQueryData(['user'])).toBeNull());
  });

  it("tells a clinic's owner to transfer or close the listing instead of offering deletion", () => {
    stubFetch();
    renderInApp(<YourDataCard user={{ ...vet, role: 'clinic', clinic_role: 'owner' }} />);
    expect(screen.getByText('You own a clinic listing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });
});
