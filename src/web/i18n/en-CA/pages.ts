/** Titles of pages whose content later work fills in. */
export default {
  home: 'Home',
  profile: 'Profile',
  vetDashboard: 'Veterinary Referral Center',
  clinicDashboard: 'Clinic Dashboard',
  adminDashboard: 'Admin Dashboard',
  hospital: 'Hospital profile',
  hospitalInternal: 'Clinic information',
  redirecting: 'Taking you to your dashboard…',
  vetOnly: 'Access denied. This page is for referring veterinarians only.',
  clinicOnly: 'Access denied. This page is for clinics only.',
  internalVetOnly: 'This page is only accessible to referring veterinarians.',
} as const;
