import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Referral } from '@shared/contracts/referrals';
import { type SentRequest, renderInApp, stubFetch } from '@web/lib/testing/render';
import { CLINIC_USER, VET_USER, referral } from '../test-fixtures';
import { ReferralPage } from './referral-page';

function renderReferral(user: CurrentUser, r: Referral | null, answer?: (request: SentRequest) => { status?: number; body?: unknown } | undefined) {
  const stub = stubFetch((request) => {
    const custom = answer?.(request);
    if (custom) return custom;
    if (request.url === '/api/user') return { body: user };
    if (request.method === 'GET' && request.url === '/api/referrals/41')
      return r ? { body: r } : { status: 404, body: { message: 'Referral not found.', code: 'REFERRAL_NOT_FOUND' } };
    if (request.method === 'POST' && request.url === '/api/referrals/41/status' && r) return { body: { ...r, status: (request.body as { status: string }).status } };
    return undefined;
  });
  const app = renderInApp(
    <Routes>
      <Route path="/referrals/:id" element={<ReferralPage />} />
      <Route path="/referrals/:id/edit" element={<p>composer</p>} />
    </Routes>,
    { route: '/referrals/41' },
  );
  return { ...app, ...stub, posts: () => stub.sent.filter((s) => s.method === 'POST') };
}

const actionNames = async () => {
  const card = (await screen.findByRole('heading', { name: 'Next steps' })).closest('div')!.parentElement!;
  return within(card)
    .queryAllByRole('button')
    .concat(within(card).queryAllByRole('link'))
    .map((b) => b.textContent);
};

const submitted = (over: Partial<Referral> = {}) => referral({ owner: { ...referral().owner, consent: true }, missing: [], submitted_at: '2026-11-20T15:00:00.000Z', ...over });

