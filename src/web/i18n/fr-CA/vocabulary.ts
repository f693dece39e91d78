import { SPECIALTY_NAMES_FR } from '@shared/specialties';
import type en from '../en-CA/vocabulary';
import type { Translation } from './translation';

/**
 * Libellés français des valeurs de domaine affichées hors des catalogues (voir en-CA/vocabulary.ts) :
 * chaque valeur stockée, telle que le serveur la conserve, associée à son libellé français.
 */
export default {
  provinces: {
    Alberta: 'Alberta',
    'British Columbia': 'Colombie-Britannique',
    Manitoba: 'Manitoba',
    'New Brunswick': 'Nouveau-Brunswick',
    'Newfoundland and Labrador': 'Terre-Neuve-et-Labrador',
    'Northwest Territories': 'Territoires du Nord-Ouest',
    'Nova Scotia': 'Nouvelle-Écosse',
    Nunavut: 'Nunavut',
    Ontario: 'Ontario',
    'Prince Edward Island': 'Île-du-Prince-Édouard',
    Quebec: 'Québec',
    Saskatchewan: 'Saskatchewan',
    Yukon: 'Yukon',
  },
  waitTimes: {
    '<1 week': 'Moins d’une semaine',
    '1–2 weeks': '1 à 2 semaines',
    '1-2 weeks': '1 à 2 semaines',
    '2–4 weeks': '2 à 4 semaines',
    '2-4 weeks': '2 à 4 semaines',
    '4-6 weeks': '4 à 6 semaines',
    '6-8 weeks': '6 à 8 semaines',
    '>8 weeks': 'Plus de 8 semaines',
    '1-2 months': '1 à 2 mois',
    '>2 months': 'Plus de 2 mois',
    'Not accepting': 'Aucune référence acceptée',
    'Not accepting new cases': 'Aucun nouveau cas accepté',
  },
  jobTitles: {
    Veterinarian: 'Vétérinaire',
    Technician: 'Technicien(ne) en santé animale',
    'Practice Manager': 'Gestionnaire de clinique',
    'Client Services': 'Service à la clientèle',
    Other: 'Autre',
  },
  practiceTypes: {
    'General Practice': 'Pratique générale',
    Specialty: 'Pratique spécialisée',
    Emergency: 'Urgences',
    Mobile: 'Pratique mobile',
    Other: 'Autre',
  },
  roles: {
    vet: 'Vétérinaire référent',
    clinic: 'Clinique spécialisée',
    admin: 'Administrateur',
  },
  specialties: SPECIALTY_NAMES_FR,

  specialtyNotes: {
    'Added by admin': 'Ajouté par l’administration',
  },
} satisfies Translation<typeof en>;
