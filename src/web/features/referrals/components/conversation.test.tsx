import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Referral, ReferralMessage } from '@shared/contracts/referrals';
import { type SentRequest, renderInApp, stubFetch } from '@web/lib/testing/render';
import { referral } from '../test-fixtures';
import { ReferralConversation, mergeByTime } from './conversation';

const REQUESTED = referral({
  status: 'info_requested',
  timeline: [
    { id: 1, from: null, to: 'draft', actor: { id: 7, name: 'Dr. Jane Smith' }, reason: null, note: null, appointment_at: null, at: '2026-11-20T14:00:00.000Z' },
    { id: 2, from: 'received', to: 'info_requested', actor: { id: 20, name: 'Rideau' }, reason: null, note: 'Radiographs, please.', appointment_at: null, at: '2026-11-21T09:00:00.000Z' },
  ],
});

const message = (over: Partial<ReferralMessage> = {}): ReferralMessage => ({
  id: 5,
  party: 'clinic',
  author: { id: 20, name: 'Dr. Lee' },
  body: 'Do you have the T4 too?',
  attachments: [],
  created_at: '2026-11-21T10:00:00.000Z',
  mine: false,
  ...over,
});

/** Stands in for the browser's XMLHttpRequest: every upload answers 201 with attachment `nextId`, after one progress event. */
class FakeUpload {
  static nextId = 60;
  static opened: string[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  open(_method: string, url: string) {
    FakeUpload.opened.push(url);
  }
  send() {
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.status = 201;
      this.responseText = JSON.stringify({ id: FakeUpload.nextId++, filename: 'bloodwork.txt', size: 20, content_type: 'text/plain', description: null, kind: 'attachment', uploaded_by: 'Dr. Jane Smith', created_at: '2026-11-21T11:00:00.000Z' });
      this.onload?.();
    }, 5);
  }
}

afterEach(() => {
  FakeUpload.opened = [];
});

function renderThread(r: Referral, party: 'vet' | 'clinic', items: ReferralMessage[] = [message()]) {
  const stub = stubFetch(({ method, url }: SentRequest) => {
    if (method === 'GET' && url === `/api/referrals/${r.id}/messages`) return { body: { items, unread: 0 } };
    if (method === 'POST' && url === `/api/referrals/${r.id}/messages`) return { status: 201, body: message({ id: 6, mine: true }) };
    if (url === '/api/notifications/unread') return { body: { count: 0 } };
    if (url === `/api/referrals/${r.id}`) return { body: r };
    return undefined;
  });
  return { ...renderInApp(<ReferralConversation referral={r} party={party} />), ...stub };
}

describe('ReferralConversation', () => {
  it('merges the messages with the status changes by time, and names the viewer’s own as theirs', async () => {
    renderThread(REQUESTED, 'vet', [message(), message({ id: 6, mine: true, author: { id: 7, name: 'Dr. Jane Smith' }, body: 'Attached.', created_at: '2026-11-20T15:00:00.000Z' })]);
    const timeline = screen.getByTestId('timeline');
    await waitFor(() => expect(within(timeline).getAllByTestId('conversation-message')).toHaveLength(2));
    const entries = within(timeline).getAllByRole('listitem').filter((li) => li.parentElement === timeline);
    expect(entries.map((li) => li.textContent?.slice(0, 30))).toEqual([
      expect.stringContaining('Draft created'),
      expect.stringContaining('Dr. Jane Smith (you)'),
      expect.stringContaining('Received → Information'),
      expect.stringContaining('Dr. Lee'),
    ]);
    expect(mergeByTime([], [])).toEqual([]);
  });

  it('tells the vet that a message answers the request; sends the body and reloads the referral', async () => {
    const { user, sent } = renderThread(REQUESTED, 'vet');
    expect(screen.getByTestId('answers-request').textContent).toContain('Sending a message answers its request');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a message to send')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Message'), 'The radiographs are attached.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/api/referrals/41/messages', body: { body: 'The radiographs are attached.' } }]));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    await waitFor(() => expect(sent.filter((r) => r.method === 'GET' && r.url === '/api/referrals/41/messages').length).toBeGreaterThanOrEqual(2));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses more than 5000 characters with the shared schema’s message; the clinic is not told about answering', async () => {
    const { user, sent } = renderThread(REQUESTED, 'clinic');
    expect(screen.queryByTestId('answers-request')).toBeNull();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('5,001 of 5,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('A message can be at most 5000 characters')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('uploads the chosen files first, then sends their ids with the message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    FakeUpload.nextId = 60;
    const { user, sent } = renderThread({ ...REQUESTED, status: 'accepted' }, 'vet');
    const files = [new File(['T4 2.1'], 'bloodwork.txt', { type: 'text/plain' }), new File(['%PDF'], 'xray.pdf', { type: 'application/pdf' })];
    await user.upload(screen.getByLabelText('Attach files'), files);
    const chosen = screen.getByRole('list', { name: 'Files to send' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bloodwork.txt', 'xray.pdf']);
    await user.click(within(chosen).getByRole('button', { name: 'Remove xray.pdf' }));
    await user.type(screen.getByLabelText('Message'), 'Bloodwork attached.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/api/referrals/41/messages', body: { body: 'Bloodwork attached.', attachment_ids: [60] } }]),
    );
    expect(FakeUpload.opened).toEqual(['/api/referrals/41/attachments']);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull());
  });
});
