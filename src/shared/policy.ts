import type { Role } from './constants';

/**
 * Who may do what: one table read by the server (the only guard) and by the UI (to hide controls).
 * 'public' needs nobody; 'signed-in' any role; otherwise the listed roles. Ownership (a clinic's own
 * rows) is enforced in the SQL of each repository, not here.
 */
export const POLICY = {
  public: 'public',
  /** Public and sessionless: static files of the web build and the API docs (no database round trip). */
  static: 'public',
  'session.read': 'public',
  /**
   * The caller's own account: the password, and (issue 23) the export of their data and the account's
   * deletion; every query is scoped to the caller. (One key for all: the table ships in the landing route.)
   */
  'session.manage': 'signed-in',
  'catalogue.read': 'signed-in',
  'search.read': 'signed-in',
  'hospitals.read': 'signed-in',
  'hospitals.internal.read': ['vet'],
  'bookmarks.manage': ['vet'],
  'images.read': 'public',
  'profile.user.update': 'signed-in',
  'profile.vet.manage': ['vet'],
  'clinic.manage': ['clinic'],
  /** The clinic's team; the owner check is in the query (clinics.user_id = caller). */
  'team.manage': ['clinic'],
  /**
   * The practice's team (issue 59): every vet reads their own practice's; the owner check for changes
   * is in the query (practice_members.role = 'owner' for the caller).
   */
  'practice.team.read': ['vet'],
  'practice.team.manage': ['vet'],
  /** Reading an invitation and accepting it: the token is the credential; the service checks the session. */
  'invitations.accept': 'public',
  'password-reset': 'public',
  'messages.send': ['vet'],
  /** Writing referrals: drafts, their redirects (vets only). */
  'referrals.write': ['vet'],
  /** Lists of sent (vets) and received (clinic members) referrals. */
  'referrals.list': ['vet', 'clinic'],
  /**
   * One referral, its status, its files: any signed-in caller passes the policy and the query decides;
   * whoever is not a party (the referring vet, a member of the receiving clinic) gets a 404, admins
   * included, so a referral's existence never leaks.
   */
  'referrals.party': 'signed-in',
  /** Assigning a referral to someone of its hospital (issue 59): clinic accounts; the query checks it is theirs. */
  'referrals.assign': ['clinic'],
  /** Counts by status, never content (least privilege). */
  'referrals.stats': ['admin'],
  /** What the caller sent (vets) or their clinic received (clinic members). */
  'messages.read': ['vet', 'clinic'],
  /** Answering in a message's thread: any member of the clinic it went to, or the vet who wrote it (decision 155). */
  'messages.reply': ['vet', 'clinic'],
  /** The caller's own notifications and mail choices (issue 20): every query is scoped to the caller. */
  'notifications.read': ['vet', 'clinic'],
  'admin.manage': ['admin'],
  /** The register of confidentiality incidents (issue 23): read, written and exported by admins only. */
  'incidents.manage': ['admin'],
} as const satisfies Record<string, 'public' | 'signed-in' | readonly Role[]>;

export type Action = keyof typeof POLICY;

export type PolicyAnswer = 'allow' | 'unauthenticated' | 'forbidden';

/** Decides an action for a user (null when signed out). */
export function check(user: { role: Role } | null, action: Action): PolicyAnswer {
  const rule: 'public' | 'signed-in' | readonly Role[] = POLICY[action];
  if (rule === 'public') return 'allow';
  if (!user) return 'unauthenticated';
  if (rule === 'signed-in') return 'allow';
  return rule.includes(user.role) ? 'allow' : 'forbidden';
}

export function can(user: { role: Role } | null, action: Action): boolean {
  return check(user, action) === 'allow';
}
