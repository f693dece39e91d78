import { describe, expect, it } from 'vitest';
import { preloadPage, routePages } from './router';

describe('routes and their page modules', () => {
  it('lists every page route with its full path and its module as the build manifest names it', () => {
    const pages = routePages();
    expect(pages).toContainEqual({ path: '/', source: 'features/site/pages/landing-page.tsx' });
    expect(pages).toContainEqual({ path: '/dashboard/vet', source: 'features/vet/pages/vet-dashboard-page.tsx' });
    expect(pages).toContainEqual({ path: '/hospitals/:id/internal', source: 'features/hospitals/pages/hospital-internal-page.tsx' });
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it("loads each route's page component (a renamed export or module fails here, not in a browser)", async () => {
    for (const { path } of routePages()) {
      await expect(preloadPage(path.replace(/:\w+/g, '1')), path).resolves.toBeUndefined();
    }
  });
});
