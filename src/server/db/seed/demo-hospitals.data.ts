import type { Province } from '../../../shared/constants';
import type { SpecialtyName } from './catalogue';

/*
 * The demo data as plain typed values: the hospitals, the per-specialty templates their quotes,
 * waits, notes and staff are drawn from, and the name pools. demo-hospitals.ts turns them into rows.
 *
 * Fictional demo hospitals. Every name, address, phone number (555-01xx), domain (.example.ca) and
 * person below is invented; any resemblance to a real practice is accidental.
 */

export interface HospitalSeed {
  name: string;
  city: string;
  province: Province;
  address: string;
  phone: string;
  domain: string;
  /** How the listing spells its website: with scheme, bare host as clinics often type it, or none. */
  web: 'https' | 'www' | null;
  /** Listing written in French (procedure names, notes, staff titles follow; its language is 'fr', else 'en'). */
  fr?: boolean;
  description: string;
  referral: string | null;
  specialties: readonly SpecialtyName[];
  /**
   * Quotes written out instead of drawn from the templates, for a listing the search relevance set
   * (issue 57, modules/search/relevance.data.ts) needs to offer exactly these procedures; 3 to 10 of them.
   */
  quotes?: readonly (PricingTemplate & { specialty: SpecialtyName | null })[];
}

