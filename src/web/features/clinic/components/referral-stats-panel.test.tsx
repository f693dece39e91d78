import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClinicReferralStats } from '@shared/contracts/referral-stats';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { ReferralStatsPanel } from './referral-stats-panel';

const stats: ClinicReferralStats = {
  measured: { first_response: { median_days: 1.5, referrals: 20 }, to_accept: { median_days: 3, referrals: 12 }, to_appointment: null },
  open_by_status: { submitted: 3, booked: 2 },
};

describe('ReferralStatsPanel', () => {
  it('shows the clinic’s medians, says when too few referrals count, and links each open status to the filtered list', async () => {
    stubFetch((r) => (r.url === '/api/clinic/referral-stats' ? { body: stats } : undefined));
    renderInApp(<ReferralStatsPanel />);
    expect(await screen.findByText('2 days (20 referrals)')).toBeTruthy();
    expect(screen.getByText('3 days (12 referrals)')).toBeTruthy();
    expect(screen.getByText('Not enough referrals yet (fewer than 5)')).toBeTruthy();
    // The open view holds every status not closed (issue 59): its links filter that view.
    expect(screen.getByRole('link', { name: /Submitted\s*3/ }).getAttribute('href')).toBe('/referrals?view=open&status=submitted');
    expect(screen.getByRole('link', { name: /Booked\s*2/ }).getAttribute('href')).toBe('/referrals?view=open&status=booked');
    expect(screen.queryByRole('link', { name: /Accepted/ })).toBeNull();
  });

  it('counts each view of the work queue as its tabs do, each linking to that view', async () => {
    const counts = { action: 4, open: 5, closed: 12, all: 17 };
    const { sent } = stubFetch((r) => (r.url === '/api/clinic/referral-stats' ? { body: stats } : r.url.startsWith('/api/referrals?') ? { body: { items: [], unopened: 0, counts, next_cursor: null } } : undefined));
    renderInApp(<ReferralStatsPanel />);
    await waitFor(() => expect(screen.getByTestId('queue-count-action').textContent).toBe('4'));
    expect(screen.getByTestId('queue-count-closed').textContent).toBe('12');
    expect(screen.getByRole('link', { name: /Needs action\s*4/ }).getAttribute('href')).toBe('/referrals');
    expect(screen.getByRole('link', { name: /Closed\s*12/ }).getAttribute('href')).toBe('/referrals?view=closed');
    expect(sent.filter((r) => r.url.startsWith('/api/referrals')).map((r) => r.url)).toEqual(['/api/referrals?box=received&view=action']);
  });

  it('says when nothing is open, and offers a retry when the numbers fail to load', async () => {
    stubFetch(() => ({ body: { ...stats, open_by_status: {} } }));
    const { unmount } = renderInApp(<ReferralStatsPanel />);
    expect(await screen.findByText('No open referrals.')).toBeTruthy();
    unmount();
    stubFetch(() => ({ status: 500, body: { message: 'Internal error', code: 'INTERNAL' } }));
    renderInApp(<ReferralStatsPanel />);
    await waitFor(() => expect(screen.getByText('Failed to load your referral numbers')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
