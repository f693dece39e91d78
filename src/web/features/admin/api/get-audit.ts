import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';

/** The audit filters the Settings tab sends: an action prefix and part of a username, both optional. */
export interface AuditFilter {
  action: string;
  actor: string;
}

/** Under the dashboard's ['admin'] prefix, one entry per filter pair. */
export const auditKey = (f: AuditFilter) => ['admin', 'audit', f.action, f.actor] as const;

/** GET /api/admin/audit?action=&actor=: the latest entries first (the server's default count). */
export function getAudit(f: AuditFilter) {
  const qs = new URLSearchParams();
  if (f.action) qs.set('action', f.action);
  if (f.actor) qs.set('actor', f.actor);
  const query = qs.toString();
  return api.get<AuditEntry[]>(query ? `/api/admin/audit?${query}` : '/api/admin/audit');
}

/**
 * The log grows with every sign-in and admin write, so unlike the rest of the dashboard it is never
 * fresh for long: it loads again each time the card mounts. The previous list stays on screen (dimmed)
 * while a new filter loads.
 */
export const auditQueryOptions = (f: AuditFilter) => queryOptions({ queryKey: auditKey(f), queryFn: () => getAudit(f), staleTime: 0 });

export const useAdminAudit = (f: AuditFilter) => useQuery({ ...auditQueryOptions(f), placeholderData: keepPreviousData });
