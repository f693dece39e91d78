import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import type { CurrentUser } from '@shared/contracts/auth';
import type { ReferralList } from '@shared/contracts/referrals';
import { NavLinks } from '@web/app/layout/nav-links';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { CLINIC_USER, VET_USER, summary } from '../test-fixtures';
import { ReferralsPage } from './referrals-page';

const NO_COUNTS = { action: 0, open: 0, closed: 0, all: 0 };

function renderList(user: CurrentUser, list: (url: URL) => ReferralList, route = '/referrals') {
  const stub = stubFetch(({ url }) => {
    if (url === '/api/user') return { body: user };
    if (url.startsWith('/api/referrals?')) return { body: list(new URL(url, 'http://x')) };
    if (url.startsWith('/api/messages')) return { body: { unread: 0 } };
    if (url === '/api/clinic/referral-assignees') return { body: { items: [{ id: CLINIC_USER.id, name: 'Olive Owner' }, { id: 77, name: 'Morgan Member' }] } };
    if (url === '/api/clinic-specialties') return { body: [{ clinic_id: 3, specialty_id: 4, specialty: { id: 4, name: 'Cardiology', name_fr: 'Cardiologie', display_order: 1, is_active: true }, wait_time: null, accepting_emergency: false, notes: null, last_updated: '2026-11-01T00:00:00.000Z' }] };
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
    renderList(VET_USER, () => ({ items, unopened: 0, counts: NO_COUNTS, next_cursor: null }));
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
    const app = renderList(VET_USER, () => ({ items: flagged, unopened: 0, counts: NO_COUNTS, next_cursor: null }));
    const rows = await screen.findAllByTestId('referral-row');
    expect(within(rows[0]!).getByTestId('no-response').textContent).toBe('No response yet');
    expect(within(rows[1]!).queryByTestId('no-response')).toBeNull();
    app.unmount();
    renderList(CLINIC_USER, () => ({ items: flagged, unopened: 0, counts: NO_COUNTS, next_cursor: null }));
    await screen.findAllByTestId('referral-row');
    expect(screen.queryByTestId('no-response')).toBeNull();
  });

  it('filters by status and searches by patient or owner, through the query', async () => {
    const app = renderList(VET_USER, (url) => ({ items: url.searchParams.get('q') === 'tremblay' ? [items[1]!] : items, unopened: 0, counts: NO_COUNTS, next_cursor: null }));
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
    const app = renderList(VET_USER, (url) => ({ items: url.searchParams.has('status') ? [] : items, unopened: 0, counts: NO_COUNTS, next_cursor: null }), '/referrals?status=declined');
    expect(await screen.findByText('No referrals match these filters')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('referral-row')).toHaveLength(2);
  });

  it('shows an empty list and a failed load with a retry', async () => {
    let fail = true;
    const app = renderList(VET_USER, () => {
      if (fail) throw new Error('down');
      return { items: [], unopened: 0, counts: NO_COUNTS, next_cursor: null };
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
      if (cursor === null) return { items: first, unopened: 0, counts: NO_COUNTS, next_cursor: 'page-2' };
      // Rescheduled between the two pages, the first page's last referral comes again: shown once.
      if (cursor === 'page-2') return { items: [first[49]!, summary({ id: 10, patient_name: 'Last one' })], unopened: 0, counts: NO_COUNTS, next_cursor: null };
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
      return { items: [summary({ id: 3 })], unopened: 0, counts: NO_COUNTS, next_cursor: 'page-2' };
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
      counts: NO_COUNTS,
      next_cursor: null,
    }));
    const rows = await screen.findAllByTestId('referral-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Referrals received' })).toBeTruthy();
    expect(app.asked()).toEqual(['?box=received&view=action']);
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

