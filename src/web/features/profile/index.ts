// The profile feature's public entry (see auth/index.ts).
export { clinicProfileQueryKey } from './api/get-clinic-profile';
export { useVetProfile } from './api/get-vet-profile';
