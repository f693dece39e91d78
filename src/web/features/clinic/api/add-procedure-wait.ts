import type { ProcedureWaitInput } from '@shared/contracts/clinic';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { ownClinic } from './target';

/** POST /api/procedure-waits {specialty_id, procedure, wait_time}: under a listed specialty (own listing only). */
export const addProcedureWait = (body: ProcedureWaitInput) => api.post<ProcedureWait>('/api/procedure-waits', body);

export const useAddProcedureWait = () => useClinicWrite(ownClinic, addProcedureWait, 'clinic:waits.addFailed', clinicKeys.waits);
