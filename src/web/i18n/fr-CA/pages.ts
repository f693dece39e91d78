import type en from '../en-CA/pages';
import type { Translation } from './translation';

/** Titres des pages dont le contenu est ajouté par des travaux ultérieurs. */
export default {
  home: 'Accueil',
  profile: 'Profil',
  vetDashboard: 'Centre de référence vétérinaire',
  clinicDashboard: 'Tableau de bord de la clinique',
  adminDashboard: 'Tableau de bord de l’administration',
  hospital: 'Profil de l’hôpital',
  hospitalInternal: 'Renseignements sur la clinique',
  redirecting: 'Redirection vers votre tableau de bord…',
  vetOnly: 'Accès refusé. Cette page est réservée aux vétérinaires référents.',
  clinicOnly: 'Accès refusé. Cette page est réservée aux cliniques.',
  internalVetOnly: 'Cette page est accessible uniquement aux vétérinaires référents.',
} satisfies Translation<typeof en>;
