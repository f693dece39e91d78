import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';

/** Route-level code splitting: each page module loads when its route is first visited. */
function page<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Spinner />,
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

export const createRouter = () => createBrowserRouter(routes);
