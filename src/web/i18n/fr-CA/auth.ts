import type en from '../en-CA/auth';
import type { Translation } from './translation';

export default {
  title: 'Se connecter ou créer un compte',
  tabs: { login: 'Connexion', register: 'Inscription' },
  email: 'Courriel',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  rememberMe: 'Se souvenir de moi',
  forgotPassword: 'Mot de passe oublié?',
  forgotPasswordHint:
    'La réinitialisation du mot de passe n’est pas encore offerte. Communiquez avec nous et nous vous aiderons à récupérer l’accès à votre compte.',
  signIn: 'Se connecter',
  signingIn: 'Connexion en cours…',
  createAccount: 'Créer un compte',
  creatingAccount: 'Création du compte en cours…',
  accountType: 'Type de compte',
  roles: { vet: 'Vétérinaire référent', clinic: 'Clinique spécialisée' },
  loginIntro: 'Bon retour parmi nous. Connectez-vous pour trouver des spécialistes et gérer vos références.',
  registerIntro: 'Créez un compte gratuit. VetReferral est gratuit pendant la période bêta.',
  panel: {
    title: 'Référer sans multiplier les appels',
    findSpecialists: {
      title: 'Trouvez rapidement des spécialistes',
      body: 'Cherchez parmi les hôpitaux vétérinaires spécialisés partout au Canada par spécialité, par intervention ou par nom, et filtrez par province.',
    },
    waitTimes: {
      title: 'Connaissez les délais d’attente avant de référer',
      body: 'Consultez les délais d’attente estimés par spécialité et voyez si les urgences sont acceptées, des renseignements mis à jour par les cliniques elles-mêmes.',
    },
    clinics: {
      title: 'Pour les cliniques spécialisées',
      body: 'Tenez à jour vos services, vos délais d’attente et vos estimations de prix non contractuelles pour que les vétérinaires référents n’aient plus à faire le tour des cliniques au téléphone.',
    },
  },
  loginFailed: 'Échec de la connexion',
  registrationFailed: 'Échec de l’inscription',
  loginSuccess: 'Connexion réussie',
  loginTest: {
    title: 'Connexion d’essai',
    intro: 'Connectez-vous avec le compte de démonstration de vétérinaire référent pour explorer VetReferral.',
    button: 'Se connecter avec le compte d’essai',
    success: 'Vous êtes maintenant connecté avec les identifiants d’essai',
    failed: 'Impossible de se connecter avec les identifiants d’essai',
  },
  adminLogin: {
    title: 'Connexion administrateur',
    intro: 'Réservé aux administrateurs de VetReferral.',
    username: 'Nom d’utilisateur',
    button: 'Se connecter en tant qu’administrateur',
    pending: 'Connexion en cours…',
    success: 'Vous êtes maintenant connecté en tant qu’administrateur.',
  },
} satisfies Translation<typeof en>;
