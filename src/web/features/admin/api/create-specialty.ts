import { useMutation } from '@tanstack/react-query';
import type { SpecialtyCreateBody } from '@shared/contracts/admin';
import type { Specialty } from '@shared/contracts/catalogue';
import { api } from '@web/lib/api-client';
import { catalogueKeys } from './keys';

/** POST /api/admin/specialties {name, name_fr, display_order, is_active} */
export const createSpecialty = (body: SpecialtyCreateBody) => api.post<Specialty>('/api/admin/specialties', body);

export const useCreateSpecialty = () =>
  useMutation({ mutationFn: createSpecialty, meta: { errorTitle: 'admin:toast.creationFailed', invalidates: catalogueKeys } });
