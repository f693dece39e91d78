import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, signIn } from './support';

/*
 * Issue 59: the hospital's inbox is a work queue. The demo vet sends Rideau (the demo hospital) a
 * referral; the hospital's coordinator assigns it to themselves from the referral page, filters
 * "Mine" and finds it there, with the "Needs action" count matching the list; then the queue at
 * 360 px in French, one thumb: no sideways scrolling, tap targets of 40 px or more.
 */

const RIDEAU = 'Rideau Veterinary Specialty Centre';

/** A complete referral from the demo vet to Rideau, submitted through the API; answers its id. */
async function sendReferral(page: Page, patient: string): Promise<number> {
  await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  const hospitals = (await (await page.request.get(`/api/hospitals/search?name=${encodeURIComponent(RIDEAU)}`)).json()) as { id: number; name: string }[];
  const clinicId = hospitals.find((h) => h.name === RIDEAU)!.id;
  const draft = await page.request.post('/api/referrals', {
    data: {
      clinic_id: clinicId,
      urgency: 'emergency',
      reason: 'Collapse and pale mucous membranes; suspected haemoabdomen.',
      patient: { name: patient, species: 'dog' },
      clinical: { history: 'Collapsed on a walk an hour ago.' },
      owner: { name: 'Queue Owner', phone: '613-555-0177', consent: true },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const id = ((await draft.json()) as { id: number }).id;
  const sent = await page.request.post(`/api/referrals/${id}/status`, { data: { status: 'submitted' } });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.context().clearCookies();
  return id;
}

test.describe('the referral work queue', () => {
  test('a coordinator assigns a referral to themselves, filters Mine and finds it; the Needs action count matches the list', async ({ page }) => {
    const patient = `Queue ${Math.random().toString(36).slice(2, 8)}`;
    const id = await sendReferral(page, patient);
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    // People are shown by their name, the account's display name here.
    const me = ((await (await page.request.get('/api/user')).json()) as { display_name: string }).display_name;

    await page.goto('/referrals');
    await expect(page.getByTestId('view-action')).toHaveAttribute('aria-current', 'page');
    const row = page.getByTestId('referral-row').filter({ hasText: patient });
    await expect(row).toHaveAttribute('data-emergency', 'true');
    await expect(row.getByTestId('row-assignee')).toHaveText('Not assigned');
    await expect(row.getByTestId('row-due')).toContainText(/Due in|Overdue/);

    await row.getByRole('link', { name: new RegExp(patient) }).click();
    await page.waitForURL(`**/referrals/${id}`);
    // The referral is marked received on opening, and the page reloads it: open the select once it is settled.
    await expect(page.getByRole('main').getByTestId('status-chip').first()).toHaveText('Received');
    await expect(async () => {
      await page.getByRole('combobox', { name: 'Assigned to' }).click();
      await page.getByRole('option', { name: /\(me\)$/ }).click({ timeout: 3_000 });
    }).toPass();
    await expect(page.getByTestId('header-assignee')).toHaveText(`Assigned to ${me}`);
    await expect(page.getByTestId('assignment-entry').last()).toContainText(`Assigned to ${me} by ${me}`);

    await page.getByRole('link', { name: 'All referrals' }).click();
    await page.getByLabel('Assigned to', { exact: true }).click();
    await page.getByRole('option', { name: 'Mine', exact: true }).click();
    await expect(page).toHaveURL(/assignee=me/);
    await expect(page.getByTestId('referral-row').filter({ hasText: patient })).toBeVisible();
    // Every row listed is mine, and the tab's count is the list's length under the same filter.
    await expect(page.getByTestId('referral-row').getByTestId('row-assignee').filter({ hasNotText: `Assigned to ${me}` })).toHaveCount(0);
    const rows = await page.getByTestId('referral-row').count();
    await expect(page.getByTestId('view-count-action')).toHaveText(String(rows));
    await expect(page.getByTestId('referral-row').filter({ hasText: patient }).getByTestId('row-assignee')).toHaveText(`Assigned to ${me}`);

    // Reloaded, the address keeps the filter.
    await page.reload();
    await expect(page.getByTestId('referral-row').filter({ hasText: patient })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('at 360 px in French the queue works with one thumb', async ({ page, context }) => {
    const patient = `File ${Math.random().toString(36).slice(2, 8)}`;
    await sendReferral(page, patient);
    // The demo accounts are shared with the other specs, which expect English: French is this
    // context's only, the session's answer rewritten here (as french.spec.ts does), never stored.
    await context.route('**/api/user', async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const user = (await response.json().catch(() => null)) as object | null;
      return route.fulfill({ response, json: user ? { ...user, language: 'fr-CA' } : user });
    });
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/referrals');
    await expect(page.getByRole('button', { name: /^À traiter, \d+$/ })).toHaveAttribute('aria-current', 'page');
    const row = page.getByTestId('referral-row').filter({ hasText: patient });
    await expect(row.getByTestId('row-assignee')).toHaveText('Non attribuée');
    await expect(row.getByTestId('row-due')).toContainText(/Échéance|En retard/);
    await expectNoHorizontalOverflow(page);
    // Every view tab and filter is at least 40 px tall.
    for (const control of [...(await page.getByRole('navigation', { name: 'Vues' }).getByRole('button').all()), ...(await page.getByRole('search').getByRole('combobox').all())]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }
    await page.getByRole('button', { name: /^Fermées, \d+$/ }).click();
    await expect(page).toHaveURL(/view=closed/);
    await expect(page.getByTestId('referral-row').filter({ hasText: patient })).toHaveCount(0);
    await page.getByRole('button', { name: /^En cours, \d+$/ }).click();
    await expect(page.getByTestId('referral-row').filter({ hasText: patient })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
