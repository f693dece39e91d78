import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn, uniqueEmail } from './support';

/* The clinic's team (issue 18): the demo clinic account owns its listing, so it sees the Team tab. */

test('the demo clinic (owner) invites a colleague, sees the invitation pending, and revokes it', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.waitForURL('**/dashboard/clinic?tab=team');
  const panel = page.getByRole('tabpanel', { name: 'Team' });
  await expect(panel.getByText('Only you can invite or remove members.')).toBeVisible();
  const owner = panel.getByTestId('team-member').filter({ hasText: DEMO_ACCOUNTS.clinic.username });
  await expect(owner.getByText('Owner', { exact: true })).toBeVisible();
  await expect(owner.getByRole('button')).toHaveCount(0);

  // The shared schema refuses a malformed address before anything is sent.
  const email = panel.getByLabel('Colleague’s email');
  await email.fill('front desk');
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  await expect(panel.getByText('Invalid email address')).toBeVisible();

  const colleague = uniqueEmail('colleague');
  await email.fill(colleague);
  await panel.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Invitation sent to ${colleague}`);
  await expect(email).toHaveValue('');
  const invitation = panel.getByTestId('team-invitation').filter({ hasText: colleague });
  await expect(invitation).toContainText(/Expires \w{3} \d{1,2}, \d{4}/);
  await expectNoSeriousA11yViolations(page);

  // Still there after a reload: it is the server's.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(invitation).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(invitation).toBeVisible();
  await expectNoHorizontalOverflow(page);

  await invitation.getByRole('button', { name: `Revoke the invitation to ${colleague}` }).click();
  await expect(page.getByTestId('toast')).toContainText(`Invitation to ${colleague} revoked`);
  await expect(invitation).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Team' }).getByTestId('team-member').first()).toBeVisible();
  await expect(page.getByTestId('team-invitation').filter({ hasText: colleague })).toHaveCount(0);
});

test('a vet has no Team tab to reach: the clinic dashboard is for clinics', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  await page.goto('/dashboard/clinic?tab=team');
  await page.waitForURL('**/dashboard/vet');
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveCount(0);
});
