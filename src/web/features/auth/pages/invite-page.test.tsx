import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@shared/errors';
import { type Answer, type SentRequest, renderInApp, renderRoutes, stubFetch } from '@web/lib/testing/render';
import { AuthPage } from './auth-page';
import { InvitePage } from './invite-page';

const TOKEN = 'Inv1te_token-0123456789';
const INFO = { clinic_name: 'Rideau Specialty', kind: 'clinic', email: 'new.member@example.ca', account_exists: false };
const MEMBER = { id: 9, username: INFO.email, role: 'clinic', display_name: null, avatar_url: null, job_title: null, practice_type: null, clinic_role: 'member' };
const fail = (code: keyof typeof ERRORS) => ({ status: ERRORS[code].status, body: { message: ERRORS[code].message, code } });

/** The invite page with the routes it sends people to; `answer` handles what the default below does not. */
function renderInvite(
  { info = INFO, user = null as object | null, accept }: { info?: typeof INFO; user?: object | null; accept?: (r: SentRequest) => Answer } = {},
  route = `/invite?token=${TOKEN}`,
) {
  let signedIn = user;
  const fetch = stubFetch((r) => {
    if (r.url === '/api/user') return signedIn ? { body: signedIn } : { status: 401, body: { message: 'Not signed in.', code: 'NOT_SIGNED_IN' } };
    if (r.url === `/api/invitations/${TOKEN}`) return { body: info };
    if (r.url === '/api/logout') return { status: 204 };
    if (r.url === `/api/invitations/${TOKEN}/accept`) return accept?.(r) ?? ((signedIn = MEMBER), { body: MEMBER });
    return { status: 404 };
  });
  const app = renderRoutes(
    <>
      <Route path="/invite" element={<InvitePage />} />
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/dashboard/clinic" element={<p>clinic dashboard</p>} />
    </>,
    route,
  );
  return { ...app, ...fetch };
}

const accepted = (sent: SentRequest[]) => sent.filter((r) => r.url.endsWith('/accept'));

