import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Clinic } from '@shared/contracts/hospitals';
import type { Team } from '@shared/contracts/team';
import { clinicFixture } from '@web/lib/testing/clinic';
import { renderInApp, type SentRequest, stubFetch } from '@web/lib/testing/render';
import { ClinicDashboardPage } from '../pages/clinic-dashboard-page';
import { TeamTab } from './team-tab';

const clinic: Clinic = clinicFixture({ id: 1, user_id: 3, phone: null, contact_email: 'referrals@rideau-vsc.example.ca' });

const team = (): Team => ({
  members: [
    { user_id: 3, username: 'rideau.specialty@example.ca', display_name: 'Rideau front desk', role: 'owner', joined_at: '2026-01-10T12:00:00.000Z' },
    { user_id: 8, username: 'sam.tech@example.ca', display_name: null, role: 'member', joined_at: '2026-02-02T12:00:00.000Z' },
  ],
  invitations: [{ id: 5, email: 'new.vet@example.ca', created_at: '2026-03-01T12:00:00.000Z', expires_at: '2026-03-08T12:00:00.000Z' }],
});

const user = (clinic_role: 'owner' | 'member'): CurrentUser => ({
  id: 3,
  username: 'rideau.specialty@example.ca',
  role: 'clinic',
  display_name: null,
  avatar_url: null,
  job_title: null,
  practice_type: null,
  clinic_role,
});

/** Answers the dashboard's requests: the user, the listing, empty lists, and the team. */
const dashboardAnswers =
  (clinicRole: 'owner' | 'member') =>
  ({ url }: SentRequest) => {
    if (url === '/api/user') return { body: user(clinicRole) };
    if (url === '/api/clinics/profile') return { body: clinic };
    if (url === '/api/clinic/team') return clinicRole === 'owner' ? { body: team() } : { status: 403, body: { code: 'TEAM_OWNER_ONLY', message: 'x' } };
    if (url === '/api/messages') return { body: { items: [], unread: 0 } };
    if (url === '/api/clinic/referral-stats') return { body: { measured: { to_accept: null, to_appointment: null, first_response: null }, open_by_status: {} } };
    return { body: [] };
  };

describe('Team tab on the clinic dashboard', () => {
  it('is offered to the owner, opened by ?tab=team, named apart from the public staff list, saying what members can do', async () => {
    stubFetch(dashboardAnswers('owner'));
    renderInApp(<ClinicDashboardPage />, { route: '/dashboard/clinic?tab=team' });
    const tab = await screen.findByRole('tab', { name: 'Team (sign-ins)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Public staff list' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Team (sign-ins)' });
    const intro = await within(panel).findByText(/^The people who sign in and act for your clinic\./);
    // Referrals included, and what only the owner does.
    for (const can of ['reads referrals', 'accepts or declines them', 'books appointments', 'completes them with a report', 'answers messages', 'Only you, the owner, can invite or remove members.'])
      expect(intro.textContent).toContain(can);
    expect(await within(panel).findByText('sam.tech@example.ca')).toBeTruthy();
  });

  it('is not offered to a member, and ?tab=team opens the first tab instead; Messages is there for them', async () => {
    const { sent } = stubFetch(dashboardAnswers('member'));
    renderInApp(<ClinicDashboardPage />, { route: '/dashboard/clinic?tab=team' });
    expect((await screen.findByRole('tab', { name: 'Specialties' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Team (sign-ins)' })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.some((r) => r.url === '/api/clinic/team')).toBe(false);
  });
});

describe('TeamTab (the owner)', () => {
  it('lists the members, the owner marked and not removable, and the pending invitation with its expiry', async () => {
    stubFetch(() => ({ body: team() }));
    renderInApp(<TeamTab />);
    const members = await screen.findByRole('list', { name: 'Members' });
    const [owner, member] = within(members).getAllByTestId('team-member');
    expect(within(owner!).getByText('Owner')).toBeTruthy();
    expect(within(owner!).queryByRole('button')).toBeNull();
    expect(within(member!).getByRole('button', { name: 'Remove sam.tech@example.ca from your team' })).toBeTruthy();
    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByText('new.vet@example.ca')).toBeTruthy();
    expect(within(pending).getByText('Expires Mar 8, 2026')).toBeTruthy();
  });

  it('invites with the shared schema: an invalid address is refused on the spot, a valid one is sent, toasted and cleared', async () => {
    const current = team();
    const { sent } = stubFetch(({ method, body }) => {
      if (method === 'POST') {
        const invitation = { id: 6, email: (body as { email: string }).email, created_at: '2026-03-02T12:00:00.000Z', expires_at: '2026-03-09T12:00:00.000Z' };
        current.invitations.push(invitation);
        return { status: 201, body: invitation };
      }
      return { body: current };
    });
    const app = renderInApp(<TeamTab />);
    await screen.findByRole('list', { name: 'Members' });
    const email = screen.getByLabelText('Colleague’s email') as HTMLInputElement;
    await app.user.type(email, 'not-an-address');
    await app.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    await app.user.clear(email);
    await app.user.type(email, '  Dr.Lee@Example.ca ');
    await app.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/api/clinic/team/invitations', body: { email: 'dr.lee@example.ca' } }]));
    expect((await screen.findByTestId('toast')).textContent).toContain('Invitation sent to dr.lee@example.ca');
    await waitFor(() => expect(email.value).toBe(''));
    expect(await within(screen.getByRole('list', { name: 'Pending invitations' })).findByText('dr.lee@example.ca')).toBeTruthy();
  });

  it('a refused invitation is toasted with the reason and keeps the address', async () => {
    stubFetch(({ method }) =>
      method === 'POST' ? { status: 409, body: { code: 'ALREADY_MEMBER', message: 'This person is already on your team.' } } : { body: team() },
    );
    const app = renderInApp(<TeamTab />);
    await screen.findByRole('list', { name: 'Members' });
    await app.user.type(screen.getByLabelText('Colleague’s email'), 'sam.tech@example.ca');
    await app.user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Failed to send invitation');
    expect(toast.textContent).toContain('This person is already on your team.');
    expect((screen.getByLabelText('Colleague’s email') as HTMLInputElement).value).toBe('sam.tech@example.ca');
  });

  it('revokes a pending invitation', async () => {
    const current = team();
    const { sent } = stubFetch(({ method }) => {
      if (method === 'DELETE') {
        current.invitations = [];
        return { status: 204 };
      }
      return { body: current };
    });
    const app = renderInApp(<TeamTab />);
    await app.user.click(await screen.findByRole('button', { name: 'Revoke the invitation to new.vet@example.ca' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/clinic/team/invitations/5', body: undefined }]));
    expect((await screen.findByTestId('toast')).textContent).toContain('Invitation to new.vet@example.ca revoked');
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
  });

  it('removes a member only after the confirmation dialog', async () => {
    const current = team();
    const { sent } = stubFetch(({ method }) => {
      if (method === 'DELETE') {
        current.members = current.members.filter((m) => m.role === 'owner');
        return { status: 204 };
      }
      return { body: current };
    });
    const app = renderInApp(<TeamTab />);
    await app.user.click(await screen.findByRole('button', { name: 'Remove sam.tech@example.ca from your team' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove sam.tech@example.ca from your team?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Remove sam.tech@example.ca from your team' }));
    await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'DELETE')).toEqual([{ method: 'DELETE', url: '/api/clinic/team/8', body: undefined }]));
    expect((await screen.findByTestId('toast')).textContent).toContain('sam.tech@example.ca was removed from your team');
    await waitFor(() => expect(screen.queryByText('sam.tech@example.ca')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
