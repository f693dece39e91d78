import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_WAIT_TIMES, CLINIC_WAIT_TIMES } from '@shared/constants';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { type Answer, expectErrorToast, renderInApp, stubFetch } from '@web/lib/testing/render';
import { adminClinic, type ClinicTarget, ownClinic } from '../api/target';
import { ClinicSpecialtyEditor } from './clinic-specialty-editor';

const cardiology = (over: Partial<ClinicSpecialty> = {}): ClinicSpecialty => ({
  clinic_id: 9,
  specialty_id: 3,
  specialty: { id: 3, name: 'Cardiology', display_order: 1, is_active: true },
  wait_time: null,
  accepting_emergency: false,
  notes: null,
  last_updated: new Date().toISOString(),
  ...over,
});

/** The saved row the server answers a PATCH with. */
const patched = (row: ClinicSpecialty) => (request: { body: unknown }): Answer => ({ body: { ...row, ...(request.body as object) } });

function renderEditor(target: ClinicTarget, row: ClinicSpecialty) {
  return renderInApp(
    <ul>
      <ClinicSpecialtyEditor target={target} row={row} onRemove={() => {}} />
    </ul>,
  );
}

const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('ClinicSpecialtyEditor: wait time and notes', () => {
  it('offers the clinic wait times and saves the wait with the notes to /api/clinic-specialties/{id}', async () => {
    const row = cardiology();
    const { sent } = stubFetch(patched(row));
    const app = renderEditor(ownClinic, row);
    const wait = screen.getByLabelText('Wait time');
    expect(wait.textContent).toBe('Not specified');

    await app.user.click(wait);
    expect(options()).toEqual([...CLINIC_WAIT_TIMES]);
    await app.user.click(screen.getByRole('option', { name: '<1 week' }));
    await app.user.type(screen.getByLabelText('Notes'), 'Echo within 48 h');
    expect(screen.getByTestId('unsaved')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Save wait time and notes' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PATCH', url: '/api/clinic-specialties/3', body: { wait_time: '<1 week', notes: 'Echo within 48 h' } });
    expect((await screen.findByTestId('toast')).textContent).toContain('Cardiology: wait time and notes saved');
    await waitFor(() => expect(screen.queryByTestId('unsaved')).toBeNull());
  });

  it('shows a clinic how fresh the entry is; an admin sees no freshness note', () => {
    stubFetch();
    const first = renderEditor(ownClinic, cardiology());
    expect(screen.getByText('Updated today')).toBeTruthy();
    first.unmount();
    renderEditor(adminClinic(9), cardiology());
    expect(screen.queryByText('Updated today')).toBeNull();
  });

  it('offers an admin the admin wait times, keeps a clinic spelling as a choice, and saves under /api/admin/clinics/{id}', async () => {
    const row = cardiology({ wait_time: '2–4 weeks', notes: 'Added by admin' });
    const { sent } = stubFetch(patched(row));
    const app = renderEditor(adminClinic(9), row);
    const wait = screen.getByLabelText('Wait time for Cardiology');
    expect(wait.textContent).toBe('2–4 weeks');
    // Save waits for a change on the admin side.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    await app.user.click(wait);
    expect(options()).toEqual([...ADMIN_WAIT_TIMES, '2–4 weeks']);
    await app.user.click(screen.getByRole('option', { name: '1-2 months' }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PATCH', url: '/api/admin/clinics/9/specialties/3', body: { wait_time: '1-2 months', notes: 'Added by admin' } });
    expect((await screen.findByTestId('toast')).textContent).toContain('Specialty saved');
  });
});

describe('ClinicSpecialtyEditor: the emergency switch', () => {
  it('saves on its own at once, shows the new state while the call runs, and says so', async () => {
    const row = cardiology();
    let release: (answer: Answer) => void = () => {};
    const { sent } = stubFetch(() => new Promise<Answer>((resolve) => (release = resolve)));
    const app = renderEditor(ownClinic, row);
    const emergency = screen.getByRole('switch', { name: 'Accepting emergency cases' });
    expect(emergency.getAttribute('aria-checked')).toBe('false');

    await app.user.click(emergency);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PATCH', url: '/api/clinic-specialties/3', body: { accepting_emergency: true } });
    expect(emergency.getAttribute('aria-checked')).toBe('true');
    expect((emergency as HTMLButtonElement).disabled).toBe(true);

    release({ body: { ...row, accepting_emergency: true } });
    expect((await screen.findByTestId('toast')).textContent).toContain('Cardiology: now accepting emergency cases');
  });

  it('falls back when the server refuses, with SPEC §8’s Failed to update status', async () => {
    const { sent } = stubFetch(() => ({ status: 500, body: '' }));
    const app = renderEditor(ownClinic, cardiology());
    const emergency = screen.getByRole('switch', { name: 'Accepting emergency cases' });
    await app.user.click(emergency);

    await expectErrorToast('Failed to update status');
    await waitFor(() => expect(emergency.getAttribute('aria-checked')).toBe('false'));
    expect(sent.map((r) => r.body)).toEqual([{ accepting_emergency: true }]);
  });

  it('is named with its specialty for an admin and writes under /api/admin/clinics/{id}; a failure reads Update Failed', async () => {
    const row = cardiology({ accepting_emergency: true });
    const { sent } = stubFetch(() => ({ status: 403, body: { message: 'Administrators only.', code: 'FORBIDDEN' } }));
    const app = renderEditor(adminClinic(9), row);
    const emergency = screen.getByRole('switch', { name: 'Accepting emergency cases: Cardiology' });
    await app.user.click(emergency);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PATCH', url: '/api/admin/clinics/9/specialties/3', body: { accepting_emergency: false } });
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Update Failed');
    expect(toast.textContent).toContain('Administrators only.');
    await waitFor(() => expect(emergency.getAttribute('aria-checked')).toBe('true'));
  });
});
