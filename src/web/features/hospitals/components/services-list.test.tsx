import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Service } from '@shared/contracts/hospitals';
import { NO_MEASURES } from '@shared/contracts/measures';
import { setLanguage } from '@web/i18n';
import { renderInApp } from '@web/lib/testing/render';
import { ServicesList } from './services-list';

afterEach(() => setLanguage('en-CA'));

const service = (name: string, name_fr: string | null, wait_time: string | null): Service => ({
  clinic_id: 1,
  specialty_id: name.length,
  specialty: { id: name.length, name, name_fr, display_order: 1 },
  wait_time,
  accepting_emergency: false,
  notes: 'Added by admin',
  last_updated: '2023-05-12T12:00:00Z',
  procedures: [{ id: 1, specialty_id: name.length, specialty: name, specialty_fr: name_fr, procedure: 'TPLO', wait_time: '2-4 weeks', last_updated: '2023-05-12T12:00:00Z' }],
  measured: NO_MEASURES,
});

const SERVICES = [service('Cardiology', null, '1–2 weeks'), service('Feline Medicine', 'Médecine féline', null), service('Avian Medicine', null, 'Not accepting')];

describe('ServicesList in each language', () => {
  it('shows the stored English values as they are in English', () => {
    renderInApp(<ServicesList services={SERVICES} />);
    expect(screen.getByRole('heading', { name: 'Cardiology' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Feline Medicine' })).toBeTruthy();
    expect(screen.getAllByText('1–2 weeks')).toHaveLength(1);
    expect(screen.getAllByText('Added by admin')).toHaveLength(3);
  });

  it('shows specialties, wait times, notes and dates in French: name_fr, else the vocabulary, else the name', async () => {
    await setLanguage('fr-CA');
    renderInApp(<ServicesList services={SERVICES} />);
    const [cardio, feline, avian] = screen.getAllByTestId('service');
    expect(within(cardio!).getByRole('heading').textContent).toBe('Cardiologie');
    expect(within(cardio!).getByText('1 à 2 semaines')).toBeTruthy();
    expect(within(cardio!).getByText('2 à 4 semaines')).toBeTruthy();
    expect(within(cardio!).getByText('12 mai 2023')).toBeTruthy();
    expect(within(cardio!).getByText('Ajouté par l’administration', { exact: false })).toBeTruthy();
    expect(within(feline!).getByRole('heading').textContent).toBe('Médecine féline');
    expect(within(avian!).getByRole('heading').textContent).toBe('Avian Medicine');
    expect(within(avian!).getByText('Aucune référence acceptée')).toBeTruthy();
  });
});
