import type en from '../en-CA/common';
import type { Translation } from './translation';

export default {
  appName: 'VetReferral',
  loading: 'Chargement…',
  close: 'Fermer',
  /** The toast region, named for screen readers with the key that focuses it. */
  notifications: 'Notifications ({{hotkey}})',
  cancel: 'Annuler',
  save: 'Enregistrer',
  back: 'Retour',
  referPatient: 'Référer un patient',
  referPatientTo: 'Référer un patient à {{name}}',
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a peut-être été déplacée.',
    hint: 'Avez-vous oublié d’ajouter la page au routeur?',
    home: 'Aller à la page d’accueil',
  },
  accessDenied: 'Accès refusé',
  comingSoon: 'Cette section est en cours de construction et sera offerte sous peu.',
  pageFailed: {
    title: 'Cette page n’a pas pu être chargée',
    body: 'Vérifiez votre connexion, puis rechargez la page.',
    reload: 'Recharger',
  },
} satisfies Translation<typeof en>;
