import { type Page, expect, test } from '@playwright/test';
import type { Message } from '../src/shared/contracts/messages';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, registerThroughUi, signIn } from './support';

/*
 * Messages from a vet to a clinic (issue 18), against the demo data: the demo clinic account owns
 * Rideau Veterinary Specialty Centre (src/server/db/seed/demo-hospitals.data.ts, first listing).
 * This spec is the only one that writes to the demo clinic's inbox (vet.spec.ts answers its send
 * itself), so the unread badge it watches is its own.
 */

const RIDEAU = 'Rideau Veterinary Specialty Centre';

/** A hospital's id, asked through the signed-in page's own session. */
async function hospitalId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/hospitals/search?name=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { id: number; name: string }[]).find((h) => h.name === name);
  expect(found, `demo hospital ${name}`).toBeTruthy();
  return found!.id;
}

test('a vet writes to the demo clinic, which sees the unread badge, reads it and the badge goes; the vet finds it under Sent messages', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const marker = `Case ${Math.random().toString(36).slice(2, 8)}`;
  const text = `${marker}: 6-year-old Boxer with syncope.\nCould Cardiology see her within two weeks?`;

  // ---- the vet sends it from Rideau's internal page ----
  const vetContext = await browser.newContext();
  const vet = await vetContext.newPage();
  await signIn(vet, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  const id = await hospitalId(vet, RIDEAU);
  await vet.goto(`/hospitals/${id}/internal`);
  await vet.getByRole('button', { name: 'Send Message' }).click();
  const dialog = vet.getByRole('dialog', { name: RIDEAU });
  await dialog.getByLabel('Message').fill(text);
  const [response] = await Promise.all([
    vet.waitForResponse((r) => r.url().endsWith(`/api/hospitals/${id}/messages`) && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(response.status()).toBe(201);
  const sent = (await response.json()) as Message;
  await expect(vet.getByTestId('toast')).toContainText('Message sent');
  await expect(dialog).toBeHidden();

  // ---- the clinic sees the badge, opens Messages, reads it; the badge goes ----
  const clinicContext = await browser.newContext();
  const clinic = await clinicContext.newPage();
  await signIn(clinic, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
  const nav = clinic.getByRole('navigation', { name: 'Main' });
  const unreadLink = nav.getByRole('link', { name: /^Messages, \d+ unread$/ });
  await expect(unreadLink).toBeVisible();
  await expect(unreadLink.getByTestId('unread-badge')).toHaveText(/^[1-9]\d*$/);
  await unreadLink.click();
  await clinic.waitForURL('**/dashboard/clinic?tab=messages');

  const panel = clinic.getByRole('tabpanel', { name: 'Messages' });
  const card = panel.getByTestId('message').filter({ hasText: marker });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Could Cardiology see her within two weeks?');
  await expect(card.getByRole('heading', { level: 3 })).toContainText(sent.sender.name);
  await expect(card.getByRole('link', { name: sent.sender.email })).toHaveAttribute('href', `mailto:${sent.sender.email}`);
  await expect(card.getByText('New')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(nav.getByTestId('unread-badge')).toHaveCount(0);
  await expectNoSeriousA11yViolations(clinic);

  // Read now: after a reload it is no longer New, and there is still no badge.
  await clinic.reload();
  await expect(clinic.getByRole('tabpanel', { name: 'Messages' }).getByTestId('message').filter({ hasText: marker })).toBeVisible();
  await expect(clinic.getByRole('tabpanel', { name: 'Messages' }).getByTestId('message').filter({ hasText: marker }).getByText('New')).toHaveCount(0);
  await expect(clinic.getByTestId('unread-badge')).toHaveCount(0);

  // Issue 59 (decision 155): the clinic answers in the app; the vet reads it where they wrote.
  const thread = clinic.getByRole('tabpanel', { name: 'Messages' }).getByTestId('message').filter({ hasText: marker });
  await thread.getByRole('button', { name: 'Answer' }).click();
  await thread.getByLabel(`Your answer to ${sent.sender.name}`).fill(`${marker}: yes, Thursday at 10, bring her ECG.`);
  const [answered] = await Promise.all([
    clinic.waitForResponse((r) => r.url().endsWith(`/api/messages/${sent.id}/replies`) && r.request().method() === 'POST'),
    thread.getByRole('button', { name: 'Send answer' }).click(),
  ]);
  expect(answered.status()).toBe(201);
  await expect(thread.getByRole('list', { name: 'Answers' })).toContainText('yes, Thursday at 10, bring her ECG.');

  await clinic.setViewportSize({ width: 360, height: 800 });
  await expect(clinic.getByRole('tabpanel', { name: 'Messages' })).toBeVisible();
  await expectNoHorizontalOverflow(clinic);
  await clinic.getByRole('button', { name: 'Open menu' }).click();
  await expect(clinic.getByTestId('mobile-drawer').getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await clinic.keyboard.press('Escape');

  // /messages is the vets' page: a clinic user lands on the Messages tab.
  await clinic.goto('/messages');
  await clinic.waitForURL('**/dashboard/clinic?tab=messages');
  await clinicContext.close();

  // ---- the vet finds it under Sent messages ----
  await vet.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages', exact: true }).click();
  await vet.waitForURL('**/messages');
  await expect(vet.getByRole('heading', { level: 1, name: 'Sent messages' })).toBeVisible();
  const mine = vet.getByRole('list', { name: 'Sent messages' }).getByTestId('message').filter({ hasText: marker });
  await expect(mine).toContainText('Could Cardiology see her within two weeks?');
  await expect(mine.getByRole('link', { name: RIDEAU })).toHaveAttribute('href', `/hospitals/${id}`);
  await expect(mine.getByText('New answer')).toBeVisible();
  await expect(mine.getByRole('list', { name: 'Answers' })).toContainText('yes, Thursday at 10, bring her ECG.');
  await expectNoSeriousA11yViolations(vet);
  await vet.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalOverflow(vet);
  await vetContext.close();
});

test('a vet with nothing sent sees the empty Sent messages page', async ({ page }) => {
  // A fresh vet account, so no other test's message shows.
  await registerThroughUi(page, 'vet');
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Sent messages' })).toBeVisible();
  await expect(page.getByText('No messages sent yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a hospital' })).toHaveAttribute('href', '/dashboard/vet');
});
