import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, E2E_PASSWORD, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn, uniqueEmail } from './support';

// Without SMTP (the e2e server has none) mail stays in the outbox, where an admin reads it: these
// specs take each link out of the admin Mail tab, as a person running a demo would.

const NEW_PASSWORD = 'Referral-E2E-Reset-9';
const INVALID_RESET = 'This password reset link is invalid, has expired or has already been used. Ask for a new one.';
const INVALID_INVITE = 'This invitation is invalid, has expired or has already been used. Ask the clinic for a new one.';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await expect(page.getByLabel('Username')).toHaveValue(DEMO_ACCOUNTS.admin.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL('**/dashboard/admin');
}

/**
 * Signs in as the demo admin in a browser of its own, opens the newest mail to `to` in the Mail tab
 * and returns the path (with its token) of the link `path` the mail carries, read from the HTML in the
 * frame and checked against the plain-text view.
 */
async function linkFromMailTab(browser: Browser, to: string, path: '/reset-password' | '/invite'): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Mail' }).click();
  await expect(page.getByText('No SMTP server is configured: mail stays here. Open a mail to read it.')).toBeVisible();
  const row = page.getByTestId('mail-row').filter({ hasText: to }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(to);
  const frame = dialog.frameLocator(`iframe[title="Contents of the mail to ${to}"]`);
  const href = await frame.locator(`a[href*="${path}?token="]`).first().getAttribute('href', { timeout: 10_000 });
  const link = new URL(href!);
  expect(link.pathname).toBe(path);
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await expect(dialog.locator('pre')).toContainText(`${path}?token=${link.searchParams.get('token')}`);
  // Scanned on the text view: axe's scan of a page with frames opens a tab of its own, which this
  // Chromium refuses; the frame holds the mail's own markup anyway, not the app's.
  await expectNoSeriousA11yViolations(page);
  await context.close();
  return `${link.pathname}${link.search}`;
}

async function registerVet(request: APIRequestContext) {
  const username = uniqueEmail('reset.vet');
  const res = await request.post('/api/register', { data: { username, name: 'Dr. Reset Test', password: E2E_PASSWORD, role: 'vet' } });
  expect(res.status()).toBe(201);
  await request.post('/api/logout');
  return username;
}

test.describe('password reset', () => {
  // A vet of its own, not the demo vet: other specs sign in as the demo vet while this one runs.
  test('a vet asks for a link, an admin reads it in the Mail tab, the vet sets a new password and signs in with it; the link then is spent', async ({
    page,
    browser,
    request,
  }) => {
    test.slow(); // two browsers, two sign-ins and a registration
    const username = await registerVet(request);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(username);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page).toHaveTitle('Reset your password · VetReferral');
    await expect(page.getByLabel('Email')).toHaveValue(username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for this address, we sent a link to choose a new password.')).toBeVisible();
    await expect(page.getByText(/The link works for 30 minutes\./)).toBeVisible();

    const link = await linkFromMailTab(browser, username, '/reset-password');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth');
    // The old password no longer works; the new one does.
    expect((await request.post('/api/login', { data: { username, password: E2E_PASSWORD } })).status()).toBe(401);
    await signIn(page, username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/vet$/);

    // The same link a second time: spent.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-E2E-Pass-3');
    await page.getByLabel('Confirm new password').fill('Another-E2E-Pass-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(INVALID_RESET)).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a link without a token says so at once', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText(INVALID_RESET)).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
  });
});

test.describe('team invitation', () => {
  test('the demo clinic invites a new address; its link, read in the Mail tab, creates the account, which joins the team', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail('invited.member');
    expect((await request.post('/api/login', { data: { username: DEMO_ACCOUNTS.clinic.username, password: DEMO_ACCOUNTS.clinic.password } })).ok()).toBe(true);
    const invited = await request.post('/api/clinic/team/invitations', { data: { email } });
    expect(invited.ok(), await invited.text()).toBe(true);

    const link = await linkFromMailTab(browser, email, '/invite');

    await page.goto(link);
    await expect(page.getByText(new RegExp(`invited ${email.replace(/\./g, '\\.')} to join its team\\.`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/Your name/).fill('Invited Member');
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await page.waitForURL('**/dashboard/clinic');
    await expect(page.getByRole('heading', { level: 1, name: 'Clinic Dashboard' })).toBeVisible();

    // Used once: the link now says it cannot be used.
    await page.goto(link);
    await expect(page.getByText(INVALID_INVITE)).toBeVisible();
  });

  test('an existing clinic account signs in from the invitation, comes back to it and joins', async ({ page, browser, request }) => {
    test.slow();
    const email = uniqueEmail('existing.clinic');
    expect((await request.post('/api/register', { data: { username: email, name: 'Reset Desk', password: E2E_PASSWORD, role: 'clinic' } })).status()).toBe(201);
    await request.post('/api/logout');
    expect((await request.post('/api/login', { data: { username: DEMO_ACCOUNTS.clinic.username, password: DEMO_ACCOUNTS.clinic.password } })).ok()).toBe(true);
    expect((await request.post('/api/clinic/team/invitations', { data: { email } })).ok()).toBe(true);

    const link = await linkFromMailTab(browser, email, '/invite');

    await page.goto(link);
    await page.getByRole('link', { name: `Sign in as ${email} to accept` }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/invite');
    await page.getByRole('button', { name: /^Join / }).click();
    await page.waitForURL('**/dashboard/clinic');
  });
});

test.describe('the new pages', () => {
  const pages: Array<[path: string, shown: string]> = [
    ['/forgot-password', 'Send reset link'],
    ['/reset-password?token=not-a-real-token-0123', 'Change password'],
    ['/reset-password', INVALID_RESET],
    ['/invite?token=not-a-real-token-0123', INVALID_INVITE],
  ];
  for (const [path, shown] of pages) {
    test(`${path}: no serious axe violations, no sideways scrolling at 360 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalOverflow(page);
    });
  }

  test('the admin Mail tab: no serious axe violations, no sideways scrolling at 360 px', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Mail' }).click();
    await expect(page.getByRole('group', { name: 'Show mail' })).toBeVisible();
    await expect(page.getByTestId('mail-row').first().or(page.getByText('No mail yet.'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page);
  });
});
