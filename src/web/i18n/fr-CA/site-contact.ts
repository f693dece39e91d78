import type en from '../en-CA/site-contact';
import type { Translation } from './translation';

/** La page Nous joindre, partie de l’espace de noms site (docs/decisions/050). */
export default {
  contact: {
    title: 'Nous joindre',
    lead: 'Des questions sur VetReferral, votre compte ou une fiche? Écrivez à notre équipe de soutien et nous vous répondrons par courriel.',
    email: {
      heading: 'Courriel',
      body: 'Pour le soutien, l’aide avec votre compte et vos commentaires :',
      address: 'support@vetreferral.ca',
    },
    location: {
      heading: 'Emplacement',
      body: 'Canada',
      detail: 'VetReferral est conçu pour les équipes vétérinaires de partout au Canada.',
    },
    urgent: {
      heading: 'Pour les cas urgents',
      body: 'VetReferral ne peut pas donner de conseils vétérinaires ni organiser des soins d’urgence. Pour un patient urgent, téléphonez directement à l’hôpital vétérinaire spécialisé.',
    },
    faq: {
      heading: 'Foire aux questions',
      account: {
        question: 'Comment créer un compte?',
        answer:
          'Choisissez Se connecter dans la barre du haut, ouvrez l’onglet Inscription, entrez votre adresse courriel et un mot de passe, puis choisissez Vétérinaire référent ou Clinique spécialisée comme type de compte. Vous pourrez compléter votre profil après vous être connecté.',
        link: 'Ouvrir la page de connexion et d’inscription',
      },
      cost: {
        question: 'VetReferral est-il payant pendant la période bêta?',
        answer: 'Non. VetReferral est gratuit pour les vétérinaires référents et les cliniques spécialisées pendant la période bêta.',
      },
      technical: {
        question: 'Que faire si quelque chose ne fonctionne pas?',
        answer:
          'Actualisez la page et reconnectez-vous. Si le problème persiste, écrivez à support@vetreferral.ca en indiquant ce que vous tentiez de faire, l’adresse de la page ainsi que votre navigateur et votre appareil. Veuillez ne pas inclure de renseignements sur vos clients ou vos patients.',
      },
    },
  },
} satisfies Translation<typeof en>;
