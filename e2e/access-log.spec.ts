import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSeriousA11yViolations, signIn } from './support';

/*
 * Issue 23 as a vet sees it: the referral form says what is shared, with whom, and where it is hosted
 * (DATA_LOCATION, set in playwright.config.ts); once the hospital opens the referral, the vet sees
 * "Opened by" with who opened it and when.
 */

const RIDEAU = 'Rideau Veterinary Specialty Centre';

async function hospitalId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/hospitals/search?name=${encodeURIComponent(RIDEAU)}`);
  const found = ((await res.json()) as { id: number; name: string }[]).find((h) => h.name === RIDEAU);
  expect(found).toBeTruthy();
  return found!.id;
}

test('registration and the referral form say where data is hosted; the vet sees who at the hospital opened the referral', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto('/auth?tab=register&role=vet');
  await expect(page.getByTestId('collect-notice')).toContainText('Your account is hosted in Canada (Montréal).');

  await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  const clinicId = await hospitalId(page);
  await page.goto(`/referrals/new?hospital=${clinicId}`);
  const notice = page.getByTestId('sharing-notice');
  await expect(notice).toContainText(`everyone on ${RIDEAU}’s team can read all of it`);
  await expect(notice).toContainText('Referrals are hosted in Canada (Montréal).');

  // The referral itself is written through the API: the composer has its own spec (referrals.spec.ts).
  const patient = `Juniper ${Math.random().toString(36).slice(2, 7)}`;
  const created = await page.request.post('/api/referrals', {
    data: {
      clinic_id: clinicId,
      urgency: 'routine',
      type: 'consult',
      reason: 'Suspected cruciate rupture',
      patient: { name: patient, species: 'dog' },
      clinical: { history: 'Lame for two weeks' },
      owner: { name: 'Anne Tremblay', phone: '613-555-0199', consent: true },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  expect((await page.request.post(`/api/referrals/${id}/status`, { data: { status: 'submitted' } })).status()).toBe(200);

  await page.goto(`/referrals/${id}`);
  await expect(page.getByText('No one at the hospital has opened it yet.')).toBeVisible();

  const context = await browser.newContext();
  const clinic = await context.newPage();
  await signIn(clinic, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
  // The page reads the conversation too, and that read is logged (issue 56): wait for its answer,
  // which comes once its row is stored.
  const conversationRead = clinic.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith(`/api/referrals/${id}/messages`));
  await clinic.goto(`/referrals/${id}`);
  await expect(clinic.getByRole('heading', { level: 1 })).toContainText(patient);
  await conversationRead;
  // The hospital's own page has no "Opened by".
  await expect(clinic.getByRole('heading', { name: 'Opened by' })).toHaveCount(0);
  await context.close();

  await page.reload();
  const log = page.getByTestId('access-log');
  await expect(log.getByRole('listitem').filter({ hasText: 'Opened the referral' })).toHaveCount(1);
  await expect(log.getByRole('listitem').filter({ hasText: 'Read the conversation' }).first()).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasNotText: DEMO_ACCOUNTS.clinic.username })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Opened by' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
