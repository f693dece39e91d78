import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/shared/constants';

export { DEMO_ACCOUNTS };

/**
 * Fails on any serious or critical axe violation, listing them. Axe reads the colours on screen, so it
 * waits for running CSS transitions to end first: a control turning enabled as the app starts
 * (docs/decisions/117) is half-way between its two colours for 150 ms.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Fails when the page scrolls sideways (content wider than the viewport). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@e2e.example.ca`;
export const E2E_PASSWORD = 'Referral-E2E-Pass-7';

/** Signs in through /auth with the given credentials and waits for the dashboard. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\//);
}

/** Registers through the /auth form and waits for the role's dashboard. */
export async function registerThroughUi(page: Page, role: 'vet' | 'clinic') {
  const username = uniqueEmail(role === 'clinic' ? 'front.desk' : 'gp');
  await page.goto(`/auth?tab=register&role=${role}`);
  await page.getByLabel('Email').fill(username);
  await page.getByLabel(/Your name/).fill(role === 'clinic' ? 'Front Desk' : 'Dr. General Practice');
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(role === 'clinic' ? '**/dashboard/clinic' : '**/dashboard/vet');
  return username;
}

/**
 * Verifies a self-registered listing as the demo admin would (issue 21: a listing a clinic creates
 * stays out of vets' reads until then), through the admin API in a context of its own.
 */
export async function verifyListingAsAdmin(browser: Browser, clinicName: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, DEMO_ACCOUNTS.admin.username, DEMO_ACCOUNTS.admin.password);
  const pending = (await (await admin.request.get(`/api/admin/clinics?status=pending&q=${encodeURIComponent(clinicName)}`)).json()) as { id: number; name: string }[];
  const listing = pending.find((c) => c.name === clinicName);
  expect(listing, `${clinicName} waits for review`).toBeDefined();
  expect((await admin.request.post(`/api/admin/clinics/${listing!.id}/verify`)).status()).toBe(200);
  await context.close();
}
