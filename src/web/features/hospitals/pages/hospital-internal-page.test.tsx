import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Clinic } from '@shared/contracts/hospitals';
import { clinicFixture } from '@web/lib/testing/clinic';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { HospitalInternalPage } from './hospital-internal-page';

const vet: CurrentUser = { id: 2, username: 'vet@example.ca', role: 'vet', display_name: null, avatar_url: null, job_title: null, practice_type: null };
const clinic = (contact_email: string | null): Clinic =>
  clinicFixture({ id: 4, user_id: null, name: 'Forest City Animal Specialty Hospital', address: '1 Main Street', city: 'London', phone: '519-555-0100', contact_email });

function renderPage(contactEmail: string | null) {
  stubFetch(({ url }) => (url === '/api/user' ? { body: vet } : { body: { clinic: clinic(contactEmail), staff: [] } }));
  renderInApp(
    <Routes>
      <Route path="/hospitals/:id/internal" element={<HospitalInternalPage />} />
    </Routes>,
    { route: '/hospitals/4/internal' },
  );
}

describe('HospitalInternalPage: Send Message', () => {
  it('is offered when the hospital has a contact e-mail', async () => {
    renderPage('referrals@forest-city.example.ca');
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(screen.queryByTestId('no-contact-email')).toBeNull();
  });

  it('says the hospital cannot receive messages when it has none, instead of offering the dialog', async () => {
    renderPage(null);
    expect((await screen.findByTestId('no-contact-email')).textContent).toBe(
      'This clinic has no email address on file, so it cannot receive messages here. Please phone it instead.',
    );
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
  });
});
