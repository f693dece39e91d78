import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@web/lib/testing/render';
import { toast } from './use-toast';

describe('Toaster', () => {
  it('names its region with the key that reaches it, and announces each toast without a raw placeholder', async () => {
    renderInApp(<div />);
    act(() => void toast({ title: 'Saved' }));
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    // Radix reads its provider label, then the toast's text, into a live region on the next frame.
    await waitFor(() => expect(document.body.textContent).toContain('Notification Saved'));
    expect(document.body.innerHTML).not.toContain('{hotkey}');
  });
});
