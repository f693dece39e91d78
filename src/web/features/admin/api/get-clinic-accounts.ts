import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClinicAccount } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/clinic-accounts: clinic accounts without a listing (the owner picker's choices). */
export const getClinicAccounts = () => api.get<ClinicAccount[]>('/api/admin/clinic-accounts');

export const clinicAccountsQueryOptions = () => queryOptions({ queryKey: adminKeys.clinicAccounts, queryFn: getClinicAccounts });

export const useClinicAccounts = () => useQuery(clinicAccountsQueryOptions());
