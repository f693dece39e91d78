import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys } from './keys';

/** GET /api/procedure-waits: the clinic's procedure wait entries, each with its specialty. */
export const getProcedureWaits = () => api.get<ProcedureWait[]>('/api/procedure-waits');

export const procedureWaitsQueryOptions = () => queryOptions({ queryKey: clinicKeys.waits, queryFn: getProcedureWaits });

export const useProcedureWaits = () => useQuery(procedureWaitsQueryOptions());
