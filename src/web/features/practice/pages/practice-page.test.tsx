import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import type { PracticeTeam } from '@shared/contracts/practice';
import { renderRoutes, stubFetch } from '@web/lib/testing/render';
import { PracticePage } from './practice-page';

const user = (id: number, role: 'vet' | 'clinic' = 'vet'): CurrentUser => ({ id, username: `u${id}@example.ca`, role, display_name: null, avatar_url: null, job_title: null, practice_type: null, language: null });

const team = (role: 'owner' | 'member'): PracticeTeam => ({
  name: 'Glebe Animal Hospital',
  role,
  members: [
    { user_id: 1, username: 'olive@example.ca', display_name: 'Dr. Olive Owner', role: 'owner', joined_at: '2026-01-10T12:00:00.000Z' },
    { user_id: 2, username: 'cole@example.ca', display_name: 'Dr. Cole Colleague', role: 'member', joined_at: '2026-02-02T12:00:00.000Z' },
  ],
  invitations: role === 'owner' ? [{ id: 9, email: 'next@example.ca', created_at: '2026-03-01T12:00:00.000Z', expires_at: '2026-03-08T12:00:00.000Z' }] : [],
});

const render = (me: CurrentUser, practice: PracticeTeam) => {
  const fetched = stubFetch(({ url }) => (url === '/api/user' ? { body: me } : url === '/api/practice/team' ? { body: practice } : undefined));
  return { ...renderRoutes(<Route path="*" element={<PracticePage />} />, '/practice'), ...fetched };
};

describe('the practice team page (issue 59)', () => {
  it('shows the owner the members, what a member can do, the invitations and the controls', async () => {
    render(user(1), team('owner'));
    expect(await screen.findByText('Colleagues who sign in to VetReferral for Glebe Animal Hospital.')).toBeTruthy();
    expect(screen.getAllByTestId('practice-member').map((m) => m.textContent)).toEqual([expect.stringContaining('Dr. Olive Owner(you)Owner'), expect.stringContaining('Dr. Cole Colleague')]);
    expect(screen.getByText(/Answer the hospital’s questions/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Dr. Cole Colleague from the practice' })).toBeTruthy();
    expect(screen.getByTestId('practice-invitation').textContent).toContain('next@example.ca');
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeTruthy();
  });

  it('shows a member the team without the owner’s controls', async () => {
    render(user(2), team('member'));
    await waitFor(() => expect(screen.getAllByTestId('practice-member')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByText('Pending invitations')).toBeNull();
  });

  it('sends a clinic account to its own dashboard, asking the server nothing about a practice', async () => {
    const app = render(user(5, 'clinic'), team('owner'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/clinic'));
    expect(app.sent.some((r) => r.url === '/api/practice/team')).toBe(false);
  });
});
