import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn } from './support';

/** A specialty no other suite relies on, so switching it off for a moment disturbs nothing else. */
const TOGGLED = 'Rehabilitation & Sports Medicine';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await expect(page.getByLabel('Username')).toHaveValue(DEMO_ACCOUNTS.admin.username);
  await page.getByLabel('Password').fill(DEMO_ACCOUNTS.admin.password);
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL('**/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('admin dashboard', () => {
  test('stat cards, tabs; create a hospital, add a specialty and a price, upload a logo, then delete it', async ({ page }) => {
    await signInAsAdmin(page);
    const stats = page.getByRole('region', { name: 'Platform counts' });
    for (const label of ['Total Hospitals', 'Total Users', 'Specialties']) await expect(stats.getByText(label, { exact: true })).toBeVisible();
    const hospitalCount = async () => Number((await stats.locator('dd').first().innerText()).replace(/\D/g, ''));
    await expect(stats.locator('dd').first()).toHaveText(/\d/);
    const hospitalsBefore = await hospitalCount();
    expect(hospitalsBefore).toBeGreaterThan(0);
    for (const tab of ['Hospitals', 'Specialties', 'Settings']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();

    // Create: without a name, SPEC §5's notice; with one, the new hospital opens.
    await page.getByRole('button', { name: 'Add hospital' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a hospital' });
    await expect(dialog.getByLabel('Province')).toHaveText('Ontario');
    await expect(dialog.getByLabel('Owner account')).toHaveText('No owner');
    await dialog.getByRole('button', { name: 'Create hospital' }).click();
    await expect(toast(page)).toContainText('Missing Information');
    await expect(toast(page)).toContainText('Please provide a hospital name');
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
    const name = `E2E Admin Hospital ${Date.now().toString(36)}`;
    await dialog.getByLabel('Hospital name').fill(name);
    await dialog.getByLabel('City').fill('Kingston');
    await dialog.getByLabel('Contact email').fill('desk@e2e-admin.example.ca');
    await dialog.getByRole('button', { name: 'Create hospital' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText('Hospital created');
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    // The count refetches without a reload (other suites may add hospitals meanwhile, so not an exact number).
    await expect.poll(hospitalCount).toBeGreaterThan(hospitalsBefore);
    await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-current', 'true');

    // Specialty edit mode: add one; it takes the admin defaults.
    await page.getByRole('button', { name: 'Edit specialties' }).click();
    await pick(page, 'Specialty to add', 'Exotic Animal Medicine');
    await page.getByRole('button', { name: 'Add specialty' }).click();
    await expect(page.getByLabel('Wait time for Exotic Animal Medicine')).toHaveText('2-4 weeks');
    await expect(page.getByLabel('Notes for Exotic Animal Medicine')).toHaveValue('Added by admin');
    await page.getByRole('switch', { name: 'Accepting emergency cases: Exotic Animal Medicine' }).click();
    await expect(page.getByRole('switch', { name: 'Accepting emergency cases: Exotic Animal Medicine' })).toBeChecked();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Added by admin')).toBeVisible();

    // Pricing: the add form validates, then saves.
    await page.getByRole('button', { name: 'Add pricing' }).click();
    const pricingForm = page.getByRole('form', { name: 'New pricing' });
    await pricingForm.getByRole('button', { name: 'Save pricing' }).click();
    await expect(pricingForm.getByText('Procedure name is required')).toBeVisible();
    await expect(pricingForm.getByText('Price range is required')).toBeVisible();
    await pricingForm.getByLabel('Procedure name').fill('Fracture repair (exotic)');
    await pricingForm.getByLabel('Price range').fill('$1,500–$2,400');
    await pricingForm.getByRole('button', { name: 'Save pricing' }).click();
    await expect(pricingForm).toBeHidden();
    await expect(page.getByText('$1,500–$2,400')).toBeVisible();

    // Logo: a real PNG made here; progress, then the stored logo replaces the placeholder.
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1d6f8f' } }).png().toBuffer();
    await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of the new logo' }).first()).toBeVisible();
    await expect(page.getByText('square image of at least 200x200 px')).toBeVisible();
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect(toast(page)).toContainText('Logo uploaded');
    const logo = page.getByRole('img', { name: `Current logo of ${name}` }).first();
    await expect(logo).toHaveAttribute('src', /^\/api\/images\/\d+$/);
    const served = await page.request.get((await logo.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/png');
    expect((await sharp(await served.body()).metadata()).width).toBe(400);

    // The vet-facing profile shows what the admin set.
    const id = await hospitalId(page, name);
    const profile = await page.request.get(`/api/hospitals/${id}`);
    const detail = (await profile.json()) as { services: { specialty: { name: string } }[]; pricings: { price_range: string }[] };
    expect(detail.services.map((s) => s.specialty.name)).toEqual(['Exotic Animal Medicine']);
    expect(detail.pricings.map((p) => p.price_range)).toEqual(['$1,500–$2,400']);

    // Delete with a confirmation that names the hospital.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await expect(confirm).toContainText(`This removes ${name}`);
    await confirm.getByRole('button', { name: 'Delete hospital' }).click();
    await expect(toast(page)).toContainText('Hospital deleted');
    await expect(page.getByText('Select a hospital to see and edit')).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
    expect((await page.request.get(`/api/admin/clinics/${id}`)).status()).toBe(404);
  });

  test('edit mode, specialty edit mode and the pricing form reset when another hospital is selected', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByLabel('Search hospitals').fill('rideau');
    await page.getByRole('button', { name: /Rideau Veterinary Specialty Centre/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Rideau Veterinary Specialty Centre' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Edit hospital' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit specialties' }).click();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
    await page.getByRole('button', { name: 'Add pricing' }).click();
    await expect(page.getByRole('form', { name: 'New pricing' })).toBeVisible();

    await page.getByLabel('Search hospitals').fill('lakeshore');
    await page.getByRole('button', { name: /Lakeshore Animal Referral Hospital/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lakeshore Animal Referral Hospital' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Edit hospital' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit specialties' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('form', { name: 'New pricing' })).toHaveCount(0);
  });

  test('a catalogue entry switched off is no longer offered to vets; switched back on, it is again', async ({ page, browser }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Specialties' }).click();
    const toggle = page.getByRole('switch', { name: `Active: ${TOGGLED}` });
    await expect(toggle).toBeChecked();
    const orders = await page.getByTestId('catalogue-row').locator('span.tabular-nums').allInnerTexts();
    const numbers = orders.map((o) => Number(o.replace('#', '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    const vetContext = await browser.newContext();
    const vet = await vetContext.newPage();
    try {
      await signIn(vet, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
      const offered = async () => ((await (await vet.request.get('/api/specialties/active')).json()) as { name: string }[]).map((s) => s.name);
      expect(await offered()).toContain(TOGGLED);

      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect(page.getByTestId('catalogue-row').filter({ hasText: TOGGLED })).toContainText('Inactive');
      await expect.poll(offered).not.toContain(TOGGLED);
      // The vet's specialty picker no longer offers it either.
      await vet.goto('/dashboard/vet');
      await vet.getByRole('combobox', { name: 'Specialty', exact: true }).click();
      await expect(vet.getByRole('option', { name: 'Cardiology', exact: true })).toBeVisible();
      await expect(vet.getByRole('option', { name: TOGGLED, exact: true })).toHaveCount(0);
      await vet.keyboard.press('Escape');
    } finally {
      if (!(await toggle.isChecked())) await toggle.click();
      await expect(toggle).toBeChecked();
    }
    await expect
      .poll(async () => ((await (await vet.request.get('/api/specialties/active')).json()) as { name: string }[]).map((s) => s.name))
      .toContain(TOGGLED);
    await vetContext.close();
  });

  test('adds a catalogue specialty with the default display order; submit stays disabled without a name', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Specialties' }).click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add specialty' }) });
    const submit = form.getByRole('button', { name: 'Add specialty' });
    await expect(submit).toBeDisabled();
    const count = await page.getByTestId('catalogue-row').count();
    await expect(form.getByText(`defaults to ${count + 1}`)).toBeVisible();
    const name = `E2E Specialty ${Date.now().toString(36)}`;
    await form.getByLabel('Name', { exact: true }).fill(name);
    // Inactive, so no other suite ever sees it in a picker.
    await form.getByRole('checkbox', { name: 'Active' }).click();
    await submit.click();
    const row = page.getByTestId('catalogue-row').filter({ hasText: name });
    await expect(row).toContainText(`#${count + 1}`);
    await expect(row).toContainText('Inactive');
  });

  test('the Settings tab is local only and says so', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByText('not saved to the server')).toBeVisible();
    for (const row of ['Database', 'API services', 'File storage']) await expect(page.getByText(row, { exact: true })).toBeVisible();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('switch', { name: 'Maintenance mode' }).click();
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
    await page.getByLabel('Notification email').fill('ops@example.ca');
    expect(requests.filter((u) => u.includes('/api/'))).toEqual([]);
  });

  test('no serious axe violations, and no sideways scrolling at 360 px', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: /Rideau/ }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: /Rideau/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit specialties' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Specialties' }).click();
    await expect(page.getByTestId('catalogue-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('tab', { name: 'Hospitals' }).click();
    await expectNoHorizontalOverflow(page);
  });
});

/** The selected hospital's id, read from its public-profile link. */
async function hospitalId(page: Page, name: string): Promise<number> {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const href = await page.getByRole('link', { name: 'Public profile' }).getAttribute('href');
  return Number(href!.split('/').pop());
}
