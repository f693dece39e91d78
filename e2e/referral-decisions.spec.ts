import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import frLabels from '../src/shared/referral-labels/fr';
import frReferrals from '../src/web/i18n/fr-CA/referrals';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn } from './support';

/*
 * Issue 59 (decision 155): a hospital waiting for information still decides; an appointment is shown
 * in the hospital's time zone (and the reader's); completing before it asks first; the letter comes in
 * the language the reader picks. Against the demo data: the demo clinic owns Rideau Veterinary
 * Specialty Centre, in Ontario. Each test writes referrals of its own through the vet's session.
 */

const RIDEAU = 'Rideau Veterinary Specialty Centre';
const statusChip = (page: Page) => page.getByRole('main').getByTestId('status-chip').first();

/** A submitted referral from the demo vet to Rideau, written through the API (the composer has its own spec). */
async function submittedReferral(browser: Browser, patient: string): Promise<number> {
  const context = await browser.newContext();
  const vet = await context.newPage();
  await signIn(vet, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  const found = ((await (await vet.request.get(`/api/hospitals/search?name=${encodeURIComponent(RIDEAU)}`)).json()) as { id: number; name: string }[]).find((h) => h.name === RIDEAU)!;
  const created = await vet.request.post('/api/referrals', {
    data: {
      clinic_id: found.id,
      procedure: 'Echocardiogram',
      urgency: 'routine',
      type: 'consult',
      reason: 'Grade IV murmur',
      question: 'DCM?',
      patient: { name: patient, species: 'dog', breed: 'Boxer', sex: 'female_spayed', age: '9 years', weight_kg: 28 },
      clinical: { history: 'Coughing for two weeks', medications: [] },
      owner: { name: 'Anne Tremblay', phone: '613-555-0142', language: 'fr', consent: true },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  expect((await vet.request.post(`/api/referrals/${id}/status`, { data: { status: 'submitted' } })).status()).toBe(200);
  await context.close();
  return id;
}

/** The demo clinic signed in, in its own context (a time zone of the browser's own, if given). */
async function clinicPage(browser: Browser, timezoneId?: string) {
  const context = await browser.newContext(timezoneId ? { timezoneId } : {});
  const page = await context.newPage();
  await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
  return { page, context };
}

/** Opens the action's dialog, lets `fill` fill it, sends it; waits for the status unless a confirmation comes first. */
async function act(page: Page, button: string, fill: (dialog: Locator) => Promise<void>, status?: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  if (!status) return;
  await expect(dialog).toHaveCount(0);
  await expect(statusChip(page)).toHaveText(status);
}

test('a hospital waiting for information declines with a listed reason, on a phone', async ({ browser }) => {
  test.setTimeout(90_000);
  const id = await submittedReferral(browser, 'Juniper');
  const { page, context } = await clinicPage(browser);
  await page.goto(`/referrals/${id}`);
  await expect(statusChip(page)).toHaveText('Received');
  await act(page, 'Request information', (d) => d.getByLabel('What do you need? *').fill('Her latest thoracic radiographs, please.'), 'Information requested');
  // The vet answered by phone: the hospital decides without waiting for an answer in the app.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  await act(
    page,
    'Decline',
    async (d) => {
      await d.getByLabel('Reason *').click();
      await page.getByRole('option', { name: 'Outside the services we offer' }).click();
      await d.getByLabel('Note for the referring veterinarian').fill('Cardiology is closed until March: try Ottawa Animal Emergency.');
    },
    'Declined',
  );
  await expect(page.getByTestId('timeline')).toContainText('Information requested → Declined');
  await expect(page.getByRole('main')).toContainText('Outside the services we offer');
  // An approximate age is an age.
  await expect(page.getByText('Approximate age', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('accepted from information requested, booked in the hospital’s time shown with its zone, completed early only once confirmed', async ({ browser }) => {
  test.setTimeout(90_000);
  const id = await submittedReferral(browser, 'Clementine');
  // The coordinator reads from Vancouver: the time is Rideau's (ET) and theirs (PT).
  const { page, context } = await clinicPage(browser, 'America/Vancouver');
  await page.goto(`/referrals/${id}`);
  await act(page, 'Request information', (d) => d.getByLabel('What do you need? *').fill('Current medications?'), 'Information requested');
  await act(page, 'Accept', (d) => d.getByLabel('Expected appointment window').fill('Within two weeks'), 'Accepted');

  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await act(
    page,
    'Book appointment',
    async (d) => {
      await expect(d.getByText('In your hospital’s time (ET).')).toBeVisible();
      await d.getByLabel('Appointment date and time *').fill(`${day}T10:30`);
    },
    'Booked',
  );
  // The reader's time as their browser's zone data has it (British Columbia's clocks may change rules).
  const theirs = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Vancouver', timeZoneName: 'shortGeneric' }).format(Date.parse(at)),
    `${day}T15:30:00Z`,
  );
  expect(theirs).toMatch(/a\.m\.\sPT$/);
  await expect(page.getByRole('main')).toContainText(new RegExp(`10:30\\sa\\.m\\.\\sET \\(${theirs.replace(/\./g, '\\.').replace(/\s/g, '\\s')}\\)`));

  await act(page, 'Complete with report', (d) => d.getByLabel('Report *').fill('Seen early at the owner’s request.'));
  const ask = page.getByRole('alertdialog', { name: 'The appointment has not happened yet' });
  await expect(ask).toContainText(/The appointment is on .*10:30\sa\.m\.\sET.* — complete now\?/);
  // Not now: the form stays open with the report, and nothing was sent.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('dialog').getByLabel('Report *')).toHaveValue('Seen early at the owner’s request.');
  await page.getByRole('dialog').getByRole('button', { name: 'Complete with report', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Complete now' }).click();
  await expect(statusChip(page)).toHaveText('Completed');

  // The letter in the language the reader picks: their own first, French on request.
  const letter = page.getByRole('link', { name: 'Download letter (PDF)' });
  await expect(letter).toHaveAttribute('href', `/api/referrals/${id}/letter.pdf?lang=en`);
  await page.getByRole('radio', { name: 'Français' }).click();
  await expect(letter).toHaveAttribute('href', `/api/referrals/${id}/letter.pdf?lang=fr`);
  const pdf = await page.request.get(`/api/referrals/${id}/report.pdf?lang=fr`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await context.close();
});

test('in French, a hospital waiting for information accepts, and an early completion asks in French', async ({ browser }) => {
  test.setTimeout(90_000);
  const id = await submittedReferral(browser, 'Pistache');
  const { page, context } = await clinicPage(browser, 'America/Toronto');
  // The request's language, for a user who chose none: the cookie the language switcher writes.
  await context.addCookies([{ name: 'lang', value: 'fr-CA', url: new URL(page.url()).origin }]);
  await page.goto(`/referrals/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const a = frReferrals.actions;
  await act(page, a.info_requested.button, (d) => d.getByLabel(`${a.info_requested.note} *`).fill('Ses radiographies?'), frLabels.status.info_requested);
  await act(page, a.accepted.button, async () => {}, frLabels.status.accepted);
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await act(page, a.booked.button, (d) => d.getByLabel(`${a.booked.appointment} *`).fill(`${day}T10:30`), frLabels.status.booked);
  await expect(page.getByRole('main')).toContainText(/10\sh\s30\sHE/);
  await act(page, a.completed.button, (d) => d.getByLabel(`${a.completed.report} *`).fill('Vue plus tôt à la demande du propriétaire.'));
  const ask = page.getByRole('alertdialog', { name: a.completed.earlyTitle });
  await expect(ask).toContainText(/Le rendez-vous est le .*10\sh\s30\sHE.* — terminer maintenant\?/);
  await ask.getByRole('button', { name: a.completed.earlyConfirm }).click();
  await expect(statusChip(page)).toHaveText(frLabels.status.completed);
  await context.close();
});
