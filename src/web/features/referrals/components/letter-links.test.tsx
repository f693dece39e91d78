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
    expect(links()).toEqual([['Download letter (PDF)', '/api/referrals/41/letter.pdf?lang=en', true]]);
    cleanup();
    renderInApp(<LetterLinks referral={{ id: 41, status: 'booked' }} />);
    expect(links()).toHaveLength(1);
    cleanup();
    renderInApp(<LetterLinks referral={{ id: 41, status: 'completed' }} />);
    expect(links()).toEqual([
      ['Download letter (PDF)', '/api/referrals/41/letter.pdf?lang=en', true],
      ['Download report (PDF)', '/api/referrals/41/report.pdf?lang=en', true],
    ]);
  });

  it('are labelled in French, and ask for French documents to a French reader', async () => {
    await setLanguage('fr-CA');
    renderInApp(<LetterLinks referral={{ id: 41, status: 'completed' }} />);
    expect(links().map(([name]) => name)).toEqual(['Télécharger la lettre (PDF)', 'Télécharger le rapport (PDF)']);
    expect(links().map(([, href]) => href)).toEqual(['/api/referrals/41/letter.pdf?lang=fr', '/api/referrals/41/report.pdf?lang=fr']);
    expect((screen.getByRole('radio', { name: 'Français' }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
  });

  it('let the reader choose the documents’ language', async () => {
    const { user } = renderInApp(<LetterLinks referral={{ id: 41, status: 'completed' }} />);
    expect(screen.getByRole('radiogroup', { name: 'Language of the documents' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    expect(links().map(([, href]) => href)).toEqual(['/api/referrals/41/letter.pdf?lang=fr', '/api/referrals/41/report.pdf?lang=fr']);
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(links().map(([, href]) => href)).toEqual(['/api/referrals/41/letter.pdf?lang=en', '/api/referrals/41/report.pdf?lang=en']);
  });
});
