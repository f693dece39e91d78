import type { StaffInput } from '@shared/contracts/clinic';
import type { StaffMember } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { ownClinic } from './target';

/** POST /api/staff (photo: a PNG/JPEG/WebP data URL). */
export const addStaff = (body: StaffInput) => api.post<StaffMember>('/api/staff', body);

export const useAddStaff = () => useClinicWrite(ownClinic, addStaff, 'clinic:staff.addFailed', clinicKeys.staff);
