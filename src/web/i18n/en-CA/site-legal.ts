/**
 * Terms of Service and Privacy Policy. Part of the site namespace, kept apart so the landing route
 * does not download it (docs/decisions/050).
 */
export default {
  terms: {
    title: 'Terms of Service',
    date: 'May 12, 2023',
    intro:
      'These Terms of Service govern your use of VetReferral, a referral directory for Canadian veterinary teams operated by VetReferral (“VetReferral”, “we”, “us”). By creating an account or using the service, you agree to these terms. If you use VetReferral on behalf of a clinic or hospital, you confirm that you are authorized to accept these terms for it.',
    sections: [
      {
        heading: 'The beta service',
        body: [
          'VetReferral is currently offered as a beta service, free of charge. Features may change, be added or be removed while we develop the service.',
          'We will give you notice before introducing any fees, and you will not be charged unless you agree.',
        ],
      },
      {
        heading: 'Accounts',
        body: ['VetReferral is intended for veterinarians, veterinary clinics and hospitals, and the staff who work with them.'],
        list: [
          'Give accurate information when you register and keep it up to date.',
          'Keep your password confidential and do not share your account with others.',
          'You are responsible for activity under your account. Tell us promptly at support@vetreferral.ca if you believe it has been used without your permission.',
        ],
      },
      {
        heading: 'Listings, prices and wait times',
        body: [
          'Hospital profiles, services, wait times, emergency acceptance, notes and prices are provided by the clinics themselves or entered on their behalf. We do not verify this information.',
          'Prices are non-binding, approximate estimates that vary with case complexity, and wait times are estimates that can change at any time. Neither is a quote, an offer or a guarantee of availability. Always confirm details directly with the clinic before referring.',
        ],
      },
      {
        heading: 'Professional judgement',
        body: [
          'VetReferral is an information service. It does not provide veterinary advice, diagnosis or treatment, and it does not make referral decisions.',
          'Decisions about a patient’s care, including whether, when and where to refer, remain the professional responsibility of the attending veterinarian. In an emergency, contact the receiving hospital directly by phone.',
        ],
      },
      {
        heading: 'Acceptable use',
        body: ['When using VetReferral, you agree not to:'],
        list: [
          'post information that is false, misleading or that you are not entitled to share;',
          'enter client or patient personal information beyond what a referral genuinely requires;',
          'copy, scrape or resell listings, or use them to send unsolicited messages;',
          'interfere with the security or operation of the service, or try to access accounts or data that are not yours;',
          'use the service in a way that breaks any applicable law or professional regulation.',
        ],
      },
      {
        heading: 'Content you provide',
        body: [
          'You keep ownership of the information you add to VetReferral. You grant us a non-exclusive licence to host, display and share it with other users as needed to operate the service.',
          'Clinics are responsible for keeping their listings accurate and current.',
        ],
      },
      {
        heading: 'Availability and changes',
        body: [
          'As a beta service, VetReferral may be interrupted, slowed or changed, and we may suspend it for maintenance. We do not promise that it will always be available or free of errors.',
        ],
      },
      {
        heading: 'Limitation of liability',
        body: [
          'The service and its content are provided “as is” and “as available”. To the extent permitted by law, we disclaim all warranties, express or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement.',
          'To the extent permitted by law, VetReferral is not liable for indirect, incidental, special or consequential damages, or for loss of profits, data or goodwill, arising from your use of the service or your reliance on information in listings. Our total liability for any claim relating to the service is limited to the greater of the amount you paid us for the service in the twelve months before the claim and one hundred Canadian dollars (CA$100).',
          'Nothing in these terms limits any right you have that cannot be limited under the law that applies to you.',
        ],
      },
      {
        heading: 'Suspension and termination',
        body: [
          'You may stop using VetReferral and ask us to close your account at any time. We may suspend or close an account that breaches these terms or puts other users or the service at risk, and we will tell you why where we reasonably can.',
        ],
      },
      {
        heading: 'Changes to these terms',
        body: [
          'We may update these terms. We will change the date at the top of this page and, for significant changes, notify account holders by email before they take effect. Continuing to use the service after that means you accept the updated terms.',
        ],
      },
      {
        heading: 'Governing law',
        body: [
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. The courts of Ontario have jurisdiction over any dispute, except where the law of your province or territory gives you the right to bring proceedings elsewhere.',
        ],
      },
      {
        heading: 'Contact',
        body: ['Questions about these terms can be sent to our support team:'],
        email: 'support@vetreferral.ca',
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    date: 'May 12, 2023',
    intro:
      'VetReferral (“we”, “us”) respects your privacy. This policy explains how we collect, use, share and protect personal information when you use VetReferral. We handle personal information in line with Canada’s Personal Information Protection and Electronic Documents Act (PIPEDA) and, for users in Québec, the Act respecting the protection of personal information in the private sector as amended by Québec’s Law 25.',
    sections: [
      {
        heading: 'Information we collect',
        body: ['We collect the information you give us and a limited amount of technical information generated when you use the service:'],
        terms: [
          {
            term: 'Contact details',
            text: 'Your name, email address, phone number, and your clinic or hospital’s name, address, city and province.',
          },
          {
            term: 'Professional and licence information',
            text: 'Your job title, practice type, area of interest or specialty, province of practice and, for veterinarians, your licence or registration number.',
          },
          {
            term: 'Credentials',
            text: 'Your username (email address) and password. We store passwords only in hashed form, never as plain text.',
          },
          {
            term: 'Service information',
            text: 'What clinics publish (services, wait times, emergency acceptance, notes, non-binding price estimates, referral instructions, logo) and how vets use the service, such as the hospitals you save as favourites.',
          },
          {
            term: 'Log, device and usage data',
            text: 'Your IP address, browser and device type, pages visited, and the date and time of requests, which our servers record automatically. We use a cookie to keep you signed in.',
          },
        ],
        note: 'When you refer a patient, the referral carries what its form asks for: the owner’s name and phone number, the animal’s details and history, the files you attach and the owner’s consent as you record it. Only you and the receiving hospital’s team can read it, every opening is recorded, and a closed referral is deleted after the retention period (7 years unless the operator sets another).',
      },
      {
        heading: 'How we use information',
        body: ['We use personal information to:'],
        list: [
          'create and manage your account and sign you in;',
          'publish clinic listings and show them to signed-in users;',
          'let referring vets search, compare and save hospitals;',
          'reply to your questions and send notices about the service, such as changes to these policies;',
          'keep the service secure, prevent misuse and investigate problems;',
          'understand how the service is used so we can improve it, using aggregated information wherever we can;',
          'meet our legal obligations.',
        ],
        note: 'We use personal information only for these purposes, or for others you consent to or that the law permits or requires.',
      },
      {
        heading: 'How we share information',
        body: ['We do not sell personal information. We share it only:'],
        list: [
          'with other users, as the service intends: clinic profiles and listings are visible to signed-in users;',
          'with service providers who host, secure or support the service for us, under contracts that require them to protect the information and use it only on our instructions;',
          'when required or permitted by law, for example to respond to a valid legal request;',
          'as part of a merger, acquisition or sale of our business, subject to equivalent protections;',
          'with your consent.',
        ],
        note: 'Our service providers may store or process information outside your province or outside Canada. When that happens, the information is protected by contract but may be accessible to authorities under the laws of those places.',
      },
      {
        heading: 'Where your information is hosted',
        body: ['Accounts, listings and referrals, with their files and conversations, are kept in the databases this service runs on.'],
        facts: 'hosting',
      },
      {
        heading: 'How long we keep information',
        body: [
          'We keep personal information while your account is open and for as long as needed for the purposes above. When it is no longer needed, we delete or anonymize it, unless we must keep it longer to meet a legal obligation.',
        ],
      },
      {
        heading: 'Security',
        body: [
          'We use administrative, technical and physical safeguards appropriate to the sensitivity of the information, including hashed passwords, secured sessions and access limited to people who need it for their work.',
          'No system is completely secure. If a breach of security creates a real risk of significant harm, we will notify affected users and report it to the Office of the Privacy Commissioner of Canada and, where required, the Commission d’accès à l’information du Québec.',
        ],
      },
      {
        heading: 'Your choices and rights',
        list: [
          'You can review and correct most of your information yourself on your profile page.',
          'You can ask us for access to the personal information we hold about you, or ask us to correct it.',
          'You can withdraw your consent or ask us to close your account and delete your information, subject to legal requirements. Some features may no longer work without it.',
          'If you have a concern, contact our Privacy Officer first. You may also complain to the Office of the Privacy Commissioner of Canada or, in Québec, the Commission d’accès à l’information.',
        ],
      },
      {
        heading: 'Changes to this policy',
        body: [
          'We may update this policy. We will change the date at the top of this page and, for significant changes, notify account holders by email.',
        ],
      },
      {
        heading: 'Contact our Privacy Officer',
        body: [
          'Our Privacy Officer is responsible for how we handle personal information. For questions, access or correction requests, or complaints, contact:',
        ],
        facts: 'officer',
      },
    ],
    /** Filled in at run time from the server's configuration (GET /api/meta; docs/decisions/107). */
    facts: {
      loading: 'Loading…',
      failed: 'These details could not be loaded. Reload the page to try again.',
      officerRole: 'Person in charge of the protection of personal information',
      officerUnset: 'The name of the person in charge has not been published yet. Write to us through the contact page and we will pass your request on.',
      contactPage: 'Contact page',
      hostedIn: 'Your information is hosted in {{location}}.',
      hostedUnset: 'Ask the person in charge of personal information where your information is hosted.',
    },
  },
} as const;
