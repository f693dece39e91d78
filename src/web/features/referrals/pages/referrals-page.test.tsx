import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import type { ReferralList } from '@shared/contracts/referrals';
import { NavLinks } from '@web/app/layout/nav-links';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { CLINIC_USER, VET_USER, summary } from '../test-fixtures';
import { ReferralsPage } from './referrals-page';

function renderList(user: CurrentUser, list: (url: URL) => ReferralList, route = '/referrals') {
  const stub = stubFetch(({ url }) => {
    if (url === '/api/user') return { body: user };
    if (url.startsWith('/api/referrals?')) return { body: list(new URL(url, 'http://x')) };
    if (url.startsWith('/api/messages')) return { body: { unread: 0 } };
    return undefined;
  });
  const app = renderInApp(
    <Routes>
      <Route path="/referrals" element={<ReferralsPage />} />
    </Routes>,
    { route },
  );
  const asked = () => stub.sent.filter((r) => r.url.startsWith('/api/referrals?')).map((r) => new URL(r.url, 'http://x').search);
  return { ...app, ...stub, asked };
}

describe('Referrals list (vet)', () => {
  const items = [
    summary({ id: 2, status: 'draft', patient_name: 'Pepper', submitted_at: null }),
    summary({ id: 1, status: 'accepted', patient_name: 'Biscuit', owner_name: 'Anne Tremblay' }),
  ];

  it('shows the vet’s referrals with status chips, drafts opening in the composer', async () => {
    renderList(VET_USER, () => ({ items, unopened: 0, next_cursor: null }));
    const rows = await screen.findAllByTestId('referral-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals' })).toBeTruthy();
    expect(rows.map((r) => within(r).getByTestId('status-chip').textContent)).toEqual(['Draft', 'Accepted']);
    expect(within(rows[0]!).getByRole('link', { name: /Pepper/ }).getAttribute('href')).toBe('/referrals/2/edit');
    expect(within(rows[1]!).getByRole('link', { name: /Biscuit/ }).getAttribute('href')).toBe('/referrals/1');
    expect(rows[1]!.textContent).toContain('To Rideau Veterinary Specialty Centre');
    expect(rows[1]!.textContent).toContain('Owner: Anne Tremblay');
  });

  it('flags a referral the hospital has not opened 2 business days after it was sent (the vet’s list only)', async () => {
    const flagged = [summary({ id: 3, no_response: true, patient_name: 'Rex' }), summary({ id: 1, status: 'received' })];
    const app = renderList(VET_USER, () => ({ items: flagged, unopened: 0, next_cursor: null }));
    const rows = await screen.findAllByTestId('referral-row');
    expect(within(rows[0]!).getByTestId('no-response').textContent).toBe('No response yet');
    expect(within(rows[1]!).queryByTestId('no-response')).toBeNull();
    app.unmount();
    renderList(CLINIC_USER, () => ({ items: flagged, unopened: 0, next_cursor: null }));
    await screen.findAllByTestId('referral-row');
    expect(screen.queryByTestId('no-response')).toBeNull();
  });

  it('filters by status and searches by patient or owner, through the query', async () => {
    const app = renderList(VET_USER, (url) => ({ items: url.searchParams.get('q') === 'tremblay' ? [items[1]!] : items, unopened: 0, next_cursor: null }));
    await screen.findAllByTestId('referral-row');
    expect(app.asked()).toEqual(['?box=sent']);

    await app.user.click(screen.getByLabelText('Status'));
    await app.user.click(screen.getByRole('option', { name: 'Information requested' }));
    await waitFor(() => expect(app.asked()).toContain('?box=sent&status=info_requested'));

    await app.user.type(screen.getByLabelText('Search by patient or owner'), 'tremblay');
    await waitFor(() => expect(app.asked()).toContain('?box=sent&status=info_requested&q=tremblay'));
    await waitFor(() => expect(screen.getAllByTestId('referral-row')).toHaveLength(1));
  });

  it('says so when nothing matches, and clears the filters', async () => {
    const app = renderList(VET_USER, (url) => ({ items: url.searchParams.has('status') ? [] : items, unopened: 0, next_cursor: null }), '/referrals?status=declined');
    expect(await screen.findByText('No referrals match these filters')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('referral-row')).toHaveLength(2);
  });

  it('shows an empty list and a failed load with a retry', async () => {
    let fail = true;
    const app = renderList(VET_USER, () => {
      if (fail) throw new Error('down');
      return { items: [], unopened: 0, next_cursor: null };
    });
    // A thrown answer is a network failure.
    expect(await screen.findByText('Referrals could not be loaded')).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No referrals yet')).toBeTruthy();
  });
});

