import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, uniqueEmail } from './support';

/** The audit log card on the admin Settings tab (GET /api/admin/audit). */

async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await expect(page.getByLabel('Username')).toHaveValue(DEMO_ACCOUNTS.admin.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL('**/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

const auditTable = (page: Page) => page.getByRole('region', { name: 'Audit log entries, newest first' });
const rows = (page: Page) => auditTable(page).getByTestId('audit-row');
/** The action column of every row shown. */
const actions = (page: Page) => rows(page).locator('td:nth-child(3)').allInnerTexts();

test.describe('admin audit log', () => {
  test('shows the admin its own sign-in, filters by action group and by user, from the keyboard', async ({ page }) => {
    // A failed sign-in to a username nobody has: an entry without an actor.
    const stranger = uniqueEmail('audit.stranger');
    const failed = await page.request.post('/api/login', { data: { username: stranger, password: 'Wrong-Pass-123' } });
    expect(failed.status()).toBe(401);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Settings' }).click();

    // The static settings are still there, above the card.
    for (const row of ['Database', 'API services', 'File storage']) await expect(page.getByText(row, { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toBeVisible();
    await expect(page.getByLabel('Notification email')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();

    // Its own sign-in, with a short date and time, the action and its IP.
    const own = rows(page).filter({ hasText: 'auth.login.success' }).filter({ hasText: DEMO_ACCOUNTS.admin.username }).first();
    await expect(own).toBeVisible();
    await expect(own.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
    await expect(own.locator('td').nth(4)).toHaveText(/\d|:/);
    await expect(rows(page).filter({ hasText: stranger })).toContainText('System/anonymous');

    // Sign-ins only, chosen with the keyboard.
    const actionFilter = page.getByLabel('Action');
    await expect(actionFilter).toHaveText('All');
    await actionFilter.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Sign-ins' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    // Enter only once the arrow has landed: on a loaded machine it once reached the list before its focus did.
    await expect(page.getByRole('option', { name: 'Sign-ins' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(actionFilter).toHaveText('Sign-ins');
    await expect.poll(async () => (await actions(page)).every((a) => a.startsWith('auth.login.')), { message: 'only sign-ins shown' }).toBe(true);
    await expect(rows(page).filter({ hasText: 'auth.login.success' }).first()).toBeVisible();
    await expect(rows(page).filter({ hasText: stranger })).toContainText('auth.login.failure');

    // By user: part of the admin's username, in capitals; then a user with no entries.
    await page.getByLabel('User', { exact: true }).fill('ADMIN@DEMO');
    await expect
      .poll(async () => {
        const users = await rows(page).locator('td:nth-child(2)').allInnerTexts();
        return users.length > 0 && users.every((u) => u === DEMO_ACCOUNTS.admin.username);
      })
      .toBe(true);
    await page.getByLabel('User', { exact: true }).fill('no-such-user-%');
    await expect(page.getByText('No entries match these filters.')).toBeVisible();

    // Back to everything.
    await page.getByLabel('User', { exact: true }).fill('');
    await pickAll(page);
    await expect(rows(page).filter({ hasText: stranger })).toBeVisible();
  });

  test('no serious axe violations, and no sideways scrolling at 360 px', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(rows(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(rows(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // The table scrolls inside its own box, which takes keyboard focus.
    await auditTable(page).focus();
    await expect(auditTable(page)).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });
});

async function pickAll(page: Page) {
  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await expect(page.getByLabel('Action')).toHaveText('All');
}
