/**
 * The About page. Part of the site namespace, kept apart so the landing route does not download it
 * (docs/decisions/050).
 */
export default {
  about: {
    title: 'About VetReferral',
    lead: 'VetReferral is a referral directory built for Canadian veterinary teams. It connects general-practice veterinarians with specialty clinics and hospitals, and gives both sides the information a good referral depends on.',
    mission: {
      heading: 'Our mission',
      body: 'Help patients reach the right specialist sooner by making referral information (services, wait times, emergency acceptance and referral requirements) easy to find and easy to keep current.',
    },
    vision: {
      heading: 'Our vision',
      body: 'A Canada where every general-practice team, in a large city or a rural practice, can see which specialty services are available, how long the wait is and how to refer, without a round of phone calls.',
    },
    how: {
      heading: 'How it works',
      gps: {
        title: 'For general-practice vets',
        body: 'Search specialty hospitals by specialty, procedure or hospital name and narrow by province. Each profile shows estimated wait times, whether emergencies are accepted, non-binding price estimates and the hospital’s referral instructions. Save the hospitals you use most as favourites.',
      },
      clinics: {
        title: 'For specialty clinics',
        body: 'Create your hospital profile, choose the specialties you offer and keep wait times, emergency status and notes up to date. Add approximate price ranges for common procedures, clearly marked as non-binding estimates.',
      },
      communication: {
        title: 'For communication',
        body: 'Every listing carries the clinic’s contact details and referral instructions, so referring vets know what to send and where. Clinics answer fewer routine enquiries, and the calls they do take are about the patient.',
      },
    },
    team: {
      heading: 'Our team',
      intro:
        'VetReferral is built by a small team in Canada that brings together veterinary and software experience.',
      roles: {
        vets: {
          title: 'Veterinary advisors',
          body: 'General-practice and specialty veterinarians who review how referrals really work in clinics and keep the product grounded in day-to-day practice.',
        },
        engineers: {
          title: 'Software engineers',
          body: 'Engineers who design, build and run the platform, with privacy and reliability in mind from the start.',
        },
        support: {
          title: 'Clinic support',
          body: 'People who help specialty hospitals set up their listings and answer questions from referring vets.',
        },
      },
    },
    join: {
      heading: 'Join VetReferral',
      body: 'Free during our beta for referring veterinarians and specialty clinics.',
    },
  },
} as const;
