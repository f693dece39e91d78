import type { OWNER_LANGUAGES, REFERRAL_TYPES, SEXES, SPECIES, URGENCIES } from '@shared/contracts/referrals';
import type { AgeUnit } from '@shared/patient-age';
import labelsEn, { type ReferralLabels } from '@shared/referral-labels/en';
import labelsFr from '@shared/referral-labels/fr';

/** The letter's two languages: the referral's owner language values. */
export type LetterLanguage = (typeof OWNER_LANGUAGES)[number];

/**
 * Every word of the referral letter and the report (issue 20), in both languages. One typed record
 * per language, so a missing key fails `tsc` (as the mail strings do). The vocabularies use the web
 * catalogues' wording (src/web/i18n/{en-CA,fr-CA}/referrals.ts, `vocab`); the server cannot import
 * them (web → shared ← server), but statuses and decline reasons come from the catalogue both sides
 * read (src/shared/referral-labels). French follows the catalogues' typography: a no-break space before
 * « : » and inside « », none before ? ! ;.
 */
export interface LetterStrings {
  /** The Intl locale of dates and numbers. */
  locale: 'en-CA' | 'fr-CA';
  /** Between a label and its value. */
  colon: string;
  product: string;
  letterTitle: string;
  reportTitle: string;
  referralNumber: (id: number) => string;
  page: (n: number, of: number) => string;
  draft: string;
  emergency: (phone: string | null) => string;
  sections: {
    hospital: string;
    vet: string;
    referral: string;
    patient: string;
    clinical: string;
    medications: string;
    owner: string;
    attachments: string;
    report: string;
    reportFiles: string;
  };
  fields: {
    date: string;
    name: string;
    address: string;
    clinic: string;
    phone: string;
    email: string;
    licence: string;
    status: string;
    urgency: string;
    type: string;
    specialty: string;
    procedure: string;
    reason: string;
    question: string;
    submitted: string;
    declineReason: string;
    appointment: string;
    completed: string;
    species: string;
    breed: string;
    sex: string;
    dateOfBirth: string;
    age: string;
    weight: string;
    history: string;
    treatments: string;
    tests: string;
    medication: string;
    dose: string;
    frequency: string;
    language: string;
    consent: string;
    owner: string;
    filename: string;
    description: string;
    size: string;
    fileType: string;
  };
  weight: (kg: string, on: string | null) => string;
  /** An approximate age read as a count (patient-age.ts), in the letter's language. */
  ageValue: (count: number, unit: AgeUnit) => string;
  consentGiven: (by: string, when: string) => string;
  consentNot: string;
  notGiven: string;
  noMedications: string;
  noAttachments: string;
  noReportFiles: string;
  size: { b: (n: string) => string; kb: (n: string) => string; mb: (n: string) => string };
  vocab: {
    species: { [K in (typeof SPECIES)[number]]: string };
    sex: { [K in (typeof SEXES)[number]]: string };
    urgency: { [K in (typeof URGENCIES)[number]]: string };
    type: { [K in (typeof REFERRAL_TYPES)[number]]: string };
    status: ReferralLabels['status'];
    language: { [K in LetterLanguage]: string };
    declineReason: ReferralLabels['declineReason'];
  };
}

const en: LetterStrings = {
  locale: 'en-CA',
  colon: ': ',
  product: 'VetReferral',
  letterTitle: 'Referral letter',
  reportTitle: 'Referral report',
  referralNumber: (id) => `Referral #${id}`,
  page: (n, of) => `Page ${n} of ${of}`,
  draft: 'Draft: this referral has not been sent to the hospital.',
  emergency: (phone) => (phone ? `Emergency: phone the hospital first, at ${phone}, before sending the patient.` : 'Emergency: phone the hospital first, before sending the patient.'),
  sections: {
    hospital: 'Receiving hospital',
    vet: 'Referring veterinarian',
    referral: 'Referral',
    patient: 'Patient',
    clinical: 'Clinical information',
    medications: 'Current medications',
    owner: 'Owner',
    attachments: 'Attachments',
    report: 'Report',
    reportFiles: 'Report files',
  },
  fields: {
    date: 'Date',
    name: 'Name',
    address: 'Address',
    clinic: 'Clinic',
    phone: 'Phone',
    email: 'E-mail',
    licence: 'Licence number',
    status: 'Status',
    urgency: 'Urgency',
    type: 'Type of referral',
    specialty: 'Specialty',
    procedure: 'Procedure or service requested',
    reason: 'Reason for referral',
    question: 'Question for the specialist',
    submitted: 'Sent',
    declineReason: 'Reason declined',
    appointment: 'Appointment',
    completed: 'Completed',
    species: 'Species',
    breed: 'Breed',
    sex: 'Sex',
    dateOfBirth: 'Date of birth',
    age: 'Approximate age',
    weight: 'Weight',
    history: 'History and presenting complaint',
    treatments: 'Treatments so far',
    tests: 'Tests and results',
    medication: 'Medication',
    dose: 'Dose',
    frequency: 'Frequency',
    language: 'Preferred language',
    consent: 'Consent to share',
    owner: 'Owner',
    filename: 'File',
    description: 'Description',
    size: 'Size',
    fileType: 'Type',
  },
  weight: (kg, on) => (on ? `${kg} kg on ${on}` : `${kg} kg`),
  ageValue: (n, unit) => `${n} ${{ years: n === 1 ? 'year' : 'years', months: n === 1 ? 'month' : 'months', weeks: n === 1 ? 'week' : 'weeks' }[unit]}`,
  consentGiven: (by, when) => `The owner agreed to share these records with the hospital (attested by ${by}, ${when}).`,
  consentNot: 'Not given',
  notGiven: 'Not given',
  noMedications: 'No medications listed.',
  noAttachments: 'No files attached.',
  noReportFiles: 'No report files.',
  size: { b: (n) => `${n} B`, kb: (n) => `${n} KB`, mb: (n) => `${n} MB` },
  vocab: {
    species: { dog: 'Dog', cat: 'Cat', rabbit: 'Rabbit', ferret: 'Ferret', bird: 'Bird', reptile: 'Reptile', small_mammal: 'Small mammal', horse: 'Horse', other: 'Other' },
    sex: { male: 'Male', male_neutered: 'Male (neutered)', female: 'Female', female_spayed: 'Female (spayed)', unknown: 'Unknown' },
    urgency: { emergency: 'Emergency', priority: 'Priority', routine: 'Routine' },
    type: { consult: 'Consultation', transfer: 'Transfer of care' },
    status: labelsEn.status,
    language: { en: 'English', fr: 'French' },
    declineReason: labelsEn.declineReason,
  },
};

