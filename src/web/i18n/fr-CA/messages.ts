import type en from '../en-CA/messages';
import type { Translation } from './translation';

/** Messages des vétérinaires aux cliniques (issue 18) : l’onglet de la clinique et les messages envoyés du vétérinaire. */
export default {
  sentTitle: 'Messages envoyés',
  sentIntro: 'Les messages que vous avez envoyés aux cliniques depuis leur page interne. Les cliniques vous répondent par courriel.',
  inboxTitle: 'Messages reçus',
  inboxIntro: 'Les messages que des vétérinaires référents ont envoyés à votre clinique. Répondez-leur par courriel ou par téléphone.',
  readNote: 'Ouvrir cet onglet marque les messages affichés comme lus pour toute votre équipe.',
  loading: 'Chargement des messages…',
  loadFailed: 'Nous n’avons pas pu charger vos messages.',
  retry: 'Réessayer',
  emptyInboxTitle: 'Aucun message pour l’instant…',
  emptyInboxBody: 'Quand un vétérinaire référent écrit à votre clinique depuis sa page interne, le message s’affiche ici.',
  emptySentTitle: 'Aucun message envoyé pour l’instant',
  emptySentBody: 'Pour écrire à une clinique, ouvrez sa page interne depuis le profil de l’hôpital et choisissez Envoyer un message.',
  findHospital: 'Trouver un hôpital',
  inboxLabel: 'Messages reçus',
  sentLabel: 'Messages envoyés',
  new: 'Nouveau',
  to: 'À',
  email: 'Courriel',
  phone: 'Téléphone',
  unread_one: '{{count}} message non lu',
  unread_other: '{{count}} messages non lus',
  sendFailed: 'Message non envoyé',
  markReadFailed: 'Les messages n’ont pas pu être marqués comme lus',
} satisfies Translation<typeof en>;
