import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import type * as PatchSchema from '../lib/patch-schema';
import { ReferralComposerPage } from '../pages/referral-composer-page';
import { HOSPITAL, VET_USER, referral } from '../test-fixtures';

// The composer loads its schema with the first change (docs/decisions/134). Here the first load fails,
// as a lost connection would make it: nothing is sent, the indicator says so, and Retry loads it again.
const load = vi.hoisted(() => ({ fail: true }));
vi.mock('../lib/patch-schema', async (importOriginal) => {
  const real = await importOriginal<typeof PatchSchema>();
  return {
    get referralPatchBody() {
      if (load.fail) throw new Error('Failed to fetch dynamically imported module');
      return real.referralPatchBody;
    },
  };
});

describe('Referral composer, when its schema cannot be loaded', () => {
  it('sends nothing and says Not saved; Retry loads the schema and saves', async () => {
    const draft = referral();
    const stub = stubFetch(({ method, url, body }) => {
      if (url === '/api/user') return { body: VET_USER };
      if (url === `/api/hospitals/${HOSPITAL.clinic.id}`) return { body: HOSPITAL };
      if (method === 'GET' && url === `/api/referrals/${draft.id}`) return { body: draft };
      if (method === 'PATCH') return { body: { ...draft, patient: { ...draft.patient, ...(body as { patient: object }).patient } } };
      return undefined;
    });
    const app = renderInApp(
      <Routes>
        <Route path="/referrals/:id/edit" element={<ReferralComposerPage />} />
      </Routes>,
      { route: `/referrals/${draft.id}/edit` },
    );
    await app.user.type(await screen.findByLabelText('Breed'), 'Boxer');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Not saved'));
    expect(stub.sent.filter((r) => r.method !== 'GET')).toEqual([]);

    load.fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Saved'));
    expect(stub.sent.filter((r) => r.method !== 'GET').map((r) => r.body)).toEqual([{ patient: { breed: 'Boxer' } }]);
  });
});
