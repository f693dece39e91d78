import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicChanged } from './keys';
import { type ClinicTarget, clinicUrl } from './target';

/** SPEC §4: wait time and notes are saved together; the emergency flag on its own. */
export type ClinicSpecialtyChange = { wait_time: string | null; notes: string | null } | { accepting_emergency: boolean };

export interface ClinicSpecialtyUpdate {
  specialtyId: number;
  change: ClinicSpecialtyChange;
}

/** PATCH …/clinic-specialties/{specialtyId} (own) or …/admin/clinics/{id}/specialties/{specialtyId}. */
export const updateClinicSpecialty = (target: ClinicTarget, { specialtyId, change }: ClinicSpecialtyUpdate) =>
  api.patch<ClinicSpecialty>(clinicUrl(target, 'specialties', specialtyId), change);

/** SPEC §8: a clinic's failed emergency switch reads 'Failed to update status'; an admin sees 'Update Failed' for both. */
const FAILED = {
  own: { wait: 'clinic:specialties.updateFailed', emergency: 'clinic:specialties.statusFailed' },
  admin: { wait: 'admin:toast.updateFailed', emergency: 'admin:toast.updateFailed' },
} as const;

/** Puts the saved row straight into the list (no refetch), then marks the vet-side views stale. */
export function useUpdateClinicSpecialty(target: ClinicTarget) {
  const qc = useQueryClient();
  const changed = useClinicChanged(target);
  return useMutation({
    mutationFn: (update: ClinicSpecialtyUpdate) => updateClinicSpecialty(target, update),
    meta: {
      errorTitle: (variables) => FAILED[target.kind]['accepting_emergency' in (variables as ClinicSpecialtyUpdate).change ? 'emergency' : 'wait'],
    },
    onSuccess: async (row) => {
      qc.setQueryData<ClinicSpecialty[]>(clinicKeys.specialties(target), (list) =>
        list?.map((s) => (s.specialty_id === row.specialty_id ? row : s)),
      );
      await changed();
    },
  });
}
