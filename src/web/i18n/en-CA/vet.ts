/** Vet dashboard: search and favourites (issue 4). */
export default {
  title: 'Veterinary Referral Center',
} as const;