describe('Referral work queue (clinic, issue 59)', () => {
  afterEach(() => void setLanguage('en-CA'));
  const HOUR = 3_600_000;
  const queue = () => [
    summary({ id: 7, status: 'received', urgency: 'emergency', patient_name: 'Rex', specialty: { id: 4, name: 'Cardiology', name_fr: 'Cardiologie' }, due: { target: 'decide', due_at: new Date(Date.now() + 3 * HOUR + 60_000).toISOString(), overdue: false } }),
    summary({ id: 6, status: 'submitted', patient_name: 'Milo', assignee: { id: 77, name: 'Morgan Member' }, due: { target: 'acknowledge', due_at: new Date(Date.now() - 26 * HOUR).toISOString(), overdue: true } }),
    summary({ id: 5, status: 'accepted', patient_name: 'Pixel' }),
  ];
  const counts = { action: 3, open: 5, closed: 2, all: 7 };

  it('opens on what needs action, with a count per view; an emergency is set apart, each row says its specialty, assignee and due time', async () => {
    const app = renderList(CLINIC_USER, () => ({ items: queue(), unopened: 0, counts, next_cursor: null }));
    const rows = await screen.findAllByTestId('referral-row');
    expect(app.asked()).toEqual(['?box=received&view=action']);
    expect(screen.getByTestId('view-action').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Needs action, 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Closed, 2' })).toBeTruthy();
    expect(rows[0]!.getAttribute('data-emergency')).toBe('true');
    expect(within(rows[0]!).getByText('Emergency')).toBeTruthy();
    expect(rows[1]!.getAttribute('data-emergency')).toBeNull();
    expect(within(rows[0]!).getByTestId('queue-line').textContent).toContain('Cardiology');
    expect(within(rows[0]!).getByTestId('row-due').textContent).toBe('Due in 3 hours to decide');
    expect(within(rows[1]!).getByTestId('row-due').textContent).toBe('Overdue 1 day to acknowledge');
    expect(within(rows[1]!).getByTestId('row-assignee').textContent).toBe('Assigned to Morgan Member');
    expect(within(rows[0]!).getByTestId('row-assignee').textContent).toBe('Not assigned');
    expect(within(rows[2]!).queryByTestId('row-due')).toBeNull();
  });

  it('switches views and filters Mine and Unassigned through the address and the query', async () => {
    const app = renderList(CLINIC_USER, (url) => ({ items: url.searchParams.get('assignee') === 'me' ? [] : queue(), unopened: 0, counts, next_cursor: null }));
    await screen.findAllByTestId('referral-row');
    await app.user.click(screen.getByRole('button', { name: 'Closed, 2' }));
    await waitFor(() => expect(app.asked()).toContain('?box=received&view=closed'));
    await app.user.click(screen.getByRole('button', { name: 'Needs action, 3' }));
    await app.user.click(screen.getByLabelText('Assigned to'));
    await app.user.click(screen.getByRole('option', { name: 'Mine' }));
    await waitFor(() => expect(app.asked()).toContain('?box=received&view=action&assignee=me'));
    expect(await screen.findByText('No referrals match these filters')).toBeTruthy();
    await app.user.click(screen.getByLabelText('Assigned to'));
    expect(screen.getByRole('option', { name: 'Morgan Member' })).toBeTruthy();
    await app.user.click(screen.getByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(app.asked()).toContain('?box=received&view=action&assignee=none'));
    await app.user.click(screen.getByLabelText('Urgency'));
    await app.user.click(screen.getByRole('option', { name: 'Emergency' }));
    await waitFor(() => expect(app.asked()).toContain('?box=received&view=action&urgency=emergency&assignee=none'));
  });

  it('reads a view and filters from the address, and says when nothing needs action', async () => {
    const app = renderList(CLINIC_USER, () => ({ items: [], unopened: 0, counts: NO_COUNTS, next_cursor: null }), '/referrals?view=open&specialty=4');
    expect(await screen.findByText('No referrals match these filters')).toBeTruthy();
    expect(app.asked()).toEqual(['?box=received&view=open&specialty_id=4']);
    app.unmount();
    renderList(CLINIC_USER, () => ({ items: [], unopened: 0, counts: NO_COUNTS, next_cursor: null }));
    expect(await screen.findByText('Nothing needs your action')).toBeTruthy();
  });

  it('speaks French: views, due and overdue times', async () => {
    await setLanguage('fr-CA');
    renderList(CLINIC_USER, () => ({ items: queue(), unopened: 0, counts, next_cursor: null }));
    const rows = await screen.findAllByTestId('referral-row');
    expect(screen.getByRole('button', { name: 'À traiter, 3' })).toBeTruthy();
    // Intl puts its own spaces (non-breaking in French) between number and unit.
    const text = (row: HTMLElement) => within(row).getByTestId('row-due').textContent!.replace(/\s/g, ' ');
    expect(text(rows[0]!)).toBe('Échéance dans 3 heures pour la décision');
    expect(text(rows[1]!)).toBe('En retard de 1 jour pour l’accusé de réception');
    expect(within(rows[1]!).getByTestId('row-assignee').textContent).toBe('Confiée à Morgan Member');
    expect(within(rows[0]!).getByTestId('queue-line').textContent).toContain('Cardiologie');
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
