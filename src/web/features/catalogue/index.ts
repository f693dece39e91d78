// The catalogue feature's public entry (see auth/index.ts).
export { useActiveSpecialties } from './api/get-active-specialties';
