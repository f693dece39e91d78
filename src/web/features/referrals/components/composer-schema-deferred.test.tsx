import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import type * as PatchSchema from '../lib/patch-schema';
import { ReferralComposerPage } from '../pages/referral-composer-page';
import { HOSPITAL, VET_PROFILE, VET_USER, referral } from '../test-fixtures';

// A file of its own: the composer keeps the schema once loaded, for every later composer of the page.
const load = vi.hoisted(() => ({ reads: 0 }));
vi.mock('../lib/patch-schema', async (importOriginal) => {
  const real = await importOriginal<typeof PatchSchema>();
  return {
    get referralPatchBody() {
      load.reads++;
      return real.referralPatchBody;
    },
  };
});

describe('Referral composer, opened for a new referral', () => {
  // Building the schema is a long task of the page's load on a phone (docs/decisions/134 and 137).
  it('loads its schema only with the vet’s first change, though the specialty and the profile fill fields in', async () => {
    const stub = stubFetch(({ method, url, body }) => {
      if (url === '/api/user') return { body: VET_USER };
      if (url === '/api/vets/profile') return { body: VET_PROFILE };
      if (url === `/api/hospitals/${HOSPITAL.clinic.id}`) return { body: HOSPITAL };
      if (method === 'POST' && url === '/api/referrals') return { status: 201, body: { ...referral(), ...(body as object) } };
      return undefined;
    });
    const specialty = HOSPITAL.specialties[0]!.id;
    const app = renderInApp(
      <Routes>
        <Route path="/referrals/new" element={<ReferralComposerPage />} />
        <Route path="/referrals/:id/edit" element={<ReferralComposerPage />} />
      </Routes>,
      { route: `/referrals/new?hospital=${HOSPITAL.clinic.id}&specialty=${specialty}` },
    );
    const name = await screen.findByLabelText('Patient name *');
    await waitFor(() => expect((screen.getByLabelText('Licence number *') as HTMLInputElement).value).toBe('ON-1234'));
    await new Promise((r) => setTimeout(r, 300));
    expect(load.reads).toBe(0);
    expect(screen.getByTestId('save-status').textContent).toMatch(/^Not saved yet/);

    await app.user.type(name, 'Pepper');
    await waitFor(() => expect(stub.sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(load.reads).toBeGreaterThan(0);
    expect(stub.sent.find((r) => r.method === 'POST')?.body).toMatchObject({ clinic_id: HOSPITAL.clinic.id, specialty_id: specialty, patient: { name: 'Pepper' } });
  });
});
