import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Message } from '@shared/contracts/messages';
import { useState } from 'react';
import { useUnreadCount } from '@web/features/messages';
import { renderInApp, stubFetch } from '@web/lib/testing/render';
import { MessagesTab } from './messages-tab';

/** The nav badge's count beside the tab, as on the dashboard. */
function WithBadge({ active = true }: { active?: boolean }) {
  const { data } = useUnreadCount(true);
  const [open, setOpen] = useState(active);
  return (
    <>
      <p data-testid="count">{data}</p>
      <button onClick={() => setOpen(true)}>Open the tab</button>
      <MessagesTab active={open} />
    </>
  );
}

const message = (id: number, over: Partial<Message> = {}): Message => ({
  id,
  direction: 'received',
  clinic: { id: 1, name: 'Rideau Veterinary Specialty Centre' },
  sender: { id: 40, name: 'Dr. Amélie Tremblay', email: 'amelie@glebe-vet.example.ca', clinic_name: 'Glebe Animal Hospital', phone: '613-555-0199' },
  body: 'Hello',
  created_at: '2026-03-05T14:40:00.000Z',
  read_at: null,
  replies: [],
  unread_reply: false,
  ...over,
});

const newest = message(12, { body: 'Can you see a 9-year-old Lab with a new murmur?\nEcho images attached to my email.' });
const older = message(9, {
  sender: { id: 41, name: 'Dr. Paul Chen', email: 'paul@kanata-vet.example.ca', clinic_name: null, phone: null },
  body: 'Thanks for the quick consult.',
  created_at: '2026-03-01T09:00:00.000Z',
  read_at: '2026-03-01T10:00:00.000Z',
});

describe('MessagesTab (the clinic dashboard)', () => {
  it('lists received messages newest first with sender, e-mail, phone, date and body; marks the unread ones read', async () => {
    let unread = 1;
    const { sent } = stubFetch(({ url }) => {
      if (url === '/api/messages') return { body: { items: [newest, older], unread: 1 } };
      if (url === '/api/messages/read') {
        unread = 0;
        return { status: 204 };
      }
      if (url === '/api/messages/unread') return { body: { count: unread } };
      return undefined;
    });
    renderInApp(<WithBadge />);

    const list = await screen.findByRole('list', { name: 'Received messages' });
    const [first, second] = within(list).getAllByTestId('message');
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toContain('Dr. Amélie Tremblay');
    expect(within(first!).getByText('New')).toBeTruthy();
    expect(first!.textContent).toContain('Glebe Animal Hospital');
    expect(within(first!).getByRole('link', { name: 'amelie@glebe-vet.example.ca' }).getAttribute('href')).toBe('mailto:amelie@glebe-vet.example.ca');
    expect(within(first!).getByRole('link', { name: '613-555-0199' }).getAttribute('href')).toBe('tel:6135550199');
    expect(first!.querySelector('time')?.getAttribute('dateTime')).toBe(newest.created_at);
    // Line breaks are kept as written.
    const body = within(first!).getByText(/new murmur/);
    expect(body.textContent).toBe(newest.body);
    expect(body.className).toContain('whitespace-pre-wrap');

    expect(within(second!).queryByText('New')).toBeNull();
    expect(second!.querySelector('a[href^="tel:"]')).toBeNull();

    // Only the unread one on screen is marked, by id; then the badge's count is asked again.
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('0'));
    expect(sent.filter((r) => r.url === '/api/messages/read')).toEqual([{ method: 'POST', url: '/api/messages/read', body: { ids: [12] } }]);
    // It keeps its New marker while the clinic reads it.
    expect(within(first!).getByText('New')).toBeTruthy();
  });

  it('marks nothing while the tab is not open, and nothing when all is read', async () => {
    const { sent } = stubFetch(({ url }) => (url === '/api/messages' ? { body: { items: [older], unread: 0 } } : { body: { count: 0 } }));
    const app = renderInApp(<WithBadge active={false} />);
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('0'));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.map((r) => r.url)).toEqual(['/api/messages/unread']);

    await app.user.click(screen.getByRole('button', { name: 'Open the tab' }));
    expect(await screen.findByText('Thanks for the quick consult.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.map((r) => r.url)).toEqual(['/api/messages/unread', '/api/messages']);
  });

  it('says so when there are no messages yet', async () => {
    stubFetch(() => ({ body: { items: [], unread: 0 } }));
    renderInApp(<MessagesTab active />);
    expect(await screen.findByText('No messages yet…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Received messages' })).toBeNull();
  });

  it('shows a failed load with the server’s words and a retry', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } } : { body: { items: [older], unread: 0 } }));
    const app = renderInApp(<MessagesTab active />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your messages.');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thanks for the quick consult.')).toBeTruthy();
  });

  it('answers a message in place: the answer is sent, then shown in its thread', async () => {
    let thread = { ...newest, read_at: '2026-03-05T15:00:00.000Z' };
    const { sent } = stubFetch(({ url, method, body }) => {
      if (url === '/api/messages') return { body: { items: [thread], unread: 0 } };
      if (url === '/api/messages/12/replies' && method === 'POST') {
        thread = { ...thread, replies: [{ id: 1, from: 'clinic', author_name: 'Front Desk', body: (body as { message: string }).message, created_at: '2026-03-05T16:00:00.000Z' }] };
        return { status: 201, body: thread };
      }
      if (url === '/api/messages/unread') return { body: { count: 0 } };
      return undefined;
    });
    const { user } = renderInApp(<WithBadge />);
    const card = (await screen.findAllByTestId('message'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Answer' }));
    // An empty answer is refused in the form, with the reason.
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(within(card).getByText('Please enter a message to send')).toBeTruthy();
    await user.type(within(card).getByLabelText('Your answer to Dr. Amélie Tremblay'), 'Yes: Tuesday at 9, bring the echo.');
    await user.click(within(card).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST' && r.url === '/api/messages/12/replies')).toEqual([{ method: 'POST', url: '/api/messages/12/replies', body: { message: 'Yes: Tuesday at 9, bring the echo.' } }]));
    const answers = await screen.findByRole('list', { name: 'Answers' });
    expect(within(answers).getByTestId('message-reply').textContent).toContain('Front Desk (you)');
    expect(within(answers).getByTestId('message-reply').textContent).toContain('Yes: Tuesday at 9, bring the echo.');
    expect(within(card).queryByLabelText(/Your answer/)).toBeNull();
  });
});
