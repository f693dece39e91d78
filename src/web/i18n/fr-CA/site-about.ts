import type en from '../en-CA/site-about';
import type { Translation } from './translation';

/** La page À propos, partie de l’espace de noms site (docs/decisions/050). */
export default {
  about: {
    title: 'À propos de VetReferral',
    lead: 'VetReferral est un répertoire de références conçu pour les équipes vétérinaires canadiennes. Il met en relation les vétérinaires généralistes et les cliniques et hôpitaux spécialisés, et donne aux deux parties les renseignements dont dépend une bonne référence.',
    mission: {
      heading: 'Notre mission',
      body: 'Aider les patients à voir le bon spécialiste plus rapidement en rendant les renseignements sur les références (services, délais d’attente, acceptation des urgences et exigences de référence) faciles à trouver et faciles à tenir à jour.',
    },
    vision: {
      heading: 'Notre vision',
      body: 'Un Canada où chaque équipe de médecine générale, en grande ville comme en région rurale, peut voir quels services spécialisés sont offerts, quel est le délai d’attente et comment référer un patient, sans faire une série d’appels.',
    },
    how: {
      heading: 'Comment ça fonctionne',
      gps: {
        title: 'Pour les vétérinaires généralistes',
        body: 'Cherchez parmi les hôpitaux vétérinaires spécialisés par spécialité, par intervention ou par nom d’hôpital, et filtrez par province. Chaque profil indique les délais d’attente estimés, l’acceptation ou non des urgences, les estimations de prix non contractuelles et les consignes de référence de l’hôpital. Ajoutez à vos favoris les hôpitaux que vous consultez le plus souvent.',
      },
      clinics: {
        title: 'Pour les cliniques spécialisées',
        body: 'Créez le profil de votre hôpital, choisissez les spécialités que vous offrez et tenez à jour vos délais d’attente, votre disponibilité pour les urgences et vos remarques. Ajoutez des fourchettes de prix approximatives pour les interventions courantes, clairement présentées comme des estimations non contractuelles.',
      },
      communication: {
        title: 'Pour la communication',
        body: 'Chaque fiche comprend les coordonnées et les consignes de référence de la clinique, pour que les vétérinaires référents sachent quoi envoyer et où. Les cliniques répondent à moins de demandes de routine, et les appels qu’elles prennent portent sur le patient.',
      },
    },
    team: {
      heading: 'Notre équipe',
      intro:
        'VetReferral est conçu par une petite équipe au Canada qui réunit une expérience en médecine vétérinaire et en développement logiciel.',
      roles: {
        vets: {
          title: 'Conseillers vétérinaires',
          body: 'Des vétérinaires généralistes et spécialistes qui examinent comment les références se passent réellement en clinique et gardent le produit ancré dans la pratique quotidienne.',
        },
        engineers: {
          title: 'Développeurs logiciels',
          body: 'Des développeurs qui conçoivent, construisent et exploitent la plateforme, en tenant compte dès le départ de la confidentialité et de la fiabilité.',
        },
        support: {
          title: 'Soutien aux cliniques',
          body: 'Des personnes qui aident les hôpitaux spécialisés à créer leur fiche et qui répondent aux questions des vétérinaires référents.',
        },
      },
    },
    join: {
      heading: 'Joignez-vous à VetReferral',
      body: 'Gratuit pendant la période bêta pour les vétérinaires référents et les cliniques spécialisées.',
    },
  },
} satisfies Translation<typeof en>;
