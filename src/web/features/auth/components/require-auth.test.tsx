import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/constants';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { RoleGate } from './require-auth';

/** /dashboard/clinic guarded as the clinic dashboard page guards it, with the pages it sends people to. */
function renderClinicRoute(role: Role) {
  stubFetch(({ url }) => (url === '/api/user' ? { body: { id: 1, username: `${role}@example.ca`, role } } : undefined));
  return renderInApp(
    <Routes>
      <Route
        path="/dashboard/clinic"
        element={
          <RoleGate
            action="clinic.manage"
            redirect={(r) => (r === 'admin' ? '/dashboard/admin' : '/dashboard/vet')}
            message={() => 'Access denied. This page is for clinics only.'}
          >
            <p>clinic workspace</p>
          </RoleGate>
        }
      />
      <Route path="/dashboard/admin" element={<p>admin dashboard</p>} />
      <Route path="/dashboard/vet" element={<p>vet dashboard</p>} />
    </Routes>,
    { route: '/dashboard/clinic' },
  );
}

describe('RoleGate reads the policy table', () => {
  it('shows the page to the roles the action allows (clinic.manage: clinics)', async () => {
    renderClinicRoute('clinic');
    expect(await screen.findByText('clinic workspace')).toBeTruthy();
  });

  it('sends an admin away from clinic.manage, since the server refuses them its endpoints too', async () => {
    renderClinicRoute('admin');
    expect(await screen.findByText('admin dashboard')).toBeTruthy();
    expect(screen.queryByText('clinic workspace')).toBeNull();
    expect((await screen.findByTestId('toast')).textContent).toContain('Access denied. This page is for clinics only.');
  });

  it('sends a vet to the vet dashboard with the same text', async () => {
    renderClinicRoute('vet');
    expect(await screen.findByText('vet dashboard')).toBeTruthy();
    expect((await screen.findByTestId('toast')).textContent).toContain('Access denied. This page is for clinics only.');
  });
});
