import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSeriousA11yViolations, registerThroughUi, signIn } from './support';

/** Issue 21: a clinic that lists itself stays out of vets' searches until an admin verifies it. */

async function vetSearchesByName(page: Page, name: string) {
  await page.goto('/dashboard/vet');
  await page.getByRole('radio', { name: 'Hospital name' }).click();
  await page.getByLabel('Hospital name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a new clinic stays out of search until an admin verifies it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const name = `Pendleton Verified Specialists ${Math.random().toString(36).slice(2, 8)}`;

  // The clinic registers and saves its listing: the dashboard says it waits for verification.
  await registerThroughUi(page, 'clinic');
  const saved = await page.request.patch('/api/clinics/profile', {
    data: { name, address: '9 Verify Lane', city: 'Kingston', province: 'Ontario', contact_email: 'desk@pendleton.example.ca' },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Your listing is waiting for verification')).toBeVisible();

  // A vet does not find it.
  const vet = await (await browser.newContext()).newPage();
  await signIn(vet, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  await vetSearchesByName(vet, name);
  await expect(vet.getByTestId('results-empty')).toHaveText('No hospitals found matching your search criteria.');

  // The admin finds it under Pending in the Hospitals tab and verifies it.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin-login');
  await admin.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
  await admin.getByRole('button', { name: 'Login as Admin' }).click();
  await admin.waitForURL('**/dashboard/admin');
  await admin.getByRole('tab', { name: 'Hospitals' }).click();
  await admin.getByRole('group', { name: 'Show hospitals' }).getByRole('button', { name: 'Pending' }).click();
  await admin.getByRole('button', { name: new RegExp(name) }).click();
  await expect(admin.getByTestId('review-status')).toHaveText('Waiting for review');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(admin.getByTestId('review-status')).toHaveText(/^Verified /);

  // Now the vet finds it, marked Verified with the date.
  await vetSearchesByName(vet, name);
  const card = vet.getByTestId('search-result').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('verified-badge')).toHaveText(/^Verified /);

  // And the clinic's banner is gone.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinic Dashboard' })).toBeVisible();
  await expect(page.getByText('Your listing is waiting for verification')).toHaveCount(0);
});
