import { type Locator, type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, registerThroughUi, signIn, verifyListingAsAdmin } from './support';

const RIDEAU = 'Rideau Veterinary Specialty Centre';

/** Picks an option of the Radix Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const specialtyCard = (page: Page, name: string) =>
  page.getByTestId('clinic-specialty').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** A 1200 × 800 PNG made by the browser, to upload as a staff photo. */
async function bigPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#0f766e';
    ctx.fillRect(0, 0, 1200, 800);
    ctx.fillStyle = '#fbbf24';
    ctx.fillRect(300, 200, 600, 400);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test.describe('clinic dashboard', () => {
  test('a new clinic sets up its listing, specialties, quotes, staff and waits, and a vet sees the same data', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const suffix = Math.random().toString(36).slice(2, 8);
    const clinicName = `Harbourview Veterinary Specialists ${suffix}`;

    await registerThroughUi(page, 'clinic');
    await expect(page.getByRole('heading', { level: 1, name: 'Clinic Dashboard' })).toBeVisible();

    // ---- before the first save: an invitation, tabs that explain why they are empty, no preview ----
    const profileCard = page.getByTestId('clinic-profile-card');
    await expect(profileCard.getByRole('heading', { name: 'Set up your clinic profile' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Specialties' }).getByText('Save your clinic profile first')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View as vets see it' })).toHaveCount(0);

    // ---- Edit Profile: SPEC messages on an empty submit, re-validated on change ----
    await profileCard.getByRole('button', { name: 'Edit Profile' }).click();
    const profileDialog = page.getByRole('dialog', { name: 'Set up your clinic profile' });
    await profileDialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(profileDialog.getByText('Clinic name is required')).toBeVisible();
    await expect(profileDialog.getByText('Address is required')).toBeVisible();
    await expect(profileDialog.getByText('Province is required')).toBeVisible();
    await expect(profileDialog.getByText('Invalid email address')).toBeVisible();
    await profileDialog.getByLabel('Clinic name *').fill(clinicName);
    await expect(profileDialog.getByText('Clinic name is required')).toBeHidden();
    await expect(profileDialog.getByText('Address is required')).toBeVisible();
    await profileDialog.getByLabel('Address *').fill('12 Harbour Road');
    await profileDialog.getByLabel('City').fill('Halifax');
    // The clinic form offers the ten provinces only (SPEC §5).
    await profileDialog.getByLabel('Province *').click();
    await expect(page.getByRole('option')).toHaveCount(10);
    await expect(page.getByRole('option', { name: 'Yukon' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Nova Scotia', exact: true }).click();
    await profileDialog.getByLabel('Phone').fill('902-555-0199');
    await profileDialog.getByLabel('Contact email *').fill('not-an-email');
    await profileDialog.getByLabel('Website').fill('harbourview.example.ca');
    await profileDialog.getByLabel('Referral instructions').fill('Email records to the referral desk; urgent cardiology seen same week.');
    await profileDialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(profileDialog.getByText('Invalid email address')).toBeVisible();
    await profileDialog.getByLabel('Contact email *').fill('referrals@harbourview.example.ca');
    await expect(profileDialog.getByText('Invalid email address')).toBeHidden();
    await profileDialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(profileDialog).toBeHidden();

    await expect(profileCard.getByRole('heading', { level: 2, name: clinicName })).toBeVisible();
    await expect(profileCard).toContainText('12 Harbour Road, Halifax, Nova Scotia');
    // A bare domain becomes an https link.
    await expect(profileCard.getByRole('link', { name: 'harbourview.example.ca (opens in a new tab)' })).toHaveAttribute(
      'href',
      /^https:\/\/harbourview\.example\.ca\/?$/,
    );
    const preview = page.getByRole('link', { name: 'View as vets see it' });
    await expect(preview).toHaveAttribute('href', /^\/hospitals\/\d+$/);
    const hospitalId = Number((await preview.getAttribute('href'))!.split('/').pop());

    // ---- Specialties: add two, set wait times and notes, toggle emergency on one ----
    const specialtiesPanel = page.getByRole('tabpanel', { name: 'Specialties' });
    await expect(specialtiesPanel.getByText('No specialties listed yet')).toBeVisible();
    await specialtiesPanel.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(specialtiesPanel.getByText('Choose a specialty to add')).toBeVisible();
    await choose(page, specialtiesPanel, 'Specialty to add', 'Cardiology');
    await specialtiesPanel.getByRole('button', { name: 'Add', exact: true }).click();
    const cardiology = specialtyCard(page, 'Cardiology');
    await expect(cardiology).toBeVisible();
    // Added with defaults: no wait time yet, not accepting emergencies.
    await expect(cardiology.getByLabel('Wait time', { exact: true })).toHaveText('Not specified');
    await expect(cardiology.getByRole('switch', { name: 'Accepting emergency cases' })).not.toBeChecked();
    // A listed specialty is no longer offered.
    await specialtiesPanel.getByLabel('Specialty to add', { exact: true }).click();
    await expect(page.getByRole('option', { name: 'Cardiology', exact: true })).toHaveCount(0);
    await page.getByRole('option', { name: 'Oncology', exact: true }).click();
    await specialtiesPanel.getByRole('button', { name: 'Add', exact: true }).click();
    const oncology = specialtyCard(page, 'Oncology');
    await expect(oncology).toBeVisible();

    await choose(page, cardiology, 'Wait time', '<1 week');
    await cardiology.getByLabel('Notes').fill('Echo within 48 h for new murmurs');
    await expect(cardiology.getByTestId('unsaved')).toBeVisible();
    await cardiology.getByRole('button', { name: 'Save wait time and notes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Cardiology: wait time and notes saved');
    await expect(cardiology.getByTestId('unsaved')).toBeHidden();
    await expect(cardiology.getByText('Updated today')).toBeVisible();

    await choose(page, oncology, 'Wait time', '2–4 weeks');
    await oncology.getByRole('button', { name: 'Save wait time and notes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Oncology: wait time and notes saved');

    // The emergency switch saves at once, without the Save button.
    const cardioEmergency = cardiology.getByRole('switch', { name: 'Accepting emergency cases' });
    await cardioEmergency.click();
    await expect(page.getByTestId('toast')).toContainText('Cardiology: now accepting emergency cases');
    await expect(cardioEmergency).toBeChecked();

    // Everything above was saved on the server: a reload shows it.
    await page.reload();
    await expect(cardiology.getByLabel('Wait time', { exact: true })).toHaveText('<1 week');
    await expect(cardiology.getByLabel('Notes')).toHaveValue('Echo within 48 h for new murmurs');
    await expect(cardioEmergency).toBeChecked();
    await expect(oncology.getByLabel('Wait time', { exact: true })).toHaveText('2–4 weeks');
    await expect(oncology.getByRole('switch', { name: 'Accepting emergency cases' })).not.toBeChecked();

    // ---- Quotes: validation, add, edit, delete, add one that stays ----
    await page.getByRole('tab', { name: 'Quotes' }).click();
    const quotesPanel = page.getByRole('tabpanel', { name: 'Quotes' });
    await expect(quotesPanel.getByText('All prices are non-binding, approximate estimates that vary with case complexity.')).toBeVisible();
    await expect(quotesPanel.getByText('No quotes yet')).toBeVisible();
    await quotesPanel.getByRole('button', { name: 'Add quote' }).click();
    let quoteDialog = page.getByRole('dialog', { name: 'Add a quote' });
    await quoteDialog.getByRole('button', { name: 'Add quote' }).click();
    await expect(quoteDialog.getByText('Procedure name is required')).toBeVisible();
    await expect(quoteDialog.getByText('Price range is required')).toBeVisible();
    await quoteDialog.getByLabel('Procedure name *').fill('Holter monitor');
    await expect(quoteDialog.getByText('Procedure name is required')).toBeHidden();
    await quoteDialog.getByLabel('Price range *').fill('$400–$600');
    await quoteDialog.getByRole('button', { name: 'Add quote' }).click();
    await expect(quoteDialog).toBeHidden();
    const holter = quotesPanel.getByTestId('quote-row').filter({ hasText: 'Holter monitor' });
    await expect(holter.getByRole('cell')).toHaveText(['Holter monitor', '$400–$600', '-', '']);

    await quotesPanel.getByRole('button', { name: 'Edit quote: Holter monitor' }).click();
    quoteDialog = page.getByRole('dialog', { name: 'Edit quote' });
    await expect(quoteDialog.getByLabel('Procedure name *')).toHaveValue('Holter monitor');
    await quoteDialog.getByLabel('Price range *').fill('$450–$650');
    await quoteDialog.getByLabel('Description').fill('24-hour recording with report');
    await quoteDialog.getByRole('button', { name: 'Save quote' }).click();
    await expect(quoteDialog).toBeHidden();
    await expect(holter.getByRole('cell')).toHaveText(['Holter monitor', '$450–$650', '24-hour recording with report', '']);

    await quotesPanel.getByRole('button', { name: 'Delete quote: Holter monitor' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the quote for Holter monitor?' });
    await confirm.getByRole('button', { name: 'Delete quote' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('Quote deleted');
    await expect(holter).toHaveCount(0);
    // Focus lands on the section's main button rather than being lost with the deleted row.
    await expect(quotesPanel.getByRole('button', { name: 'Add quote' })).toBeFocused();

    await quotesPanel.getByRole('button', { name: 'Add quote' }).click();
    quoteDialog = page.getByRole('dialog', { name: 'Add a quote' });
    await quoteDialog.getByLabel('Procedure name *').fill('Echocardiogram');
    await quoteDialog.getByLabel('Price range *').fill('$700–$950');
    await quoteDialog.getByLabel('Description').fill('Includes cardiologist report');
    await quoteDialog.getByRole('button', { name: 'Add quote' }).click();
    await expect(quoteDialog).toBeHidden();
    await expect(quotesPanel.getByTestId('quote-row')).toHaveCount(1);
    await expect(quotesPanel.getByTestId('quote-row').getByRole('cell')).toHaveText(['Echocardiogram', '$700–$950', 'Includes cardiologist report', '']);

    // ---- Staff: add two (one with a photo scaled down to 600 px), reorder ----
    await page.getByRole('tab', { name: 'Public staff list' }).click();
    const staffPanel = page.getByRole('tabpanel', { name: 'Public staff list' });
    await expect(staffPanel.getByText('No staff members yet')).toBeVisible();
    await staffPanel.getByRole('button', { name: 'Add staff member' }).click();
    let staffDialog = page.getByRole('dialog', { name: 'Add a staff member' });
    await staffDialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(staffDialog.getByText('Name is required')).toBeVisible();
    await staffDialog.getByLabel('Name *').fill('Dr. Amara Okafor');
    await staffDialog.getByLabel('Title').fill('Board-certified cardiologist');
    await staffDialog.getByLabel('Specialties').fill('Cardiology, Echocardiography, cardiology');
    await staffDialog.getByLabel('Bio').fill('Leads the cardiology service.');
    await staffDialog.getByLabel('Photo').setInputFiles({ name: 'okafor.png', mimeType: 'image/png', buffer: await bigPng(page) });
    const photoPreview = staffDialog.getByRole('img', { name: 'Photo preview' });
    await expect(photoPreview).toBeVisible();
    expect(await photoPreview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([600, 400]);
    const staffPost = page.waitForRequest((r) => r.url().endsWith('/api/staff') && r.method() === 'POST');
    await staffDialog.getByRole('button', { name: 'Add staff member' }).click();
    const sentPhoto = (await staffPost).postDataJSON() as { photo: string; specialties: string[] };
    expect(sentPhoto.photo.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(sentPhoto.specialties).toEqual(['Cardiology', 'Echocardiography']);
    await expect(staffDialog).toBeHidden();
    const okafor = staffPanel.getByTestId('staff-card').filter({ hasText: 'Dr. Amara Okafor' });
    await expect(okafor.getByRole('img', { name: 'Photo of Dr. Amara Okafor' })).toBeVisible();
    await expect(okafor).toContainText('Board-certified cardiologist');
    await expect(okafor.getByRole('listitem')).toHaveText(['Cardiology', 'Echocardiography']);

    await staffPanel.getByRole('button', { name: 'Add staff member' }).click();
    staffDialog = page.getByRole('dialog', { name: 'Add a staff member' });
    await staffDialog.getByLabel('Name *').fill('Sam Tremblay, RVT');
    await staffDialog.getByRole('button', { name: 'Add staff member' }).click();
    await expect(staffDialog).toBeHidden();
    const cards = staffPanel.getByTestId('staff-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1).getByTestId('staff-photo-placeholder')).toBeVisible();
    await staffPanel.getByRole('button', { name: 'Move Sam Tremblay, RVT up' }).click();
    await expect(cards.nth(0)).toContainText('Sam Tremblay, RVT');
    // The button pressed is now disabled (first place); focus moved to the card's other move button.
    await expect(staffPanel.getByRole('button', { name: 'Move Sam Tremblay, RVT up' })).toBeDisabled();
    await expect(staffPanel.getByRole('button', { name: 'Move Sam Tremblay, RVT down' })).toBeFocused();

    // ---- Procedure waits under a listed specialty ----
    await page.getByRole('tab', { name: 'Procedure waits' }).click();
    const waitsPanel = page.getByRole('tabpanel', { name: 'Procedure waits' });
    await waitsPanel.getByRole('button', { name: 'Add a procedure wait for Cardiology' }).click();
    const waitDialog = page.getByRole('dialog', { name: 'Add a procedure wait' });
    await expect(waitDialog.getByLabel('Specialty *')).toHaveText('Cardiology');
    await waitDialog.getByRole('button', { name: 'Add procedure wait' }).click();
    await expect(waitDialog.getByText('Procedure is required')).toBeVisible();
    await expect(waitDialog.getByText('Choose one of the wait-time options')).toBeVisible();
    await waitDialog.getByLabel('Procedure *').fill('Echocardiogram');
    await choose(page, waitDialog, 'Wait time *', '1–2 weeks');
    await waitDialog.getByRole('button', { name: 'Add procedure wait' }).click();
    await expect(waitDialog).toBeHidden();
    const cardioWaits = waitsPanel.getByTestId('wait-group').filter({ has: page.getByRole('heading', { name: 'Cardiology', exact: true }) });
    await expect(cardioWaits.getByTestId('wait-row').getByRole('cell').nth(0)).toHaveText('Echocardiogram');
    await expect(cardioWaits.getByTestId('wait-row').getByRole('cell').nth(1)).toHaveText('1–2 weeks');
    await expect(waitsPanel.getByText('No procedure waits for Oncology yet.')).toBeVisible();

    // ---- Once an admin verifies the listing, a vet finds the clinic by specialty and sees the same data ----
    await verifyListingAsAdmin(browser, clinicName);
    const vetContext = await browser.newContext();
    const vet = await vetContext.newPage();
    await signIn(vet, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    await vet.getByRole('radio', { name: 'Specialty' }).click();
    await choose(vet, vet, 'Specialty', 'Cardiology');
    await choose(vet, vet, 'Province or territory', 'Nova Scotia');
    await vet.getByRole('button', { name: 'Search', exact: true }).click();
    const result = vet.getByTestId('search-result').filter({ hasText: clinicName });
    await expect(result).toContainText('Wait: <1 week');
    await expect(result).toContainText('Accepting emergencies');
    await expect(result).toContainText('Echo within 48 h for new murmurs');
    await result.getByRole('link', { name: clinicName, exact: true }).click();
    await vet.waitForURL(`**/hospitals/${hospitalId}`);

    const cardioService = vet.getByTestId('service').filter({ has: vet.getByRole('heading', { name: 'Cardiology', exact: true }) });
    await expect(cardioService.getByTestId('wait-badge')).toHaveText('<1 week');
    await expect(cardioService).toContainText('Accepting emergency cases');
    await expect(cardioService).toContainText('Echo within 48 h for new murmurs');
    await expect(cardioService.getByRole('row').nth(1)).toContainText('Echocardiogram');
    await expect(cardioService.getByRole('row').nth(1)).toContainText('1–2 weeks');
    const oncologyService = vet.getByTestId('service').filter({ has: vet.getByRole('heading', { name: 'Oncology', exact: true }) });
    await expect(oncologyService.getByTestId('wait-badge')).toHaveText('2–4 weeks');
    await expect(oncologyService).toContainText('Not accepting emergency cases');

    await vet.getByRole('tab', { name: 'Procedure Pricing' }).click();
    const pricingRows = vet.getByRole('tabpanel', { name: 'Procedure Pricing' }).getByRole('row');
    await expect(pricingRows).toHaveCount(2);
    await expect(pricingRows.nth(1).getByRole('cell')).toHaveText(['Echocardiogram', '$700–$950', 'Includes cardiologist report', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/]);

    await vet.goto(`/hospitals/${hospitalId}/internal`);
    await vet.getByRole('tab', { name: 'Staff' }).click();
    const staffMembers = vet.getByTestId('staff-member');
    await expect(staffMembers).toHaveCount(2);
    await expect(staffMembers.nth(0)).toContainText('Sam Tremblay, RVT');
    await expect(staffMembers.nth(1)).toContainText('Dr. Amara Okafor');
    await expect(staffMembers.nth(1)).toContainText('Board-certified cardiologist');
    await expect(staffMembers.nth(1).getByRole('img', { name: 'Photo of Dr. Amara Okafor' })).toBeVisible();
    await vetContext.close();
  });

  test('a listed specialty can be removed after confirming, and a failed save says so', async ({ page }) => {
    await registerThroughUi(page, 'clinic');
    await page.getByTestId('clinic-profile-card').getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Clinic name *').fill(`Prairie Referral Clinic ${Math.random().toString(36).slice(2, 8)}`);
    await dialog.getByLabel('Address *').fill('401 Albert Street');
    await choose(page, dialog, 'Province *', 'Saskatchewan');
    await dialog.getByLabel('Contact email *').fill('desk@prairie.example.ca');
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(dialog).toBeHidden();

    const panel = page.getByRole('tabpanel', { name: 'Specialties' });
    await choose(page, panel, 'Specialty to add', 'Neurology');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    const neurology = specialtyCard(page, 'Neurology');
    await expect(neurology).toBeVisible();

    // The server refuses: the SPEC's failure texts appear and the switch falls back.
    await page.route('**/api/clinic-specialties/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    const emergency = neurology.getByRole('switch', { name: 'Accepting emergency cases' });
    await emergency.click();
    await expect(page.getByTestId('toast')).toContainText('Failed to update status');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await expect(emergency).not.toBeChecked();
    await choose(page, neurology, 'Wait time', '4-6 weeks');
    await neurology.getByRole('button', { name: 'Save wait time and notes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Failed to update specialty');
    // The unsaved choice is kept so it can be saved again.
    await expect(neurology.getByTestId('unsaved')).toBeVisible();
    await page.unroute('**/api/clinic-specialties/*');

    await neurology.getByRole('button', { name: 'Remove Neurology' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Neurology?' });
    await expect(confirm).toContainText('procedure wait entries are removed too');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(neurology).toBeVisible();
    await neurology.getByRole('button', { name: 'Remove Neurology' }).click();
    await confirm.getByRole('button', { name: 'Remove specialty' }).click();
    await expect(neurology).toHaveCount(0);
    await expect(panel.getByText('No specialties listed yet')).toBeVisible();
    // Offered again once removed.
    await panel.getByLabel('Specialty to add', { exact: true }).click();
    await expect(page.getByRole('option', { name: 'Neurology', exact: true })).toBeVisible();
  });

  test('a withdrawn specialty and a wait time older than 90 days are flagged to the clinic', async ({ page }) => {
    // Shape the demo clinic's real answer rather than change the shared catalogue other specs rely on.
    let first = '';
    let second = '';
    await page.route('**/api/clinic-specialties', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const rows = (await response.json()) as { specialty: { name: string; is_active: boolean }; last_updated: string }[];
      rows[0]!.specialty.is_active = false;
      rows[1]!.last_updated = new Date(Date.now() - 120 * 24 * 60 * 60 * 1000).toISOString();
      rows[2]!.last_updated = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
      [first, second] = [rows[0]!.specialty.name, rows[1]!.specialty.name];
      await route.fulfill({ response, json: rows });
    });
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    const cards = page.getByTestId('clinic-specialty');
    await expect(cards.first()).toBeVisible();

    await expect(specialtyCard(page, first).getByTestId('inactive-note')).toHaveText(
      'Vets no longer see this specialty: it was withdrawn from the catalogue by an administrator.',
    );
    await expect(specialtyCard(page, second).getByTestId('inactive-note')).toHaveCount(0);

    const stale = specialtyCard(page, second);
    await expect(stale.getByText('Updated 4 months ago')).toBeVisible();
    await expect(stale.getByTestId('stale-note')).toHaveText('Over 90 days old');
    await expect(stale).toContainText('Vets see this flagged as possibly out of date.');
    const fresh = cards.nth(2);
    await expect(fresh.getByText('Updated 3 days ago')).toBeVisible();
    await expect(fresh.getByTestId('stale-note')).toHaveCount(0);
  });

  test('the pricing list error reads Error loading pricing data', async ({ page }) => {
    await page.route('**/api/pricings', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Quotes' }).getByRole('alert')).toContainText('Error loading pricing data');
  });

  test('an administrator opening /dashboard/clinic is sent to the Admin Dashboard with the access-denied text', async ({ page }) => {
    // clinic.manage is for clinics only (src/shared/policy.ts); admins edit any clinic from /dashboard/admin.
    await signIn(page, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
    const ownListingCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(clinics\/profile|pricings|clinic-specialties|staff|procedure-waits)/.test(r.url())) ownListingCalls.push(r.url());
    });
    await page.goto('/dashboard/clinic');
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Access denied. This page is for clinics only.');
    await expect(page.getByRole('heading', { level: 1, name: 'Clinic Dashboard' })).toHaveCount(0);
    expect(ownListingCalls).toEqual([]);
  });

  test('the demo clinic dashboard has no serious axe violations and fits 360 px', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    await expect(page.getByTestId('clinic-profile-card').getByRole('heading', { level: 2, name: RIDEAU })).toBeVisible();
    await expect(page.getByTestId('clinic-specialty').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 360, height: 800 });
    for (const tab of ['Specialties', 'Quotes', 'Public staff list', 'Procedure waits']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect(page.getByTestId('quote-row').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('hours and emergency cover (issue 21)', () => {
  test('the internal page shows the hours, emergency line and cover the clinic states, and nothing invented before', async ({ page, browser }) => {
    await registerThroughUi(page, 'clinic');
    await page.getByTestId('clinic-profile-card').getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog');
    const name = `Weekday Eye Clinic ${Math.random().toString(36).slice(2, 8)}`;
    await dialog.getByLabel('Clinic name *').fill(name);
    await dialog.getByLabel('Address *').fill('12 Hours Lane');
    await choose(page, dialog, 'Province *', 'Ontario');
    await dialog.getByLabel('Contact email *').fill('desk@weekday-eye.example.ca');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/clinics/profile') && r.request().method() === 'PATCH');
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    const id = ((await (await saved).json()) as { id: number }).id;
    await expect(dialog).toBeHidden();
    await verifyListingAsAdmin(browser, name);

    const vetContext = await browser.newContext();
    const vet = await vetContext.newPage();
    await signIn(vet, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    await vet.goto(`/hospitals/${id}/internal`);
    await expect(vet.getByTestId('hours')).toHaveText('Hours not listed — call the clinic');
    await expect(vet.getByTestId('emergency-247')).toHaveCount(0);
    await expect(vet.getByTestId('emergency-not-247')).toContainText('does not list a 24/7 emergency service');

    // The clinic states its week: Monday to 5 p.m., Tuesday to Friday 8 to 6, weekends closed, and an emergency line.
    await page.getByTestId('clinic-profile-card').getByRole('button', { name: 'Edit Profile' }).click();
    await dialog.getByLabel('List our opening hours').click();
    await dialog.getByLabel('Monday closes at').fill('17:00');
    await dialog.getByLabel('Emergency line').fill('613-555-0199');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save profile' }).click();
    await expect(dialog).toBeHidden();

    await vet.reload();
    await expect(vet.getByTestId('hours')).toHaveText(/Monday\s*8:00\sa\.m\.–5:00\sp\.m\.\s*Tuesday to Friday\s*8:00\sa\.m\.–6:00\sp\.m\.\s*Saturday to Sunday\s*Closed/);
    await expect(vet.getByTestId('emergency-line')).toContainText('Emergency line: 613-555-0199');
    await expect(vet.getByTestId('emergency-line').getByRole('link', { name: '613-555-0199' })).toHaveAttribute('href', 'tel:6135550199');
    await expectNoSeriousA11yViolations(vet);
    await vetContext.close();
  });
});
