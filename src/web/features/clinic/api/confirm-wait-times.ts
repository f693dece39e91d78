import type { WaitTimesConfirmed } from '@shared/contracts/wait-times';
import { api } from '@web/lib/api-client';
import { clinicKeys, useClinicWrite } from './keys';
import { ownClinic } from './target';

/** POST /api/clinic/wait-times/confirm: every wait time of the own listing is still current (issue 21). */
export const confirmWaitTimes = () => api.post<WaitTimesConfirmed>('/api/clinic/wait-times/confirm');

export const useConfirmWaitTimes = () =>
  useClinicWrite(ownClinic, confirmWaitTimes, 'clinic:confirmWaits.failed', clinicKeys.specialties(ownClinic), clinicKeys.waits);
