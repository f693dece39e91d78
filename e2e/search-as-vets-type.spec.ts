import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSeriousA11yViolations, registerThroughUi, signIn } from './support';

/*
 * Issue 57: the search finds what vets type, against the demo data
 * (src/server/db/seed/demo-hospitals.data.ts; the wider list is src/server/modules/search/relevance.data.ts).
 */
const MONT_ROYAL = 'Centre de Référence Vétérinaire Mont-Royal';
const SAINT_ELOI = 'Centre Vétérinaire Saint-Éloi';
const RIDEAU = 'Rideau Veterinary Specialty Centre';
const LAKESHORE = 'Lakeshore Animal Referral Hospital';
const STE_DOROTHEE = 'Hôpital Vétérinaire Ste-Dorothée';
const PACIFIC_COAST = 'Pacific Coast Veterinary Referral Hospital';

const results = (page: Page) => page.getByTestId('search-result');
const names = async (page: Page) => (await results(page).getByRole('heading', { level: 3 }).allTextContents()).map((n) => n.trim());

async function searchText(page: Page, kind: 'Hospital name' | 'Procedure' | 'Intervention', text: string) {
  await page.getByRole('radio', { name: kind }).click();
  await page.getByLabel(kind, { exact: true }).fill(text);
  await page.getByRole('button', { name: /^(Search|Rechercher)$/ }).click();
  // The answer to this text, not the previous search's cards still on screen.
  await expect(page.getByTestId('results-criteria')).toContainText(text);
  await expect(page.getByTestId('results-loading')).toHaveCount(0);
  await expect(results(page).first().or(page.getByTestId('results-empty'))).toBeVisible();
}

test.describe('as a vet types', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Veterinary Referral Center' })).toBeVisible();
  });

  test('"mont royal" and "st eloi" find their hospitals, and the card says the name matched', async ({ page }) => {
    await searchText(page, 'Hospital name', 'mont royal');
    expect(await names(page)).toEqual([MONT_ROYAL]);
    await expect(results(page).first().getByTestId('result-matched')).toContainText(MONT_ROYAL);

    await searchText(page, 'Hospital name', 'st eloi');
    expect(await names(page)).toEqual([SAINT_ELOI]);
    await expectNoSeriousA11yViolations(page);
  });

  test('"CT" finds CT scans and not cataract surgery', async ({ page }) => {
    await searchText(page, 'Procedure', 'CT');
    const found = await names(page);
    expect(found).toContain(RIDEAU);
    expect(found).not.toContain(LAKESHORE);
    const matched = await results(page).getByTestId('result-matched').allTextContents();
    expect(matched.length).toBe(found.length);
    for (const line of matched) expect(line).not.toMatch(/cataract/i);
  });

  test('neurology near Kelowna within 100 km offers the nearest hospitals beyond the radius, with their distance', async ({ page }) => {
    await page.getByRole('radio', { name: 'Specialty' }).click();
    await page.getByLabel('Specialty', { exact: true }).click();
    await page.getByRole('option', { name: 'Neurology', exact: true }).click();
    const field = page.getByRole('combobox', { name: 'Near' });
    await field.fill('Kelowna');
    await expect(page.getByRole('option', { name: /^Kelowna, / }).first()).toBeVisible();
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.getByLabel('Within').click();
    await page.getByRole('option', { name: '100 km', exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page.getByTestId('results-beyond-radius')).toContainText('No hospitals within 100 km');
    await expect(results(page)).toHaveCount(3);
    expect((await names(page))[0]).toBe(PACIFIC_COAST);
    const km = (await results(page).getByTestId('result-distance').allTextContents()).map((t) => Number(/^([\d\s,]+)/.exec(t.trim())![1]!.replace(/\D/g, '')));
    expect(km.every((d) => d > 100)).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    await expectNoSeriousA11yViolations(page);
  });

  test('a text that finds nothing offers the closest known terms, and one click searches it', async ({ page }) => {
    await searchText(page, 'Procedure', 'chimoterapy');
    await expect(page.getByTestId('results-empty')).toBeVisible();
    const suggestion = page.getByTestId('search-suggestion').first();
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(results(page).first()).toBeVisible();
  });
});

test('in French, "chimio" finds the hospitals that give chemotherapy, whatever language they list it in', async ({ page }) => {
  await registerThroughUi(page, 'vet');
  await page.getByRole('banner').getByRole('button', { name: 'Français', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await searchText(page, 'Intervention', 'chimio');
  const found = await names(page);
  expect(found).toEqual(expect.arrayContaining([RIDEAU, MONT_ROYAL, STE_DOROTHEE]));
  // Rideau lists "Chemotherapy …" in English: the card says it matched as a synonym of what was typed.
  const rideau = results(page).filter({ has: page.getByRole('heading', { name: RIDEAU }) });
  await expect(rideau.getByTestId('result-matched')).toContainText(/chimio|synonyme/i);
  await expectNoSeriousA11yViolations(page);
});