const fr: LetterStrings = {
  locale: 'fr-CA',
  colon: '\u00a0: ',
  product: 'VetReferral',
  letterTitle: 'Lettre de référence',
  reportTitle: 'Rapport de référence',
  referralNumber: (id) => `Référence no\u00a0${id}`,
  page: (n, of) => `Page ${n} de ${of}`,
  draft: 'Brouillon\u00a0: cette référence n’a pas été envoyée à l’hôpital.',
  emergency: (phone) =>
    phone
      ? `Urgence\u00a0: téléphonez d’abord à l’hôpital, au ${phone}, avant d’envoyer le patient.`
      : 'Urgence\u00a0: téléphonez d’abord à l’hôpital avant d’envoyer le patient.',
  sections: {
    hospital: 'Hôpital destinataire',
    vet: 'Vétérinaire référent',
    referral: 'Référence',
    patient: 'Patient',
    clinical: 'Renseignements cliniques',
    medications: 'Médicaments actuels',
    owner: 'Propriétaire',
    attachments: 'Pièces jointes',
    report: 'Rapport',
    reportFiles: 'Fichiers du rapport',
  },
  fields: {
    date: 'Date',
    name: 'Nom',
    address: 'Adresse',
    clinic: 'Clinique',
    phone: 'Téléphone',
    email: 'Courriel',
    licence: 'Numéro de permis',
    status: 'Statut',
    urgency: 'Urgence',
    type: 'Type de référence',
    specialty: 'Spécialité',
    procedure: 'Intervention ou service demandé',
    reason: 'Motif de la référence',
    question: 'Question pour le spécialiste',
    submitted: 'Envoyée le',
    declineReason: 'Motif du refus',
    appointment: 'Rendez-vous',
    completed: 'Terminée le',
    species: 'Espèce',
    breed: 'Race',
    sex: 'Sexe',
    dateOfBirth: 'Date de naissance',
    age: 'Âge approximatif',
    weight: 'Poids',
    history: 'Anamnèse et motif de consultation',
    treatments: 'Traitements jusqu’ici',
    tests: 'Examens et résultats',
    medication: 'Médicament',
    dose: 'Dose',
    frequency: 'Fréquence',
    language: 'Langue préférée',
    consent: 'Consentement à la communication',
    owner: 'Propriétaire',
    filename: 'Fichier',
    description: 'Description',
    size: 'Taille',
    fileType: 'Type',
  },
  weight: (kg, on) => (on ? `${kg}\u00a0kg le ${on}` : `${kg}\u00a0kg`),
  ageValue: (n, unit) => `${n}\u00a0${{ years: n < 2 ? 'an' : 'ans', months: 'mois', weeks: n < 2 ? 'semaine' : 'semaines' }[unit]}`,
  consentGiven: (by, when) => `Le propriétaire a accepté que ces dossiers soient communiqués à l’hôpital (attesté par ${by}, le ${when}).`,
  consentNot: 'Non donné',
  notGiven: 'Non indiqué',
  noMedications: 'Aucun médicament indiqué.',
  noAttachments: 'Aucun fichier joint.',
  noReportFiles: 'Aucun fichier de rapport.',
  size: { b: (n) => `${n}\u00a0o`, kb: (n) => `${n}\u00a0Ko`, mb: (n) => `${n}\u00a0Mo` },
  vocab: {
    species: { dog: 'Chien', cat: 'Chat', rabbit: 'Lapin', ferret: 'Furet', bird: 'Oiseau', reptile: 'Reptile', small_mammal: 'Petit mammifère', horse: 'Cheval', other: 'Autre' },
    sex: { male: 'Mâle', male_neutered: 'Mâle (castré)', female: 'Femelle', female_spayed: 'Femelle (stérilisée)', unknown: 'Inconnu' },
    urgency: { emergency: 'Urgence', priority: 'Prioritaire', routine: 'Courante' },
    type: { consult: 'Consultation', transfer: 'Transfert des soins' },
    status: labelsFr.status,
    language: { en: 'Anglais', fr: 'Français' },
    declineReason: labelsFr.declineReason,
  },
};

export const LETTER_STRINGS: Record<LetterLanguage, LetterStrings> = { en, fr };
