import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '@shared/contracts/messages';
import { Button } from '@web/components/ui/button';
import { expectErrorToast, renderInApp, stubFetch } from '@web/lib/testing/render';
import { ContactDialog } from './contact-dialog';

const CLINIC = 'Rideau Veterinary Specialty Centre';

async function openDialog() {
  const app = renderInApp(<ContactDialog clinicId={7} clinicName={CLINIC} trigger={<Button>Send Message</Button>} />);
  await app.user.click(screen.getByRole('button', { name: 'Send Message' }));
  const dialog = screen.getByRole('dialog', { name: CLINIC });
  return { app, dialog, box: within(dialog).getByLabelText('Message') as HTMLTextAreaElement };
}

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Send Message|Sending/ });

describe('ContactDialog (Send Message on the internal page)', () => {
  it('says SPEC’s words, and an empty or blank message gets the destructive notice without a request', async () => {
    const { sent } = stubFetch();
    const { app, dialog, box } = await openDialog();
    expect(within(dialog).getByText('Send a direct message to the clinic. They will respond to you via email.')).toBeTruthy();
    expect(box.placeholder).not.toMatch(/referral/i);

    await app.user.type(box, '   ');
    await app.user.click(sendButton(dialog));
    await expectErrorToast('Message is empty', 'Please enter a message to send');
    expect(sent).toEqual([]);
    expect(screen.getByRole('dialog', { name: CLINIC })).toBeTruthy();
  });

  it('counts characters near the limit and refuses a message over it, keeping the text', async () => {
    const { sent } = stubFetch();
    const { app, dialog, box } = await openDialog();
    expect(within(dialog).queryByTestId('message-count')).toBeNull();

    fireEvent.change(box, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH - 10) } });
    expect(within(dialog).getByTestId('message-count').textContent).toBe('4,990 / 5,000 characters');
    expect(box.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(box, { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) } });
    expect(within(dialog).getByTestId('message-count').textContent).toBe('1 over the limit of 5,000 characters');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await app.user.click(sendButton(dialog));
    await expectErrorToast('Message is too long');
    expect(sent).toEqual([]);
    expect(box.value).toHaveLength(MESSAGE_MAX_LENGTH + 1);
  });

  it('sends the trimmed text, shows Sending… meanwhile, then says Message sent, clears and closes', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { sent } = stubFetch(async () => {
      await held;
      return { status: 201, body: { id: 1 } };
    });
    const { app, dialog, box } = await openDialog();
    await app.user.type(box, '  Can you see a cardiology consult next week?\nThanks  ');
    await app.user.click(sendButton(dialog));

    await waitFor(() => expect(sendButton(dialog).textContent).toBe('Sending…'));
    expect((sendButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([{ method: 'POST', url: '/api/hospitals/7/messages', body: { message: 'Can you see a cardiology consult next week?\nThanks' } }]);

    answer();
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Message sent');
    expect(toast.textContent).toContain('Your message has been sent to the clinic');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Opened again, the box is empty.
    await app.user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((within(screen.getByRole('dialog', { name: CLINIC })).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('a refused send is toasted with the server’s reason and keeps the dialog open with the text', async () => {
    stubFetch(() => ({
      status: 429,
      body: { code: 'MESSAGE_RATE_LIMITED', message: 'You have sent many messages in a short time. Please wait a few minutes and try again.' },
    }));
    const { app, dialog, box } = await openDialog();
    await app.user.type(box, 'Do you take exotic patients?');
    await app.user.click(sendButton(dialog));

    await expectErrorToast('Message not sent', 'Please wait a few minutes');
    expect(screen.getByRole('dialog', { name: CLINIC })).toBeTruthy();
    expect(box.value).toBe('Do you take exotic patients?');
    expect(sendButton(dialog).textContent).toBe('Send Message');
  });
});
