import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn } from './support';

/*
 * Electronic referrals (issue 19) end to end: the demo vet writes a referral to Rideau Veterinary
 * Specialty Centre (which the demo clinic account owns) with a PDF, submits it; the clinic opens it and
 * asks for more information; the vet answers; the clinic accepts, books and completes it with a report;
 * the vet reads the report. Then the vet's side again on a 360 px screen.
 */

const RIDEAU = 'Rideau Veterinary Specialty Centre';

/** A small but well-formed PDF (the server types files by their content). */
function pdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const signInAsVet = (page: Page) => signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
const signInAsClinic = (page: Page) => signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);

async function hospitalId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/hospitals/search?name=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { id: number; name: string }[]).find((h) => h.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const saveStatus = (page: Page) => page.getByTestId('save-status');
const statusChip = (page: Page) => page.getByRole('main').getByTestId('status-chip').first();

/** Opens the composer from the hospital's profile and writes a complete referral with a PDF; returns at the Submit button. */
async function composeReferral(page: Page, patient: string, { attach = true }: { attach?: boolean } = {}) {
  const id = await hospitalId(page, RIDEAU);
  await page.goto(`/hospitals/${id}`);
  await page.getByRole('link', { name: 'Refer a patient' }).click();
  await page.waitForURL(`**/referrals/new?hospital=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Refer a patient' })).toBeVisible();
  await expect(page.getByTestId('composer-hospital')).toHaveText(RIDEAU);
  await expect(saveStatus(page)).toHaveText(/^Not saved yet/);
  await expect(page.getByRole('button', { name: 'Submit referral' })).toBeDisabled();

  await page.getByLabel('Patient name *').fill(patient);
  // The first change creates the draft; the address becomes the draft's own.
  await page.waitForURL(/\/referrals\/\d+\/edit$/);
  await expect(page.getByLabel('Patient name *')).toHaveValue(patient);

  await page.getByRole('radio', { name: 'Emergency' }).click();
  await expect(page.getByTestId('emergency-notice')).toContainText('Phone the hospital first');
  await page.getByRole('radio', { name: 'Priority' }).click();
  await expect(page.getByTestId('emergency-notice')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Consultation' }).click();
  await page.getByLabel('Reason for referral *').fill('Grade IV/VI murmur; suspected dilated cardiomyopathy.');
  await choose(page, page, 'Species *', 'Dog');
  await page.getByLabel('Breed').fill('Doberman');
  await page.getByLabel('Weight (kg)').fill('34.5');
  await page.getByLabel('History and presenting complaint *').fill('Exercise intolerance and a cough for two weeks.');
  await page.getByRole('button', { name: 'Add a medication' }).click();
  await page.getByLabel('Medication', { exact: true }).fill('Pimobendan');
  await page.getByLabel('Dose', { exact: true }).fill('5 mg');
  await page.getByLabel('Frequency', { exact: true }).fill('BID');
  await page.getByLabel('Owner name *').fill('Anne Tremblay');
  await page.getByLabel('Owner phone *').fill('613-555-0199');
  await choose(page, page, 'Owner’s language', 'French');

  const checklist = page.getByTestId('checklist');
  await expect(checklist.getByRole('listitem')).toHaveText(['The owner’s consent to share the records']);
  await page.getByRole('checkbox', { name: /The owner agreed to share these records/ }).click();
  await expect(checklist).toContainText('Everything needed is filled in.');

  if (attach) {
    await page.getByLabel('Description').fill('Thoracic radiographs report');
    await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'radiographs.pdf', mimeType: 'application/pdf', buffer: pdf('Radiographs') });
    await page.getByRole('button', { name: 'Attach' }).click();
    await expect(page.getByTestId('attachment-list')).toContainText('radiographs.pdf');
    await expect(page.getByTestId('attachment-list')).toContainText('Thoracic radiographs report');
  }
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Submit referral' })).toBeEnabled();
}

async function submit(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Submit referral' }).click();
  await page.waitForURL(/\/referrals\/\d+$/);
  await expect(statusChip(page)).toHaveText('Submitted');
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Opens the action's dialog, lets `fill` fill it, sends it and waits for the status. */
async function act(page: Page, button: string, fill: (dialog: Locator) => Promise<void>, status: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(statusChip(page)).toHaveText(status);
}

async function clinicPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsClinic(page);
  return { page, close: () => context.close() };
}

test.describe('referrals', () => {
  test('a vet refers a patient with a PDF; the clinic asks for information, accepts, books and completes with a report; the vet reads it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const patient = `Biscuit ${Math.random().toString(36).slice(2, 7)}`;
    await signInAsVet(page);
    await composeReferral(page, patient);
    await expectNoSeriousA11yViolations(page);
    const id = await submit(page);
    await expect(page.getByTestId('timeline')).toContainText('Draft → Submitted');
    await expect(page.getByRole('button', { name: 'Cancel referral' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The vet's list has it, searchable by the patient's name.
    await page.goto('/referrals');
    await page.getByLabel('Search by patient or owner').fill(patient);
    await expect(page.getByTestId('referral-row')).toHaveCount(1);
    await expect(page.getByTestId('referral-row')).toContainText('Submitted');

    // ---- the clinic: the inbox marks it unopened; opening it marks it received ----
    const clinic = await clinicPage(browser);
    const c = clinic.page;
    await expect(c.getByTestId('unopened-badge').first()).toBeVisible();
    await c.goto('/referrals');
    await expect(c.getByRole('heading', { level: 1, name: 'Referrals received' })).toBeVisible();
    const row = c.getByTestId('referral-row').filter({ hasText: patient });
    await expect(row).toHaveAttribute('data-unopened', 'true');
    await expectNoSeriousA11yViolations(c);
    await row.getByRole('link').click();
    await c.waitForURL(`**/referrals/${id}`);
    await expect(statusChip(c)).toHaveText('Received');
    await expect(c.getByTestId('timeline')).toContainText('Submitted → Received');
    await expect(c.getByRole('link', { name: 'Download radiographs.pdf' })).toBeVisible();
    await expectNoSeriousA11yViolations(c);
    await act(c, 'Request information', (d) => d.getByLabel('What do you need? *').fill('Latest bloodwork, please.'), 'Information requested');

    // ---- the vet answers ----
    await page.goto(`/referrals/${id}`);
    await expect(statusChip(page)).toHaveText('Information requested');
    await expect(page.getByTestId('timeline')).toContainText('Note: Latest bloodwork, please.');
    await act(page, 'Answer the request', (d) => d.getByLabel('Your answer').fill('Bloodwork from last week was normal.'), 'Received');

    // ---- the clinic accepts, books and completes with a report file ----
    await c.reload();
    await expect(c.getByTestId('timeline')).toContainText('Note: Bloodwork from last week was normal.');
    await act(c, 'Accept', (d) => d.getByLabel('Expected appointment window').fill('Within 2 weeks'), 'Accepted');
    // A week from now: an appointment must follow the submission and lie within 2 years.
    const appointment = new Date(Date.now() + 7 * 86_400_000);
    await act(c, 'Book appointment', (d) => d.getByLabel('Appointment date and time *').fill(`${appointment.toISOString().slice(0, 10)}T09:30`), 'Booked');
    const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(appointment);
    await expect(c.getByTestId('timeline')).toContainText(`Appointment: ${day}`);
    await expect(c.getByTestId('timeline')).toContainText(/9:30\sa\.m\.\sET/);
    // The appointment is a week away: completing now asks first (issue 59).
    await c.getByRole('button', { name: 'Complete with report', exact: true }).click();
    const completing = c.getByRole('dialog');
    await completing.getByLabel('Report *').fill('Echocardiogram confirms DCM. Started on benazepril.');
    await completing.getByLabel('Report files').setInputFiles({ name: 'cardiology-report.pdf', mimeType: 'application/pdf', buffer: pdf('Report') });
    await completing.getByRole('button', { name: 'Complete with report', exact: true }).click();
    await c.getByRole('alertdialog', { name: 'The appointment has not happened yet' }).getByRole('button', { name: 'Complete now' }).click();
    await expect(completing).toHaveCount(0);
    await expect(statusChip(c)).toHaveText('Completed');
    await expect(c.getByText('Nothing for you to do at this stage.')).toBeVisible();
    await clinic.close();

    // ---- the vet reads the report and downloads its file ----
    await page.reload();
    await expect(statusChip(page)).toHaveText('Completed');
    await expect(page.getByTestId('report-text')).toHaveText('Echocardiogram confirms DCM. Started on benazepril.');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download cardiology-report.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('cardiology-report.pdf');
    await expectNoSeriousA11yViolations(page);
  });

  test('the vet answers a request for information with a file alone, and the hospital gets it back as received', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const patient = `Pepper ${Math.random().toString(36).slice(2, 7)}`;
    await signInAsVet(page);
    await composeReferral(page, patient, { attach: false });
    const id = await submit(page);

    const clinic = await clinicPage(browser);
    const c = clinic.page;
    await c.goto(`/referrals/${id}`);
    await expect(statusChip(c)).toHaveText('Received');
    await act(c, 'Request information', (d) => d.getByLabel('What do you need? *').fill('The latest radiographs, please.'), 'Information requested');

    // No note: the file is the answer (issue 19).
    await page.reload();
    await expect(statusChip(page)).toHaveText('Information requested');
    await act(
      page,
      'Answer the request',
      (d) => d.getByLabel('Attach a file').setInputFiles({ name: 'thorax-radiographs.pdf', mimeType: 'application/pdf', buffer: pdf('Thorax') }),
      'Received',
    );
    await expect(page.getByRole('link', { name: 'Download thorax-radiographs.pdf' })).toBeVisible();

    await c.reload();
    await expect(statusChip(c)).toHaveText('Received');
    await expect(c.getByRole('link', { name: 'Download thorax-radiographs.pdf' })).toBeVisible();
    await clinic.close();
  });

  test('on a 360 px screen the vet composes and submits a referral', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsVet(page);
    const patient = `Pepper ${Math.random().toString(36).slice(2, 7)}`;
    await composeReferral(page, patient);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await submit(page);
    await expectNoHorizontalOverflow(page);
    await page.goto('/referrals');
    await expect(page.getByTestId('referral-row').filter({ hasText: patient })).toContainText('Submitted');
    await expectNoHorizontalOverflow(page);
  });
});
