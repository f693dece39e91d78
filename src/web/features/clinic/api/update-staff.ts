import type { StaffInput } from '@shared/contracts/clinic';
import type { StaffMember } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { ownClinic } from './target';

/** PATCH /api/staff/{id}; `photo: null` removes the photo, an absent photo keeps it. */
export const updateStaff = ({ id, body }: { id: number; body: Partial<StaffInput> }) =>
  api.patch<StaffMember>(`/api/staff/${id}`, body);

export const useUpdateStaff = () => useClinicWrite(ownClinic, updateStaff, 'clinic:staff.updateFailed', clinicKeys.staff);
