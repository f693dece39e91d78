import type { CurrentUser } from '@shared/contracts/auth';

/** A signed-in vet for component tests, who has filled in nothing optional; override what a test needs. */
export const userFixture = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  username: 'gp@example.ca',
  role: 'vet',
  display_name: null,
  avatar_url: null,
  job_title: null,
  practice_type: null,
  language: null,
  clinic_role: null,
  ...over,
});
