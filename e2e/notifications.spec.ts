import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn } from './support';

/*
 * Issue 20 end to end, against the demo data: the demo vet answers Rideau's request for information on
 * Mittens (a seeded referral at info_requested, which no other spec touches) with a message and a
 * file; the demo clinic sees the bell's count, opens the list, reads the sentence, follows its link to
 * the referral, and the count goes down.
 */

async function referralId(page: Page, patient: string): Promise<number> {
  const res = await page.request.get(`/api/referrals?box=sent&q=${encodeURIComponent(patient)}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { items: { id: number; patient_name: string | null }[] }).items.find((r) => r.patient_name === patient);
  expect(found, patient).toBeTruthy();
  return found!.id;
}

/** The bell's unread count as it reads out ("Notifications, 3 unread"); 0 when it says just "Notifications". */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/, (\d+)/.exec(name)?.[1] ?? 0);
}

test('the vet answers with a message; the clinic sees the bell, reads the notification, follows it, and the count goes down', async ({ browser }) => {
  test.setTimeout(90_000);
  const marker = `Radiographs ${Math.random().toString(36).slice(2, 8)}`;
  const text = `${marker} and the T4 are attached. Bloodwork from last week was normal.`;

  // ---- the vet answers the request from the referral's conversation ----
  const vetContext = await browser.newContext();
  const vet = await vetContext.newPage();
  await signIn(vet, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  const id = await referralId(vet, 'Mittens');
  await vet.goto(`/referrals/${id}`);
  await expect(vet.getByTestId('answers-request')).toContainText('Sending a message answers its request');
  // A message needs words: the shared schema's message.
  await vet.getByRole('button', { name: 'Send message' }).click();
  await expect(vet.getByText('Please enter a message to send')).toBeVisible();
  await vet.getByLabel('Message', { exact: true }).fill(text);
  await vet.getByLabel('Attach files').setInputFiles({ name: 'bloodwork.txt', mimeType: 'text/plain', buffer: Buffer.from('T4 2.1 ug/dL; CBC normal.\n') });
  await expect(vet.getByRole('list', { name: 'Files to send' })).toContainText('bloodwork.txt');
  const [response] = await Promise.all([
    vet.waitForResponse((r) => r.url().endsWith(`/api/referrals/${id}/messages`) && r.request().method() === 'POST'),
    vet.getByRole('button', { name: 'Send message' }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(vet.getByTestId('toast')).toContainText('Message sent');
  const mine = vet.getByTestId('conversation-message').filter({ hasText: marker });
  await expect(mine).toContainText('(you)');
  await expect(mine.getByRole('link', { name: 'Download bloodwork.txt' })).toBeVisible();
  // The answer moved the referral back to received, and the note about answering is gone.
  await expect(vet.getByRole('main').getByTestId('status-chip').first()).toHaveText('Received');
  await expect(vet.getByTestId('answers-request')).toHaveCount(0);
  await expectNoSeriousA11yViolations(vet);
  await vetContext.close();

  // ---- the clinic: bell, list, sentence, link, count down ----
  const clinicContext = await browser.newContext();
  const clinic = await clinicContext.newPage();
  await signIn(clinic, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
  const bell = clinic.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await expect(clinic.getByTestId('notification-count')).toHaveText(/^[1-9]\d*$/);
  const before = await bellCount(clinic);
  await bell.click();
  await clinic.waitForURL('**/notifications');
  await expect(clinic.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = clinic.getByTestId('notification').filter({ hasText: marker });
  await expect(item).toHaveAttribute('data-unread', 'true');
  const link = item.getByRole('link');
  await expect(link).toContainText(/answered your request for information about Mittens: Radiographs/);
  await expect(item.getByText('New')).toBeVisible();
  await expectNoSeriousA11yViolations(clinic);
  await clinic.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(clinic);
  await clinic.setViewportSize({ width: 1280, height: 800 });

  await link.click();
  await clinic.waitForURL(`**/referrals/${id}`);
  await expect(clinic.getByTestId('conversation-message').filter({ hasText: marker })).toContainText(text);
  await expect.poll(() => bellCount(clinic)).toBeLessThan(before);

  // Back on the list it is read now.
  await clinic.goBack();
  await clinic.waitForURL('**/notifications');
  await expect(clinic.getByTestId('notification').filter({ hasText: marker })).not.toHaveAttribute('data-unread', 'true');

  // The clinic writes back from the referral on a phone; the page stays within the screen.
  await clinic.goto(`/referrals/${id}`);
  await clinic.setViewportSize({ width: 360, height: 800 });
  await clinic.getByLabel('Message', { exact: true }).fill(`Thanks, ${marker} received.`);
  await clinic.getByRole('button', { name: 'Send message' }).click();
  await expect(clinic.getByTestId('conversation-message').filter({ hasText: `Thanks, ${marker}` })).toContainText('(you)');
  await expectNoHorizontalOverflow(clinic);
  await expectNoSeriousA11yViolations(clinic);
  await clinicContext.close();
});
