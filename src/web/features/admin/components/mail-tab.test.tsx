import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailDetail, MailList } from '@shared/contracts/mail';
import { ERRORS } from '@shared/errors';
import { type Answer, type SentRequest, renderInApp, stubFetch } from '@web/lib/testing/render';
import { MailTab } from './mail-tab';

const RESET: MailDetail = {
  id: 2,
  kind: 'password_reset',
  to: 'gp@example.ca',
  subject: 'Reset your VetReferral password',
  language: 'en-CA',
  status: 'pending',
  tries: 0,
  next_at: '2026-03-05T15:04:00.000Z',
  last_error: null,
  created_at: '2026-03-05T15:04:00.000Z',
  sent_at: null,
  reply_to: null,
  message_id: '<2.reset@vetreferral.ca>',
  html: '<p>Choose a new password: <a href="http://localhost/reset-password?token=abc">reset</a></p>',
  text: 'Choose a new password: http://localhost/reset-password?token=abc',
};
const FAILED: MailDetail = {
  ...RESET,
  id: 1,
  kind: 'team_invitation',
  to: 'new.member@example.ca',
  subject: 'Join Rideau Specialty on VetReferral',
  status: 'failed',
  tries: 5,
  last_error: '550 mailbox unavailable',
  reply_to: 'desk@rideau.example.ca',
};
const summary = ({ reply_to: _r, message_id: _m, html: _h, text: _t, ...s }: MailDetail) => s;
const LIST: MailList = { items: [summary(RESET), summary(FAILED)], counts: { pending: 1, sent: 3, failed: 1 }, delivering: false };

function renderTab(answer: (r: SentRequest) => Answer = () => undefined, list: MailList = LIST) {
  const fetch = stubFetch((r) => {
    const own = answer(r);
    if (own) return own;
    if (r.url.startsWith('/api/admin/mail?') || r.url === '/api/admin/mail') return { body: list };
    if (r.url === '/api/admin/mail/2') return { body: RESET };
    if (r.url === '/api/admin/mail/1') return { body: FAILED };
    return { status: 404 };
  });
  return { ...renderInApp(<MailTab />), ...fetch };
}

describe('the admin Mail tab', () => {
  it('lists the outbox with its columns, counts per status and the no-SMTP note', async () => {
    renderTab();
    const rows = await screen.findAllByTestId('mail-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByText('No SMTP server is configured: mail stays here. Open a mail to read it.')).toBeTruthy();
    const [reset, failed] = rows.map((r) => r.textContent);
    expect(reset).toContain('gp@example.ca');
    expect(reset).toContain('Reset your VetReferral password');
    expect(reset).toContain('Password reset');
    expect(reset).toContain('Pending');
    expect(failed).toContain('Team invitation');
    expect(failed).toContain('Failed');
    expect(failed).toContain('550 mailbox unavailable');
    const filters = within(screen.getByRole('group', { name: 'Show mail' }));
    expect(filters.getByRole('button', { name: 'All (5)' }).getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Pending (1)', 'Sent (3)', 'Failed (1)']) expect(filters.getByRole('button', { name })).toBeTruthy();
  });

  it('filters by status', async () => {
    const app = renderTab();
    await screen.findAllByTestId('mail-row');
    await app.user.click(screen.getByRole('button', { name: 'Failed (1)' }));
    await waitFor(() => expect(app.sent.map((r) => r.url)).toContain('/api/admin/mail?status=failed'));
    expect(screen.getByRole('button', { name: 'Failed (1)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there is no mail, and when none has the chosen status', async () => {
    const app = renderTab(() => undefined, { items: [], counts: { pending: 0, sent: 0, failed: 0 }, delivering: false });
    expect(await screen.findByText('No mail yet.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Sent (0)' }));
    expect(await screen.findByText('No mail with this status.')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    renderTab(() => ({ status: 500, body: { message: ERRORS.INTERNAL.message, code: 'INTERNAL' } }));
    expect(await screen.findByText('Failed to fetch mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens a mail: its headers, its HTML in a frame with every sandbox restriction, and its plain text', async () => {
    const app = renderTab();
    await app.user.click((await screen.findAllByRole('button', { name: 'Reset your VetReferral password' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Reset your VetReferral password' });
    const frame = await within(dialog).findByTitle('Contents of the mail to gp@example.ca');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(RESET.html);
    expect(dialog.textContent).toContain('<2.reset@vetreferral.ca>');
    expect(dialog.textContent).toContain('Next try');
    await app.user.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(within(dialog).getByText(RESET.text!)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says contents are for recipients only when SMTP delivers', async () => {
    const app = renderTab(({ url }) => (url === '/api/admin/mail/2' ? { body: { ...RESET, html: null, text: null } } : undefined), { ...LIST, delivering: true });
    expect(await screen.findByText(/Mail is delivered over SMTP\. Its contents are shown only to its recipients/)).toBeTruthy();
    await app.user.click((await screen.findAllByRole('button', { name: 'Reset your VetReferral password' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/only the recipient can read its contents/)).toBeTruthy();
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('retries a failed mail and says so', async () => {
    const app = renderTab(({ method, url }) => (method === 'POST' && url === '/api/admin/mail/1/retry' ? { body: { ...summary(FAILED), status: 'pending' } } : undefined));
    await app.user.click((await screen.findAllByRole('button', { name: 'Join Rideau Specialty on VetReferral' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('desk@rideau.example.ca');
    await app.user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('The mail will be sent again');
    expect(app.sent.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/api/admin/mail/1/retry', body: undefined }]);
  });

  it('toasts a refused retry', async () => {
    const app = renderTab(({ method }) => (method === 'POST' ? { status: 409, body: { message: ERRORS.MAIL_NOT_FAILED.message, code: 'MAIL_NOT_FAILED' } } : undefined));
    await app.user.click((await screen.findAllByRole('button', { name: 'Join Rideau Specialty on VetReferral' }))[0]!);
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Retry Failed');
    expect(toast.textContent).toContain(ERRORS.MAIL_NOT_FAILED.message);
  });
});
