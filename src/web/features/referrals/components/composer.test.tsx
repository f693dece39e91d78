import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Referral } from '@shared/contracts/referrals';
import { type SentRequest, renderRoutes, stubFetch } from '@web/lib/testing/render';
import { ReferralComposerPage } from '../pages/referral-composer-page';
import { HOSPITAL, VET_PROFILE, VET_USER, referral } from '../test-fixtures';

/**
 * The composer page at `route`, against a stub server: the draft `saved` (a PATCH merges what it is
 * sent, a POST makes draft 41), the hospital, the vet's profile. `answer` can override any request.
 */
function renderComposer(route: string, { draft = referral(), answer }: { draft?: Referral; answer?: (r: SentRequest) => { status?: number; body?: unknown } | undefined } = {}) {
  let saved = draft;
  const merge = (body: Record<string, unknown>) => {
    const next = { ...saved } as Record<string, unknown>;
    for (const [k, v] of Object.entries(body)) next[k] = v && typeof v === 'object' && !Array.isArray(v) ? { ...(saved as never as Record<string, object>)[k], ...v } : v;
    saved = next as never as Referral;
    const consent = saved.owner.consent;
    saved = { ...saved, missing: consent ? [] : ['owner.consent'] };
    return saved;
  };
  const stub = stubFetch((request) => {
    const custom = answer?.(request);
    if (custom) return custom;
    const { method, url, body } = request;
    if (url === '/api/user') return { body: VET_USER };
    if (url === '/api/vets/profile') return { body: VET_PROFILE };
    if (url === `/api/hospitals/${HOSPITAL.clinic.id}`) return { body: HOSPITAL };
    if (method === 'GET' && url === `/api/referrals/${saved.id}`) return { body: saved };
    if (method === 'PATCH') return { body: merge(body as Record<string, unknown>) };
    if (method === 'POST' && url === '/api/referrals') {
      saved = referral({ urgency: null, reason: null, type: null, specialty: null, missing: ['urgency', 'reason'] });
      return { status: 201, body: merge(body as Record<string, unknown>) };
    }
    if (method === 'POST' && url.endsWith('/status')) return { body: { ...saved, status: 'submitted' } };
    return undefined;
  });
  const app = renderRoutes(
    <>
      <Route path="/referrals/new" element={<ReferralComposerPage />} />
      <Route path="/referrals/:id/edit" element={<ReferralComposerPage />} />
      <Route path="/referrals/:id" element={<p>referral page</p>} />
      <Route path="/referrals" element={<p>referral list</p>} />
    </>,
    route,
  );
  return { ...app, ...stub };
}

const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');

