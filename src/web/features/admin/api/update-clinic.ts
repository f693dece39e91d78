import type { AdminClinic, AdminClinicPatchBody } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { useClinicRecordWrite } from './keys';

/** PATCH /api/admin/clinics/{id}: any listing field, the owner too. */
export const updateClinic = ({ id, body }: { id: number; body: AdminClinicPatchBody }) => api.patch<AdminClinic>(`/api/admin/clinics/${id}`, body);

export const useUpdateClinic = () => useClinicRecordWrite(updateClinic, 'admin:toast.updateFailed');
