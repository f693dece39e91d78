import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { setLanguage } from '@web/i18n';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { ReferralTargetsCard } from './referral-targets-card';

const owner: CurrentUser = {
  id: 20,
  username: 'desk@rideau.example.ca',
  role: 'clinic',
  display_name: 'Olive Owner',
  avatar_url: null,
  job_title: null,
  practice_type: null,
  language: null,
  clinic_role: 'owner',
};

function render(user: CurrentUser) {
  let targets = { acknowledge_business_hours: 8, decide_business_days: 2 };
  const stub = stubFetch((r) => {
    if (r.url === '/api/user') return { body: user };
    if (r.url === '/api/clinic/referral-targets' && r.method === 'GET') return { body: targets };
    if (r.url === '/api/clinic/referral-targets' && r.method === 'PATCH') {
      targets = { ...targets, ...(r.body as object) };
      return { body: targets };
    }
    return undefined;
  });
  return { ...renderInApp(<ReferralTargetsCard />), ...stub };
}

describe('ReferralTargetsCard (issue 59)', () => {
  afterEach(() => void setLanguage('en-CA'));

  it('lets the owner change a target, checked by the server’s schema, and saves it', async () => {
    const app = render(owner);
    const hours = await screen.findByLabelText('Acknowledge within (business hours)');
    await waitFor(() => expect((hours as HTMLInputElement).value).toBe('8'));
    expect(screen.getByText('Default: 8 business hours')).toBeTruthy();
    await app.user.clear(hours);
    await app.user.type(hours, '200');
    await app.user.click(screen.getByRole('button', { name: 'Save targets' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a whole number from 1 to 80');
    await app.user.clear(hours);
    await app.user.type(hours, '4');
    await app.user.click(screen.getByRole('button', { name: 'Save targets' }));
    await waitFor(() => expect(app.sent.filter((r) => r.method === 'PATCH')).toEqual([{ method: 'PATCH', url: '/api/clinic/referral-targets', body: { acknowledge_business_hours: 4, decide_business_days: 2 } }]));
    expect(await screen.findByText('Targets saved')).toBeTruthy();
  });

  it('shows a member the targets without a form, in French', async () => {
    await setLanguage('fr-CA');
    render({ ...owner, clinic_role: 'member' });
    expect(await screen.findByText('Le propriétaire de votre hôpital fixe ces délais.')).toBeTruthy();
    const values = [...screen.getByTestId('referral-targets').querySelectorAll('dd')].map((d) => d.textContent!.replace(/\s/g, ' '));
    expect(values).toEqual(['8 heures ouvrables', '2 jours ouvrables']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
