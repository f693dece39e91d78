import { useMutation } from '@tanstack/react-query';
import type { StaffInput } from '@shared/contracts/clinic';
import type { StaffMember } from '@shared/contracts/hospitals';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { ownClinic } from './target';

/** POST /api/staff (photo: a PNG/JPEG/WebP data URL). */
export const addStaff = (body: StaffInput) => api.post<StaffMember>('/api/staff', body);

export function useAddStaff() {
  const changed = useClinicChanged(ownClinic);
  return useMutation({ mutationFn: addStaff, meta: { errorTitle: 'clinic:staff.addFailed' }, onSuccess: () => changed(clinicKeys.staff) });
}
