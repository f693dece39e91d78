import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Clinic } from '@shared/contracts/hospitals';
import { clinicFixture } from '@web/lib/testing/clinic';
import { renderInApp, type SentRequest, stubFetch } from '@web/lib/testing/render';
import { ClinicProfileDialog } from './clinic-profile-dialog';

const clinic: Clinic = clinicFixture({ id: 1, user_id: 3, contact_email: 'referrals@rideau-vsc.example.ca' });

describe('ClinicProfileDialog: hours and emergency cover (issue 21)', () => {
  it('states the week day by day, refuses a closing before the opening, and saves the hours, line and 24/7 service', async () => {
    const sent: SentRequest[] = [];
    stubFetch((r) => {
      sent.push(r);
      return { body: { ...clinic, ...(r.body as object) } };
    });
    const app = renderInApp(<ClinicProfileDialog open onOpenChange={() => {}} clinic={clinic} />);
    expect(screen.getByText('Vets will see "Hours not listed — call the clinic".')).toBeTruthy();
    await app.user.click(screen.getByLabelText('List our opening hours'));
    // Saturday opens 9 to 1; Monday closes before it opens.
    const saturdayClosed = screen.getAllByLabelText('Closed')[5]!;
    await app.user.click(saturdayClosed);
    fireEvent.change(screen.getByLabelText('Saturday opens at'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByLabelText('Saturday closes at'), { target: { value: '13:00' } });
    fireEvent.change(screen.getByLabelText('Monday closes at'), { target: { value: '07:00' } });
    await app.user.type(screen.getByLabelText('Emergency line'), '613-555-0911');
    await app.user.click(screen.getByLabelText('We run a 24/7 emergency service'));
    await app.user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Closing must be after opening')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Monday closes at'), { target: { value: '18:00' } });
    await app.user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const day = { open: '08:00', close: '18:00' };
    expect(sent[0]!.body).toMatchObject({
      hours: [day, day, day, day, day, { open: '09:00', close: '13:00' }, null],
      emergency_phone: '613-555-0911',
      emergency_24_7: true,
    });
  });
});
