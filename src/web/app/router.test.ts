import { describe, expect, it } from 'vitest';
import { preloadPage, routePages } from './router';

describe('routes and their page modules', () => {
  it('lists every page route with its full path and its module as the build manifest names it', () => {
    const pages = routePages();
    expect(pages).toContainEqual({ path: '/', source: 'features/site/pages/landing-page.tsx', frame: false });
    expect(pages).toContainEqual({ path: '/dashboard/vet', source: 'features/vet/pages/vet-dashboard-page.tsx', frame: true });
    expect(pages).toContainEqual({ path: '/hospitals/:id/internal', source: 'features/hospitals/pages/hospital-internal-page.tsx', frame: false });
    // The composer's two addresses share one page, but only a new referral's heading is known before its data.
    expect(pages).toContainEqual({ path: '/referrals/new', source: 'features/referrals/pages/referral-composer-page.tsx', frame: true });
    expect(pages).toContainEqual({ path: '/referrals/:id/edit', source: 'features/referrals/pages/referral-composer-page.tsx', frame: false });
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  // Imports every page module: seconds on a busy machine.
  it("loads each route's page component (a renamed export or module fails here, not in a browser)", { timeout: 30_000 }, async () => {
    for (const { path } of routePages()) {
      await expect(preloadPage(path.replace(/:\w+/g, '1')), path).resolves.toBeUndefined();
    }
  });
});
