// The hospitals feature's public entry (see auth/index.ts): how a listing's address, waits,
// emergency intake and their freshness are shown, for the search results, and the cache key of a hospital's profile.
export { hospitalQueryKey } from './api/get-hospital';
export { EmergencyBadge } from './components/emergency-badge';
export { Freshness } from './components/freshness';
export { VerifiedBadge } from './components/verified-badge';
export { formatAddress } from './components/hospital-header';
export { type MeasureKind, MeasuredLines, useMeasureText, WaitBadge } from './components/wait-badge';
