import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, expectNoSeriousA11yViolations, registerThroughUi, signIn } from './support';

/*
 * Issue 21: the result cards' phone and quote dates, the hospital profile's order on a phone, its Back
 * link, and long text that must not widen a page. Against the demo data (src/server/db/seed).
 */

const RIDEAU = 'Rideau Veterinary Specialty Centre';

const signInAsVet = (page: Page) => signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);
const results = (page: Page) => page.getByTestId('search-result');

async function searchByName(page: Page, name: string) {
  await page.getByRole('radio', { name: 'Hospital name' }).click();
  await page.getByLabel('Hospital name').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function hospitalId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/hospitals/search?name=${encodeURIComponent(name)}`);
  const found = ((await res.json()) as { id: number; name: string }[]).find((h) => h.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe('result cards', () => {
  test.beforeEach(async ({ page }) => signInAsVet(page));

  test('call the hospital by tel:, refer a patient to it, and date a quote', async ({ page }) => {
    await searchByName(page, 'Rideau');
    const card = results(page).filter({ hasText: RIDEAU });
    const id = await hospitalId(page, RIDEAU);
    const phone = card.getByTestId('result-phone').getByRole('link', { name: new RegExp(`^Call ${RIDEAU} at `) });
    await expect(phone).toHaveAttribute('href', /^tel:\+?\d{7,}$/);
    await expect(card.getByRole('link', { name: `Refer a patient to ${RIDEAU}` })).toHaveAttribute('href', `/referrals/new?hospital=${id}`);

    await page.getByRole('radio', { name: 'Procedure' }).click();
    await page.getByLabel('Procedure').fill('tplo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const priced = page.getByTestId('procedure-match').filter({ hasText: 'Estimate: $' }).first();
    await expect(priced.getByText(/^Price updated /)).toBeVisible();
  });

  test('the profile dates each quote', async ({ page }) => {
    await page.goto(`/hospitals/${await hospitalId(page, RIDEAU)}`);
    await page.getByRole('tab', { name: 'Procedure Pricing' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Procedure Pricing' });
    await expect(panel.getByRole('columnheader', { name: 'Last Updated' })).toBeVisible();
    await expect(panel.getByRole('row').nth(1).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });
});

test.describe('Back on the hospital profile', () => {
  test.beforeEach(async ({ page }) => signInAsVet(page));

  test('returns to the search it was opened from', async ({ page }) => {
    await searchByName(page, 'Rideau');
    // The search is in the address once it has run: the form checks its fields first, and on the first
    // submit it loads their rules (docs/decisions/134), so the click returns before the address changes.
    await expect(page).toHaveURL(/[?&]name=Rideau/);
    const searchUrl = page.url();
    await results(page).filter({ hasText: RIDEAU }).getByRole('link', { name: `View profile: ${RIDEAU}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: RIDEAU })).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(searchUrl);
    // Whether the results come back with it is the search page's own URL state (not this page's).
    await expect(page.getByRole('heading', { level: 1, name: 'Veterinary Referral Center' })).toBeVisible();
  });

  test('goes to / when the profile was opened directly', async ({ page, baseURL }) => {
    await page.goto(`/hospitals/${await hospitalId(page, RIDEAU)}`);
    await expect(page.getByRole('heading', { level: 1, name: RIDEAU })).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test.describe('hospital profile at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('puts the contact details and quick actions right under the header, before the specialties', async ({ page }) => {
    await signInAsVet(page);
    await page.goto(`/hospitals/${await hospitalId(page, RIDEAU)}`);
    const contact = page.getByTestId('contact-block');
    await expect(contact.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    const header = await page.getByRole('heading', { level: 1, name: RIDEAU }).boundingBox();
    const block = (await contact.boundingBox())!;
    const about = (await page.getByRole('heading', { name: 'About', exact: true }).boundingBox())!;
    const firstService = (await page.getByTestId('service').first().boundingBox())!;
    expect(block.y).toBeGreaterThan(header!.y);
    expect(block.y + block.height).toBeLessThanOrEqual(about.y);
    expect(block.y + block.height).toBeLessThanOrEqual(firstService.y);
    // Right under the header: within the first two screens, not after every specialty.
    expect(block.y).toBeLessThan(400);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });
});

test('on a wide screen the contact details stay in the sidebar beside About', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsVet(page);
  await page.goto(`/hospitals/${await hospitalId(page, RIDEAU)}`);
  const block = (await page.getByTestId('contact-block').boundingBox())!;
  const about = (await page.getByRole('heading', { name: 'About', exact: true }).boundingBox())!;
  expect(block.x).toBeGreaterThan(about.x + about.width);
  expect(Math.abs(block.y - about.y)).toBeLessThan(80);
});

test.describe('long text at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a very long description, URL and quote neither widen the page nor push Edit and Delete out of view', async ({ page }) => {
    await registerThroughUi(page, 'clinic');
    const word = 'Cardiologyechocardiographyholter'.repeat(150); // 4,800 characters without a space
    const url = `https://www.example.ca/${'referral-instructions-and-forms/'.repeat(14)}`.slice(0, 500);
    const saved = await page.request.patch('/api/clinics/profile', {
      data: {
        name: `Very Long Words Hospital ${Date.now()}`,
        address: `1 ${'Longwordstreetname'.repeat(10)} Road`,
        province: 'Ontario',
        contact_email: 'desk@long-words.example.ca',
        description: word,
        referral_instructions: url,
        website_url: url,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const id = (await saved.json()).id as number;
    const quote = await page.request.post('/api/pricings', {
      data: { procedure_name: `TPLO ${'stabilisation'.repeat(10)}`, price_range: '$5,000–$6,500', description: url },
    });
    expect(quote.status(), await quote.text()).toBe(201);

    await page.goto(`/hospitals/${id}`);
    await expect(page.getByText(word)).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await page.getByRole('tab', { name: 'Procedure Pricing' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Procedure Pricing' }).getByRole('row')).toHaveCount(2);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    await page.goto('/dashboard/clinic');
    await page.getByRole('tab', { name: 'Quotes' }).click();
    const row = page.getByTestId('quote-row').first();
    // Down to the row (its first cell, so the table box is not scrolled sideways): the buttons must then be in view as they are.
    await row.locator('td').first().scrollIntoViewIfNeeded();
    await expect(row.getByRole('button', { name: /^Edit quote: / })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: /^Delete quote: / })).toBeInViewport({ ratio: 1 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});
