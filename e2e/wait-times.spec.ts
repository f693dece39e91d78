import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSeriousA11yViolations, signIn } from './support';

/** The demo clinic's own wait entries, read through the API the dashboard uses. */
const ownDates = (page: Page) =>
  page.evaluate(async () => {
    const get = async (url: string) => ((await (await fetch(url)).json()) as { last_updated: string }[]).map((r) => r.last_updated);
    return [...(await get('/api/clinic-specialties')), ...(await get('/api/procedure-waits'))];
  });

test.describe('wait times that stay current (issue 21)', () => {
  test('the monthly mail\'s link opens the dashboard on the one-click confirmation, which dates every entry now', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    await page.goto('/dashboard/clinic?confirm-waits=1');
    const button = page.getByRole('button', { name: 'Confirm all wait times are still current' });
    await expect(button).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    const before = Date.now();
    await button.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('All wait times confirmed as current.');
    await expect(page).not.toHaveURL(/confirm-waits/);
    const dates = await ownDates(page);
    expect(dates.length).toBeGreaterThan(1);
    for (const d of dates) expect(new Date(d).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    await expect(page.getByTestId('clinic-specialty').first().getByTestId('stale-note')).toHaveCount(0);
  });

  test('leaving the dashboard with unsaved wait-time edits asks first, Back and Forward included; moving between tabs does not', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    const card = page.getByTestId('clinic-specialty').first();
    await card.getByLabel('Notes').fill('Edited but not saved');
    await expect(card.getByTestId('unsaved')).toBeVisible();

    // Another tab of the same page: no question, the edit is still there when coming back.
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Specialties' }).click();
    await expect(card.getByLabel('Notes')).toHaveValue('Edited but not saved');

    // A link to another page: asked; staying keeps the edit.
    const leave = page.getByRole('link', { name: 'View as vets see it' });
    await leave.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/clinic/);
    await expect(card.getByLabel('Notes')).toHaveValue('Edited but not saved');

    // A reload or closing the tab: the browser's own prompt.
    const prompts: string[] = [];
    page.on('dialog', (d) => {
      prompts.push(d.type());
      void d.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => prompts).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);

    // Leaving after all: the link goes through.
    await leave.click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/hospitals\/\d+$/);

    // The browser's Forward and Back buttons ask too, within the app's own history.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/clinic/);
    await card.getByLabel('Notes').fill('Edited again');
    await expect(card.getByTestId('unsaved')).toBeVisible();
    await page.evaluate(() => window.history.forward());
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/clinic/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/clinic/);
    await expect(card.getByLabel('Notes')).toHaveValue('Edited again');
    await page.evaluate(() => window.history.forward());
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/hospitals\/\d+$/);
    // The address changes with the popstate, before the profile replaces the dashboard: wait for the
    // profile as a person would (a click in between is held by the dashboard's guard, which then
    // unmounts: docs/decisions/100).
    await expect(page.getByTestId('clinic-specialty')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await card.getByLabel('Notes').fill('Edited once more');
    await expect(card.getByTestId('unsaved')).toBeVisible();
    await page.evaluate(() => window.history.back());
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/clinic/);
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/hospitals\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
