import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/** DELETE …/{specialtyId} (204): its procedure wait entries go with it. */
export const removeClinicSpecialty = (target: ClinicTarget, specialtyId: number) =>
  api.delete<void>(clinicUrl(target, 'specialties', specialtyId));

const FAILED = { own: 'clinic:specialties.removeFailed', admin: 'admin:toast.removalFailed' } as const;

export const useRemoveClinicSpecialty = (target: ClinicTarget) =>
  useClinicWrite(
    target,
    (specialtyId: number) => removeClinicSpecialty(target, specialtyId),
    FAILED[target.kind],
    clinicKeys.specialties(target),
    // The clinic's own procedure waits list those under the removed specialty.
    ...(target.kind === 'own' ? [clinicKeys.waits] : []),
  );
