/**
 * Landing page and the strings the static pages share. Legal and marketing copy lives in the site
 * namespace so a fr-CA sibling can mirror it key for key. About, Contact and the legal pages keep
 * their copy in site-about, site-contact and site-legal, merged into this namespace when those
 * pages load, so the landing route does not download them (docs/decisions/050). Prices are always
 * described as non-binding estimates (SPEC §1); no future pricing.
 */
export default {
  shared: {
    registerVet: 'Register as a Referring Veterinarian',
    registerClinic: 'Register as a Specialty Clinic',
    lastUpdated: 'Last updated:',
    contents: 'On this page',
    emailLabel: 'Email',
  },

  landing: {
    title: 'Find the right specialist for your patient',
    documentTitle: 'Specialty referrals for Canadian veterinarians',
    eyebrow: 'Specialty referrals across Canada',
    lead: 'VetReferral helps Canadian general-practice veterinarians find the right specialty hospital by specialty, procedure or province, with wait times, emergency acceptance and referral instructions kept current by the clinics themselves.',
    findSpecialist: 'Find a Specialist',
    joinClinic: 'Join as a Specialty Clinic',
    heroNote: 'Free for referring vets and specialty clinics during our beta.',

    sample: {
      label: 'Sample listing',
      caption: 'Illustrative example only. Not a real hospital, and not real wait times.',
      name: 'Example Veterinary Specialty Hospital',
      location: 'Halifax, NS',
      waitLabel: 'Estimated wait',
      rows: {
        cardiology: { specialty: 'Cardiology', wait: '1-2 weeks', emergency: 'Accepting emergency cases' },
        orthopedics: { specialty: 'Orthopedic surgery', wait: '3-4 weeks', emergency: 'Not accepting emergencies right now' },
      },
      note: 'Referral instructions: send the history, recent bloodwork and radiographs with your referral letter.',
      priceNote: 'Procedure prices are non-binding estimates and vary with case complexity.',
    },

    gp: {
      heading: 'For general-practice veterinarians',
      intro:
        'Stop phoning around to learn who can see a patient, and when. Search specialty hospitals across Canada and refer with the details you need up front.',
      features: {
        search: {
          title: 'Search by specialty, procedure or hospital',
          body: 'Look up cardiology, oncology, neurology, dermatology, surgery and more, then narrow the results to your province.',
        },
        waits: {
          title: 'See estimated wait times',
          body: 'Each hospital shows its estimated wait per specialty, so you can set expectations with the client before the referral goes out.',
        },
        emergencies: {
          title: 'Know who is taking emergencies',
          body: 'Listings show whether a specialty is accepting emergency cases, so an urgent patient is not sent somewhere that cannot take them today.',
        },
        instructions: {
          title: 'Referral instructions in one place',
          body: 'Read what each hospital wants with the referral letter (records, imaging, bloodwork) and where to send it, before you pick up the phone.',
        },
        favourites: {
          title: 'Save the hospitals you rely on',
          body: 'Bookmark the specialty hospitals you refer to most and get back to their profiles in one click.',
        },
      },
      cta: 'Create a free vet account',
    },

    clinics: {
      heading: 'For specialty clinics and hospitals',
      intro:
        'Publish the answers referring vets call and email about every day, and spend less time on the phone repeating them.',
      features: {
        services: {
          title: 'List your services',
          body: 'Show the specialties you offer, with notes on what each service covers and who to contact.',
        },
        waits: {
          title: 'Keep wait times current',
          body: 'Update a wait time or switch emergency acceptance on or off from your dashboard as soon as your schedule changes.',
        },
        prices: {
          title: 'Share non-binding price estimates',
          body: 'Post approximate price ranges for common procedures. They are always labelled as non-binding estimates that vary with case complexity.',
        },
        instructions: {
          title: 'Set your referral instructions',
          body: 'Tell referring vets exactly what to send and how you prefer to receive referrals, so cases arrive ready to book.',
        },
      },
      cta: 'List your clinic',
    },

    beta: {
      heading: 'Free during beta',
      body: 'VetReferral is free for referring veterinarians and specialty clinics while we are in beta. We are building it with Canadian veterinary teams, and your feedback shapes what comes next.',
      cta: 'Tell us what you need',
    },

    final: {
      heading: 'Ready to refer with fewer phone calls?',
      body: 'Create a free account in a few minutes, or sign in if you already have one.',
      cta: 'Sign in or create an account',
    },
  },
} as const;
