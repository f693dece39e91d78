import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/** DELETE …/{specialtyId} (204): its procedure wait entries go with it. */
export const removeClinicSpecialty = (target: ClinicTarget, specialtyId: number) =>
  api.delete<void>(clinicUrl(target, 'specialties', specialtyId));

const FAILED = { own: 'clinic:specialties.removeFailed', admin: 'admin:toast.removalFailed' } as const;

export function useRemoveClinicSpecialty(target: ClinicTarget) {
  const changed = useClinicChanged(target);
  return useMutation({
    mutationFn: (specialtyId: number) => removeClinicSpecialty(target, specialtyId),
    meta: { errorTitle: FAILED[target.kind] },
    // The clinic's own procedure waits list those under the removed specialty.
    onSuccess: () => changed(clinicKeys.specialties(target), ...(target.kind === 'own' ? [clinicKeys.waits] : [])),
  });
}
