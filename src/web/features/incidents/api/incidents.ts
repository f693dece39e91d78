import { useMutation, useQuery } from '@tanstack/react-query';
import type { Incident, IncidentCreateBody, IncidentList } from '@shared/contracts/incidents';
import { api } from '@web/lib/api-client';

/** Under the dashboard's ['admin'] prefix. */
const incidentKeys = { all: ['admin', 'incidents'] as const };

/** GET /api/admin/incidents: the whole register, the most recently known first. */
export const getIncidents = () => api.get<IncidentList>('/api/admin/incidents');
export const useIncidents = () => useQuery({ queryKey: incidentKeys.all, queryFn: getIncidents, staleTime: 0 });

/** The register as CSV, downloaded by the browser with the session cookie. */
export const INCIDENTS_CSV_URL = '/api/admin/incidents.csv';

/** POST /api/admin/incidents, or PATCH /api/admin/incidents/{id} with the fields that changed. */
export const useSaveIncident = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Partial<IncidentCreateBody> }) =>
      id === null ? api.post<Incident>('/api/admin/incidents', body) : api.patch<Incident>(`/api/admin/incidents/${id}`, body),
    meta: { errorTitle: 'admin:incidents.saveFailed', invalidates: [incidentKeys.all] },
  });
