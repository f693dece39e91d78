// The composer's one dynamic import of the referral contract (composer-form.ts, loadPatchSchema): a
// module of its own, so that its chunk is the import's namespace and the bundler adds no helper to
// the landing route's chunks (docs/decisions/134).
export { referralPatchBody } from '@shared/contracts/referrals';
