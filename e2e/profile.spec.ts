import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO_ACCOUNTS,
  E2E_PASSWORD,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  registerThroughUi,
  signIn,
} from './support';

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();
}

const saveAndExpectToast = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByTestId('toast')).toContainText('Profile saved');
};

test.describe('profile page', () => {
  test('a vet fills user, contact and practice information, saves and sees it after a reload', async ({ page }) => {
    const username = await registerThroughUi(page, 'vet');
    await openProfile(page);
    await expect(page.getByLabel('Username (email)')).toHaveValue(username);
    await expect(page.getByLabel('Username (email)')).not.toBeEditable();
    await expect(page.getByRole('heading', { name: 'Practice Information' })).toBeVisible();

    await page.getByLabel('Display name').fill('Dr. Marie Gagnon');
    await choose(page, 'Job title', 'Veterinarian');
    await choose(page, 'Practice type', 'General Practice');
    await page.getByLabel('Full name').fill('Marie Gagnon');
    await page.getByLabel('Contact email').fill('not-an-email');
    await page.getByLabel('Phone').fill('514-555-0134');
    await page.getByLabel('Clinic name (where you work)').fill('Clinique Vétérinaire du Plateau');
    await page.getByLabel('City').fill('Whitehorse');
    await choose(page, 'Province or territory', 'Yukon');
    await page.getByLabel('Specialty or area of interest').fill('Dermatology');
    await page.getByLabel('Bio').fill('Small-animal GP with an interest in skin disease.');

    // Validated on submit, then again on change.
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Contact email').fill('marie@plateau.example.ca');
    await expect(page.getByText('Invalid email address')).toBeHidden();
    await saveAndExpectToast(page);

    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Dr. Marie Gagnon');
    await expect(page.getByLabel('Job title', { exact: true })).toHaveText(/Veterinarian/);
    await expect(page.getByLabel('Practice type', { exact: true })).toHaveText(/General Practice/);
    await expect(page.getByLabel('Full name')).toHaveValue('Marie Gagnon');
    await expect(page.getByLabel('Contact email')).toHaveValue('marie@plateau.example.ca');
    await expect(page.getByLabel('Phone')).toHaveValue('514-555-0134');
    await expect(page.getByLabel('Clinic name (where you work)')).toHaveValue('Clinique Vétérinaire du Plateau');
    await expect(page.getByLabel('City')).toHaveValue('Whitehorse');
    await expect(page.getByLabel('Province or territory', { exact: true })).toHaveText(/Yukon/);
    await expect(page.getByLabel('Specialty or area of interest')).toHaveValue('Dermatology');
    await expect(page.getByLabel('Bio')).toHaveValue('Small-animal GP with an interest in skin disease.');
  });

  test('a clinic gets the clinic profile rules, saves its hospital and sees it after a reload', async ({ page }) => {
    await registerThroughUi(page, 'clinic');
    await openProfile(page);
    await expect(page.getByRole('heading', { name: 'Clinic Information' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save Profile' }).click();
    for (const message of ['Clinic name is required', 'Address is required', 'Province is required', 'Invalid email address']) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel('Display name').fill('Front Desk');
    await choose(page, 'Job title', 'Practice Manager');
    await choose(page, 'Practice type', 'Specialty');
    await page.getByLabel('Contact email').fill('referrals@harbourview.example.ca');
    await page.getByLabel('Phone').fill('902-555-0188');
    await page.getByLabel('Hospital name').fill('Harbourview Veterinary Specialists');
    await page.getByLabel('Address', { exact: true }).fill('12 Water Street');
    await page.getByLabel('City').fill('Halifax');
    await choose(page, 'Province or territory', 'Nova Scotia');
    await page.getByLabel('Website URL').fill('javascript:alert(1)');
    await page.getByLabel('Referral instructions').fill('Fax the referral form, then call the front desk.');
    await page.getByLabel('Description').fill('Surgery, internal medicine and 24/7 emergency.');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Enter a web address such as www.example.ca or https://example.ca')).toBeVisible();
    await page.getByLabel('Website URL').fill('www.harbourview.example.ca');
    await saveAndExpectToast(page);

    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Front Desk');
    await expect(page.getByLabel('Job title', { exact: true })).toHaveText(/Practice Manager/);
    await expect(page.getByLabel('Contact email')).toHaveValue('referrals@harbourview.example.ca');
    await expect(page.getByLabel('Phone')).toHaveValue('902-555-0188');
    await expect(page.getByLabel('Hospital name')).toHaveValue('Harbourview Veterinary Specialists');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Water Street');
    await expect(page.getByLabel('City')).toHaveValue('Halifax');
    await expect(page.getByLabel('Province or territory', { exact: true })).toHaveText(/Nova Scotia/);
    await expect(page.getByLabel('Website URL')).toHaveValue('www.harbourview.example.ca');
    await expect(page.getByLabel('Referral instructions')).toHaveValue('Fax the referral form, then call the front desk.');
    await expect(page.getByLabel('Description')).toHaveValue('Surgery, internal medicine and 24/7 emergency.');
  });

  test('a failed part of the save shows its SPEC message with the server words; the other part is saved', async ({ page }) => {
    await registerThroughUi(page, 'vet');
    await openProfile(page);
    await page.route('**/api/vets/profile', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Maintenance in progress.', code: 'INTERNAL' }) })
        : route.continue(),
    );
    await page.getByLabel('Display name').fill('Dr. Partial');
    await page.getByLabel('Full name').fill('Partial Save');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to update professional profile.');
    await expect(toast).toContainText('Maintenance in progress.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toast).not.toContainText('Failed to update profile.');

    await page.unroute('**/api/vets/profile');
    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Dr. Partial');
    await expect(page.getByLabel('Full name')).toHaveValue('');
  });

  test('an uploaded picture is resized to a 400 px JPEG and shows in the navigation', async ({ page }) => {
    await registerThroughUi(page, 'vet');
    await openProfile(page);
    await expect(page.getByTestId('initials-badge')).toHaveText('VD');
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 110, b: 100 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });

    const preview = page.getByTestId('avatar-preview');
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    await expect(page.getByText('Click Save Profile to keep this picture.')).toBeVisible();
    await saveAndExpectToast(page);

    const navPicture = page.getByTestId('avatar-image');
    await expect(navPicture).toBeVisible();
    await expect(page.getByTestId('initials-badge')).toHaveCount(0);
    const src = await navPicture.getAttribute('src');
    expect(src).toMatch(/^\/api\/images\/\d+$/);
    const image = await page.request.get(src!);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const meta = await sharp(await image.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 267]);

    // Still there after a reload, and removable.
    await page.reload();
    await expect(page.getByTestId('avatar-image')).toBeVisible();
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await saveAndExpectToast(page);
    await expect(page.getByTestId('initials-badge')).toHaveText('VD');
  });

  test('changes the password: mismatch, wrong current password, then success', async ({ page }) => {
    const username = await registerThroughUi(page, 'vet');
    await openProfile(page);
    const next = 'Brand-New-Referral-Pass-3';
    await page.getByLabel('Current password').fill(E2E_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(next + 'x');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('Confirm new password').fill(next);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to change password');
    await expect(toast).toContainText('Current password is incorrect.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');

    await page.getByLabel('Current password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast).toContainText('Password changed');
    await expect(page.getByLabel('Current password')).toHaveValue('');

    // This session stays signed in; the new password works for the next sign-in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.context().clearCookies();
    await signIn(page, username, next);
  });

  test('admins see their user information but no contact or practice cards', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    await openProfile(page);
    await expect(page.getByRole('heading', { name: 'User Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Profile Picture' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Practice Information|Clinic Information/ })).toHaveCount(0);
  });

  for (const role of ['vet', 'clinic'] as const) {
    test(`has no serious accessibility violations and fits 360 px (${role})`, async ({ page }) => {
      // Two axe scans after a registration: give it room on a busy machine.
      test.slow();
      await registerThroughUi(page, role);
      await openProfile(page);
      await expectNoSeriousA11yViolations(page);
      // With validation messages showing too.
      await page.getByLabel('Phone').fill('5'.repeat(41));
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.getByText('At most 40 characters')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoHorizontalOverflow(page);
    });
  }
});
