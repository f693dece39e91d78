import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';

/**
 * Route-level code splitting: each page module loads when its route is first rendered, under the
 * Suspense in RootLayout. Navigations run in a transition, so the current page stays on screen
 * until the next one has loaded.
 */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'element' | 'handle'> {
  type Module = { default: ComponentType };
  let loaded: Module | undefined;
  const preload = async () => (loaded ??= { default: (await load())[name] as ComponentType });
  // Once the code is here, lazy() gets a thenable that answers at once, so the first render shows
  // the page instead of suspending for a tick (main.tsx waits for the opening page's code).
  const answerNow = (module: Module) => ({ then: (resolve: (m: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
  const Page = lazy(() => (loaded ? answerNow(loaded) : preload()));
  return { element: <Page />, handle: { preload } satisfies PageHandle };
}

interface PageHandle {
  preload: () => Promise<unknown>;
}

/**
 * Fetches the code of the page the app opens on, before anything renders: a protected page would
 * otherwise wait for the session check (RequireAuth) before even asking for its chunk, and a page
 * rendered at build time (prerender.tsx) would be replaced by a spinner until it came.
 */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle as PageHandle | undefined)?.preload()));
}

/**
 * Declarative routes (BrowserRouter + useRoutes) rather than a data router: the app loads its data
 * with TanStack Query, not route loaders, and the data router would add ~17 KB gzip to every route
 * (docs/decisions/050).
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('@web/features/site/pages/landing-page'), 'LandingPage') },
      { path: 'about', ...page(() => import('@web/features/site/pages/about-page'), 'AboutPage') },
      { path: 'terms', ...page(() => import('@web/features/site/pages/terms-page'), 'TermsPage') },
      { path: 'privacy', ...page(() => import('@web/features/site/pages/privacy-page'), 'PrivacyPage') },
      { path: 'contact', ...page(() => import('@web/features/site/pages/contact-page'), 'ContactPage') },
      { path: 'auth', ...page(() => import('@web/features/auth/pages/auth-page'), 'AuthPage') },
      { path: 'login-test', ...page(() => import('@web/features/auth/pages/login-test-page'), 'LoginTestPage') },
      { path: 'admin-login', ...page(() => import('@web/features/auth/pages/admin-login-page'), 'AdminLoginPage') },
      { path: 'dashboard', ...page(() => import('@web/features/auth/pages/dashboard-redirect-page'), 'DashboardRedirectPage') },
      {
        element: <RequireAuth />,
        children: [
          { path: 'home', ...page(() => import('@web/features/auth/pages/dashboard-redirect-page'), 'DashboardRedirectPage') },
          { path: 'profile', ...page(() => import('@web/features/profile/pages/profile-page'), 'ProfilePage') },
          { path: 'dashboard/vet', ...page(() => import('@web/features/vet/pages/vet-dashboard-page'), 'VetDashboardPage') },
          { path: 'dashboard/clinic', ...page(() => import('@web/features/clinic/pages/clinic-dashboard-page'), 'ClinicDashboardPage') },
          { path: 'dashboard/admin', ...page(() => import('@web/features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage') },
          { path: 'hospitals/:id', ...page(() => import('@web/features/hospitals/pages/hospital-page'), 'HospitalPage') },
          {
            path: 'hospitals/:id/internal',
            ...page(() => import('@web/features/hospitals/pages/hospital-internal-page'), 'HospitalInternalPage'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const AppRoutes = () => useRoutes(routes);
