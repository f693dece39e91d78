import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Notification } from '@shared/contracts/notifications';
import { Navbar } from '@web/app/layout/navbar';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { NotificationsPage } from './pages/notifications-page';

function notification(over: Partial<Notification> = {}): Notification {
  return {
    id: 9,
    event: 'declined',
    referral_id: 12,
    data: { patient: 'Biscuit', hospital: 'Animal Referral Hospital', actor: 'Dr. Lee', status: 'declined', reason: 'no_capacity', note: null, appointment_at: null, excerpt: null },
    created_at: '2026-11-24T10:00:00.000Z',
    read_at: null,
    ...over,
  };
}

const account = (role: CurrentUser['role']): CurrentUser => ({ id: 3, username: `${role}@example.ca`, role, display_name: null, avatar_url: null, job_title: null, practice_type: null, clinic_role: role === 'clinic' ? 'member' : null });

/** The app's navbar for a signed-in `role` (or nobody), the bell's count answering `count`. */
function renderNavbar(role: CurrentUser['role'] | null, count: number) {
  const stub = stubFetch(({ url }) => {
    if (url === '/api/user') return role ? { body: account(role) } : { status: 401, body: { message: 'Not signed in' } };
    if (url === '/api/notifications/unread') return { body: { count } };
    if (url.startsWith('/api/messages/unread')) return { body: { count: 0 } };
    if (url.startsWith('/api/referrals')) return { body: { items: [], unopened: 0 } };
    return undefined;
  });
  return { ...renderInApp(<Navbar />), ...stub };
}

describe('the nav bell', () => {
  it('carries a clinic member’s unread count in its name and badge, and links to the list', async () => {
    const { sent } = renderNavbar('clinic', 3);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('notification-count').textContent).toBe('3');
    expect(sent.filter((r) => r.url.startsWith('/api/notifications'))).toEqual([{ method: 'GET', url: '/api/notifications/unread', body: undefined }]);
  });

  it('is just "Notifications" for a vet with nothing unread; 99+ past 99', async () => {
    const app = renderNavbar('vet', 0);
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    app.unmount();
    renderNavbar('vet', 140);
    expect((await screen.findByTestId('notification-count')).textContent).toBe('99+');
  });

  it('is not there for an administrator or when signed out, and asks nothing', async () => {
    for (const role of ['admin', null] as const) {
      const app = renderNavbar(role, 5);
      await waitFor(() => expect(app.sent.some((r) => r.url === '/api/user')).toBe(true));
      await new Promise((r) => setTimeout(r, 30));
      expect(screen.queryByTestId('notification-bell')).toBeNull();
      expect(app.sent.filter((r) => r.url.startsWith('/api/notifications'))).toEqual([]);
      app.unmount();
    }
  });
});

describe('NotificationsPage', () => {
  it('says each notification as one sentence linking to its referral; opening one marks it read', async () => {
    const items = [
      notification(),
      notification({ id: 8, event: 'message', referral_id: 13, data: { patient: 'Rocky', actor: 'Dr. Jane Smith', excerpt: 'Could you see him Tuesday?' }, read_at: '2026-11-24T09:00:00.000Z' }),
      notification({ id: 7, event: 'booked', referral_id: 14, data: { patient: 'Luna', hospital: 'Rideau', appointment_at: '2026-12-02T10:00' } }),
    ];
    const { sent } = stubFetch(({ method, url }) => {
      if (method === 'GET' && url === '/api/notifications') return { body: { items, unread: 2, next_before: null } };
      if (method === 'POST') return { body: { count: 1 } };
      return undefined;
    });
    const { user } = renderInApp(<NotificationsPage />, { route: '/notifications' });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByTestId('notification');
    expect(rows).toHaveLength(3);
    const declined = within(rows[0]!).getByRole('link');
    expect(declined.textContent).toBe('Animal Referral Hospital declined the referral for Biscuit: No capacity at this time');
    expect(declined.getAttribute('href')).toBe('/referrals/12');
    expect(within(rows[0]!).getByText('New')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link').textContent).toBe('Dr. Jane Smith wrote about Rocky');
    expect(rows[1]!.textContent).toContain('“Could you see him Tuesday?”');
    expect(within(rows[1]!).queryByText('New')).toBeNull();
    expect(within(rows[2]!).getByRole('link').textContent).toMatch(/^Rideau booked an appointment for Luna: Dec 2, 2026/);

    await user.click(declined);
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/api/notifications/read', body: { ids: [9] } }]));
    // A read one is not marked again.
    await user.click(within(rows[1]!).getByRole('link'));
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('marks all as read, and shows older ones a page at a time', async () => {
    const { sent } = stubFetch(({ method, url }) => {
      if (url === '/api/notifications') return { body: { items: [notification()], unread: 1, next_before: 9 } };
      if (url === '/api/notifications?before=9') return { body: { items: [notification({ id: 4, data: { patient: 'Pepper', hospital: 'Rideau', reason: 'outside_services' } })], unread: 1, next_before: null } };
      if (method === 'POST') return { body: { count: 0 } };
      return undefined;
    });
    const { user } = renderInApp(<NotificationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Rideau declined the referral for Pepper: Outside the services we offer')).toBeTruthy();
    expect(screen.getAllByTestId('notification')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST' && JSON.stringify(r.body) === '{"all":true}')).toBe(true));
  });

  it('says when there is nothing yet, and when the list cannot load (with a retry)', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 500, body: { message: 'Internal Server Error' } } : { body: { items: [], unread: 0, next_before: null } }));
    const { user } = renderInApp(<NotificationsPage />);
    expect(await screen.findByText('We could not load your notifications.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
