export default {
  appName: 'VetReferral',
  loading: 'Loading…',
  close: 'Close',
  /** The toast region, named for screen readers with the key that focuses it. */
  notifications: 'Notifications ({{hotkey}})',
  cancel: 'Cancel',
  save: 'Save',
  back: 'Back',
  /** The way into the referral composer: hospital profile, internal page, search results (issue 19). */
  referPatient: 'Refer a patient',
  referPatientTo: 'Refer a patient to {{name}}',
  notFound: {
    title: 'Page Not Found',
    body: "The page you're looking for doesn't exist or may have moved.",
    hint: 'Did you forget to add the page to the router?',
    home: 'Go to the home page',
  },
  accessDenied: 'Access denied',
  comingSoon: 'This section is being built and will be available soon.',
  pageFailed: {
    title: 'This page could not be loaded',
    body: 'Check your connection, then reload the page.',
    reload: 'Reload',
  },
} as const;
