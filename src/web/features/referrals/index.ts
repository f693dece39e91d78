// The referrals feature's public entry (see auth/index.ts): the way into the composer, shown on the
// hospital pages and the search results, and the nav badge's count of unopened referrals.
export { useUnopenedCount } from './api/get-unopened';
export { ReferPatientButton } from './components/refer-patient-button';
