import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Incident } from '@shared/contracts/incidents';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { IncidentsTab } from './incidents-tab';

const stored: Incident = {
  id: 4,
  occurred_on: '2026-10-30',
  known_on: '2026-11-02',
  description: 'A letter went to the wrong hospital.',
  data_concerned: 'Owner name and phone',
  people_concerned: 'One owner',
  people_count: 1,
  serious_risk: true,
  commission_notified_on: '2026-11-03',
  persons_notified_on: null,
  measures: null,
  created_by: 'Admin',
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  keep_until: '2031-11-02',
};

describe('IncidentsTab', () => {
  it('lists the register with its notices and offers the CSV export', async () => {
    stubFetch((r) => (r.url === '/api/admin/incidents' ? { body: { items: [stored] } } : undefined));
    renderInApp(<IncidentsTab />);
    const row = await screen.findByTestId('incident-row');
    expect(row.textContent).toContain('A letter went to the wrong hospital.');
    expect(row.textContent).toContain('Commission: 2026-11-03');
    expect(row.textContent).toContain('People concerned: —');
    expect(row.textContent).toContain('2031-11-02');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/incidents.csv');
  });

  it('records an incident with the shared schema’s messages, then sends it', async () => {
    const { sent } = stubFetch((r) => (r.method === 'GET' ? { body: { items: [] } } : { status: 201, body: stored }));
    const app = renderInApp(<IncidentsTab />);
    await screen.findByText('No incident has been recorded.');
    await app.user.click(screen.getByRole('button', { name: 'Record an incident' }));
    const dialog = screen.getByRole('dialog', { name: 'Record an incident' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Describe what happened')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    const type = async (label: string, text: string) => app.user.type(within(dialog).getByLabelText(label), text);
    await type('Date of the incident *', '2026-10-30');
    await type('Date you learned of it *', '2026-11-02');
    await type('What happened *', 'A letter went to the wrong hospital.');
    await type('Personal information concerned *', 'Owner name and phone');
    await type('People concerned *', 'One owner');
    await app.user.click(within(dialog).getByLabelText('There is a risk of serious injury'));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/incidents',
      body: {
        occurred_on: '2026-10-30',
        known_on: '2026-11-02',
        description: 'A letter went to the wrong hospital.',
        data_concerned: 'Owner name and phone',
        people_concerned: 'One owner',
        people_count: null,
        serious_risk: true,
        commission_notified_on: null,
        persons_notified_on: null,
        measures: null,
      },
    });
  });

  it('sends only the fields an edit changed', async () => {
    const { sent } = stubFetch((r) => (r.method === 'GET' ? { body: { items: [stored] } } : { body: { ...stored, persons_notified_on: '2026-11-05' } }));
    const app = renderInApp(<IncidentsTab />);
    await app.user.click(await screen.findByRole('button', { name: 'Edit the incident known on 2026-11-02' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the incident' });
    await app.user.type(within(dialog).getByLabelText('People concerned notified on'), '2026-11-05');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'PATCH')).toEqual({ method: 'PATCH', url: '/api/admin/incidents/4', body: { persons_notified_on: '2026-11-05' } });
  });
});
