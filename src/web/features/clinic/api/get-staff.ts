import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys } from './keys';

/** GET /api/staff: the clinic's staff in display order. */
export const getStaff = () => api.get<StaffMember[]>('/api/staff');

export const staffQueryOptions = () => queryOptions({ queryKey: clinicKeys.staff, queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());
