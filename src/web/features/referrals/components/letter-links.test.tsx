import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import { renderInApp } from '@web/lib/testing/render';
import { LetterLinks } from './letter-links';

afterEach(() => setLanguage('en-CA'));

const links = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')]);

describe('Letter links', () => {
  it('offer the letter at any status (a draft to its vet), and the report once completed', () => {
    renderInApp(<LetterLinks referral={{ id: 41, status: 'draft' }} />);
    expect(screen.getByRole('heading', { name: 'Print or file' })).toBeTruthy();
    expect(links()).toEqual([['Download letter (PDF)', '/api/referrals/41/letter.pdf', true]]);
    cleanup();
    renderInApp(<LetterLinks referral={{ id: 41, status: 'booked' }} />);
    expect(links()).toHaveLength(1);
    cleanup();
    renderInApp(<LetterLinks referral={{ id: 41, status: 'completed' }} />);
    expect(links()).toEqual([
      ['Download letter (PDF)', '/api/referrals/41/letter.pdf', true],
      ['Download report (PDF)', '/api/referrals/41/report.pdf', true],
    ]);
  });

  it('are labelled in French', async () => {
    await setLanguage('fr-CA');
    renderInApp(<LetterLinks referral={{ id: 41, status: 'completed' }} />);
    expect(links().map(([name]) => name)).toEqual(['Télécharger la lettre (PDF)', 'Télécharger le rapport (PDF)']);
  });
});
