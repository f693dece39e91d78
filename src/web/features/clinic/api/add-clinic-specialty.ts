import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/**
 * POST {specialty_id}: added with the side's defaults (SPEC §4): a clinic's with no wait time, no
 * emergencies and no notes; an admin's with 2-4 weeks, no emergencies and the note 'Added by admin'.
 */
export const addClinicSpecialty = (target: ClinicTarget, specialtyId: number) =>
  api.post<ClinicSpecialty>(clinicUrl(target, 'specialties'), { specialty_id: specialtyId });

const FAILED = { own: 'clinic:specialties.addFailed', admin: 'admin:toast.addFailed' } as const;

export const useAddClinicSpecialty = (target: ClinicTarget) =>
  useClinicWrite(target, (specialtyId: number) => addClinicSpecialty(target, specialtyId), FAILED[target.kind], clinicKeys.specialties(target));