describe('/invite', () => {
  it.each(['', '?token=short'])('says a link without a usable token (%j) is invalid, asking nothing', async (query) => {
    const { sent } = renderInvite({}, `/invite${query}`);
    expect(await screen.findByText(ERRORS.INVITATION_INVALID.message)).toBeTruthy();
    expect(sent.filter((r) => r.url.startsWith('/api/invitations'))).toEqual([]);
  });

  it('says an invitation the server refuses is invalid', async () => {
    stubFetch(() => fail('INVITATION_INVALID'));
    renderInApp(<InvitePage />, { route: `/invite?token=${TOKEN}` });
    expect(await screen.findByText(ERRORS.INVITATION_INVALID.message)).toBeTruthy();
    expect(screen.getByText('This invitation cannot be used')).toBeTruthy();
  });

  it('shows other load failures as such', async () => {
    stubFetch(() => ({ status: 500, body: { message: ERRORS.INTERNAL.message, code: 'INTERNAL' } }));
    renderInApp(<InvitePage />, { route: `/invite?token=${TOKEN}` });
    expect(await screen.findByText('Could not load the invitation')).toBeTruthy();
    expect(screen.getByText(ERRORS.INTERNAL.message)).toBeTruthy();
  });

  describe('for a new address', () => {
    it('creates the account with the chosen password, joins, and opens the clinic dashboard', async () => {
      const app = renderInvite();
      expect(await screen.findByText('Rideau Specialty invited new.member@example.ca to join its team.')).toBeTruthy();
      expect(document.title).toBe('Join a clinic team · VetReferral');
      await app.user.type(screen.getByLabelText(/Your name/), 'Sam Member');
      await app.user.type(screen.getByLabelText('Password'), 'member-pass-1');
      await app.user.type(screen.getByLabelText('Confirm password'), 'member-pass-1');
      await app.user.click(screen.getByRole('button', { name: 'Create account and join' }));
      expect(await screen.findByText('clinic dashboard')).toBeTruthy();
      expect(accepted(app.sent)).toEqual([{ method: 'POST', url: `/api/invitations/${TOKEN}/accept`, body: { name: 'Sam Member', password: 'member-pass-1' } }]);
      expect((await screen.findByTestId('toast')).textContent).toContain('You joined Rideau Specialty');
      // The current user is the new member, asked again of the server.
      expect(app.queryClient.getQueryData(['user'])).toEqual(MEMBER);
      expect(app.sent.filter((r) => r.url === '/api/user').length).toBeGreaterThanOrEqual(2);
    });

    it('checks the password as registration does', async () => {
      const app = renderInvite();
      await app.user.type(await screen.findByLabelText('Password'), 'abc');
      await app.user.click(screen.getByRole('button', { name: 'Create account and join' }));
      expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
      await app.user.type(screen.getByLabelText('Password'), 'defgh');
      await app.user.type(screen.getByLabelText('Confirm password'), 'abcdefgh!');
      await app.user.click(screen.getByRole('button', { name: 'Create account and join' }));
      expect(await screen.findByText('Passwords do not match')).toBeTruthy();
      expect(accepted(app.sent)).toEqual([]);
    });

    it('puts a too-common password’s message on the password field', async () => {
      const app = renderInvite({ accept: () => fail('PASSWORD_TOO_COMMON') });
      await app.user.type(await screen.findByLabelText(/Your name/), 'Sam Member');
      await app.user.type(screen.getByLabelText('Password'), 'password1');
      await app.user.type(screen.getByLabelText('Confirm password'), 'password1');
      await app.user.click(screen.getByRole('button', { name: 'Create account and join' }));
      const message = await screen.findByText(ERRORS.PASSWORD_TOO_COMMON.message);
      expect(message.id).toBe(screen.getByLabelText('Password').getAttribute('aria-describedby'));
      expect(screen.getByTestId('where').textContent).toBe(`/invite?token=${TOKEN}`);
    });
  });

  describe('for an existing account', () => {
    const existing = { ...INFO, account_exists: true };

    it('asks a signed-out visitor to sign in as the invited address, and /auth returns to the invitation', async () => {
      const app = renderInvite({ info: existing });
      const link = await screen.findByRole('link', { name: 'Sign in as new.member@example.ca to accept' });
      expect(link.getAttribute('href')).toBe(`/auth?next=${encodeURIComponent(`/invite?token=${TOKEN}`)}`);
      // Once signed in, /auth sends the user back to the invitation.
      app.queryClient.setQueryData(['user'], MEMBER);
      await app.user.click(link);
      expect(await screen.findByRole('button', { name: 'Join Rideau Specialty' })).toBeTruthy();
      expect(screen.getByTestId('where').textContent).toBe(`/invite?token=${TOKEN}`);
    });

    it('lets the invited account join with one button', async () => {
      const app = renderInvite({ info: existing, user: { ...MEMBER, username: 'New.Member@example.ca', clinic_role: null } });
      await app.user.click(await screen.findByRole('button', { name: 'Join Rideau Specialty' }));
      expect(await screen.findByText('clinic dashboard')).toBeTruthy();
      expect(accepted(app.sent)).toEqual([{ method: 'POST', url: `/api/invitations/${TOKEN}/accept`, body: {} }]);
    });

    it('explains to someone signed in as another account, and signs them out', async () => {
      const app = renderInvite({ info: existing, user: { ...MEMBER, username: 'someone.else@example.ca' } });
      expect(await screen.findByText(/You are signed in as someone\.else@example\.ca, but this invitation is for new\.member@example\.ca/)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Join Rideau Specialty' })).toBeNull();
      await app.user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByRole('link', { name: 'Sign in as new.member@example.ca to accept' })).toBeTruthy();
      expect(app.sent.some((r) => r.method === 'POST' && r.url === '/api/logout')).toBe(true);
    });

    it.each([
      ['INVITATION_SIGN_IN_REQUIRED', { link: 'Sign in as new.member@example.ca to accept' }],
      ['INVITATION_OTHER_ACCOUNT', { button: 'Sign out' }],
      ['INVITATION_NOT_CLINIC_ACCOUNT', {}],
      ['ALREADY_IN_A_CLINIC', {}],
    ] as const)('shows %s with its message (and what to do next)', async (code, next: { link?: string; button?: string }) => {
      const app = renderInvite({ info: existing, user: MEMBER, accept: () => fail(code) });
      await app.user.click(await screen.findByRole('button', { name: 'Join Rideau Specialty' }));
      expect(await screen.findByText(ERRORS[code].message)).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain('Could not join the team');
      if (next.link) expect(screen.getByRole('link', { name: next.link })).toBeTruthy();
      if (next.button) expect(screen.getByRole('button', { name: next.button })).toBeTruthy();
      expect(screen.getByTestId('where').textContent).toBe(`/invite?token=${TOKEN}`);
    });

    it('says the invitation is invalid when it was used or expired meanwhile', async () => {
      const app = renderInvite({ info: existing, user: MEMBER, accept: () => fail('INVITATION_INVALID') });
      await app.user.click(await screen.findByRole('button', { name: 'Join Rideau Specialty' }));
      expect(await screen.findByText(ERRORS.INVITATION_INVALID.message)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Join Rideau Specialty' })).toBeNull());
    });
  });
});

describe('/auth?next=', () => {
  it.each([
    ['/invite?token=abc', '/invite?token=abc'],
    ['//evil.example/x', '/dashboard/clinic'],
    ['/\\evil.example', '/dashboard/clinic'],
    ['https://evil.example/', '/dashboard/clinic'],
  ])('sends a signed-in user from next=%j to %s', async (next, expected) => {
    stubFetch(({ url }) => (url === '/api/user' ? { body: MEMBER } : { status: 404 }));
    renderRoutes(
      <>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </>,
      `/auth?next=${encodeURIComponent(next)}`,
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(expected));
  });
});