export const HOSPITALS: readonly HospitalSeed[] = [
  // First on purpose: it is the demo clinic account's own listing.
  {
    name: 'Rideau Veterinary Specialty Centre',
    city: 'Ottawa',
    province: 'Ontario',
    address: '1450 Merivale Road',
    phone: '613-555-0142',
    domain: 'rideau-vsc.example.ca',
    web: 'https',
    description:
      'Multidisciplinary referral hospital serving Eastern Ontario and the Outaouais with 24-hour emergency and critical care. Board-certified specialists in cardiology, internal medicine, oncology, neurology and surgery work side by side.',
    referral:
      'Submit the online referral form or fax records to 613-555-0143 with history, recent bloodwork and imaging. Our referral coordinator books the client within one business day.',
    specialties: [
      'Cardiology',
      'Internal Medicine',
      'Oncology',
      'Neurology',
      'Orthopedic Surgery',
      'Soft Tissue Surgery',
      'Emergency & Critical Care',
      'Diagnostic Imaging',
    ],
  },
  {
    name: 'Lakeshore Animal Referral Hospital',
    city: 'Toronto',
    province: 'Ontario',
    address: '2210 Lake Shore Boulevard West',
    phone: '416-555-0117',
    domain: 'lakeshore-arh.example.ca',
    web: 'https',
    description:
      'Specialty practice focused on eyes, skin, teeth and complex medical cases. Anesthesia is supervised by a board-certified anesthesiologist for every procedure.',
    referral: 'Email the referral form and medical records to our referral desk; urgent ophthalmic cases are seen the same day.',
    specialties: ['Ophthalmology', 'Dermatology', 'Internal Medicine', 'Dentistry & Oral Surgery', 'Anesthesia & Analgesia'],
  },
  {
    name: 'Don Valley Veterinary Specialists',
    city: 'Toronto',
    province: 'Ontario',
    address: '88 Wynford Drive',
    phone: '647-555-0186',
    domain: 'donvalley-vets.example.ca',
    web: 'www',
    description:
      'Neurology, orthopedics and advanced imaging under one roof, with an on-site 1.5 T MRI and CT. Our rehabilitation team continues care after surgery.',
    referral: 'Call the referral line before sending spinal cases so we can hold an MRI slot; send records by email.',
    specialties: [
      'Neurology',
      'Diagnostic Imaging',
      'Orthopedic Surgery',
      'Rehabilitation & Sports Medicine',
      'Emergency & Critical Care',
      'Anesthesia & Analgesia',
    ],
  },
  {
    name: 'Escarpment Veterinary Referral Centre',
    city: 'Hamilton',
    province: 'Ontario',
    address: '1035 Upper James Street',
    phone: '905-555-0124',
    domain: 'escarpment-vrc.example.ca',
    web: 'https',
    description: 'Surgical and emergency referral centre for the Golden Horseshoe, open around the clock.',
    referral: 'Use the online referral portal; include radiographs for orthopedic cases.',
    specialties: ['Soft Tissue Surgery', 'Orthopedic Surgery', 'Emergency & Critical Care', 'Internal Medicine'],
  },
  {
    name: 'Forest City Animal Specialty Hospital',
    city: 'London',
    province: 'Ontario',
    address: '745 Wellington Road',
    phone: '519-555-0163',
    domain: 'forestcity-ash.example.ca',
    web: 'https',
    description:
      'Cardiology, oncology and internal medicine service for Southwestern Ontario. We offer same-week chemotherapy starts for most lymphoma patients.',
    referral: null,
    specialties: ['Cardiology', 'Oncology', 'Internal Medicine'],
  },
  {
    name: 'Limestone Veterinary Specialty Clinic',
    city: 'Kingston',
    province: 'Ontario',
    address: '920 Princess Street',
    phone: '613-555-0171',
    domain: 'limestone-vet.example.ca',
    web: null,
    description: 'Small specialty clinic offering veterinary ophthalmology and dermatology to Kingston and the 1000 Islands region.',
    referral: 'Fax the referral form to 613-555-0172; we contact the client directly to book.',
    specialties: ['Ophthalmology', 'Dermatology'],
  },
  {
    name: 'Grand River Veterinary Specialists',
    city: 'Waterloo',
    province: 'Ontario',
    address: '455 Phillip Street',
    phone: '519-555-0109',
    domain: 'grandriver-vs.example.ca',
    web: 'www',
    description:
      'Referral practice for behaviour, dermatology, internal medicine and exotic companion animals. Virtual behaviour consultations are available across Ontario.',
    referral: 'Send the referral form and a completed behaviour history questionnaire before the first appointment.',
    specialties: ['Behavioural Medicine', 'Dermatology', 'Internal Medicine', 'Exotic Animal Medicine'],
  },
  {
    name: 'Northern Lights Animal Referral Centre',
    city: 'Sudbury',
    province: 'Ontario',
    address: '1380 Lasalle Boulevard',
    phone: '705-555-0158',
    domain: 'northernlights-arc.example.ca',
    web: 'https',
    description:
      'The referral and emergency hospital for Northeastern Ontario. A visiting radiologist reads CT studies on site twice a week.',
    referral: 'Call before transferring emergency patients; elective referrals by email.',
    specialties: ['Emergency & Critical Care', 'Soft Tissue Surgery', 'Diagnostic Imaging'],
  },
  {
    name: 'Credit Valley Exotic & Specialty Animal Hospital',
    city: 'Mississauga',
    province: 'Ontario',
    address: '2600 Dundas Street West',
    phone: '905-555-0131',
    domain: 'creditvalley-esah.example.ca',
    web: 'https',
    description: 'Exotic animal medicine, dentistry and soft tissue surgery for rabbits, birds, reptiles, dogs and cats.',
    referral: 'Email records and a photo of the enclosure or cage set-up for exotic patients.',
    specialties: ['Exotic Animal Medicine', 'Dentistry & Oral Surgery', 'Soft Tissue Surgery'],
  },
  {
    name: 'Superior Veterinary Referral Hospital',
    city: 'Thunder Bay',
    province: 'Ontario',
    address: '640 Memorial Avenue',
    phone: '807-555-0127',
    domain: 'superior-vrh.example.ca',
    web: null,
    description: 'Emergency, internal medicine and orthopedic referrals for Northwestern Ontario.',
    referral: null,
    specialties: ['Emergency & Critical Care', 'Internal Medicine', 'Orthopedic Surgery'],
  },

  {
    name: 'Hôpital Vétérinaire du Ruisseau',
    city: 'Laval',
    province: 'Quebec',
    address: '3150, boulevard Saint-Martin Ouest',
    phone: '450-555-0148',
    domain: 'ruisseau-vet.example.ca',
    web: 'www',
    fr: true,
    description:
      "Hôpital de référence offrant des soins spécialisés en médecine interne, cardiologie et chirurgie. Service d'urgence ouvert 24 heures sur 24, 7 jours sur 7.",
    referral:
      'Envoyez le formulaire de référence et le dossier médical par courriel; notre équipe communique avec le client dans les 24 heures.',
    specialties: ['Internal Medicine', 'Cardiology', 'Soft Tissue Surgery', 'Emergency & Critical Care', 'Diagnostic Imaging'],
  },
  {
    name: 'Centre Vétérinaire Saint-Éloi',
    city: 'Québec',
    province: 'Quebec',
    address: '2475, boulevard Laurier',
    phone: '418-555-0136',
    domain: 'saint-eloi-vet.example.ca',
    web: 'https',
    fr: true,
    description:
      "Centre spécialisé en ophtalmologie, dermatologie, neurologie et orthopédie pour la grande région de Québec. Notre équipe de réadaptation accompagne chaque patient après la chirurgie.",
    referral: 'Formulaire de référence en ligne; joindre les radiographies et les analyses récentes.',
    specialties: [
      'Ophthalmology',
      'Dermatology',
      'Neurology',
      'Orthopedic Surgery',
      'Anesthesia & Analgesia',
      'Rehabilitation & Sports Medicine',
    ],
  },
  {
    name: 'Clinique Vétérinaire Érable',
    city: 'Sherbrooke',
    province: 'Quebec',
    address: '1200, rue King Ouest',
    phone: '819-555-0152',
    domain: 'clinique-erable.example.ca',
    web: 'www',
    fr: true,
    description:
      'Clinique de référence en dentisterie, en médecine des animaux exotiques et en médecine comportementale pour les Cantons-de-l’Est.',
    referral: null,
    specialties: ['Dentistry & Oral Surgery', 'Exotic Animal Medicine', 'Behavioural Medicine'],
  },
  {
    name: 'Centre de Référence Vétérinaire Mont-Royal',
    city: 'Montréal',
    province: 'Quebec',
    address: '5200, avenue du Parc',
    phone: '514-555-0119',
    domain: 'montroyal-crv.example.ca',
    web: 'https',
    description:
      'Bilingual referral hospital in the heart of Montréal with oncology, cardiology, neurology and a 24-hour intensive care unit. Services offered in French and English.',
    referral: 'Send the referral form by email or fax (514-555-0120). Critical patients: call the ICU directly before transfer.',
    specialties: [
      'Oncology',
      'Cardiology',
      'Internal Medicine',
      'Diagnostic Imaging',
      'Emergency & Critical Care',
      'Neurology',
      'Soft Tissue Surgery',
    ],
  },
  {
    name: 'Hôpital Vétérinaire Rive-Sud',
    city: 'Longueuil',
    province: 'Quebec',
    address: '1850, chemin de Chambly',
    phone: '450-555-0177',
    domain: 'rivesud-hv.example.ca',
    web: 'https',
    fr: true,
    description:
      'Chirurgie orthopédique et des tissus mous, anesthésie spécialisée et réadaptation sur la Rive-Sud de Montréal.',
    referral: 'Veuillez joindre les radiographies préopératoires à la demande de référence.',
    specialties: ['Orthopedic Surgery', 'Soft Tissue Surgery', 'Rehabilitation & Sports Medicine', 'Anesthesia & Analgesia'],
  },
  {
    name: "Clinique Vétérinaire Spécialisée de l'Outaouais",
    city: 'Gatineau',
    province: 'Quebec',
    address: '425, boulevard Saint-Joseph',
    phone: '819-555-0114',
    domain: 'outaouais-cvs.example.ca',
    web: null,
    fr: true,
    description: 'Dermatologie, ophtalmologie et médecine interne pour l’Outaouais et la région d’Ottawa.',
    referral: 'Les références sont acceptées par courriel ou par télécopieur.',
    specialties: ['Dermatology', 'Ophthalmology', 'Internal Medicine'],
  },
  {
    name: 'Centre Vétérinaire Laviolette',
    city: 'Trois-Rivières',
    province: 'Quebec',
    address: '3600, boulevard des Forges',
    phone: '819-555-0189',
    domain: 'laviolette-vet.example.ca',
    web: 'www',
    description: 'Emergency and referral centre for the Mauricie region, with internal medicine and surgery services.',
    referral: 'Referrals by email; emergency transfers by phone at any hour.',
    specialties: ['Emergency & Critical Care', 'Internal Medicine', 'Soft Tissue Surgery'],
  },
  {
    name: 'Hôpital Vétérinaire du Fjord',
    city: 'Saguenay',
    province: 'Quebec',
    address: '1650, boulevard Talbot',
    phone: '418-555-0102',
    domain: 'fjord-vet.example.ca',
    web: 'https',
    fr: true,
    description:
      "Hôpital d'urgence et de référence du Saguenay–Lac-Saint-Jean. Chirurgie orthopédique et tomodensitométrie sur place.",
    referral: null,
    specialties: ['Emergency & Critical Care', 'Orthopedic Surgery', 'Diagnostic Imaging'],
  },

  {
    name: 'Pacific Coast Veterinary Referral Hospital',
    city: 'Vancouver',
    province: 'British Columbia',
    address: '1875 West Broadway',
    phone: '604-555-0133',
    domain: 'pacificcoast-vrh.example.ca',
    web: 'https',
    description:
      'Full-service specialty and emergency hospital for the Lower Mainland. Cardiology, oncology, neurology, internal medicine and surgery are supported by in-house CT, MRI and a 24-hour ICU.',
    referral: 'Complete the online referral form; our coordinators confirm receipt within two hours during business days.',
    specialties: [
      'Cardiology',
      'Internal Medicine',
      'Oncology',
      'Neurology',
      'Emergency & Critical Care',
      'Diagnostic Imaging',
      'Soft Tissue Surgery',
      'Anesthesia & Analgesia',
    ],
  },
  {
    name: 'Fraser Valley Animal Specialty Centre',
    city: 'Surrey',
    province: 'British Columbia',
    address: '7380 King George Boulevard',
    phone: '604-555-0166',
    domain: 'fraservalley-asc.example.ca',
    web: 'www',
    description: 'Orthopedic surgery, sports medicine and dermatology for the Fraser Valley. Canine athletes welcome.',
    referral: 'Send radiographs and the referral form by email.',
    specialties: ['Orthopedic Surgery', 'Rehabilitation & Sports Medicine', 'Dermatology'],
  },
  {
    name: 'Burrard Inlet Veterinary Eye & Skin Clinic',
    city: 'Burnaby',
    province: 'British Columbia',
    address: '4250 Hastings Street',
    phone: '604-555-0181',
    domain: 'burrard-eyeskin.example.ca',
    web: 'https',
    description: 'Ophthalmology and dermatology referral clinic. Emergency eye cases are seen the same day on weekdays.',
    referral: 'Call for same-day eye emergencies; otherwise fax or email the referral form.',
    specialties: ['Ophthalmology', 'Dermatology'],
  },
  {
    name: 'Salish Sea Veterinary Specialty Hospital',
    city: 'Victoria',
    province: 'British Columbia',
    address: '3330 Douglas Street',
    phone: '250-555-0125',
    domain: 'salishsea-vsh.example.ca',
    web: 'https',
    description: 'Emergency, internal medicine, surgery and dentistry for Vancouver Island, open 24 hours.',
    referral: 'Online referral form preferred; after-hours emergencies may be sent directly.',
    specialties: ['Emergency & Critical Care', 'Internal Medicine', 'Soft Tissue Surgery', 'Dentistry & Oral Surgery'],
  },
  {
    name: 'Okanagan Veterinary Referral Centre',
    city: 'Kelowna',
    province: 'British Columbia',
    address: '1940 Harvey Avenue',
    phone: '250-555-0198',
    domain: 'okanagan-vrc.example.ca',
    web: null,
    description: 'Interior BC referral centre offering orthopedics, internal medicine, ophthalmology and CT imaging.',
    referral: 'Email the referral form with recent bloodwork; we book within two business days.',
    specialties: ['Orthopedic Surgery', 'Internal Medicine', 'Diagnostic Imaging', 'Ophthalmology'],
  },
  {
    name: 'Thompson Rivers Veterinary Referral Clinic',
    city: 'Kamloops',
    province: 'British Columbia',
    address: '700 Notre Dame Drive',
    phone: '250-555-0141',
    domain: 'thompsonrivers-vrc.example.ca',
    web: 'www',
    description: 'Internal medicine and soft tissue surgery referrals for the Thompson–Nicola region.',
    referral: null,
    specialties: ['Internal Medicine', 'Soft Tissue Surgery'],
  },
  {
    name: 'Harbourside Exotic & Avian Veterinary Hospital',
    city: 'Nanaimo',
    province: 'British Columbia',
    address: '2100 Bowen Road',
    phone: '250-555-0107',
    domain: 'harbourside-exotic.example.ca',
    web: 'https',
    description: 'Avian, exotic and small mammal referral hospital, with dentistry and behaviour services for all species.',
    referral: 'Include husbandry details (diet, enclosure, lighting) with every exotic referral.',
    specialties: ['Exotic Animal Medicine', 'Behavioural Medicine', 'Dentistry & Oral Surgery'],
  },

  {
    name: 'Bow River Veterinary Specialty Hospital',
    city: 'Calgary',
    province: 'Alberta',
    address: '6450 Macleod Trail SW',
    phone: '403-555-0156',
    domain: 'bowriver-vsh.example.ca',
    web: 'https',
    description:
      'Southern Alberta specialty and emergency hospital with cardiology, neurology, orthopedics and internal medicine. On-site MRI and CT, with a radiologist reading every study.',
    referral: 'Use the online referral portal; urgent neurology cases should call ahead.',
    specialties: [
      'Cardiology',
      'Neurology',
      'Orthopedic Surgery',
      'Emergency & Critical Care',
      'Diagnostic Imaging',
      'Internal Medicine',
    ],
  },
  {
    name: 'Chinook Animal Referral Centre',
    city: 'Calgary',
    province: 'Alberta',
    address: '2880 Glenmore Trail SE',
    phone: '403-555-0172',
    domain: 'chinook-arc.example.ca',
    web: 'www',
    description: 'Dermatology, ophthalmology, dentistry and behaviour referrals in a calm, low-stress setting.',
    referral: 'Email records; behaviour cases receive a pre-visit questionnaire.',
    specialties: ['Dermatology', 'Ophthalmology', 'Dentistry & Oral Surgery', 'Behavioural Medicine'],
  },
  {
    name: 'North Saskatchewan Veterinary Referral Hospital',
    city: 'Edmonton',
    province: 'Alberta',
    address: '9920 82 Avenue NW',
    phone: '780-555-0129',
    domain: 'nsask-vrh.example.ca',
    web: 'https',
    description:
      'Oncology, internal medicine and surgery referrals for Northern Alberta with 24-hour emergency and critical care.',
    referral: 'Fax (780-555-0130) or email the referral form with the latest bloodwork.',
    specialties: [
      'Oncology',
      'Internal Medicine',
      'Soft Tissue Surgery',
      'Emergency & Critical Care',
      'Anesthesia & Analgesia',
    ],
  },
  {
    name: 'Capital Region Animal Surgery & Rehabilitation',
    city: 'Edmonton',
    province: 'Alberta',
    address: '17010 Stony Plain Road NW',
    phone: '780-555-0193',
    domain: 'capitalregion-asr.example.ca',
    web: null,
    description: 'Orthopedic and spinal surgery with a dedicated rehabilitation centre and underwater treadmill.',
    referral: 'Referral form and radiographs by email; we reply within one business day.',
    specialties: ['Orthopedic Surgery', 'Rehabilitation & Sports Medicine', 'Neurology'],
  },
  {
    name: 'Parkland Veterinary Referral Clinic',
    city: 'Red Deer',
    province: 'Alberta',
    address: '4920 Gaetz Avenue',
    phone: '403-555-0112',
    domain: 'parkland-vrc.example.ca',
    web: 'www',
    description: 'Internal medicine and diagnostic imaging for Central Alberta, including ultrasound-guided sampling.',
    referral: null,
    specialties: ['Internal Medicine', 'Diagnostic Imaging'],
  },
  {
    name: 'Coulee Veterinary Specialty Clinic',
    city: 'Lethbridge',
    province: 'Alberta',
    address: '1520 Mayor Magrath Drive S',
    phone: '403-555-0184',
    domain: 'coulee-vsc.example.ca',
    web: 'https',
    description: 'Surgery, ophthalmology and emergency care for Southern Alberta and the Crowsnest Pass.',
    referral: 'Call or email the referral form; emergencies accepted 24/7.',
    specialties: ['Soft Tissue Surgery', 'Ophthalmology', 'Emergency & Critical Care'],
  },

  {
    name: 'Red River Veterinary Specialty Hospital',
    city: 'Winnipeg',
    province: 'Manitoba',
    address: '1325 Pembina Highway',
    phone: '204-555-0138',
    domain: 'redriver-vsh.example.ca',
    web: 'https',
    description:
      'Manitoba’s multi-specialty referral hospital: cardiology, oncology, internal medicine, orthopedics and 24-hour critical care.',
    referral: 'Online referral form; include all diagnostics performed so far so we do not repeat them.',
    specialties: ['Cardiology', 'Internal Medicine', 'Orthopedic Surgery', 'Emergency & Critical Care', 'Oncology'],
  },
  {
    name: 'Assiniboine Animal Eye & Dental Clinic',
    city: 'Winnipeg',
    province: 'Manitoba',
    address: '2050 Portage Avenue',
    phone: '204-555-0164',
    domain: 'assiniboine-ead.example.ca',
    web: 'www',
    description: 'Veterinary ophthalmology and dentistry referrals for Manitoba and Northwestern Ontario.',
    referral: 'Email dental charts and radiographs if available.',
    specialties: ['Ophthalmology', 'Dentistry & Oral Surgery'],
  },
  {
    name: 'Wheat City Veterinary Referral Centre',
    city: 'Brandon',
    province: 'Manitoba',
    address: '1140 18th Street',
    phone: '204-555-0120',
    domain: 'wheatcity-vrc.example.ca',
    web: null,
    description: 'Internal medicine, soft tissue surgery and ultrasound for Westman.',
    referral: null,
    specialties: ['Internal Medicine', 'Soft Tissue Surgery', 'Diagnostic Imaging'],
  },

  {
    name: 'Prairie Sky Veterinary Referral Hospital',
    city: 'Saskatoon',
    province: 'Saskatchewan',
    address: '2410 8th Street East',
    phone: '306-555-0147',
    domain: 'prairiesky-vrh.example.ca',
    web: 'https',
    description:
      'Specialty and emergency hospital for Saskatchewan with neurology, orthopedics, internal medicine, anesthesia and advanced imaging.',
    referral: 'Send the referral form by email; the neurology service triages spinal cases the same day.',
    specialties: [
      'Internal Medicine',
      'Neurology',
      'Orthopedic Surgery',
      'Emergency & Critical Care',
      'Diagnostic Imaging',
      'Anesthesia & Analgesia',
    ],
  },
  {
    name: 'Wascana Animal Specialty Clinic',
    city: 'Regina',
    province: 'Saskatchewan',
    address: '2060 Albert Street',
    phone: '306-555-0169',
    domain: 'wascana-asc.example.ca',
    web: 'www',
    description: 'Dermatology, oncology and soft tissue surgery referrals for Southern Saskatchewan.',
    referral: 'Email records; chemotherapy patients are booked for a consult before any treatment.',
    specialties: ['Dermatology', 'Oncology', 'Soft Tissue Surgery'],
  },

  {
    name: 'Harbour City Veterinary Referral Hospital',
    city: 'Halifax',
    province: 'Nova Scotia',
    address: '6080 Quinpool Road',
    phone: '902-555-0115',
    domain: 'harbourcity-vrh.example.ca',
    web: 'https',
    description:
      'Atlantic Canada referral hospital with emergency and critical care, internal medicine, cardiology, surgery and ophthalmology.',
    referral: 'Online referral form or fax to 902-555-0116; include recent bloodwork and radiographs.',
    specialties: ['Emergency & Critical Care', 'Internal Medicine', 'Cardiology', 'Soft Tissue Surgery', 'Ophthalmology'],
  },
  {
    name: 'Dartmouth Lakes Animal Specialty Clinic',
    city: 'Dartmouth',
    province: 'Nova Scotia',
    address: '95 Wyse Road',
    phone: '902-555-0182',
    domain: 'dartmouthlakes-asc.example.ca',
    web: 'www',
    description: 'Dermatology, orthopedic surgery and rehabilitation for Nova Scotia.',
    referral: 'Referral form by email.',
    specialties: ['Dermatology', 'Orthopedic Surgery', 'Rehabilitation & Sports Medicine'],
  },

  {
    name: 'Petitcodiac Veterinary Referral Centre',
    city: 'Moncton',
    province: 'New Brunswick',
    address: '1255 Mountain Road',
    phone: '506-555-0153',
    domain: 'petitcodiac-vrc.example.ca',
    web: 'https',
    description:
      'Bilingual referral and emergency centre for New Brunswick. Services offered in English and French / services offerts en français et en anglais.',
    referral: 'Email or fax the referral form; emergencies by phone at any hour.',
    specialties: ['Internal Medicine', 'Emergency & Critical Care', 'Soft Tissue Surgery', 'Diagnostic Imaging'],
  },
  {
    name: 'Saint John River Animal Specialty Hospital',
    city: 'Fredericton',
    province: 'New Brunswick',
    address: '1100 Regent Street',
    phone: '506-555-0178',
    domain: 'sjriver-ash.example.ca',
    web: null,
    description: 'Orthopedic surgery and veterinary dentistry referrals for central New Brunswick.',
    referral: null,
    specialties: ['Orthopedic Surgery', 'Dentistry & Oral Surgery'],
  },

  {
    name: 'Signal Hill Veterinary Referral Hospital',
    city: "St. John's",
    province: 'Newfoundland and Labrador',
    address: '45 Kenmount Road',
    phone: '709-555-0139',
    domain: 'signalhill-vrh.example.ca',
    web: 'https',
    description:
      'The only 24-hour referral hospital on the Avalon Peninsula, offering emergency care, internal medicine and soft tissue surgery.',
    referral: 'Call the hospital before transferring; records by email.',
    specialties: ['Emergency & Critical Care', 'Internal Medicine', 'Soft Tissue Surgery'],
  },
  {
    name: 'Island Red Animal Specialty Clinic',
    city: 'Charlottetown',
    province: 'Prince Edward Island',
    address: '255 University Avenue',
    phone: '902-555-0146',
    domain: 'islandred-asc.example.ca',
    web: 'www',
    description: 'Internal medicine and ophthalmology referrals for Prince Edward Island.',
    referral: 'Fax or email the referral form; we call the client to book.',
    specialties: ['Internal Medicine', 'Ophthalmology'],
  },
  {
    name: 'Yukon River Veterinary Referral Clinic',
    city: 'Whitehorse',
    province: 'Yukon',
    address: '4190 4th Avenue',
    phone: '867-555-0123',
    domain: 'yukonriver-vrc.example.ca',
    web: 'https',
    description:
      'Internal medicine and soft tissue surgery in Whitehorse, with visiting specialists from Vancouver several times a year.',
    referral: 'Email the referral form; visiting-specialist clinic dates are posted on our website.',
    specialties: ['Internal Medicine', 'Soft Tissue Surgery'],
  },
  {
    name: 'Great Slave Animal Referral Clinic',
    city: 'Yellowknife',
    province: 'Northwest Territories',
    address: '5022 49th Street',
    phone: '867-555-0161',
    domain: 'greatslave-arc.example.ca',
    web: null,
    description: 'Emergency and internal medicine referrals for the Northwest Territories, with telemedicine support from southern specialists.',
    referral: 'Call ahead for all emergency transfers.',
    specialties: ['Emergency & Critical Care', 'Internal Medicine'],
  },
  {
    name: 'Iqaluit Arctic Veterinary Clinic',
    city: 'Iqaluit',
    province: 'Nunavut',
    address: '1085 Federal Road',
    phone: '867-555-0105',
    domain: 'arctic-vet-nu.example.ca',
    web: 'www',
    description:
      'Veterinary care for Nunavut with quarterly visiting internal medicine and surgery clinics. Patients needing advanced care are coordinated with southern referral hospitals.',
    referral: 'Email the referral form; we group cases for the next visiting-specialist clinic.',
    specialties: ['Internal Medicine', 'Soft Tissue Surgery'],
  },

  // Issue 57's search relevance set needs these two: a "Ste-" name whose listing names its
  // procedures in French only, and a "St. …’s" name far from Kelowna with neurology. Last, so the
  // listings above keep their ids.
  {
    name: 'Hôpital Vétérinaire Ste-Dorothée',
    city: 'Laval',
    province: 'Quebec',
    address: '1195, boulevard Samson',
    phone: '450-555-0177',
    domain: 'ste-dorothee-vet.example.ca',
    web: 'https',
    fr: true,
    description:
      'Hôpital de référence en oncologie, cardiologie et imagerie médicale pour Laval et les Basses-Laurentides. Chimiothérapie, échocardiographie et tomodensitométrie sur place.',
    referral: 'Envoyez le formulaire de référence et les analyses récentes par courriel; nous rappelons le client dans les 48 heures.',
    specialties: ['Oncology', 'Cardiology', 'Diagnostic Imaging'],
    quotes: [
      { specialty: 'Oncology', en: 'Chemotherapy', fr: 'Chimiothérapie', low: 250, high: 600, desc: 'Per visit, drugs included.', descFr: 'Par visite, médicaments inclus.' },
      { specialty: 'Oncology', en: 'Oncology consultation', fr: 'Consultation en oncologie', low: 300, high: 450 },
      { specialty: 'Cardiology', en: 'Echocardiography', fr: 'Échocardiographie', low: 650, high: 950 },
      { specialty: 'Diagnostic Imaging', en: 'CT scan', fr: 'Tomodensitométrie (TDM)', low: 1400, high: 2400, descFr: 'Sédation et rapport du radiologiste inclus.' },
    ],
  },
  {
    name: 'St. George’s Veterinary Referral Hospital',
    city: 'Prince George',
    province: 'British Columbia',
    address: '1510 Victoria Street',
    phone: '250-555-0184',
    domain: 'stgeorges-vrh.example.ca',
    web: 'https',
    description:
      'Neurology, emergency and soft tissue surgery referrals for Northern British Columbia, with a neurologist on site every second week.',
    referral: 'Call before sending seizure or spinal cases; records by email.',
    specialties: ['Neurology', 'Emergency & Critical Care', 'Soft Tissue Surgery'],
  },
];

