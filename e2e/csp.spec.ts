import { type Page, expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support';

// The app's CSP (src/server/plugins/security.ts) has no 'unsafe-eval': zod must validate the forms
// without compiling parsers, and without even probing for eval, which the browser reports as a
// violation too (src/shared/zod.ts). Every violation the page reports is recorded from the first
// script on.
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe('under the content security policy', () => {
  test('the document forbids eval', async ({ request }) => {
    const csp = (await request.get('/auth')).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
  });

  test('the sign-in and register forms validate, in English and in French, with no violation', async ({ page, context }) => {
    await recordViolations(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();

    await context.addCookies([{ name: 'lang', value: 'fr-CA', url: page.url() }]);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Adresse courriel invalide')).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('signing in runs the schemas of the dashboard, with no violation', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.vet.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.vet.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\/vet/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
