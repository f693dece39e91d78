import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialtyPatchBody } from '@shared/contracts/admin';
import type { Specialty } from '@shared/contracts/catalogue';
import { api } from '@web/lib/api-client';
import { invalidateAll } from '@web/lib/query-client';
import { adminKeys, catalogueKeys } from './keys';

/** PATCH /api/admin/specialties/{id}: the same fields as create, or is_active alone (docs/decisions/030). */
export const updateSpecialty = ({ id, body }: { id: number; body: SpecialtyPatchBody }) => api.patch<Specialty>(`/api/admin/specialties/${id}`, body);

export function useUpdateSpecialty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSpecialty,
    meta: { errorTitle: 'admin:toast.updateFailed' },
    onSuccess: async (updated) => {
      // The quick toggle reads at once; the refetch then brings the list back in display order.
      qc.setQueryData<Specialty[]>(adminKeys.specialties, (list) => list?.map((s) => (s.id === updated.id ? updated : s)));
      await invalidateAll(qc, catalogueKeys);
    },
  });
}
