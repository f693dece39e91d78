import { expect, test } from '@playwright/test';

test('a page whose code cannot be loaded shows a message and a Reload button, not a blank app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every page chunk fails from now on, as after a deploy that removed them, or offline.
  await page.route(/\/assets\/(about|contact)-page-.*\.js$/, (route) => route.abort());
  await page.evaluate(() => sessionStorage.setItem('vr-stale-chunk-reload', '1'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
