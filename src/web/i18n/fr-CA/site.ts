import type en from '../en-CA/site';
import type { Translation } from './translation';

/**
 * Page d’accueil et textes communs aux pages statiques. Les pages À propos, Nous joindre et les pages
 * juridiques ont leurs textes dans site-about, site-contact et site-legal (docs/decisions/050). Les
 * prix sont toujours présentés comme des estimations non contractuelles (SPEC §1).
 */
export default {
  shared: {
    registerVet: 'S’inscrire comme vétérinaire référent',
    registerClinic: 'S’inscrire comme clinique spécialisée',
    lastUpdated: 'Dernière mise à jour :',
    contents: 'Sur cette page',
    emailLabel: 'Courriel',
  },

  landing: {
    title: 'Trouvez le bon spécialiste pour votre patient',
    documentTitle: 'Références spécialisées pour les vétérinaires canadiens',
    eyebrow: 'Références spécialisées partout au Canada',
    lead: 'VetReferral aide les vétérinaires généralistes canadiens à trouver le bon hôpital vétérinaire spécialisé par spécialité, par intervention ou par province, avec des délais d’attente, l’acceptation des urgences et des consignes de référence tenus à jour par les cliniques elles-mêmes.',
    findSpecialist: 'Trouver un spécialiste',
    joinClinic: 'S’inscrire comme clinique spécialisée',
    heroNote: 'Gratuit pour les vétérinaires référents et les cliniques spécialisées pendant la période bêta.',

    sample: {
      label: 'Exemple de fiche',
      caption: 'Exemple fictif seulement. Ni l’hôpital ni les délais d’attente ne sont réels.',
      name: 'Hôpital vétérinaire spécialisé Exemple',
      location: 'Halifax (N.-É.)',
      waitLabel: 'Délai estimé',
      rows: {
        cardiology: { specialty: 'Cardiologie', wait: '1 à 2 semaines', emergency: 'Accepte les cas d’urgence' },
        orthopedics: { specialty: 'Chirurgie orthopédique', wait: '3 à 4 semaines', emergency: 'N’accepte pas les urgences en ce moment' },
      },
      note: 'Consignes de référence : envoyez l’historique, les analyses sanguines récentes et les radiographies avec votre lettre de référence.',
      priceNote: 'Les prix des interventions sont des estimations non contractuelles qui varient selon la complexité du cas.',
    },

    gp: {
      heading: 'Pour les vétérinaires généralistes',
      intro:
        'Cessez de faire le tour des cliniques au téléphone pour savoir qui peut voir un patient, et quand. Cherchez parmi les hôpitaux vétérinaires spécialisés partout au Canada et référez en ayant dès le départ les renseignements nécessaires.',
      features: {
        search: {
          title: 'Recherche par spécialité, par intervention ou par hôpital',
          body: 'Trouvez la cardiologie, l’oncologie, la neurologie, la dermatologie, la chirurgie et plus encore, puis limitez les résultats à votre province.',
        },
        waits: {
          title: 'Consultez les délais d’attente estimés',
          body: 'Chaque hôpital indique son délai d’attente estimé par spécialité, pour que vous puissiez informer le client avant d’envoyer la référence.',
        },
        emergencies: {
          title: 'Sachez qui accepte les urgences',
          body: 'Les fiches indiquent si une spécialité accepte les cas d’urgence, pour qu’un patient urgent ne soit pas envoyé à un endroit qui ne peut pas le recevoir aujourd’hui.',
        },
        instructions: {
          title: 'Toutes les consignes de référence au même endroit',
          body: 'Voyez ce que chaque hôpital demande avec la lettre de référence (dossiers, imagerie, analyses sanguines) et où l’envoyer, avant même de prendre le téléphone.',
        },
        favourites: {
          title: 'Enregistrez les hôpitaux sur lesquels vous comptez',
          body: 'Ajoutez à vos favoris les hôpitaux spécialisés vers lesquels vous référez le plus souvent et retrouvez leur profil en un clic.',
        },
      },
      cta: 'Créer un compte vétérinaire gratuit',
    },

    clinics: {
      heading: 'Pour les cliniques et hôpitaux spécialisés',
      intro:
        'Publiez les réponses aux questions que les vétérinaires référents posent chaque jour par téléphone et par courriel, et passez moins de temps à les répéter.',
      features: {
        services: {
          title: 'Présentez vos services',
          body: 'Indiquez les spécialités que vous offrez, avec des remarques sur ce que couvre chaque service et la personne à joindre.',
        },
        waits: {
          title: 'Tenez vos délais d’attente à jour',
          body: 'Mettez à jour un délai d’attente ou activez et désactivez l’acceptation des urgences à partir de votre tableau de bord dès que votre horaire change.',
        },
        prices: {
          title: 'Communiquez des estimations de prix non contractuelles',
          body: 'Publiez des fourchettes de prix approximatives pour les interventions courantes. Elles sont toujours présentées comme des estimations non contractuelles qui varient selon la complexité du cas.',
        },
        instructions: {
          title: 'Précisez vos consignes de référence',
          body: 'Indiquez aux vétérinaires référents exactement quoi envoyer et comment vous préférez recevoir les références, pour que les cas arrivent prêts à être planifiés.',
        },
      },
      cta: 'Inscrire votre clinique',
    },

    beta: {
      heading: 'Gratuit pendant la période bêta',
      body: 'VetReferral est gratuit pour les vétérinaires référents et les cliniques spécialisées pendant la période bêta. Nous le développons avec des équipes vétérinaires canadiennes, et vos commentaires orientent la suite.',
      cta: 'Dites-nous ce dont vous avez besoin',
    },

    final: {
      heading: 'Prêt à référer avec moins d’appels?',
      body: 'Créez un compte gratuit en quelques minutes, ou connectez-vous si vous en avez déjà un.',
      cta: 'Se connecter ou créer un compte',
    },
  },
} satisfies Translation<typeof en>;
