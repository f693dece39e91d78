import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSeriousA11yViolations, signIn } from './support';

/*
 * Issue 21: searching near a place, against the demo data (src/server/db/seed/demo-hospitals.data.ts).
 * Ottawa's Rideau centre is 0 km away, Gatineau's Outaouais clinic a few km, Montréal's Mont-Royal
 * centre about 165 km.
 */
const RIDEAU = 'Rideau Veterinary Specialty Centre';
const OUTAOUAIS = "Clinique Vétérinaire Spécialisée de l'Outaouais";
const MONT_ROYAL = 'Centre de Référence Vétérinaire Mont-Royal';

const results = (page: Page) => page.getByTestId('search-result');
const names = async (page: Page) => (await results(page).getByRole('heading', { level: 3 }).allTextContents()).map((n) => n.trim());

async function near(page: Page, place: string, radius: string) {
  const field = page.getByRole('combobox', { name: 'Near' });
  await field.fill(place.slice(0, 4));
  // Suggestions come from the server's gazetteer; the vet picks one with the keyboard.
  await expect(page.getByRole('option', { name: new RegExp(`^${place}, `) }).first()).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(field).toHaveValue(new RegExp(`^${place}, `));
  await page.getByLabel('Within').click();
  await page.getByRole('option', { name: radius, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Veterinary Referral Center' })).toBeVisible();
});

test('"montreal" near Ottawa within 250 km finds the Montréal hospital, with its distance', async ({ page }) => {
  await page.getByRole('radio', { name: 'Hospital name' }).click();
  await page.getByLabel('Hospital name').fill('montreal');
  await near(page, 'Ottawa', '250 km');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page)).toHaveCount(1);
  expect(await names(page)).toEqual([MONT_ROYAL]);
  await expect(results(page).getByTestId('result-distance')).toHaveText(/^1[67]\d km\s*1[67]\d km away$/);
  await expectNoSeriousA11yViolations(page);
});

test('typed "montreal" as the place, within 250 km: Montréal first, then the Gatineau and Ottawa hospitals, by distance', async ({ page }) => {
  await page.getByRole('radio', { name: 'Specialty' }).click();
  await page.getByLabel('Specialty', { exact: true }).click();
  await page.getByRole('option', { name: 'Internal Medicine', exact: true }).click();
  const field = page.getByRole('combobox', { name: 'Near' });
  await field.fill('montreal');
  await expect(page.getByRole('option', { name: /^Montréal, / }).first()).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await page.getByLabel('Within').click();
  await page.getByRole('option', { name: '250 km', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page).first()).toBeVisible();
  const found = await names(page);
  expect(found[0]).toBe(MONT_ROYAL);
  expect(found).toEqual(expect.arrayContaining([OUTAOUAIS, RIDEAU]));
  const km = (await results(page).getByTestId('result-distance').allTextContents()).map((t) => Number(/^(\d+)/.exec(t.trim())![1]));
  expect(km).toEqual([...km].sort((a, b) => a - b));
  expect(km.every((d) => d <= 250)).toBe(true);
});

test('near Ottawa: Gatineau and Montréal hospitals nearest first; Back from a profile restores the search', async ({ page }) => {
  await page.getByRole('radio', { name: 'Specialty' }).click();
  await page.getByLabel('Specialty', { exact: true }).click();
  await page.getByRole('option', { name: 'Internal Medicine', exact: true }).click();
  await near(page, 'Ottawa', '250 km');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page).first()).toBeVisible();
  const found = await names(page);
  expect(found.slice(0, 2)).toEqual([RIDEAU, OUTAOUAIS]);
  expect(found).toContain(MONT_ROYAL);
  expect(found.indexOf(MONT_ROYAL)).toBeGreaterThan(1);
  // The criteria are in the URL.
  await expect(page).toHaveURL(/[?&]near=Ottawa/);
  await expect(page).toHaveURL(/[?&]radius=250/);

  // Sorted by name instead, then Back from a hospital's profile brings the same list and order.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name', exact: true }).click();
  const byName = [...found].sort((a, b) => a.localeCompare(b));
  await expect.poll(() => names(page)).toEqual(byName);
  await results(page).getByRole('link', { name: MONT_ROYAL, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: MONT_ROYAL })).toBeVisible();
  await page.goBack();
  await expect(results(page).first()).toBeVisible();
  expect(await names(page)).toEqual(byName);
  await expect(page.getByRole('combobox', { name: 'Near' })).toHaveValue(/^Ottawa, /);

  // A reload brings them back too.
  await page.reload();
  await expect(results(page).first()).toBeVisible();
  expect(await names(page)).toEqual(byName);
});

test('a postal code searches from its area, and one that cannot be placed is said', async ({ page }) => {
  await page.getByRole('radio', { name: 'Hospital name' }).click();
  await page.getByLabel('Hospital name').fill('vet');
  const near = page.getByRole('combobox', { name: 'Near' });
  await near.fill('K1A 0B1');
  // The suggestion is the postal area, in its province.
  await expect(page.getByRole('option', { name: /K1A.*Ontario/ })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page).first()).toBeVisible();
  await expect(results(page).first().getByTestId('result-distance')).toHaveText(/\d km/);

  await near.fill('V0N 1A0');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText("This postal code can't be located — enter a city or town.").first()).toBeVisible();
});
