import type { Role } from '@shared/constants';

export const paths = {
  home: '/',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  auth: '/auth',
  register: (role: 'vet' | 'clinic') => `/auth?tab=register&role=${role}`,
  loginTest: '/login-test',
  adminLogin: '/admin-login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  invite: '/invite',
  userHome: '/home',
  dashboard: '/dashboard',
  profile: '/profile',
  vetDashboard: '/dashboard/vet',
  clinicDashboard: '/dashboard/clinic',
  adminDashboard: '/dashboard/admin',
  hospital: (id: number | string) => `/hospitals/${id}`,
  hospitalInternal: (id: number | string) => `/hospitals/${id}/internal`,
  /** The referral list; one referral's addresses are the referrals feature's (features/referrals/lib/paths.ts). */
  referrals: '/referrals',
  messages: '/messages',
  /** The vet side's team (issue 59). */
  practice: '/practice',
} as const;

/**
 * A return path from a query parameter (/auth?next=…), kept only when it is a path on this site: one
 * leading slash, not '//' or '/\' (which browsers read as another host), no white space (browsers drop
 * tabs and line breaks from a URL, so '/\t/host' would become '//host').
 */
export function safeNext(next: string | null): string | undefined {
  return next && /^\/(?![/\\])\S*$/.test(next) ? next : undefined;
}

/** The clinic dashboard's tabs that a link can open (?tab=…). */
export const clinicTabPath = (tab: 'messages' | 'team') => `${paths.clinicDashboard}?tab=${tab}`;

/** Where a clinic user reads messages: the Messages tab of their dashboard. */
export const clinicMessagesPath = clinicTabPath('messages');

/**
 * Where a signed-in user belongs: after sign-in (SPEC §2 /auth) and the navbar's Dashboard link, which
 * SPEC sent admins to /dashboard/vet and its "Access denied" (issue 21, docs/decisions/093).
 */
export function dashboardFor(role: Role): string {
  if (role === 'clinic') return paths.clinicDashboard;
  if (role === 'admin') return paths.adminDashboard;
  return paths.vetDashboard;
}
