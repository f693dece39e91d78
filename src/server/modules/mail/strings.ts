import type { UserLanguage } from '@shared/contracts/auth';

/**
 * Every sentence of every mail, in both languages. One typed record per language, so a missing or
 * extra key fails `tsc` (the web's catalogue rule, applied to mail). Values are plain text; the
 * renderer escapes them for HTML.
 */
export interface MailStrings {
  product: string;
  footer: string;
  ignore: string;
  linkFallback: string;
  passwordReset: { subject: string; intro: string; action: string; expiry: (minutes: number) => string };
  passwordChanged: { subject: string; intro: (when: string) => string; notYou: string; action: string };
  clinicMessage: {
    subject: (sender: string) => string;
    intro: (clinic: string) => string;
    from: string;
    clinic: string;
    email: string;
    phone: string;
    replyHint: string;
    action: string;
  };
  teamInvitation: {
    subject: (clinic: string) => string;
    intro: (inviter: string, clinic: string) => string;
    what: string;
    action: string;
    expiry: (days: number) => string;
  };
}

const en: MailStrings = {
  product: 'VetReferral',
  footer: 'VetReferral — specialty referrals for Canadian veterinary care.',
  ignore: 'If you did not ask for this, you can ignore this e-mail.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  passwordReset: {
    subject: 'Reset your VetReferral password',
    intro: 'Someone asked to reset the password of your VetReferral account. Choose a new password with the link below.',
    action: 'Choose a new password',
    expiry: (minutes) => `The link works once, for ${minutes} minutes.`,
  },
  passwordChanged: {
    subject: 'Your VetReferral password was changed',
    intro: (when) => `The password of your VetReferral account was changed on ${when}. Every device was signed out.`,
    notYou: 'If you did not change it, reset your password now and tell your administrator.',
    action: 'Reset my password',
  },
  clinicMessage: {
    subject: (sender) => `Message from ${sender} on VetReferral`,
    intro: (clinic) => `A referring veterinarian sent ${clinic} this message through VetReferral.`,
    from: 'From',
    clinic: 'Practice',
    email: 'E-mail',
    phone: 'Phone',
    replyHint: 'Reply to this e-mail to answer the veterinarian directly.',
    action: 'Open your messages',
  },
  teamInvitation: {
    subject: (clinic) => `Join ${clinic} on VetReferral`,
    intro: (inviter, clinic) => `${inviter} invited you to join the team of ${clinic} on VetReferral.`,
    what: "Members keep the hospital's listing up to date and read its messages.",
    action: 'Accept the invitation',
    expiry: (days) => `The invitation works once, for ${days} days.`,
  },
};

const fr: MailStrings = {
  product: 'VetReferral',
  footer: 'VetReferral — les références spécialisées en médecine vétérinaire au Canada.',
  ignore: 'Si vous n’avez rien demandé, vous pouvez ignorer ce courriel.',
  linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe VetReferral',
    intro:
      'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte VetReferral. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    expiry: (minutes) => `Le lien ne fonctionne qu’une fois, pendant ${minutes}\u00a0minutes.`,
  },
  passwordChanged: {
    subject: 'Votre mot de passe VetReferral a été changé',
    intro: (when) => `Le mot de passe de votre compte VetReferral a été changé le ${when}. Tous les appareils ont été déconnectés.`,
    notYou: 'Si vous ne l’avez pas changé, réinitialisez votre mot de passe maintenant et prévenez votre administrateur.',
    action: 'Réinitialiser mon mot de passe',
  },
  clinicMessage: {
    subject: (sender) => `Message de ${sender} sur VetReferral`,
    intro: (clinic) => `Un vétérinaire référent a envoyé ce message à ${clinic} par VetReferral.`,
    from: 'De',
    clinic: 'Établissement',
    email: 'Courriel',
    phone: 'Téléphone',
    replyHint: 'Répondez à ce courriel pour écrire directement au vétérinaire.',
    action: 'Ouvrir vos messages',
  },
  teamInvitation: {
    subject: (clinic) => `Joignez-vous à ${clinic} sur VetReferral`,
    intro: (inviter, clinic) => `${inviter} vous invite à vous joindre à l’équipe de ${clinic} sur VetReferral.`,
    what: 'Les membres tiennent la fiche de l’hôpital à jour et lisent ses messages.',
    action: 'Accepter l’invitation',
    expiry: (days) => `L’invitation ne fonctionne qu’une fois, pendant ${days}\u00a0jours.`,
  },
};

export const MAIL_STRINGS: Record<UserLanguage, MailStrings> = { 'en-CA': en, 'fr-CA': fr };
