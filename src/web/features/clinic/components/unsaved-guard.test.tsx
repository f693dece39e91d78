import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installHistoryHold } from '@web/lib/history-hold';
import { UnsavedGuard, useReportUnsaved } from './unsaved-guard';

/** An editor that holds unsaved edits as long as it is on screen. */
function DirtyEditor() {
  useReportUnsaved(true);
  return <p>Editing</p>;
}

/**
 * A page whose code arrives only when the test says: the router renders the next page in a
 * transition, so the guarded page stays on screen (and mounted) while it waits, as it does in the app
 * while a page's chunk or strings are on their way.
 */
function slowPage() {
  let arrive = () => {};
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>Hospital profile</h1> });
  });
  return { Page: lazy(() => code), arrive };
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
          <Route path="/messages" element={<h1>Messages page</h1>} />
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

/** With the page being left still on screen, a click on its Messages link: no question, it goes there. */
const clickOnWhileLoading = async (user: ReturnType<typeof userEvent.setup>, arrive: () => void) => {
  expect(screen.getByText('Editing')).toBeTruthy();
  await user.click(screen.getByRole('link', { name: 'Messages' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await act(async () => arrive());
  expect(await screen.findByRole('heading', { name: 'Messages page' })).toBeTruthy();
  expect(window.location.pathname).toBe('/messages');
};

describe('UnsavedGuard: once the user has agreed to leave', () => {
  beforeAll(() => installHistoryHold());
  beforeEach(() => window.history.replaceState(null, '', '/dashboard'));

  it('a link clicked while the next page is still loading goes through, not to a second question', async () => {
    const { Page, arrive } = slowPage();
    const user = renderApp(Page);
    await user.click(screen.getByRole('link', { name: 'View as vets see it' }));
    await leaveWithoutSaving(user);
    // The address has changed; the dashboard is still on screen while the profile's code loads.
    expect(window.location.pathname).toBe('/hospital');

    await clickOnWhileLoading(user, arrive);
  });

  it('the same after Back: the click is not held by the page being left', async () => {
    // The app's history as React Router writes it: the profile, then the dashboard.
    window.history.replaceState({ usr: null, key: 'profile', idx: 0 }, '', '/hospital');
    window.history.pushState({ usr: null, key: 'dashboard', idx: 1 }, '', '/dashboard');
    const { Page, arrive } = slowPage();
    const user = renderApp(Page);
    await act(async () => window.history.back());
    await leaveWithoutSaving(user);
    await waitFor(() => expect(window.location.pathname).toBe('/hospital'));

    await clickOnWhileLoading(user, arrive);
  });
});
