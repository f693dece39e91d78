import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import { renderInApp } from '@web/lib/testing/render';
import { MeasuredLines } from './wait-badge';

afterEach(() => setLanguage('en-CA'));

const measured = { to_appointment: { median_days: 8.5, referrals: 14 }, to_accept: { median_days: 0.4, referrals: 6 }, first_response: null };

describe('MeasuredLines', () => {
  it('says each shown measure in whole days, half up, with its count; under half a day in words', () => {
    renderInApp(<MeasuredLines measured={measured} kinds={['to_appointment', 'to_accept', 'first_response']} />);
    expect(screen.getByText('Measured: median 9 days to appointment (14 referrals, last 6 months)')).toBeTruthy();
    expect(screen.getByText('Measured: median less than 1 day to acceptance (6 referrals, last 6 months)')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing when no measure counts enough referrals', () => {
    renderInApp(<MeasuredLines measured={{ to_appointment: null }} kinds={['to_appointment']} />);
    expect(screen.queryByTestId('measured')).toBeNull();
  });

  it('in French, with a non-breaking space before the colon and singular forms', async () => {
    await setLanguage('fr-CA');
    renderInApp(<MeasuredLines measured={{ first_response: { median_days: 1.2, referrals: 1 } }} kinds={['first_response']} />);
    expect(screen.getByTestId('measured').textContent).toBe('Première réponse, médiane\u00a0: 1 jour (1 référence, 6 derniers mois)');
  });
});