export interface Localised {
  en: string;
  fr?: string;
}

export interface PricingTemplate extends Localised {
  low: number;
  high: number;
  /** Appended to the price, e.g. 'per eye'. */
  unit?: string;
  desc?: string;
  descFr?: string;
}

export interface SpecialtyTemplate {
  /** Relative weights over CLINIC_WAIT_TIMES, in the same order. */
  waitWeights: readonly number[];
  /** Chance the service takes emergency referrals. */
  emergencyChance: number;
  notes: readonly string[];
  pricings: readonly PricingTemplate[];
  procedures: readonly Localised[];
  title: string;
  areaFr: string;
  credential: string;
  focus: { en: string; fr: string };
}

// Wait-time profiles: emergency services see patients within days, niche services book out furthest.
const W_EMERGENCY = [92, 8, 0, 0, 0, 0, 0];
const W_FAST = [35, 35, 20, 7, 2, 0, 1];
const W_MEDIUM = [14, 30, 30, 15, 6, 2, 3];
const W_SLOW = [5, 14, 25, 25, 15, 11, 5];

export const TEMPLATES: Record<SpecialtyName, SpecialtyTemplate> = {
  Cardiology: {
    waitWeights: W_MEDIUM,
    emergencyChance: 0.4,
    notes: ['Holter monitors available for home recording', 'Same-day echo for dyspneic patients when possible', 'Breed screening echos on Fridays'],
    pricings: [
      { en: 'Cardiology consultation', fr: 'Consultation en cardiologie', low: 250, high: 350 },
      { en: 'Echocardiogram', fr: 'Échocardiographie', low: 650, high: 950, desc: 'Includes ECG and blood pressure.', descFr: 'Comprend ECG et pression artérielle.' },
      { en: 'Holter monitor (24 h)', fr: 'Holter (24 h)', low: 450, high: 650 },
      { en: 'Pacemaker implantation', fr: 'Implantation de stimulateur cardiaque', low: 7500, high: 10500, desc: 'Transvenous, includes 2 nights in hospital.' },
      { en: 'Balloon valvuloplasty', fr: 'Valvuloplastie par ballonnet', low: 6000, high: 9000 },
    ],
    procedures: [
      { en: 'Echocardiogram', fr: 'Échocardiographie' },
      { en: 'Holter monitor', fr: 'Holter 24 h' },
      { en: 'Pacemaker implantation', fr: 'Implantation de stimulateur cardiaque' },
    ],
    title: 'Board-certified Cardiologist',
    areaFr: 'cardiologie',
    credential: 'DACVIM (Cardiology)',
    focus: { en: 'congenital heart disease and interventional procedures', fr: 'la cardiologie interventionnelle' },
  },
  Dermatology: {
    waitWeights: W_SLOW,
    emergencyChance: 0.03,
    notes: ['Allergy testing requires a 4-week antihistamine washout', 'Video otoscopy available', 'Follow-ups can be virtual'],
    pricings: [
      { en: 'Dermatology consultation', fr: 'Consultation en dermatologie', low: 250, high: 380 },
      { en: 'Intradermal allergy testing', fr: 'Tests d’allergie intradermiques', low: 550, high: 850, desc: 'Sedation included.', descFr: 'Sédation incluse.' },
      { en: 'Allergen-specific immunotherapy (starter kit)', fr: 'Immunothérapie spécifique (trousse de départ)', low: 400, high: 650 },
      { en: 'Video otoscopy & ear flush', fr: 'Vidéo-otoscopie et lavage d’oreilles', low: 600, high: 1100, desc: 'Under general anesthesia.' },
    ],
    procedures: [
      { en: 'Intradermal allergy testing', fr: 'Tests d’allergie intradermiques' },
      { en: 'Video otoscopy', fr: 'Vidéo-otoscopie' },
    ],
    title: 'Board-certified Dermatologist',
    areaFr: 'dermatologie',
    credential: 'DACVD',
    focus: { en: 'allergic skin disease and chronic otitis', fr: 'la dermatologie allergique' },
  },
  'Internal Medicine': {
    waitWeights: W_MEDIUM,
    emergencyChance: 0.45,
    notes: ['Endoscopy on Tuesdays and Thursdays', 'Radioiodine therapy for hyperthyroid cats', 'Urgent medicine cases triaged daily'],
    pricings: [
      { en: 'Internal medicine consultation', fr: 'Consultation en médecine interne', low: 250, high: 350 },
      { en: 'Abdominal ultrasound', fr: 'Échographie abdominale', low: 450, high: 700 },
      { en: 'Gastroduodenoscopy with biopsies', fr: 'Gastroduodénoscopie avec biopsies', low: 1800, high: 2800, desc: 'Includes anesthesia and histopathology.', descFr: 'Anesthésie et histopathologie incluses.' },
      { en: 'Radioiodine (I-131) therapy', fr: 'Traitement à l’iode radioactif (I-131)', low: 2200, high: 3200, desc: 'Feline hyperthyroidism; includes isolation stay.' },
      { en: 'Bronchoscopy & BAL', fr: 'Bronchoscopie et LBA', low: 1600, high: 2400 },
    ],
    procedures: [
      { en: 'Endoscopy', fr: 'Endoscopie' },
      { en: 'Abdominal ultrasound', fr: 'Échographie abdominale' },
      { en: 'I-131 therapy', fr: 'Traitement à l’iode 131' },
      { en: 'Bronchoscopy', fr: 'Bronchoscopie' },
    ],
    title: 'Board-certified Internist',
    areaFr: 'médecine interne',
    credential: 'DACVIM (SAIM)',
    focus: { en: 'gastrointestinal and endocrine disease', fr: 'la gastro-entérologie et l’endocrinologie' },
  },
  Neurology: {
    waitWeights: W_SLOW,
    emergencyChance: 0.55,
    notes: ['Acute paralysis seen same day', 'MRI under general anesthesia on site', 'Seizure management consults'],
    pricings: [
      { en: 'Neurology consultation', fr: 'Consultation en neurologie', low: 275, high: 400 },
      { en: 'MRI – brain', fr: 'IRM – cerveau', low: 2200, high: 3500, desc: 'Includes anesthesia and radiologist report.', descFr: 'Anesthésie et rapport du radiologiste inclus.' },
      { en: 'MRI – spine', fr: 'IRM – colonne vertébrale', low: 2400, high: 3600 },
      { en: 'Hemilaminectomy (IVDD)', fr: 'Hémilaminectomie (hernie discale)', low: 6500, high: 9500, desc: 'Excludes MRI.' },
      { en: 'CSF tap & analysis', fr: 'Ponction et analyse du LCR', low: 600, high: 900 },
    ],
    procedures: [
      { en: 'MRI – brain', fr: 'IRM – cerveau' },
      { en: 'MRI – spine', fr: 'IRM – colonne vertébrale' },
      { en: 'Hemilaminectomy', fr: 'Hémilaminectomie' },
    ],
    title: 'Board-certified Neurologist',
    areaFr: 'neurologie',
    credential: 'DACVIM (Neurology)',
    focus: { en: 'intervertebral disc disease and epilepsy', fr: 'la neurochirurgie et l’épilepsie' },
  },
  Oncology: {
    waitWeights: W_MEDIUM,
    emergencyChance: 0.05,
    notes: ['New lymphoma cases seen within the week', 'Chemotherapy administered Monday to Friday', 'Palliative care plans available'],
    pricings: [
      { en: 'Chemotherapy consultation', fr: 'Consultation en oncologie', low: 300, high: 450 },
      { en: 'CHOP chemotherapy protocol (lymphoma)', fr: 'Protocole de chimiothérapie CHOP (lymphome)', low: 5500, high: 8500, desc: 'Full 19-week protocol.', descFr: 'Protocole complet de 19 semaines.' },
      { en: 'Chemotherapy treatment (single visit)', fr: 'Traitement de chimiothérapie (par visite)', low: 250, high: 600 },
      { en: 'Tumour staging CT (chest & abdomen)', fr: 'Bilan d’extension par TDM (thorax et abdomen)', low: 1600, high: 2600 },
      { en: 'Electrochemotherapy session', fr: 'Séance d’électrochimiothérapie', low: 900, high: 1500 },
    ],
    procedures: [
      { en: 'Oncology consultation', fr: 'Consultation en oncologie' },
      { en: 'Chemotherapy start', fr: 'Début de chimiothérapie' },
      { en: 'Staging CT', fr: 'TDM de bilan d’extension' },
    ],
    title: 'Medical Oncologist',
    areaFr: 'oncologie',
    credential: 'DACVIM (Oncology)',
    focus: { en: 'lymphoma and quality-of-life focused cancer care', fr: 'la prise en charge du lymphome' },
  },
  Ophthalmology: {
    waitWeights: W_MEDIUM,
    emergencyChance: 0.5,
    notes: ['Ocular emergencies seen same day', 'Cataract candidates need an ERG first', 'Glaucoma rechecks prioritised'],
    pricings: [
      { en: 'Ophthalmology consultation', fr: 'Consultation en ophtalmologie', low: 225, high: 325 },
      { en: 'Cataract surgery (phacoemulsification)', fr: 'Chirurgie de la cataracte (phacoémulsification)', low: 3500, high: 5000, unit: 'per eye', desc: 'Includes intraocular lens and first recheck.', descFr: 'Lentille intraoculaire et premier suivi inclus.' },
      { en: 'Electroretinogram (ERG)', fr: 'Électrorétinogramme (ERG)', low: 400, high: 600 },
      { en: 'Entropion correction', fr: 'Correction d’entropion', low: 1200, high: 2000 },
      { en: 'Enucleation', fr: 'Énucléation', low: 1500, high: 2500 },
    ],
    procedures: [
      { en: 'Phacoemulsification', fr: 'Phacoémulsification' },
      { en: 'Electroretinogram', fr: 'Électrorétinogramme' },
      { en: 'Entropion correction', fr: 'Correction d’entropion' },
    ],
    title: 'Board-certified Ophthalmologist',
    areaFr: 'ophtalmologie',
    credential: 'DACVO',
    focus: { en: 'cataract surgery and glaucoma', fr: 'la chirurgie de la cataracte' },
  },
  'Orthopedic Surgery': {
    waitWeights: W_SLOW,
    emergencyChance: 0.35,
    notes: ['Fracture cases accepted within 48 h', 'TPLO list booked about a month out', 'Pre-op radiographs required'],
    pricings: [
      { en: 'TPLO', fr: 'TPLO', low: 4500, high: 6500, desc: 'Per stifle; includes pre-op radiographs and one night in hospital.', descFr: 'Par genou; radiographies préopératoires et une nuit d’hospitalisation incluses.' },
      { en: 'Lateral suture stabilization', fr: 'Stabilisation par suture latérale', low: 2800, high: 4200 },
      { en: 'Fracture repair (plate & screws)', fr: 'Réparation de fracture (plaque et vis)', low: 3500, high: 6000 },
      { en: 'Total hip replacement', fr: 'Prothèse totale de hanche', low: 8000, high: 11500 },
      { en: 'Femoral head ostectomy (FHO)', fr: 'Excision de la tête fémorale', low: 2500, high: 3800 },
      { en: 'Medial patellar luxation repair', fr: 'Correction de luxation de la rotule', low: 3000, high: 4500 },
    ],
    procedures: [
      { en: 'TPLO', fr: 'TPLO' },
      { en: 'Total hip replacement', fr: 'Prothèse totale de hanche' },
      { en: 'Fracture repair', fr: 'Réparation de fracture' },
      { en: 'Patellar luxation repair', fr: 'Correction de luxation de la rotule' },
    ],
    title: 'Orthopedic Surgeon',
    areaFr: 'chirurgie orthopédique',
    credential: 'DACVS-SA',
    focus: { en: 'cruciate ligament disease and joint replacement', fr: 'la chirurgie du ligament croisé' },
  },
  'Soft Tissue Surgery': {
    waitWeights: W_MEDIUM,
    emergencyChance: 0.5,
    notes: ['Surgical emergencies accepted 24/7', 'Laparoscopy available', 'Brachycephalic airway surgery list'],
    pricings: [
      { en: 'Surgical consultation', fr: 'Consultation en chirurgie', low: 200, high: 300 },
      { en: 'Exploratory laparotomy', fr: 'Laparotomie exploratoire', low: 3000, high: 5500 },
      { en: 'Brachycephalic airway surgery (BOAS)', fr: 'Chirurgie du syndrome brachycéphale', low: 2500, high: 4000 },
      { en: 'Laparoscopic gastropexy', fr: 'Gastropexie par laparoscopie', low: 1800, high: 2800 },
      { en: 'Mass removal with wide margins', fr: 'Exérèse de masse avec marges larges', low: 1200, high: 3000, desc: 'Histopathology included.' },
      { en: 'Total ear canal ablation (TECA)', fr: 'Ablation totale du conduit auditif', low: 3500, high: 5000 },
    ],
    procedures: [
      { en: 'BOAS surgery', fr: 'Chirurgie du syndrome brachycéphale' },
      { en: 'Laparoscopic gastropexy', fr: 'Gastropexie par laparoscopie' },
      { en: 'TECA', fr: 'Ablation du conduit auditif' },
      { en: 'Mass removal', fr: 'Exérèse de masse' },
    ],
    title: 'Soft Tissue Surgeon',
    areaFr: 'chirurgie des tissus mous',
    credential: 'DACVS-SA',
    focus: { en: 'minimally invasive and oncologic surgery', fr: 'la chirurgie minimalement invasive' },
  },
  'Emergency & Critical Care': {
    waitWeights: W_EMERGENCY,
    emergencyChance: 0.97,
    notes: ['Open 24/7, 365 days', 'Call ahead for critical transfers', 'Blood bank and oxygen cages on site'],
    pricings: [
      { en: 'Emergency examination', fr: 'Examen d’urgence', low: 175, high: 275 },
      { en: 'ICU hospitalization (per 24 h)', fr: 'Soins intensifs (par 24 h)', low: 1200, high: 2500 },
      { en: 'GDV stabilization & surgery', fr: 'Dilatation-torsion gastrique : stabilisation et chirurgie', low: 5500, high: 8500 },
      { en: 'Blood transfusion', fr: 'Transfusion sanguine', low: 800, high: 1400 },
      { en: 'Oxygen therapy (per 24 h)', fr: 'Oxygénothérapie (par 24 h)', low: 450, high: 800 },
    ],
    procedures: [
      { en: 'Critical care transfer', fr: 'Transfert aux soins intensifs' },
      { en: 'Emergency surgery', fr: 'Chirurgie d’urgence' },
    ],
    title: 'Emergency & Critical Care Specialist',
    areaFr: 'urgence et soins intensifs',
    credential: 'DACVECC',
    focus: { en: 'trauma and septic shock', fr: 'la médecine d’urgence et la traumatologie' },
  },
  'Diagnostic Imaging': {
    waitWeights: W_FAST,
    emergencyChance: 0.4,
    notes: ['Radiologist report within 24 h', 'Teleradiology reads for referring clinics', 'CT under sedation in most cases'],
    pricings: [
      { en: 'CT scan', fr: 'Tomodensitométrie (TDM)', low: 1400, high: 2400, desc: 'Includes sedation and radiologist report.', descFr: 'Sédation et rapport du radiologiste inclus.' },
      { en: 'MRI', fr: 'IRM', low: 2200, high: 3500 },
      { en: 'Abdominal ultrasound (radiologist)', fr: 'Échographie abdominale (radiologiste)', low: 450, high: 750 },
      { en: 'Radiograph review (teleradiology)', fr: 'Interprétation de radiographies (téléradiologie)', low: 120, high: 200 },
      { en: 'Ultrasound-guided aspirates', fr: 'Cytoponctions échoguidées', low: 300, high: 500 },
    ],
    procedures: [
      { en: 'CT scan', fr: 'Tomodensitométrie' },
      { en: 'MRI', fr: 'IRM' },
      { en: 'Abdominal ultrasound', fr: 'Échographie abdominale' },
    ],
    title: 'Board-certified Radiologist',
    areaFr: 'imagerie médicale',
    credential: 'DACVR',
    focus: { en: 'cross-sectional imaging', fr: 'l’imagerie en coupe' },
  },
  'Dentistry & Oral Surgery': {
    waitWeights: W_SLOW,
    emergencyChance: 0.1,
    notes: ['Full-mouth dental radiographs for every patient', 'Jaw fractures accepted urgently', 'Cone-beam CT available'],
    pricings: [
      { en: 'Oral exam & dental radiographs', fr: 'Examen buccal et radiographies dentaires', low: 900, high: 1500 },
      { en: 'Dental cleaning with extractions', fr: 'Détartrage avec extractions', low: 1500, high: 3200 },
      { en: 'Root canal therapy (per tooth)', fr: 'Traitement de canal (par dent)', low: 1800, high: 2800 },
      { en: 'Mandibulectomy / maxillectomy', fr: 'Mandibulectomie / maxillectomie', low: 4500, high: 7500 },
      { en: 'Feline full-mouth extractions', fr: 'Extractions complètes chez le chat', low: 2200, high: 3500 },
    ],
    procedures: [
      { en: 'Root canal therapy', fr: 'Traitement de canal' },
      { en: 'Dental extractions', fr: 'Extractions dentaires' },
      { en: 'Maxillectomy', fr: 'Maxillectomie' },
    ],
    title: 'Veterinary Dentist',
    areaFr: 'dentisterie et chirurgie buccale',
    credential: 'DAVDC',
    focus: { en: 'endodontics and oral tumour surgery', fr: 'l’endodontie' },
  },
  'Anesthesia & Analgesia': {
    waitWeights: W_FAST,
    emergencyChance: 0.2,
    notes: ['Anesthesia for high-risk patients of other services', 'Chronic pain clinic once a month', 'Epidurals and nerve blocks for orthopedic cases'],
    pricings: [
      { en: 'Anesthesia consultation (high-risk patient)', fr: 'Consultation en anesthésie (patient à risque)', low: 200, high: 350 },
      { en: 'Regional nerve block', fr: 'Bloc nerveux locorégional', low: 250, high: 450 },
      { en: 'Chronic pain consultation', fr: 'Consultation douleur chronique', low: 225, high: 325 },
    ],
    procedures: [
      { en: 'High-risk anesthesia', fr: 'Anesthésie à risque élevé' },
      { en: 'Chronic pain consultation', fr: 'Consultation douleur chronique' },
    ],
    title: 'Board-certified Anesthesiologist',
    areaFr: 'anesthésie et analgésie',
    credential: 'DACVAA',
    focus: { en: 'anesthesia for high-risk and geriatric patients', fr: 'l’anesthésie des patients à risque' },
  },
  'Behavioural Medicine': {
    waitWeights: W_SLOW,
    emergencyChance: 0,
    notes: ['Virtual consultations available', 'Questionnaire required before first visit', 'Long initial appointments (2–3 h)'],
    pricings: [
      { en: 'Behaviour consultation (initial, 2–3 h)', fr: 'Consultation comportementale (initiale, 2–3 h)', low: 450, high: 700 },
      { en: 'Behaviour follow-up', fr: 'Suivi comportemental', low: 150, high: 250 },
      { en: 'Virtual behaviour consultation', fr: 'Consultation comportementale virtuelle', low: 350, high: 500 },
    ],
    procedures: [
      { en: 'Initial behaviour consultation', fr: 'Consultation comportementale initiale' },
      { en: 'Virtual behaviour consultation', fr: 'Consultation virtuelle' },
    ],
    title: 'Veterinary Behaviourist',
    areaFr: 'médecine comportementale',
    credential: 'DACVB',
    focus: { en: 'fear, anxiety and aggression', fr: 'l’anxiété et l’agressivité' },
  },
  'Exotic Animal Medicine': {
    waitWeights: W_MEDIUM,
    emergencyChance: 0.4,
    notes: ['Rabbits, birds, reptiles and small mammals', 'Gut stasis rabbits seen same day', 'Husbandry review included'],
    pricings: [
      { en: 'Exotic animal consultation', fr: 'Consultation animaux exotiques', low: 120, high: 200 },
      { en: 'Avian wellness exam & bloodwork', fr: 'Examen aviaire et bilan sanguin', low: 250, high: 400 },
      { en: 'Rabbit dental treatment', fr: 'Soins dentaires chez le lapin', low: 450, high: 900 },
      { en: 'Rabbit spay', fr: 'Stérilisation de lapine', low: 550, high: 850 },
      { en: 'Reptile radiographs & husbandry review', fr: 'Radiographies et bilan d’élevage (reptiles)', low: 250, high: 400 },
    ],
    procedures: [
      { en: 'Rabbit dental', fr: 'Dentisterie du lapin' },
      { en: 'Rabbit spay', fr: 'Stérilisation de lapine' },
      { en: 'Avian wellness exam', fr: 'Examen aviaire' },
    ],
    title: 'Exotic Animal Veterinarian',
    areaFr: 'médecine des animaux exotiques',
    credential: 'DABVP (Exotic Companion Mammal)',
    focus: { en: 'rabbit and avian medicine', fr: 'la médecine aviaire et des lapins' },
  },
  'Rehabilitation & Sports Medicine': {
    waitWeights: W_FAST,
    emergencyChance: 0,
    notes: ['Underwater treadmill on site', 'Post-surgical packages available', 'Working and agility dogs welcome'],
    pricings: [
      { en: 'Rehabilitation assessment', fr: 'Évaluation en réadaptation', low: 175, high: 275 },
      { en: 'Underwater treadmill session', fr: 'Séance de tapis roulant aquatique', low: 60, high: 95 },
      { en: 'Post-TPLO rehabilitation package (8 sessions)', fr: 'Forfait réadaptation post-TPLO (8 séances)', low: 650, high: 950 },
      { en: 'Laser therapy (per session)', fr: 'Thérapie au laser (par séance)', low: 45, high: 80 },
      { en: 'Gait analysis', fr: 'Analyse de la démarche', low: 250, high: 400 },
    ],
    procedures: [
      { en: 'Rehabilitation assessment', fr: 'Évaluation en réadaptation' },
      { en: 'Hydrotherapy', fr: 'Hydrothérapie' },
    ],
    title: 'Rehabilitation Veterinarian',
    areaFr: 'réadaptation et médecine sportive',
    credential: 'DACVSMR',
    focus: { en: 'post-operative recovery and canine athletes', fr: 'la réadaptation postopératoire' },
  },
};

