import fs from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  registerThroughUi,
  signIn,
} from './support';

/*
 * Vet dashboard (search and favourites), hospital profile and internal clinic page (issue 4), against
 * the demo data. Hospital names come from src/server/db/seed/demo-hospitals.ts; counts are left to the
 * data generator, so tests compare rather than hard-code them.
 */

const RIDEAU = 'Rideau Veterinary Specialty Centre';
const RUISSEAU = 'Hôpital Vétérinaire du Ruisseau';
/** Seeded without referral instructions. */
const FOREST_CITY = 'Forest City Animal Specialty Hospital';

const signInAsVet = (page: Page) => signIn(page, DEMO_ACCOUNTS.vet.username, DEMO_ACCOUNTS.vet.password);

/** A hospital's id, asked through the signed-in page's own session. */
async function hospitalId(page: Page, name: string): Promise<number> {
  const res = await page.request.get(`/api/hospitals/search?name=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as { id: number; name: string }[]).find((h) => h.name === name);
  expect(found, `demo hospital ${name}`).toBeTruthy();
  return found!.id;
}

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const results = (page: Page) => page.getByTestId('search-result');

async function chooseSpecialty(page: Page, name: string) {
  await page.getByRole('radio', { name: 'Specialty' }).click();
  await page.getByLabel('Specialty', { exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function chooseProvince(page: Page, name: string) {
  await page.getByLabel('Province or territory').click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function searchByName(page: Page, name: string) {
  await page.getByRole('radio', { name: 'Hospital name' }).click();
  await page.getByLabel('Hospital name').fill(name);
  await searchButton(page).click();
}

test.describe('vet dashboard search', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsVet(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Veterinary Referral Center' })).toBeVisible();
  });

  test('nothing is searched before Search is clicked; a specialty search shows wait badges and profile links', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/hospitals\/search|\/api\/specialties\/\d+\/search/.test(req.url())) searches.push(req.url());
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Specialty Search' })).toBeVisible();
    await chooseSpecialty(page, 'Cardiology');
    await chooseProvince(page, 'Ontario');
    await chooseProvince(page, 'All provinces');
    await page.getByRole('radio', { name: 'Hospital name' }).click();
    await page.getByLabel('Hospital name').fill('Rideau');
    await page.getByRole('radio', { name: 'Specialty' }).click();
    await page.waitForTimeout(300);
    expect(searches).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeHidden();

    await searchButton(page).click();
    await expect(results(page).first()).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatch(/\/api\/specialties\/\d+\/search$/);

    await expect(page.getByTestId('results-criteria')).toHaveText('Specialty: Cardiology · in all provinces');
    const count = await results(page).count();
    expect(count).toBeGreaterThan(1);
    await expect(page.getByTestId('results-count')).toHaveText(`${count} hospitals found`);
    const rideau = results(page).filter({ hasText: RIDEAU });
    await expect(rideau.getByTestId('wait-badge')).toHaveText(/^Wait: /);
    await expect(rideau.getByText(/^(Accepting emergencies|No emergencies)$/)).toBeVisible();
    await expect(rideau.getByTestId('result-location')).toHaveText('1450 Merivale Road, Ottawa, Ontario');
    await expect(rideau.getByText(/^Updated /)).toBeVisible();
    // Every card has a wait badge and links to its profile.
    await expect(page.getByTestId('wait-badge')).toHaveCount(count);
    for (const href of await results(page).getByRole('link', { name: /^View profile/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/hospitals\/\d+$/);
    }
    await rideau.getByRole('link', { name: RIDEAU, exact: true }).click();
    await expect(page).toHaveURL(/\/hospitals\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: RIDEAU })).toBeVisible();
  });

  test("opening the dashboard by its URL names every chunk of the page's code in the HTML", async ({ page }) => {
    // What the page module needs beyond what index.html loads (the entry's chunks, and the boot chunks of
    // decision 139), from the build manifest (scripts/prerender.mjs): all asked for at once, after the
    // frame's first paint (decision 117), instead of one import after another.
    type Chunk = { file: string; imports?: string[] };
    const manifest = JSON.parse(fs.readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, Chunk>;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (!seen.has(key)) {
        seen.add(key);
        for (const dep of manifest[key]!.imports ?? []) closure(dep, seen);
      }
      return seen;
    };
    const index = fs.readFileSync('dist/web/index.html', 'utf8');
    const entry = new Set([...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
    for (const k of closure('index.html')) expect(entry).toContain(`/${manifest[k]!.file}`);
    const needed = [...closure('features/vet/pages/vet-dashboard-page.tsx')].map((k) => `/${manifest[k]!.file}`).filter((f) => !entry.has(f));
    expect(needed.length).toBeGreaterThan(1);

    const html = await (await page.request.get('/dashboard/vet')).text();
    const inHtml = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!);
    expect(inHtml.filter((f) => !entry.has(f)).sort()).toEqual(needed.sort());
    // The document is the one the app runs in: reloading the dashboard shows it.
    await page.reload();
    await expect(searchButton(page)).toBeVisible();
  });

  test('the province filter narrows a specialty search to that province', async ({ page }) => {
    await chooseSpecialty(page, 'Emergency & Critical Care');
    await searchButton(page).click();
    await expect(results(page).first()).toBeVisible();
    const all = await results(page).count();

    await chooseProvince(page, 'Quebec');
    await searchButton(page).click();
    await expect(page.getByTestId('results-criteria')).toHaveText('Specialty: Emergency & Critical Care · in Quebec');
    await expect(results(page).first()).toBeVisible();
    const inQuebec = await results(page).count();
    expect(inQuebec).toBeGreaterThan(0);
    expect(inQuebec).toBeLessThan(all);
    for (const location of await page.getByTestId('result-location').allTextContents()) {
      expect(location).toMatch(/, Quebec$/);
    }
  });

  test('a name search ignores accents and capitals', async ({ page }) => {
    await searchByName(page, 'veterinaire du ruisseau');
    await expect(page.getByTestId('results-criteria')).toHaveText('Name: “veterinaire du ruisseau” · in all provinces');
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(RUISSEAU);
    await expect(results(page).getByRole('img', { name: RUISSEAU })).toHaveCount(0); // no logo: placeholder icon
    await expect(results(page).getByTestId('result-location')).toContainText('Laval, Quebec');
  });

  test('a procedure search shows the matched procedure with a non-binding price estimate', async ({ page }) => {
    await page.getByRole('radio', { name: 'Procedure' }).click();
    await page.getByLabel('Procedure').fill('tplo');
    await searchButton(page).click();
    await expect(results(page).first()).toBeVisible();
    const matches = page.getByTestId('procedure-match');
    await expect(matches).toHaveCount(await results(page).count());
    await expect(matches.first()).toContainText(/Procedure: .*TPLO/);
    const priced = matches.filter({ hasText: 'Estimate: $' }).first();
    await expect(priced).toContainText('Non-binding estimate; varies with case complexity.');
  });

  test('a name that matches nothing shows the exact empty text', async ({ page }) => {
    await searchByName(page, 'Zzyzx Nowhere Kennel');
    await expect(page.getByTestId('results-empty')).toHaveText('No hospitals found matching your search criteria.');
    await expect(results(page)).toHaveCount(0);
  });

  test('Search needs a criterion, and Reset hides the results and clears every field', async ({ page }) => {
    await searchButton(page).click();
    await expect(page.getByText('Choose a specialty to search.')).toBeVisible();
    await page.getByRole('radio', { name: 'Hospital name' }).click();
    await page.getByLabel('Hospital name').fill('   ');
    await searchButton(page).click();
    await expect(page.getByText('Enter a hospital name to search.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeHidden();

    await chooseProvince(page, 'Ontario');
    await page.getByLabel('Hospital name').fill('Rideau');
    await searchButton(page).click();
    await expect(results(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeHidden();
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Specialty' })).toBeChecked();
    await expect(page.getByLabel('Specialty', { exact: true })).toHaveText('Choose a specialty');
    await expect(page.getByLabel('Province or territory')).toHaveText('All provinces');
    await page.getByRole('radio', { name: 'Hospital name' }).click();
    await expect(page.getByLabel('Hospital name')).toHaveValue('');
  });

  test('a failed search shows the destructive toast', async ({ page }) => {
    await page.route('**/api/hospitals/search**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong on our side.","code":"INTERNAL"}' }),
    );
    await searchByName(page, 'Rideau');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to search hospitals by name');
    await expect(toast).toContainText('Something went wrong on our side.');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  test('dashboard with results passes axe and does not scroll sideways at 360 px', async ({ page }) => {
    await chooseSpecialty(page, 'Ophthalmology');
    await searchButton(page).click();
    await expect(results(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(results(page).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('favourites', () => {
  test('Save to Favorites adds the hospital to My Favorite Hospitals; toggling back removes it', async ({ page }) => {
    // A fresh vet, so parallel tests never share bookmarks.
    await registerThroughUi(page, 'vet');
    await expect(page.getByRole('heading', { level: 2, name: 'My Favorite Hospitals' })).toBeVisible();
    await expect(page.getByTestId('favourites-empty')).toContainText('Save to Favorites');

    const id = await hospitalId(page, RUISSEAU);
    await page.goto(`/hospitals/${id}`);
    const toggle = page.getByTestId('bookmark-toggle');
    await expect(toggle).toHaveText('Save to Favorites');
    await toggle.click();
    await expect(toggle).toHaveText('Saved to Favorites');
    await expect(toggle).toBeEnabled();

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const favourite = page.getByTestId('favourite-card');
    await expect(favourite).toHaveCount(1);
    await expect(favourite.getByRole('link', { name: RUISSEAU })).toHaveAttribute('href', `/hospitals/${id}`);
    await expect(favourite).toContainText('Laval, Quebec');

    await favourite.getByRole('link', { name: RUISSEAU }).click();
    await expect(toggle).toHaveText('Saved to Favorites');
    await toggle.click();
    await expect(toggle).toHaveText('Save to Favorites');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    await expect(page.getByTestId('favourite-card')).toHaveCount(0);
  });
});

test.describe('failures and limits', () => {
  test.beforeEach(async ({ page }) => signInAsVet(page));

  test('the favourites list and a failed save show their destructive toasts; the toggle is disabled while pending', async ({ page }) => {
    // The save is held until the test has seen the toggle disabled: a fixed delay raced a loaded CI machine,
    // where the first check could come after the failure had already re-enabled it.
    let releaseSave = () => {};
    const saveHeld = new Promise<void>((r) => (releaseSave = r));
    await page.route('**/api/bookmarks', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable.","code":"INTERNAL"}' })
        : saveHeld.then(() => route.fulfill({ status: 500, body: '' })),
    );
    await page.reload();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Failed to fetch bookmarked hospitals');
    await expect(toast).toContainText('Database unavailable.');

    await page.goto(`/hospitals/${await hospitalId(page, RIDEAU)}`);
    const toggle = page.getByTestId('bookmark-toggle');
    await expect(toggle).toHaveText('Save to Favorites');
    await toggle.click();
    await expect(toggle).toBeDisabled();
    releaseSave();
    await expect(toast).toContainText('Failed to bookmark hospital');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(toggle).toHaveText('Save to Favorites');
    await expect(toggle).toBeEnabled();
  });

  test('a full page of 50 results says only the first 50 are shown', async ({ page }) => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      id: 1000 + i,
      name: `Test Referral Hospital ${i + 1}`,
      address: `${i + 1} Main Street`,
      city: 'Ottawa',
      province: 'Ontario',
      logo_url: null,
      contact_email: null,
      clinicSpecialty: null,
      procedureMatch: null,
      measured: { scope: 'hospital', to_appointment: null },
    }));
    await page.route('**/api/hospitals/search**', (route) => route.fulfill({ json: many }));
    await searchByName(page, 'Referral');
    await expect(results(page)).toHaveCount(50);
    await expect(page.getByTestId('results-limited')).toHaveText(
      'Only the first 50 hospitals are shown. Choose a province to narrow your search.',
    );
  });
});

test.describe('hospital profile', () => {
  test('header, contact card, specialties and all three tabs', async ({ page }) => {
    await signInAsVet(page);
    const id = await hospitalId(page, RIDEAU);
    await page.goto(`/hospitals/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: RIDEAU })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    await expect(page.getByText(/Multidisciplinary referral hospital serving Eastern Ontario/)).toBeVisible();

    const contact = page.getByRole('complementary', { name: 'Contact Information' });
    await expect(contact.getByRole('link', { name: '613-555-0142' })).toHaveAttribute('href', 'tel:6135550142');
    await expect(contact.getByRole('link', { name: /@rideau-vsc\.example\.ca$/ })).toHaveAttribute('href', /^mailto:.+@rideau-vsc\.example\.ca$/);
    const website = contact.getByRole('link', { name: /www\.rideau-vsc\.example\.ca/ });
    await expect(website).toHaveAttribute('href', 'https://www.rideau-vsc.example.ca/');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(website).toHaveAttribute('target', '_blank');
    // The Specialties card follows the contact block and the quick actions (issue 21), outside that landmark.
    const specialtiesCard = page.locator('div.rounded-lg').filter({ has: page.getByRole('heading', { level: 2, name: 'Specialties' }) });
    await expect(specialtiesCard.getByText('Cardiology', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Clinic' })).toHaveAttribute('href', /^mailto:/);

    // Services & Wait Times (selected first).
    await expect(page.getByRole('tab', { name: 'Services & Wait Times' })).toHaveAttribute('aria-selected', 'true');
    const cardiology = page.getByTestId('service').filter({ has: page.getByRole('heading', { level: 3, name: 'Cardiology' }) });
    await expect(cardiology).toContainText('Wait time:');
    await expect(cardiology.getByTestId('wait-badge')).toBeVisible();
    await expect(cardiology.getByText(/^Updated /)).toBeVisible();
    const procedureTable = page.getByRole('table').first();
    await expect(procedureTable.getByRole('columnheader')).toHaveText(['Procedure', 'Current Wait', 'Last Updated']);
    await expect(procedureTable.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    await page.getByRole('tab', { name: 'Procedure Pricing' }).click();
    await expect(page.getByTestId('pricing-note')).toHaveText(
      'Prices are approximate, non-binding estimates and vary with case complexity. Contact the hospital for a quote for your patient.',
    );
    const pricing = page.getByRole('table', { name: 'Procedure price estimates' });
    await expect(pricing.getByRole('columnheader')).toHaveText(['Procedure', 'Price Range', 'Description', 'Last Updated']);
    const firstRow = pricing.getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/\$[\d,]+/);
    await expect(firstRow.getByRole('cell').nth(2)).not.toBeEmpty();

    await page.getByRole('tab', { name: 'Referral Info' }).click();
    await expect(page.getByTestId('referral-text')).toHaveText(/^Submit the online referral form or fax records to 613-555-0143/);

    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('tab', { name: 'Procedure Pricing' }).click();
    await expectNoHorizontalOverflow(page);
  });

  test('referral fallback, a bare website gets https://, and an unknown id shows the failure alert', async ({ page }) => {
    await signInAsVet(page);
    await page.goto(`/hospitals/${await hospitalId(page, FOREST_CITY)}`);
    await page.getByRole('tab', { name: 'Referral Info' }).click();
    await expect(page.getByTestId('referral-text')).toHaveText(
      'No specific referral instructions provided. Please contact the hospital directly.',
    );

    await page.goto(`/hospitals/${await hospitalId(page, RUISSEAU)}`);
    await expect(page.getByRole('link', { name: /www\.ruisseau-vet\.example\.ca/ })).toHaveAttribute('href', 'https://www.ruisseau-vet.example.ca/');

    await page.goto('/hospitals/999999');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load hospital profile');
    await expect(alert).toContainText('We could not find this hospital.');
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard/vet');
  });

  test('a failed load shows Please try again later, and a clinic user gets no favourites toggle', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    const id = await hospitalId(page, RIDEAU);
    const checks: string[] = [];
    page.on('request', (req) => req.url().includes('/api/bookmarks') && checks.push(req.url()));
    await page.goto(`/hospitals/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: RIDEAU })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Clinic' })).toBeVisible();
    await expect(page.getByTestId('bookmark-toggle')).toHaveCount(0);
    expect(checks).toEqual([]);

    await page.route(`**/api/hospitals/${id}`, (route) => route.fulfill({ status: 503, body: '' }));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Failed to load hospital profile');
    await expect(page.getByRole('alert')).toContainText('Please try again later.');
  });
});

test.describe('internal clinic page', () => {
  test('About and Staff tabs, the hours the listing states, and the contact dialog checks and sends the message', async ({ page }) => {
    await signInAsVet(page);
    const id = await hospitalId(page, RIDEAU);
    await page.goto(`/hospitals/${id}/internal`);
    await expect(page.getByRole('heading', { level: 1, name: RIDEAU })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
    await expect(page.getByText('1450 Merivale Road, Ottawa, Ontario')).toBeVisible();

    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('internal-referral')).toHaveText(/^Submit the online referral form/);
    // The demo listings state SPEC's hours as their own (issue 21).
    await expect(page.getByTestId('hours')).toHaveText(/Monday to Friday\s*8:00\sa\.m\.–6:00\sp\.m\.\s*Saturday to Sunday\s*9:00\sa\.m\.–4:00\sp\.m\./);
    await expect(page.getByTestId('emergency-line')).toContainText('Emergency line: call the clinic’s main number');
    await expect(page.getByTestId('emergency-247')).toContainText('Emergency services are available 24/7.');
    // Issue 19: the online referral replaced the inert "Request Appointment" and "Referral Form" buttons.
    await expect(page.getByRole('button', { name: 'Request Appointment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Refer a patient' })).toHaveAttribute('href', `/referrals/new?hospital=${id}`);

    await page.getByRole('tab', { name: 'Staff' }).click();
    const staff = page.getByTestId('staff-member');
    await expect(staff.first()).toBeVisible();
    await expect(staff.filter({ hasText: 'Practice Manager' })).toHaveCount(1);
    await expect(staff.first().getByRole('heading', { level: 3 })).toHaveText(/^Dr\. /);

    await expectNoSeriousA11yViolations(page);

    const writes: string[] = [];
    page.on('request', (req) => req.method() !== 'GET' && writes.push(`${req.method()} ${req.url()}`));
    // e2e/messages.spec.ts owns the demo clinic's inbox (its unread badge): here the send is answered
    // without reaching the server.
    const sends: unknown[] = [];
    await page.route('**/api/hospitals/*/messages', (route) => {
      sends.push(route.request().postDataJSON());
      return route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: RIDEAU });
    await expect(dialog).toContainText('Send a direct message to the clinic. They will respond to you via email.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Message is empty');
    await expect(toast).toContainText('Please enter a message to send');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Message').fill('Bella, 7 y FS Lab: grade IV murmur, please advise on echo availability.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast).toContainText('Message sent');
    await expect(toast).toContainText('Your message has been sent to the clinic');
    await expect(dialog).toBeHidden();
    // The empty message was refused in the browser; the other was sent once.
    expect(writes).toEqual([expect.stringMatching(new RegExp(`^POST .*/api/hospitals/${id}/messages$`))]);
    expect(sends).toEqual([{ message: 'Bella, 7 y FS Lab: grade IV murmur, please advise on echo availability.' }]);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog').getByLabel('Message')).toHaveValue('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalOverflow(page);
  });

  test('a clinic user sees Access Denied and the clinic data is never requested', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
    const internal: string[] = [];
    page.on('request', (req) => req.url().endsWith('/internal') && req.url().includes('/api/') && internal.push(req.url()));
    await page.goto('/hospitals/1/internal');
    await expect(page.getByRole('alert')).toContainText('This page is only accessible to referring veterinarians.');
    expect(internal).toEqual([]);
  });

  test('a failed fetch shows the Error alert', async ({ page }) => {
    await signInAsVet(page);
    await page.route('**/api/hospitals/*/internal', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/hospitals/1/internal');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText('Failed to fetch clinic data');
  });
});

test('a clinic user is sent away from /dashboard/vet with the access-denied text', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.clinic.username, DEMO_ACCOUNTS.clinic.password);
  await page.goto('/dashboard/vet');
  await page.waitForURL('**/dashboard/clinic');
  await expect(page.getByTestId('toast')).toContainText('Access denied. This page is for referring veterinarians only.');
});
