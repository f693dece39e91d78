import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { ownClinic } from './target';

/** DELETE /api/procedure-waits/{id} */
export const deleteProcedureWait = (id: number) => api.delete<void>(`/api/procedure-waits/${id}`);

export const useDeleteProcedureWait = () => useClinicWrite(ownClinic, deleteProcedureWait, 'clinic:waits.deleteFailed', clinicKeys.waits);