/** Quotes not tied to one service (specialty_id null). */
export const GENERAL_QUOTES: readonly PricingTemplate[] = [
  { en: 'Specialist referral consultation', fr: 'Consultation de référence', low: 225, high: 350 },
  { en: 'Hospitalization (per day)', fr: 'Hospitalisation (par jour)', low: 350, high: 800 },
  { en: 'Pre-anesthetic bloodwork (CBC & chemistry)', fr: 'Bilan sanguin préanesthésique', low: 220, high: 340 },
  { en: 'Radiographs (2 views)', fr: 'Radiographies (2 vues)', low: 280, high: 420 },
];

export const FRENCH_NOTES = [
  'Consultations du lundi au vendredi',
  'Appelez avant de référer un cas urgent',
  'Liste d’attente mise à jour chaque semaine',
  'Rapport transmis au vétérinaire référent sous 24 h',
];

export const FIRST_EN = [
  'Sarah', 'Michael', 'Priya', 'Daniel', 'Emily', 'Jasmine', 'Ravi', 'Megan', 'Liam', 'Hannah', 'Owen', 'Mei',
  'Aisha', 'Connor', 'Natalie', 'Graham', 'Leah', 'Tariq', 'Fiona', 'Marcus', 'Kelsey', 'Jordan', 'Harpreet', 'Noah',
];
export const LAST_EN = [
  'MacDonald', 'Singh', 'Chen', 'Thompson', 'Wong', 'Campbell', 'Patel', 'Fraser', 'Nguyen', 'Kowalski', 'Ahmed',
  'Robertson', 'Lee', 'Gill', 'Murphy', 'Sinclair', 'Okafor', 'Hamilton', 'Morrison', 'Dhillon', 'Stewart', 'Park',
];
// French job titles agree with the person's gender, so the French first names carry it.
export const FIRST_FR_F = ['Amélie', 'Geneviève', 'Isabelle', 'Catherine', 'Marie-Ève', 'Julie', 'Hélène', 'Émilie', 'Chloé'];
export const FIRST_FR_M = ['Étienne', 'Mathieu', 'François', 'Sébastien', 'Louis', 'Benoît', 'Olivier', 'Jérôme', 'Maxime'];
export const LAST_FR = [
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet',
  'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Thériault', 'Dubé',
];
