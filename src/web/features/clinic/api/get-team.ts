import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@shared/contracts/team';
import { api } from '@web/lib/api-client';
import { clinicKeys } from './keys';

/** GET /api/clinic/team: members and pending invitations (the owner only; a member gets 403 TEAM_OWNER_ONLY). */
export const getTeam = () => api.get<Team>('/api/clinic/team');

export const teamQueryOptions = () => queryOptions({ queryKey: clinicKeys.team, queryFn: getTeam });

export const useTeam = () => useQuery(teamQueryOptions());