describe('Referral composer', () => {
  it('lists what submitting still needs, and enables Submit once the consent is saved', async () => {
    const app = renderComposer('/referrals/41/edit');
    const checklist = await screen.findByTestId('checklist');
    expect(within(checklist).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['The owner’s consent to share the records']);
    const submit = screen.getByRole('button', { name: 'Submit referral' });
    expect(submit).toHaveProperty('disabled', true);

    // An item takes the vet to its field.
    await app.user.click(within(checklist).getByRole('button', { name: 'The owner’s consent to share the records' }));
    const consent = screen.getByRole('checkbox', { name: /The owner agreed to share these records with the hospital/ });
    expect(document.activeElement).toBe(consent);

    await app.user.click(consent);
    expect(within(checklist).queryAllByRole('listitem')).toEqual([]);
    // Checked but not saved yet: still disabled.
    expect(submit).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'));
    expect(submit).toHaveProperty('disabled', false);

    await app.user.click(submit);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/referrals/41'));
    expect(writes(app.sent)).toEqual([
      { method: 'PATCH', url: '/api/referrals/41', body: { owner: { consent: true } } },
      { method: 'POST', url: '/api/referrals/41/status', body: { status: 'submitted' } },
    ]);
  });

  it('autosaves after a pause with only the fields that changed, nested field by field', async () => {
    const app = renderComposer('/referrals/41/edit');
    await app.user.type(await screen.findByLabelText('Breed'), 'Labrador');
    await app.user.clear(screen.getByLabelText('Owner phone *'));
    await app.user.type(screen.getByLabelText('Owner phone *'), '819-555-0111');
    // Nothing is sent while typing goes on.
    expect(writes(app.sent)).toEqual([]);
    await waitFor(() => expect(writes(app.sent)).toHaveLength(1));
    expect(writes(app.sent)[0]).toEqual({ method: 'PATCH', url: '/api/referrals/41', body: { patient: { breed: 'Labrador' }, owner: { phone: '819-555-0111' } } });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'));

    // The next change sends that field alone; a medication row is one field, sent whole.
    await app.user.type(screen.getByLabelText('Dose'), ' once');
    await waitFor(() => expect(writes(app.sent)).toHaveLength(2));
    expect(writes(app.sent)[1]!.body).toEqual({ clinical: { medications: [{ name: 'Pimobendan', dose: '5 mg once', frequency: 'BID' }] } });
  });

  it('keeps a field the schema refuses unsaved, with its message, and saves the rest', async () => {
    const app = renderComposer('/referrals/41/edit');
    await app.user.type(await screen.findByLabelText('Owner e-mail'), 'not-an-address');
    await app.user.type(screen.getByLabelText('Breed'), 'Beagle');
    await waitFor(() => expect(writes(app.sent)).toHaveLength(1));
    expect(writes(app.sent)[0]!.body).toEqual({ patient: { breed: 'Beagle' } });
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Not saved: correct the highlighted fields'));
  });

  it('says a failed save, and Retry sends it again', async () => {
    let fail = true;
    const app = renderComposer('/referrals/41/edit', {
      answer: ({ method }) => (method === 'PATCH' && fail ? { status: 500, body: { message: 'Internal Server Error' } } : undefined),
    });
    await app.user.type(await screen.findByLabelText('Breed'), 'Boxer');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Not saved'));
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'));
    expect(writes(app.sent).map((r) => r.body)).toEqual([{ patient: { breed: 'Boxer' } }, { patient: { breed: 'Boxer' } }]);
  });

  it('creates the draft on the first change, with the vet’s profile and the specialty, then moves to its address and keeps the form', async () => {
    const app = renderComposer('/referrals/new?hospital=3&specialty=4');
    const name = await screen.findByLabelText('Patient name *');
    expect((screen.getByLabelText('Licence number *') as HTMLInputElement).value).toBe('ON-1234');
    // Opening the page creates nothing.
    await new Promise((r) => setTimeout(r, 1300));
    expect(writes(app.sent)).toEqual([]);
    expect(screen.getByTestId('save-status').textContent).toMatch(/^Not saved yet/);

    await app.user.type(name, 'Pepper');
    await waitFor(() => expect(writes(app.sent)).toHaveLength(1));
    expect(writes(app.sent)[0]).toEqual({
      method: 'POST',
      url: '/api/referrals',
      body: {
        clinic_id: 3,
        specialty_id: 4,
        patient: { name: 'Pepper' },
        vet: { name: 'Dr. Jane Smith', clinic: 'Glebe Animal Clinic', phone: '613-555-0142', email: 'jane@glebe.example.ca', license: 'ON-1234', license_province: 'Ontario' },
      },
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/referrals/41/edit'));
    // Same page, same form: what was typed stays, and the next change is a PATCH of that field.
    expect((screen.getByLabelText('Patient name *') as HTMLInputElement).value).toBe('Pepper');
    await app.user.type(screen.getByLabelText('Patient name *'), ' Jr');
    await waitFor(() => expect(writes(app.sent)).toHaveLength(2));
    expect(writes(app.sent)[1]).toEqual({ method: 'PATCH', url: '/api/referrals/41', body: { patient: { name: 'Pepper Jr' } } });
  });

  it('for an emergency, tells the vet to phone the hospital first, with its number', async () => {
    const app = renderComposer('/referrals/41/edit');
    await screen.findByTestId('checklist');
    expect(screen.queryByTestId('emergency-notice')).toBeNull();
    await app.user.click(screen.getByRole('radio', { name: 'Emergency' }));
    const notice = screen.getByTestId('emergency-notice');
    expect(notice.textContent).toContain('Phone the hospital first');
    expect(within(notice).getByRole('link', { name: 'Call 613-555-0100' }).getAttribute('href')).toBe('tel:6135550100');
    await app.user.click(screen.getByRole('radio', { name: 'Routine' }));
    expect(screen.queryByTestId('emergency-notice')).toBeNull();
  });

  it('deletes the draft after confirmation', async () => {
    const app = renderComposer('/referrals/41/edit', { answer: ({ method }) => (method === 'DELETE' ? { status: 204 } : undefined) });
    await app.user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this draft?' });
    expect(writes(app.sent)).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/referrals'));
    expect(writes(app.sent)).toEqual([{ method: 'DELETE', url: '/api/referrals/41', body: undefined }]);
  });
});
