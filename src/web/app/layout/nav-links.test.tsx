import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { MobileDrawer } from './mobile-drawer';
import { NavLinks } from './nav-links';

const user = (role: CurrentUser['role'], clinic_role: CurrentUser['clinic_role'] = null): CurrentUser => ({
  id: 3,
  username: `${role}@example.ca`,
  role,
  display_name: null,
  avatar_url: null,
  job_title: null,
  practice_type: null,
  clinic_role,
});

describe('NavLinks: Messages', () => {
  it('shows a clinic user the unread count on a link to the Messages tab, in its accessible name', async () => {
    const { sent } = stubFetch(() => ({ body: { count: 3 } }));
    renderInApp(<NavLinks user={user('clinic', 'member')} />);
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link.getAttribute('href')).toBe('/dashboard/clinic?tab=messages');
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    expect(sent.filter((r) => r.url.startsWith('/api/messages'))).toEqual([{ method: 'GET', url: '/api/messages/unread', body: undefined }]);
  });

  it('shows no badge when nothing is unread, and marks the link current on the Messages tab only', async () => {
    stubFetch(() => ({ body: { count: 0 } }));
    renderInApp(<NavLinks user={user('clinic', 'owner')} />, { route: '/dashboard/clinic?tab=messages' });
    const link = await screen.findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('links a vet to their sent messages without asking for a count; an administrator has no Messages link', async () => {
    const { sent } = stubFetch();
    const app = renderInApp(<NavLinks user={user('vet')} />);
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/messages');
    app.unmount();
    renderInApp(<NavLinks user={user('admin')} />);
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    expect(sent).toEqual([]);
  });

  it("sends each role's Dashboard link to its own dashboard, an admin's to /dashboard/admin (issue 21)", () => {
    stubFetch(() => ({ body: { count: 0 } }));
    for (const [role, to] of [['vet', '/dashboard/vet'], ['clinic', '/dashboard/clinic'], ['admin', '/dashboard/admin']] as const) {
      const app = renderInApp(<NavLinks user={user(role, role === 'clinic' ? 'owner' : null)} />);
      expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href'), role).toBe(to);
      app.unmount();
    }
  });

  it('puts the counts on the menu button too, where the drawer holds the links (below 1024 px)', async () => {
    stubFetch(({ url }) => ({ body: url.startsWith('/api/referrals') ? { items: [], unopened: 3 } : { count: 2 } }));
    renderInApp(<MobileDrawer user={user('clinic', 'member')} signOut={() => {}} signingOut={false} languageSwitcher={null} />);
    expect(await screen.findByRole('button', { name: 'Open menu, new items waiting' })).toBeTruthy();
    expect(screen.getByTestId('menu-unread-dot')).toBeTruthy();
  });

  it('dots the menu button for referrals not yet opened alone (issue 19)', async () => {
    stubFetch(({ url }) => ({ body: url.startsWith('/api/referrals') ? { items: [], unopened: 1 } : { count: 0 } }));
    renderInApp(<MobileDrawer user={user('clinic', 'owner')} signOut={() => {}} signingOut={false} languageSwitcher={null} />);
    expect(await screen.findByRole('button', { name: 'Open menu, new items waiting' })).toBeTruthy();
    expect(screen.getByTestId('menu-unread-dot')).toBeTruthy();
  });
});
