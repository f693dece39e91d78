/** Landing and static pages (issue 3 fills these in). */
export default {
  landing: { title: 'Find the right specialist for your patient' },
  about: { title: 'About VetReferral' },
  terms: { title: 'Terms of Service' },
  privacy: { title: 'Privacy Policy' },
  contact: { title: 'Contact us' },
} as const;
