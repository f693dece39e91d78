import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { installHistoryHold } from '@web/lib/history-hold';
import { UnsavedGuard, useReportUnsaved } from './unsaved-guard';

/** An editor that holds unsaved edits as long as it is on screen. */
function DirtyEditor() {
  useReportUnsaved(true);
  return <p>Editing</p>;
}

/**
 * A page whose code never arrives: the router renders the next page in a
 * transition, so the guarded page stays on screen (and mounted) while it waits, as it does in the app
 * while a page's chunk or strings are on their way.
 */
function slowPage() {
  const never = new Promise<{ default: ComponentType }>(() => {});
  return { Page: lazy(() => never) };
}

function renderApp(Slow: ComponentType) {
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <UnsavedGuard>
                <DirtyEditor />
                <Link to="/hospital">View as vets see it</Link>
                <Link to="/messages">Messages</Link>
              </UnsavedGuard>
            }
          />
          <Route path="/hospital" element={<Slow />} />
          <Route path="/messages" element={<h1>Inbox</h1>} />
        </Routes>
      </Suspense>
    </BrowserRouter>,
  );
  return user;
}

const leaveWithoutSaving = async (user: ReturnType<typeof userEvent.setup>) => {
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
  await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
  await waitFor(() => expect(dialog.isConnected).toBe(false));
};

/** On the dashboard with edits, the user follows the link to the slow page and agrees to leave; it is still loading. */
async function leaveForSlowPage() {
  window.history.replaceState({ usr: null, key: 'dashboard', idx: 0 }, '', '/dashboard');
  const { Page } = slowPage();
  const user = renderApp(Page);
  await user.click(screen.getByRole('link', { name: 'View as vets see it' }));
  await leaveWithoutSaving(user);
  expect(window.location.pathname).toBe('/hospital');
  return user;
}

/** A history move that lands on the dashboard before the slow page's code has come: edits and all. */
async function backOnDashboard(move: () => void) {
  await act(async () => move());
  await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  expect(screen.getByText('Editing')).toBeTruthy();
}

/** A history move away from the dashboard: the guard asks, and the address stays until the user answers. */
async function asksAndStays(move: () => void) {
  await act(async () => move());
  expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
  await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
}

describe('UnsavedGuard: a leave overtaken before the next page shows', () => {
  beforeAll(() => installHistoryHold());

  it('keeps the page guarded when Back returns to it while the next page is still loading', async () => {
    const user = await leaveForSlowPage();

    // Back before the profile's code has come: the dashboard never left, and its edits are still there.
    await backOnDashboard(() => window.history.back());
    // So Forward asks again.
    await asksAndStays(() => window.history.forward());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // And so does a link: the earlier "Leave without saving" no longer counts back on this page.
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('heading', { name: 'Inbox' })).toBeNull();
  });

  it('asks again on Back once Forward has returned to the page the user had agreed to leave by Back', async () => {
    // The app's history as React Router writes it: the profile, then the dashboard.
    window.history.replaceState({ usr: null, key: 'profile', idx: 0 }, '', '/hospital');
    window.history.pushState({ usr: null, key: 'dashboard', idx: 1 }, '', '/dashboard');
    const { Page } = slowPage();
    const user = renderApp(Page);
    await act(async () => window.history.back());
    await leaveWithoutSaving(user);
    await waitFor(() => expect(window.location.pathname).toBe('/hospital'));

    // Forward before the profile's code has come: the dashboard, edits and all, is back.
    await backOnDashboard(() => window.history.forward());
    // The earlier agreement no longer counts: Back asks.
    await asksAndStays(() => window.history.back());
  });

  it('lets a link clicked while the next page is still loading go at once: the user already chose to leave', async () => {
    const user = await leaveForSlowPage();

    // The dashboard is still on screen while the profile's code loads; the user clicks on elsewhere.
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeTruthy();
    expect(window.location.pathname).toBe('/messages');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
