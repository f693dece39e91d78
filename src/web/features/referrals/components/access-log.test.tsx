import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@web/i18n';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { AccessLog } from './access-log';

afterEach(() => setLanguage('en-CA'));

/** Issue 56: a read of the conversation is in the log, and the vet reads what it was in either language. */
const log = {
  items: [
    { id: 12, name: 'Dr Amélie Roy', email: 'amelie@laurier.example.ca', what: 'messages', at: '2026-11-21T14:05:00.000Z' },
    { id: 11, name: 'Dr Amélie Roy', email: 'amelie@laurier.example.ca', what: 'detail', at: '2026-11-21T14:04:00.000Z' },
  ],
  total: 2,
};
const render = async () => {
  stubFetch((r) => (r.url === '/api/referrals/41/access-log' ? { body: log } : undefined));
  renderInApp(<AccessLog referral={{ id: 41, clinic: { id: 3, name: 'Laurier Hospital' } as never }} />);
  return within(await screen.findByTestId('access-log'))
    .getAllByRole('listitem')
    .map((li) => li.textContent!.split(' · ')[0]);
};

describe('The access log of a referral', () => {
  it('says a reader read the conversation, in English', async () => {
    expect(await render()).toEqual(['Dr Amélie Royamelie@laurier.example.caRead the conversation', 'Dr Amélie Royamelie@laurier.example.caOpened the referral']);
  });

  it('says so in French', async () => {
    await setLanguage('fr-CA');
    expect(await render()).toEqual(['Dr Amélie Royamelie@laurier.example.caA lu la conversation', 'Dr Amélie Royamelie@laurier.example.caA ouvert la référence']);
  });
});
