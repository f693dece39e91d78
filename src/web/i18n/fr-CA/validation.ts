import type en from '../en-CA/validation';
import type { Translation } from './translation';

/**
 * Which message a schema gave, found in the English these translate; shipped with them, since only
 * French needs it (i18n/namespaces/validation.ts).
 */
export { matchMessage } from './validation-match';

/**
 * Les messages de validation des contrats partagés (SPEC §5), en français ; voir en-CA/validation.ts.
 * Les nombres (PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH) sont écrits tels quels : validation.test.ts
 * vérifie qu’ils suivent les constantes.
 */
export default {
  required: 'Ce champ est obligatoire',
  nameRequired: 'Entrez votre nom',
  invalidEmail: 'Adresse courriel invalide',
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordMax: 'Le mot de passe doit contenir au plus 256 caractères',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  roleInvalid: 'Le type de compte doit être Vétérinaire référent ou Clinique spécialisée',
  province: 'Choisissez une des 13 provinces et territoires',
  website: 'Entrez une adresse Web comme www.exemple.ca ou https://exemple.ca',
  websiteUserInfo: 'Une adresse Web ne peut pas contenir de nom d’utilisateur ni de mot de passe (un @ avant le nom du site)',
  tooLong: 'Au plus {{max}} caractères',
  jobTitle: 'Choisissez un des titres de poste\u00a0: Vétérinaire, Technicien(ne) en santé animale, Gestionnaire de clinique, Service à la clientèle, Autre',
  practiceType: 'Choisissez un des types de pratique\u00a0: Pratique générale, Pratique spécialisée, Urgences, Pratique mobile, Autre',
  avatar: 'La photo de profil doit être une image PNG, JPEG ou WebP.',
  currentPasswordRequired: 'Entrez votre mot de passe actuel',
  currentPasswordIncorrect: 'Le mot de passe actuel est incorrect.',
  samePassword: 'Le nouveau mot de passe doit être différent de l’actuel',
  clinicName: 'Le nom de la clinique est obligatoire',
  address: 'L’adresse est obligatoire',
  provinceRequired: 'La province est obligatoire',
  procedureName: 'Le nom de l’intervention est obligatoire',
  priceRange: 'La fourchette de prix est obligatoire',
  waitTime: 'Choisissez une des options de délai d’attente',
  staffName: 'Le nom est obligatoire',
  procedure: 'L’intervention est obligatoire',
  nothingToChange: 'Rien à modifier',
  reviewNote: 'Dites à la clinique pourquoi la fiche est refusée',
  hospitalName: 'Veuillez indiquer le nom de l’hôpital',
  specialtyName: 'Le nom de la spécialité est obligatoire',
  displayOrder: 'L’ordre d’affichage doit être un nombre entier de 0 à 100000',
  needCriteria: 'Choisissez une spécialité, ou entrez un nom d’hôpital, une intervention ou un lieu.',
  radius: 'Choisissez une distance de 1 à 5000 km',
  auditAction: 'Un préfixe d’action compte au plus {{max}} lettres, chiffres, points, traits d’union ou traits de soulignement',
  auditLimit: 'La limite doit être un nombre entier de 1 à {{max}}',
  referralTarget: 'Entrez un nombre entier de 1 à {{max}}',
  id: 'Doit être un nombre entier positif',
  referralDate: 'Utilisez une date comme 2026-11-24',
  referralWeight: 'Le poids doit être un nombre de kilogrammes supérieur à 0 et d’au plus 2000',
  referralMedications: 'Au plus 30 médicaments',
  referralMedicationName: 'Le nom du médicament est obligatoire',
  referralAppointment: 'Utilisez une date et une heure comme 2026-12-01T09:30',
  referralAppointmentRange: 'Le rendez-vous doit être postérieur à l’envoi de la référence et au plus dans 2 ans',
  hoursTime: 'Utilisez une heure comme 08:00',
  hoursOrder: 'La fermeture doit suivre l’ouverture',
  hoursWeek: 'Indiquez les heures des 7 jours, en commençant par lundi',
  referralMessageEmpty: 'Veuillez écrire un message à envoyer',
  referralMessageTooLong: 'Un message compte au plus {{max}}\u00a0caractères',
  incidentDescription: 'Décrivez ce qui s’est passé',
  incidentData: 'Indiquez quels renseignements personnels sont en cause',
  incidentPeople: 'Indiquez à qui appartiennent les renseignements en cause',
  incidentSeriousRisk: 'Indiquez s’il y a un risque de préjudice sérieux',
  incidentPeopleCount: 'Le nombre de personnes doit être un nombre entier, 0 ou plus',
  incidentKnownBeforeOccurred: 'La date où vous avez appris l’incident ne peut pas précéder l’incident',
  searchConceptRequired: 'Saisissez le concept',
  searchConceptLetter: 'Le concept doit comporter une lettre ou un chiffre',
  searchTermRequired: 'Saisissez le terme',
  searchTermLetter: 'Le terme doit comporter une lettre ou un chiffre',
} satisfies Translation<typeof en>;
