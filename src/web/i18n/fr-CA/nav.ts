import type en from '../en-CA/nav';
import type { Translation } from './translation';

export default {
  home: 'Accueil de VetReferral',
  about: 'À propos',
  contact: 'Nous joindre',
  dashboard: 'Tableau de bord',
  profile: 'Profil',
  messages: 'Messages',
  messagesUnread_one: 'Messages, {{count}} non lu',
  messagesUnread_other: 'Messages, {{count}} non lus',
  login: 'Se connecter',
  logout: 'Se déconnecter',
  openMenu: 'Ouvrir le menu',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  mainNav: 'Navigation principale',
  signedInAs: 'Connecté en tant que {{username}}',
  account: 'Votre compte',
  roles: { vet: 'Vétérinaire référent', clinic: 'Clinique spécialisée', admin: 'Administrateur' },
  footer: {
    family: 'VetReferral fait partie d’une famille de produits conçus pour les équipes vétérinaires canadiennes.',
    copyright: '© {{year}} VetReferral. Tous droits réservés.',
    about: 'À propos',
    privacy: 'Confidentialité',
    terms: 'Conditions d’utilisation',
    contact: 'Nous joindre',
    label: 'Pied de page',
  },
  language: {
    label: 'Langue',
    names: { 'en-CA': 'English', 'fr-CA': 'Français' },
    short: { 'en-CA': 'EN', 'fr-CA': 'FR' },
    saveFailed: 'Votre langue n’a pas pu être enregistrée dans votre compte',
  },
  logoutFailed: 'Échec de la déconnexion',
} satisfies Translation<typeof en>;
