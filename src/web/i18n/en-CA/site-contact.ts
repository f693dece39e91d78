/**
 * The Contact page. Part of the site namespace, kept apart so the landing route does not download it
 * (docs/decisions/050).
 */
export default {
  contact: {
    title: 'Contact us',
    lead: 'Questions about VetReferral, your account or a listing? Write to our support team and we will reply by email.',
    email: {
      heading: 'Email',
      body: 'For support, account help and feedback:',
      address: 'support@vetreferral.ca',
    },
    location: {
      heading: 'Location',
      body: 'Canada',
      detail: 'VetReferral is built for veterinary teams across Canada.',
    },
    urgent: {
      heading: 'For urgent cases',
      body: 'VetReferral cannot give veterinary advice or arrange emergency care. For an urgent patient, phone the specialty hospital directly.',
    },
    faq: {
      heading: 'Frequently asked questions',
      account: {
        question: 'How do I create an account?',
        answer:
          'Choose Login in the top bar, open the Register tab, enter your email address and a password, and pick Referring Veterinarian or Specialty Clinic as your account type. You can complete your profile after signing in.',
        link: 'Open the Login and Register page',
      },
      cost: {
        question: 'Does VetReferral cost anything during the beta?',
        answer: 'No. VetReferral is free for referring veterinarians and specialty clinics during our beta.',
      },
      technical: {
        question: 'What should I do if something is not working?',
        answer:
          'Refresh the page and sign in again. If the problem continues, email support@vetreferral.ca with what you were trying to do, the page address, and your browser and device. Please do not include client or patient details.',
      },
    },
  },
} as const;
