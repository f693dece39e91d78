import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@shared/contracts/hospitals';
import { apiRequest } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { ownClinic } from './target';

/** PUT /api/staff/order {ids}: every staff id once, in the new order; answers the reordered list. */
export const reorderStaff = (ids: number[]) => apiRequest<StaffMember[]>('PUT', '/api/staff/order', { ids });

/** Moves the cards at once; a refused order puts the saved one back. */
export function useReorderStaff() {
  const qc = useQueryClient();
  const changed = useClinicChanged(ownClinic);
  return useMutation({
    mutationFn: reorderStaff,
    meta: { errorTitle: 'clinic:staff.orderFailed' },
    onMutate: async (ids) => {
      await qc.cancelQueries({ queryKey: clinicKeys.staff });
      const before = qc.getQueryData<StaffMember[]>(clinicKeys.staff);
      if (before) {
        const byId = new Map(before.map((m) => [m.id, m]));
        qc.setQueryData(
          clinicKeys.staff,
          ids.map((id) => byId.get(id)).filter((m): m is StaffMember => m !== undefined),
        );
      }
      return { before };
    },
    onError: (_err, _ids, context) => {
      if (context?.before) qc.setQueryData(clinicKeys.staff, context.before);
    },
    onSuccess: async (staff) => {
      qc.setQueryData(clinicKeys.staff, staff);
      await changed();
    },
  });
}
