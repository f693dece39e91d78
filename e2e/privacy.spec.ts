import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, registerThroughUi } from './support';

/** Issue 23 on the profile page: download my data, then delete the account (signed out, cannot sign in). */
test.describe('your data', () => {
  test('a vet downloads their data as JSON, then deletes the account and can no longer sign in', async ({ page }) => {
    const username = await registerThroughUi(page, 'vet');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your Data' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vetreferral-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(file).toMatchObject({ format: 'vetreferral-export', account: { username, role: 'vet' }, referrals_sent: [] });

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('clinical records the other party must keep');
    await expectNoSeriousA11yViolations(page);

    // A wrong password is said beside the field, and nothing is deleted.
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();

    await dialog.getByLabel('Password').fill(E2E_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByTestId('toast')).toContainText('Your account has been deleted');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('toast').getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a clinic owner is told to transfer or close the listing first; the card fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await registerThroughUi(page, 'clinic');
    // A clinic account owns a listing once its profile is saved.
    const res = await page.request.patch('/api/clinics/profile', { data: { name: 'E2E Leaving Hospital', address: '1 Exit Rd', province: 'Ontario', contact_email: 'exit@e2e.example.ca' } });
    expect(res.status()).toBe(200);
    await page.goto('/profile');
    await expect(page.getByText('You own a clinic listing')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
