import type { AdminClinic, AdminClinicRejectInput } from '@shared/contracts/admin';
import { api } from '@web/lib/api-client';
import { useClinicRecordWrite } from './keys';

/** POST /api/admin/clinics/{id}/verify: vets find the listing from now on (issue 21). */
export const verifyClinic = (id: number) => api.post<AdminClinic>(`/api/admin/clinics/${id}/verify`, {});

/** POST /api/admin/clinics/{id}/reject {note}: the listing leaves search; the clinic is mailed the note. */
export const rejectClinic = ({ id, body }: { id: number; body: AdminClinicRejectInput }) => api.post<AdminClinic>(`/api/admin/clinics/${id}/reject`, body);

export const useVerifyClinic = () => useClinicRecordWrite(verifyClinic, 'admin:toast.updateFailed');
export const useRejectClinic = () => useClinicRecordWrite(rejectClinic, 'admin:toast.updateFailed');
