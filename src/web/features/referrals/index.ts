// The referrals feature's public entry (see auth/index.ts): the nav badge's count of unopened
// referrals. (The way into the composer, ReferPatientButton, is in src/web/components.)
export { useUnopenedCount } from './api/get-unopened';