describe('Referral page: the actions each party may take at each status', () => {
  it.each([
    ['clinic', 'received', ['Accept', 'Decline', 'Request information']],
    ['vet', 'received', ['Cancel referral']],
    ['vet', 'info_requested', ['Answer the request', 'Cancel referral']],
    // Waiting for information, the hospital may still decide (decision 155).
    ['clinic', 'info_requested', ['Accept', 'Decline']],
    ['clinic', 'accepted', ['Book appointment', 'Complete with report']],
    ['clinic', 'booked', ['Reschedule', 'Complete with report']],
    ['vet', 'booked', ['Cancel referral']],
    ['vet', 'declined', ['Send to another hospital']],
    ['clinic', 'declined', []],
    ['vet', 'completed', []],
    ['vet', 'draft', ['Continue editing']],
  ] as const)('%s at %s: %j', async (party, status, expected) => {
    renderReferral(party === 'vet' ? VET_USER : CLINIC_USER, submitted({ status }));
    expect(await actionNames()).toEqual(expected);
  });

  it('declining needs a reason from the list, and sends it with the note', async () => {
    const app = renderReferral(CLINIC_USER, submitted({ status: 'received' }));
    await app.user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the referral' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(app.posts()).toEqual([]);

    await app.user.click(within(dialog).getByLabelText('Reason *'));
    await app.user.click(screen.getByRole('option', { name: 'No capacity at this time' }));
    await app.user.type(within(dialog).getByLabelText('Note for the referring veterinarian'), 'Try Ottawa Animal Emergency.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(app.posts()).toHaveLength(1));
    expect(app.posts()[0]!.body).toEqual({ status: 'declined', reason: 'no_capacity', note: 'Try Ottawa Animal Emergency.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByTestId('toast')).textContent).toContain('Referral updated');
  });

  it('an information request needs its note', async () => {
    const app = renderReferral(CLINIC_USER, submitted({ status: 'received' }));
    await app.user.click(await screen.findByRole('button', { name: 'Request information' }));
    const dialog = screen.getByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Request information' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    await app.user.type(within(dialog).getByLabelText('What do you need? *'), 'Latest bloodwork, please.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Request information' }));
    await waitFor(() => expect(app.posts()[0]?.body).toEqual({ status: 'info_requested', note: 'Latest bloodwork, please.' }));
  });

  it('the vet answers an information request with a note, back to received', async () => {
    const app = renderReferral(VET_USER, submitted({ status: 'info_requested' }));
    await app.user.click(await screen.findByRole('button', { name: 'Answer the request' }));
    await app.user.type(within(screen.getByRole('dialog')).getByLabelText('Your answer'), 'Bloodwork attached last week: normal.');
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Answer the request' }));
    await waitFor(() => expect(app.posts()[0]?.body).toEqual({ status: 'received', note: 'Bloodwork attached last week: normal.' }));
  });

  it('booking sends the local date and time; completing needs the report', async () => {
    const app = renderReferral(CLINIC_USER, submitted({ status: 'accepted' }));
    await app.user.click(await screen.findByRole('button', { name: 'Book appointment' }));
    const dialog = screen.getByRole('dialog');
    await app.user.type(within(dialog).getByLabelText('Appointment date and time *'), '2026-12-01T09:30');
    await app.user.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    await waitFor(() => expect(app.posts()[0]?.body).toEqual({ status: 'booked', appointment_at: '2026-12-01T09:30' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('completing before the booked appointment', () => {
    afterEach(() => setLanguage('en-CA'));
    const ahead = `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T10:30`;
    const complete = async (r: Referral, names = { button: 'Complete with report', label: 'Report *' }) => {
      const app = renderReferral(CLINIC_USER, r);
      await app.user.click(await screen.findByRole('button', { name: names.button }));
      const dialog = screen.getByRole('dialog');
      await app.user.type(within(dialog).getByLabelText(names.label), 'Seen early at the owner’s request.');
      await app.user.click(within(dialog).getByRole('button', { name: names.button }));
      return app;
    };

    it('asks first, saying when the appointment is, and sends only once confirmed', async () => {
      const app = await complete(submitted({ status: 'booked', appointment_at: ahead }));
      const ask = await screen.findByRole('alertdialog', { name: 'The appointment has not happened yet' });
      expect(ask.textContent).toMatch(/The appointment is on .+ 10:30 a\.m\. ET .*— complete now\?/);
      expect(app.posts()).toEqual([]);
      await app.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
      expect(app.posts()).toEqual([]);
      await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete with report' }));
      await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete now' }));
      await waitFor(() => expect(app.posts().map((p) => p.body)).toEqual([{ status: 'completed', report: 'Seen early at the owner’s request.' }]));
    });

    it('asks in French too', async () => {
      await setLanguage('fr-CA');
      await complete(submitted({ status: 'booked', appointment_at: ahead }), { button: 'Terminer avec un rapport', label: 'Rapport *' });
      const ask = await screen.findByRole('alertdialog', { name: 'Le rendez-vous n’a pas encore eu lieu' });
      expect(ask.textContent).toMatch(/Le rendez-vous est le .+ 10 h 30 HE .*— terminer maintenant\?/);
      expect(within(ask).getByRole('button', { name: 'Terminer maintenant' })).toBeTruthy();
    });

    it('does not ask once the appointment has passed', async () => {
      const app = await complete(submitted({ status: 'booked', appointment_at: '2026-11-25T09:30' }));
      await waitFor(() => expect(app.posts()).toHaveLength(1));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  // Security issue 56: the form asks what the server asks (appointmentInRange), and says it in the language shown.
  describe('an appointment before the referral was sent, or more than 2 years ahead', () => {
    afterEach(() => setLanguage('en-CA'));
    const book = async (at: string, names: { button: string; label: string }) => {
      const app = renderReferral(CLINIC_USER, submitted({ status: 'accepted' }));
      await app.user.click(await screen.findByRole('button', { name: names.button }));
      const dialog = screen.getByRole('dialog');
      await app.user.type(within(dialog).getByLabelText(names.label), at);
      await app.user.click(within(dialog).getByRole('button', { name: names.button }));
      return { app, dialog };
    };

    it('is refused in the form, in English', async () => {
      const farAhead = `${new Date(Date.now() + 3 * 366 * 86_400_000).toISOString().slice(0, 10)}T09:30`;
      for (const at of ['2026-11-01T09:30', farAhead]) {
        const { app, dialog } = await book(at, { button: 'Book appointment', label: 'Appointment date and time *' });
        expect(within(dialog).getByText('The appointment must be after the referral was sent and at most 2 years from now')).toBeTruthy();
        expect(app.posts()).toEqual([]);
        app.unmount();
      }
    });

    it('is refused in the form, in French', async () => {
      await setLanguage('fr-CA');
      const { app, dialog } = await book('2026-11-01T09:30', { button: 'Fixer un rendez-vous', label: 'Date et heure du rendez-vous *' });
      expect(within(dialog).getByText('Le rendez-vous doit être postérieur à l’envoi de la référence et au plus dans 2 ans')).toBeTruthy();
      expect(app.posts()).toEqual([]);
    });
  });

  it('a refusal because someone else acted first reloads the referral and says why', async () => {
    let version = submitted({ status: 'received' });
    const app = renderReferral(CLINIC_USER, null, (request) => {
      if (request.url === '/api/user') return { body: CLINIC_USER };
      if (request.method === 'GET') return { body: version };
      version = submitted({ status: 'accepted' });
      return { status: 409, body: { code: 'REFERRAL_CHANGED', message: 'Someone else changed this referral at the same time. Reload to see where it stands.' } };
    });
    await app.user.click(await screen.findByRole('button', { name: 'Accept' }));
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Someone else changed this referral');
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(async () => expect(await actionNames()).toEqual(['Book appointment', 'Complete with report']));
  });

  it('shows the details, the report and the timeline', async () => {
    renderReferral(
      VET_USER,
      submitted({
        status: 'completed',
        appointment_at: '2026-12-01T09:30',
        report: 'Echocardiogram: DCM confirmed.',
        timeline: [
          { id: 1, from: null, to: 'draft', actor: { id: 7, name: 'Dr. Jane Smith' }, reason: null, note: null, appointment_at: null, at: '2026-11-20T14:00:00.000Z' },
          { id: 2, from: 'accepted', to: 'booked', actor: { id: 20, name: 'Front Desk' }, reason: null, note: 'Bring the owner', appointment_at: '2026-12-01T09:30', at: '2026-11-21T14:00:00.000Z' },
        ],
      }),
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Biscuit · Dog');
    expect(screen.getByTestId('report-text').textContent).toBe('Echocardiogram: DCM confirmed.');
    const timeline = screen.getByTestId('timeline');
    expect(timeline.textContent).toContain('Accepted → Booked');
    expect(timeline.textContent).toContain('by Front Desk');
    expect(timeline.textContent).toContain('Note: Bring the owner');
    // Booked in the hospital's zone (Ontario), and in the reader's (this test runs in UTC) as well.
    expect(timeline.textContent).toMatch(/Appointment: Dec 1, 2026, 9:30 a\.m\. ET \(2:30 p\.m\. (UTC|GMT\+0)\)/);
    // An approximate age is an age, never a date of birth.
    expect(screen.getByText('Approximate age').nextElementSibling?.textContent).toBe('9 years');
    expect(screen.queryByText('Date of birth')).toBeNull();
    expect(screen.getByText('Pimobendan · 5 mg · BID')).toBeTruthy();
  });

  it('a declined referral goes to another hospital as a new draft, which the vet then edits', async () => {
    const app = renderReferral(VET_USER, submitted({ status: 'declined', decline_reason: 'no_capacity' }), (request) => {
      if (request.url.startsWith('/api/hospitals/search?'))
        return {
          body: [
            { id: 3, name: 'Rideau Veterinary Specialty Centre', city: 'Ottawa', province: 'Ontario' },
            { id: 8, name: 'Ottawa Animal Emergency', city: 'Ottawa', province: 'Ontario' },
          ],
        };
      if (request.url === '/api/referrals/41/redirect') return { status: 201, body: referral({ id: 42, redirected_from: 41 }) };
      return undefined;
    });
    expect(await screen.findByText('No capacity at this time')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Send to another hospital' }));
    const dialog = screen.getByRole('dialog', { name: 'Send to another hospital' });
    await app.user.type(within(dialog).getByLabelText('Hospital name'), 'ottawa');
    await app.user.click(within(dialog).getByRole('button', { name: 'Search' }));
    // The hospital that declined is not offered again.
    await within(dialog).findByRole('button', { name: 'Make a draft for Ottawa Animal Emergency' });
    expect(within(dialog).queryByRole('button', { name: /Rideau/ })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Make a draft for Ottawa Animal Emergency' }));
    expect(await screen.findByText('composer')).toBeTruthy();
    expect(app.posts()).toEqual([{ method: 'POST', url: '/api/referrals/41/redirect', body: { clinic_id: 8 } }]);
  });

  it('a referral that is not the viewer’s reads "Referral not found"', async () => {
    renderReferral(VET_USER, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral not found' })).toBeTruthy();
  });
});

describe('Referral page: who at the hospital opened it (issue 23)', () => {
  const log = {
    items: [
      { id: 9, name: 'Dr Amélie Roy', email: 'amelie@laurier.example.ca', what: 'letter', at: '2026-11-21T14:05:00.000Z' },
      { id: 7, name: 'desk@laurier.example.ca', email: 'desk@laurier.example.ca', what: 'detail', at: '2026-11-21T13:00:00.000Z' },
    ],
    total: 60,
  };
  const answer = (request: SentRequest) => (request.url === '/api/referrals/41/access-log' ? { body: log } : undefined);

  it('shows the referring vet each read, newest first, with the reader’s name and e-mail', async () => {
    renderReferral(VET_USER, submitted({ status: 'received' }), answer);
    const list = await screen.findByTestId('access-log');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Dr Amélie Royamelie@laurier\.example\.caDownloaded the letter · /),
      expect.stringMatching(/^desk@laurier\.example\.caOpened the referral · /),
    ]);
    expect(screen.getByText('The latest 2 of 60 reads.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Opened by' })).toBeTruthy();
  });

  it('says so when nobody has opened it, and is not shown to the hospital', async () => {
    renderReferral(VET_USER, submitted({ status: 'submitted' }), (r) => (r.url === '/api/referrals/41/access-log' ? { body: { items: [], total: 0 } } : undefined));
    expect(await screen.findByText('No one at the hospital has opened it yet.')).toBeTruthy();
  });

  it('is not on the hospital’s page', async () => {
    const app = renderReferral(CLINIC_USER, submitted({ status: 'received' }), answer);
    await screen.findByRole('heading', { name: 'Next steps' });
    expect(screen.queryByRole('heading', { name: 'Opened by' })).toBeNull();
    expect(app.sent.map((s) => s.url)).not.toContain('/api/referrals/41/access-log');
  });
});

describe('Referral page: who at the hospital works it (issue 59)', () => {
  afterEach(() => void setLanguage('en-CA'));
  const people = { items: [{ id: CLINIC_USER.id, name: 'Olive Owner' }, { id: 77, name: 'Morgan Member' }] };
  const assigned = (r: Referral, userId: number | null): Referral => {
    const person = people.items.find((p) => p.id === userId) ?? null;
    return { ...r, assignee: person, assignments: [...r.assignments, { id: r.assignments.length + 1, assignee: person, actor: { id: CLINIC_USER.id, name: 'Olive Owner' }, at: '2026-11-21T15:00:00.000Z' }] };
  };

  it('assigns from a select of the team, then shows the assignee in the header and the timeline', async () => {
    let current = submitted({ status: 'received' });
    const app = renderReferral(CLINIC_USER, current, (request) => {
      if (request.url === '/api/clinic/referral-assignees') return { body: people };
      if (request.method === 'GET' && request.url === '/api/referrals/41') return { body: current };
      if (request.method === 'POST' && request.url === '/api/referrals/41/assign') {
        current = assigned(current, (request.body as { user_id: number | null }).user_id);
        return { body: current };
      }
      return undefined;
    });
    const select = await screen.findByRole('combobox', { name: 'Assigned to' });
    expect(select.textContent).toBe('Nobody');
    expect(screen.queryByTestId('header-assignee')).toBeNull();
    await app.user.click(select);
    expect(screen.getByRole('option', { name: 'Olive Owner (me)' })).toBeTruthy();
    await app.user.click(screen.getByRole('option', { name: 'Morgan Member' }));
    await waitFor(() => expect(app.posts()).toEqual([{ method: 'POST', url: '/api/referrals/41/assign', body: { user_id: 77 } }]));
    expect((await screen.findByTestId('header-assignee')).textContent).toBe('Assigned to Morgan Member');
    expect((await screen.findByTestId('assignment-entry')).textContent).toContain('Assigned to Morgan Member by Olive Owner');
    expect(screen.getByRole('combobox', { name: 'Assigned to' }).textContent).toBe('Morgan Member');
  });

  it('shows the timeline entry in French, an unassignment too, and no select for the vet', async () => {
    await setLanguage('fr-CA');
    const r = assigned(assigned(submitted({ status: 'accepted' }), 77), null);
    renderReferral(VET_USER, r);
    const entries = await screen.findAllByTestId('assignment-entry');
    expect(entries.map((e) => e.firstElementChild!.nextElementSibling!.textContent)).toEqual(['Confiée à Morgan Member par Olive Owner', 'Attribution retirée par Olive Owner']);
    expect(screen.queryByRole('combobox', { name: 'Confiée à' })).toBeNull();
  });
});
