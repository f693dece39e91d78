import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { ownClinic } from './target';

/** DELETE /api/staff/{id} */
export const deleteStaff = (id: number) => api.delete<void>(`/api/staff/${id}`);

export const useDeleteStaff = () => useClinicWrite(ownClinic, deleteStaff, 'clinic:staff.removeFailed', clinicKeys.staff);
