import { type ComponentType, lazy, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RequireAuth } from '@web/features/auth';
import { languageReady } from '@web/i18n';
import { type RouteFrame, RouteFrameContext } from '@web/lib/route-frame';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';

/**
 * Every page module, each its own chunk. Found by glob rather than one import() per route so that a
 * route can name its module: the build writes, per route, the HTML that preloads that module's chunks
 * (scripts/prerender.mjs, docs/decisions/054).
 */
const pageModules = import.meta.glob<Record<string, unknown>>('../features/*/pages/*-page.tsx');

/**
 * Route-level code splitting: each page module loads when its route is first rendered, under the
 * Suspense in RootLayout. Navigations run in a transition, so the current page stays on screen
 * until the next one has loaded. `module` is the page's path under src/web/features, without .tsx.
 */
function page(module: string, name: string, frame?: string): Pick<RouteObject, 'element' | 'handle'> {
  type Module = { default: ComponentType };
  type Loaded = { page: ComponentType; frame?: ComponentType };
  const source = `features/${module}.tsx`;
  const load = pageModules[`../${source}`];
  if (!load) throw new Error(`No page module ${source}`);
  let loaded: Loaded | undefined;
  const exported = (mod: Record<string, unknown>, exportName: string) => {
    const component = mod[exportName];
    if (typeof component !== 'function') throw new Error(`${source} exports no component ${exportName}`);
    return component as ComponentType;
  };
  const preload = async () => {
    if (loaded) return loaded;
    const mod = await load();
    const next: Loaded = { page: exported(mod, name), frame: frame === undefined ? undefined : exported(mod, frame) };
    // The page's string modules ran with its code; in French their French comes next, so the page
    // never renders in English first (docs/decisions/070). If it cannot be fetched, English it is.
    await languageReady().catch(() => {});
    return (loaded = next);
  };
  // Once the code is here, lazy() gets a thenable that answers at once, so the first render shows
  // the page instead of suspending for a tick (main.tsx waits for the opening page's code).
  const answerNow = (module: Module) => ({ then: (resolve: (m: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
  const lazyExport = (pick: (l: Loaded) => ComponentType) =>
    lazy(() => (loaded ? answerNow({ default: pick(loaded) }) : preload().then((l) => ({ default: pick(l) }))));
  const Page = lazyExport((l) => l.page);
  const Frame = frame === undefined ? undefined : lazyExport((l) => l.frame!);
  return { element: <Page />, handle: { preload, source, Frame } satisfies PageHandle };
}

interface PageHandle {
  preload: () => Promise<unknown>;
  /** The page module's path under src/web, as the build manifest names it. */
  source: string;
  /**
   * A signed-in page's first frame (docs/decisions/115): what it shows while the session check is
   * pending, the same for every user, rendered by the build into the route's HTML.
   */
  Frame?: ComponentType;
}

/**
 * Fetches the code of the page the app opens on, before anything renders: a protected page would
 * otherwise wait for the session check (RequireAuth) before even asking for its chunk, and a page
 * rendered at build time (prerender.tsx) would be replaced by a spinner until it came.
 */
export async function preloadPage(pathname: string): Promise<void> {
  await Promise.all((matchRoutes(routes, pathname) ?? []).map((match) => (match.route.handle as PageHandle | undefined)?.preload?.()));
}

/**
 * Declarative routes (BrowserRouter + useRoutes) rather than a data router: the app loads its data
 * with TanStack Query, not route loaders, and the data router would add ~17 KB gzip to every route
 * (docs/decisions/050).
 */
/**
 * The composer answers two addresses with one element, so when a new draft is created and the address
 * becomes its /edit one the page stays mounted and the vet keeps typing (React keeps a component whose
 * element type and place are unchanged).
 */
const referralComposer = page('referrals/pages/referral-composer-page', 'ReferralComposerPage', 'NewReferralFrame');

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...page('site/pages/landing-page', 'LandingPage') },
      { path: 'about', ...page('site/pages/about-page', 'AboutPage') },
      { path: 'terms', ...page('site/pages/terms-page', 'TermsPage') },
      { path: 'privacy', ...page('site/pages/privacy-page', 'PrivacyPage') },
      { path: 'contact', ...page('site/pages/contact-page', 'ContactPage') },
      { path: 'auth', ...page('auth/pages/auth-page', 'AuthPage') },
      { path: 'login-test', ...page('auth/pages/login-test-page', 'LoginTestPage') },
      { path: 'admin-login', ...page('auth/pages/admin-login-page', 'AdminLoginPage') },
      { path: 'dashboard', ...page('auth/pages/dashboard-redirect-page', 'DashboardRedirectPage') },
      { path: 'forgot-password', ...page('auth/pages/forgot-password-page', 'ForgotPasswordPage') },
      { path: 'reset-password', ...page('auth/pages/reset-password-page', 'ResetPasswordPage') },
      { path: 'invite', ...page('auth/pages/invite-page', 'InvitePage') },
      {
        element: <RequireAuth />,
        handle: { signedIn: true },
        children: [
          { path: 'home', ...page('auth/pages/dashboard-redirect-page', 'DashboardRedirectPage') },
          { path: 'profile', ...page('profile/pages/profile-page', 'ProfilePage') },
          { path: 'dashboard/vet', ...page('vet/pages/vet-dashboard-page', 'VetDashboardPage', 'VetDashboardFrame') },
          { path: 'dashboard/clinic', ...page('clinic/pages/clinic-dashboard-page', 'ClinicDashboardPage') },
          { path: 'dashboard/admin', ...page('admin/pages/admin-dashboard-page', 'AdminDashboardPage') },
          { path: 'messages', ...page('messages/pages/messages-page', 'MessagesPage') },
          { path: 'practice', ...page('practice/pages/practice-page', 'PracticePage') },
          { path: 'notifications', ...page('notifications/pages/notifications-page', 'NotificationsPage') },
          { path: 'hospitals/:id', ...page('hospitals/pages/hospital-page', 'HospitalPage', 'HospitalProfileFrame') },
          {
            path: 'hospitals/:id/internal',
            ...page('hospitals/pages/hospital-internal-page', 'HospitalInternalPage'),
          },
          { path: 'referrals', ...page('referrals/pages/referrals-page', 'ReferralsPage') },
          { path: 'referrals/new', ...referralComposer },
          // An edit's title is not the new referral's: no first frame (the same element keeps it mounted).
          { path: 'referrals/:id/edit', element: referralComposer.element, handle: { ...(referralComposer.handle as PageHandle), Frame: undefined } },
          { path: 'referrals/:id', ...page('referrals/pages/referral-page', 'ReferralPage') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Whether a path is for signed-in users, and its page's first frame (RequireAuth shows it while the session is pending). */
function routeFrame(pathname: string): RouteFrame {
  const matches = matchRoutes(routes, pathname) ?? [];
  const Frame = (matches.at(-1)?.route.handle as PageHandle | undefined)?.Frame;
  return { signedIn: matches.some((m) => (m.route.handle as { signedIn?: boolean } | undefined)?.signedIn), frame: Frame ? <Frame /> : null };
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const frame = useMemo(() => routeFrame(pathname), [pathname]);
  return <RouteFrameContext value={frame}>{useRoutes(routes)}</RouteFrameContext>;
}

/**
 * Each route that shows a page: its path pattern ('/hospitals/:id'), its module (see `page`), and
 * whether it has a first frame for the build to render.
 */
export function routePages(): Array<{ path: string; source: string; frame: boolean }> {
  const walk = (list: RouteObject[], base: string): Array<{ path: string; source: string; frame: boolean }> =>
    list.flatMap((route) => {
      const path = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
      const handle = route.handle as PageHandle | undefined;
      return [...(handle?.source ? [{ path, source: handle.source, frame: Boolean(handle.Frame) }] : []), ...walk(route.children ?? [], path)];
    });
  return walk(routes, '/');
}
