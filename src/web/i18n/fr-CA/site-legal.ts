import type en from '../en-CA/site-legal';
import type { Translation } from './translation';

/** Conditions d’utilisation et Politique de confidentialité, partie de l’espace de noms site (docs/decisions/050). */
export default {
  terms: {
    title: 'Conditions d’utilisation',
    date: '12 mai 2023',
    intro:
      'Les présentes conditions d’utilisation régissent votre utilisation de VetReferral, un répertoire de références pour les équipes vétérinaires canadiennes exploité par VetReferral (« VetReferral », « nous »). En créant un compte ou en utilisant le service, vous acceptez les présentes conditions. Si vous utilisez VetReferral pour le compte d’une clinique ou d’un hôpital, vous confirmez que vous êtes autorisé à accepter les présentes conditions en son nom.',
    sections: [
      {
        heading: 'Le service en version bêta',
        body: [
          'VetReferral est actuellement offert gratuitement en tant que service en version bêta. Des fonctionnalités peuvent être modifiées, ajoutées ou retirées pendant que nous développons le service.',
          'Nous vous aviserons avant d’instaurer des frais, et aucuns frais ne vous seront facturés sans votre accord.',
        ],
      },
      {
        heading: 'Comptes',
        body: [
          'VetReferral est destiné aux vétérinaires, aux cliniques et hôpitaux vétérinaires ainsi qu’aux membres du personnel qui travaillent avec eux.',
        ],
        list: [
          'Fournissez des renseignements exacts lors de votre inscription et tenez-les à jour.',
          'Gardez votre mot de passe confidentiel et ne partagez pas votre compte avec d’autres personnes.',
          'Vous êtes responsable des activités effectuées dans votre compte. Avisez-nous sans tarder à support@vetreferral.ca si vous croyez qu’il a été utilisé sans votre autorisation.',
        ],
      },
      {
        heading: 'Fiches, prix et délais d’attente',
        body: [
          'Les profils des hôpitaux, les services, les délais d’attente, l’acceptation des urgences, les remarques et les prix sont fournis par les cliniques elles-mêmes ou saisis en leur nom. Nous ne vérifions pas ces renseignements.',
          'Les prix sont des estimations approximatives et non contractuelles qui varient selon la complexité du cas, et les délais d’attente sont des estimations qui peuvent changer à tout moment. Ni les uns ni les autres ne constituent une soumission, une offre ou une garantie de disponibilité. Confirmez toujours les détails directement auprès de la clinique avant de référer un patient.',
        ],
      },
      {
        heading: 'Jugement professionnel',
        body: [
          'VetReferral est un service d’information. Il ne fournit ni conseils vétérinaires, ni diagnostic, ni traitement, et il ne prend aucune décision de référence.',
          'Les décisions relatives aux soins d’un patient, y compris la décision de le référer ou non, et à quel moment et à quel endroit, demeurent la responsabilité professionnelle du vétérinaire traitant. En cas d’urgence, communiquez directement par téléphone avec l’hôpital qui recevra le patient.',
        ],
      },
      {
        heading: 'Utilisation acceptable',
        body: ['En utilisant VetReferral, vous vous engagez à ne pas :'],
        list: [
          'publier des renseignements faux ou trompeurs, ou que vous n’avez pas le droit de communiquer;',
          'saisir des renseignements personnels sur des clients ou des patients au-delà de ce qu’une référence exige réellement;',
          'copier, extraire automatiquement ou revendre les fiches, ni les utiliser pour envoyer des messages non sollicités;',
          'nuire à la sécurité ou au fonctionnement du service, ni tenter d’accéder à des comptes ou à des données qui ne sont pas les vôtres;',
          'utiliser le service d’une manière qui contrevient à une loi ou à une réglementation professionnelle applicable.',
        ],
      },
      {
        heading: 'Contenu que vous fournissez',
        body: [
          'Vous demeurez propriétaire des renseignements que vous ajoutez à VetReferral. Vous nous accordez une licence non exclusive pour les héberger, les afficher et les communiquer aux autres utilisateurs dans la mesure nécessaire à l’exploitation du service.',
          'Les cliniques ont la responsabilité de garder leurs fiches exactes et à jour.',
        ],
      },
      {
        heading: 'Disponibilité et modifications',
        body: [
          'Puisqu’il s’agit d’un service en version bêta, VetReferral peut être interrompu, ralenti ou modifié, et nous pouvons le suspendre pour des travaux de maintenance. Nous ne garantissons pas qu’il sera toujours disponible ni exempt d’erreurs.',
        ],
      },
      {
        heading: 'Limitation de responsabilité',
        body: [
          'Le service et son contenu sont fournis « tels quels » et « selon leur disponibilité ». Dans la mesure permise par la loi, nous déclinons toute garantie, expresse ou implicite, y compris les garanties d’exactitude, d’adaptation à un usage particulier et d’absence de contrefaçon.',
          'Dans la mesure permise par la loi, VetReferral n’est pas responsable des dommages indirects, accessoires, spéciaux ou consécutifs, ni de la perte de profits, de données ou d’achalandage, découlant de votre utilisation du service ou de la confiance que vous accordez aux renseignements des fiches. Notre responsabilité totale pour toute réclamation liée au service est limitée au plus élevé des deux montants suivants : la somme que vous nous avez versée pour le service au cours des douze mois précédant la réclamation et cent dollars canadiens (100 $ CA).',
          'Rien dans les présentes conditions ne limite un droit dont vous disposez et qui ne peut être limité en vertu de la loi qui s’applique à vous.',
        ],
      },
      {
        heading: 'Suspension et résiliation',
        body: [
          'Vous pouvez cesser d’utiliser VetReferral et nous demander de fermer votre compte à tout moment. Nous pouvons suspendre ou fermer un compte qui enfreint les présentes conditions ou qui met en danger d’autres utilisateurs ou le service, et nous vous en indiquerons la raison lorsque nous pouvons raisonnablement le faire.',
        ],
      },
      {
        heading: 'Modifications des présentes conditions',
        body: [
          'Nous pouvons mettre à jour les présentes conditions. Nous modifierons alors la date indiquée en haut de cette page et, pour les changements importants, nous aviserons les titulaires de compte par courriel avant leur entrée en vigueur. Si vous continuez d’utiliser le service par la suite, vous acceptez les conditions mises à jour.',
        ],
      },
      {
        heading: 'Droit applicable',
        body: [
          'Les présentes conditions sont régies par les lois de la province de l’Ontario et par les lois fédérales du Canada qui s’y appliquent. Les tribunaux de l’Ontario ont compétence pour tout litige, sauf si la loi de votre province ou de votre territoire vous donne le droit d’intenter une procédure ailleurs.',
        ],
      },
      {
        heading: 'Nous joindre',
        body: ['Vous pouvez adresser vos questions sur les présentes conditions à notre équipe de soutien :'],
        email: 'support@vetreferral.ca',
      },
    ],
  },

  privacy: {
    title: 'Politique de confidentialité',
    date: '12 mai 2023',
    intro:
      'VetReferral (« nous ») respecte votre vie privée. La présente politique explique comment nous recueillons, utilisons, communiquons et protégeons les renseignements personnels lorsque vous utilisez VetReferral. Nous traitons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) du Canada et, pour les utilisateurs du Québec, à la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25 du Québec.',
    sections: [
      {
        heading: 'Renseignements que nous recueillons',
        body: [
          'Nous recueillons les renseignements que vous nous fournissez ainsi qu’une quantité limitée de renseignements techniques générés lorsque vous utilisez le service :',
        ],
        terms: [
          {
            term: 'Coordonnées',
            text: 'Votre nom, votre adresse courriel, votre numéro de téléphone ainsi que le nom, l’adresse, la ville et la province de votre clinique ou de votre hôpital.',
          },
          {
            term: 'Renseignements professionnels et de permis',
            text: 'Votre poste, votre type de pratique, votre domaine d’intérêt ou votre spécialité, votre province d’exercice et, pour les vétérinaires, votre numéro de permis ou d’inscription.',
          },
          {
            term: 'Identifiants',
            text: 'Votre nom d’utilisateur (adresse courriel) et votre mot de passe. Nous conservons les mots de passe uniquement sous forme hachée, jamais en texte clair.',
          },
          {
            term: 'Renseignements sur le service',
            text: 'Ce que les cliniques publient (services, délais d’attente, acceptation des urgences, remarques, estimations de prix non contractuelles, consignes de référence, logo) et la façon dont les vétérinaires utilisent le service, par exemple les hôpitaux que vous ajoutez à vos favoris.',
          },
          {
            term: 'Données de journalisation, d’appareil et d’utilisation',
            text: 'Votre adresse IP, votre type de navigateur et d’appareil, les pages consultées ainsi que la date et l’heure des requêtes, que nos serveurs enregistrent automatiquement. Nous utilisons un témoin de connexion pour garder votre session ouverte.',
          },
        ],
        note: 'Quand vous dirigez un patient, la demande contient ce que son formulaire demande : le nom et le téléphone du propriétaire, les renseignements et les antécédents de l’animal, les fichiers que vous joignez et le consentement du propriétaire tel que vous l’inscrivez. Seuls vous et l’équipe de l’hôpital qui la reçoit pouvez la lire, chaque consultation est consignée, et une demande fermée est supprimée après la période de conservation (7 ans, sauf si l’exploitant en fixe une autre).',
      },
      {
        heading: 'Utilisation des renseignements',
        body: ['Nous utilisons les renseignements personnels pour :'],
        list: [
          'créer et gérer votre compte et vous connecter;',
          'publier les fiches des cliniques et les présenter aux utilisateurs connectés;',
          'permettre aux vétérinaires référents de chercher, de comparer et d’enregistrer des hôpitaux;',
          'répondre à vos questions et vous envoyer des avis sur le service, par exemple sur les modifications apportées aux présentes politiques;',
          'assurer la sécurité du service, prévenir les abus et enquêter sur les problèmes;',
          'comprendre comment le service est utilisé afin de l’améliorer, en utilisant des renseignements agrégés dans la mesure du possible;',
          'respecter nos obligations légales.',
        ],
        note: 'Nous utilisons les renseignements personnels uniquement à ces fins, ou à d’autres fins auxquelles vous consentez ou que la loi permet ou exige.',
      },
      {
        heading: 'Communication des renseignements',
        body: ['Nous ne vendons pas de renseignements personnels. Nous les communiquons uniquement :'],
        list: [
          'aux autres utilisateurs, comme le prévoit le service : les profils et les fiches des cliniques sont visibles par les utilisateurs connectés;',
          'aux fournisseurs de services qui hébergent, sécurisent ou soutiennent le service pour notre compte, en vertu de contrats qui les obligent à protéger les renseignements et à ne les utiliser que selon nos instructions;',
          'lorsque la loi l’exige ou le permet, par exemple pour répondre à une demande légale valide;',
          'dans le cadre d’une fusion, d’une acquisition ou de la vente de notre entreprise, sous réserve de protections équivalentes;',
          'avec votre consentement.',
        ],
        note: 'Nos fournisseurs de services peuvent conserver ou traiter des renseignements à l’extérieur de votre province ou du Canada. Dans ce cas, les renseignements sont protégés par contrat, mais ils peuvent être accessibles aux autorités en vertu des lois de ces endroits.',
      },
      {
        heading: 'Lieu d’hébergement de vos renseignements',
        body: ['Les comptes, les fiches et les références, avec leurs fichiers et leurs conversations, sont conservés dans les bases de données sur lesquelles ce service fonctionne.'],
        facts: 'hosting',
      },
      {
        heading: 'Durée de conservation des renseignements',
        body: [
          'Nous conservons les renseignements personnels tant que votre compte est ouvert et aussi longtemps que nécessaire aux fins énoncées ci-dessus. Lorsqu’ils ne sont plus nécessaires, nous les détruisons ou les anonymisons, à moins que nous devions les conserver plus longtemps pour respecter une obligation légale.',
        ],
      },
      {
        heading: 'Sécurité',
        body: [
          'Nous appliquons des mesures de sécurité administratives, techniques et physiques adaptées à la sensibilité des renseignements, notamment le hachage des mots de passe, la sécurisation des sessions et un accès limité aux personnes qui en ont besoin dans le cadre de leur travail.',
          'Aucun système n’est parfaitement sûr. Si une atteinte à la sécurité présente un risque réel de préjudice grave, nous en aviserons les utilisateurs concernés et la signalerons au Commissariat à la protection de la vie privée du Canada et, lorsque la loi l’exige, à la Commission d’accès à l’information du Québec.',
        ],
      },
      {
        heading: 'Vos choix et vos droits',
        list: [
          'Vous pouvez consulter et corriger vous-même la plupart de vos renseignements sur votre page de profil.',
          'Vous pouvez nous demander d’accéder aux renseignements personnels que nous détenons à votre sujet, ou nous demander de les corriger.',
          'Vous pouvez retirer votre consentement ou nous demander de fermer votre compte et de supprimer vos renseignements, sous réserve des exigences légales. Certaines fonctionnalités pourraient ne plus fonctionner sans ces renseignements.',
          'Si vous avez une préoccupation, communiquez d’abord avec notre responsable de la protection des renseignements personnels. Vous pouvez aussi déposer une plainte auprès du Commissariat à la protection de la vie privée du Canada ou, au Québec, auprès de la Commission d’accès à l’information.',
        ],
      },
      {
        heading: 'Modifications de la présente politique',
        body: [
          'Nous pouvons mettre à jour la présente politique. Nous modifierons alors la date indiquée en haut de cette page et, pour les changements importants, nous aviserons les titulaires de compte par courriel.',
        ],
      },
      {
        heading: 'Joindre notre responsable de la protection des renseignements personnels',
        body: [
          'Notre responsable de la protection des renseignements personnels veille à la façon dont nous traitons les renseignements personnels. Pour toute question, demande d’accès ou de rectification, ou pour toute plainte, communiquez avec :',
        ],
        facts: 'officer',
      },
    ],
    facts: {
      loading: 'Chargement…',
      failed: 'Ces coordonnées n’ont pas pu être chargées. Rechargez la page pour réessayer.',
      officerRole: 'Personne responsable de la protection des renseignements personnels',
      officerUnset: 'Le nom de la personne responsable n’a pas encore été publié. Écrivez-nous au moyen de la page de contact : nous lui transmettrons votre demande.',
      contactPage: 'Page de contact',
      hostedIn: 'Vos renseignements sont hébergés au lieu suivant : {{location}}.',
      hostedUnset: 'Demandez à la personne responsable de la protection des renseignements personnels où vos renseignements sont hébergés.',
    },
  },
} satisfies Translation<typeof en>;
