import type { ProcedureWaitInput } from '@shared/contracts/clinic';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { ownClinic } from './target';

/** PATCH /api/procedure-waits/{id} */
export const updateProcedureWait = ({ id, body }: { id: number; body: Partial<ProcedureWaitInput> }) =>
  api.patch<ProcedureWait>(`/api/procedure-waits/${id}`, body);

export const useUpdateProcedureWait = () => useClinicWrite(ownClinic, updateProcedureWait, 'clinic:waits.updateFailed', clinicKeys.waits);
