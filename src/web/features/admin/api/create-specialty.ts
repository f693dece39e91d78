import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialtyCreateBody } from '@shared/contracts/admin';
import type { Specialty } from '@shared/contracts/catalogue';
import { api } from '@web/lib/api-client';
import { invalidateCatalogue } from './keys';

/** POST /api/admin/specialties {name, name_fr, display_order, is_active} */
export const createSpecialty = (body: SpecialtyCreateBody) => api.post<Specialty>('/api/admin/specialties', body);

export function useCreateSpecialty() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSpecialty, meta: { errorTitle: 'admin:toast.creationFailed' }, onSuccess: () => invalidateCatalogue(qc) });
}