describe('Referrals list, page after page', () => {
  it('shows 50 at a time and the next page on "Show more", by keyboard, each referral once', async () => {
    const first = Array.from({ length: 50 }, (_, i) => summary({ id: 200 - i, patient_name: `Pet ${200 - i}` }));
    const app = renderList(VET_USER, (url) => {
      const cursor = url.searchParams.get('cursor');
      if (cursor === null) return { items: first, unopened: 0, next_cursor: 'page-2' };
      // Rescheduled between the two pages, the first page's last referral comes again: shown once.
      if (cursor === 'page-2') return { items: [first[49]!, summary({ id: 10, patient_name: 'Last one' })], unopened: 0, next_cursor: null };
      throw new Error(`unexpected cursor ${cursor}`);
    });
    expect(await screen.findAllByTestId('referral-row')).toHaveLength(50);
    const more = screen.getByRole('button', { name: 'Show more referrals' });
    more.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('referral-row')).toHaveLength(51));
    expect(app.asked()).toEqual(['?box=sent', '?box=sent&cursor=page-2']);
    expect(screen.getAllByTestId('referral-row').at(-1)!.textContent).toContain('Last one');
    expect(screen.queryByRole('button', { name: 'Show more referrals' })).toBeNull();
  });

  it('keeps the rows shown when the next page fails, and says so', async () => {
    const app = renderList(VET_USER, (url) => {
      if (url.searchParams.has('cursor')) throw new Error('down');
      return { items: [summary({ id: 3 })], unopened: 0, next_cursor: 'page-2' };
    });
    await screen.findAllByTestId('referral-row');
    await app.user.click(screen.getByRole('button', { name: 'Show more referrals' }));
    expect((await screen.findByRole('alert')).textContent).toBe('More referrals could not be loaded. Try again.');
    expect(screen.getAllByTestId('referral-row')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show more referrals' })).toBeTruthy();
  });
});

describe('Referral inbox (clinic)', () => {
  it('marks the unopened ones and counts them; drafts are not a status to filter by', async () => {
    const app = renderList(CLINIC_USER, () => ({
      items: [summary({ id: 5, unopened: true, urgency: 'emergency', patient_name: 'Rex' }), summary({ id: 4, status: 'received' })],
      unopened: 1,
      next_cursor: null,
    }));
    const rows = await screen.findAllByTestId('referral-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals received' })).toBeTruthy();
    expect(app.asked()).toEqual(['?box=received']);
    expect(rows[0]!.getAttribute('data-unopened')).toBe('true');
    expect(within(rows[0]!).getByText('New')).toBeTruthy();
    expect(within(rows[0]!).getByText('Emergency')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('From Dr. Jane Smith');
    expect(rows[1]!.getAttribute('data-unopened')).toBeNull();
    expect(screen.getByTestId('unopened-count').textContent).toBe('1 not yet opened');

    await app.user.click(screen.getByLabelText('Status'));
    expect(screen.queryByRole('option', { name: 'Draft' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Submitted' })).toBeTruthy();
  });
});

describe('Referrals in the navigation', () => {
  it('gives a clinic user the entry with the unopened count, asked for submitted referrals only', async () => {
    const { sent } = stubFetch(({ url }) => {
      if (url.startsWith('/api/referrals?')) return { body: { items: [], unopened: 3 } };
      if (url.startsWith('/api/messages')) return { body: { unread: 0 } };
      return undefined;
    });
    renderInApp(<NavLinks user={CLINIC_USER} />);
    const link = await screen.findByRole('link', { name: 'Referrals, 3 not yet opened' });
    expect(link.getAttribute('href')).toBe('/referrals');
    expect(within(link).getByTestId('unopened-badge').textContent).toBe('3');
    expect(sent.filter((r) => r.url.startsWith('/api/referrals'))).toEqual([{ method: 'GET', url: '/api/referrals?box=received&status=submitted', body: undefined }]);
  });

  it('gives a vet the entry without a count, and asks nothing for it', async () => {
    const { sent } = stubFetch(() => undefined);
    renderInApp(<NavLinks user={VET_USER} />);
    expect((await screen.findByRole('link', { name: 'Referrals' })).getAttribute('href')).toBe('/referrals');
    expect(screen.queryByTestId('unopened-badge')).toBeNull();
    expect(sent.filter((r) => r.url.startsWith('/api/referrals'))).toEqual([]);
  });

  it('gives an admin no entry', () => {
    stubFetch(() => undefined);
    renderInApp(<NavLinks user={{ ...VET_USER, role: 'admin' }} />);
    expect(screen.queryByRole('link', { name: 'Referrals' })).toBeNull();
  });
});
