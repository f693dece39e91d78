import type { UserLanguage } from '@shared/contracts/auth';
import type { NotificationEvent } from '@shared/contracts/notifications';
import labelsEn, { type ReferralLabels } from '@shared/referral-labels/en';
import labelsFr from '@shared/referral-labels/fr';

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
  /** Stands in for a link that carried a token, in a stored copy of a mail (decision 149). */
  linkRemoved: string;
  passwordReset: { subject: string; intro: string; action: string; expiry: (minutes: number) => string };
  passwordChanged: { subject: string; intro: (when: string) => string; notYou: string; action: string };
  /** Decision 155: an answer in a message's thread, to the vet (from the clinic) or to the clinic (from the vet). */
  messageReply: {
    subject: { clinic: (clinic: string) => string; vet: (vet: string) => string };
    intro: { clinic: (author: string, clinic: string) => string; vet: (author: string) => string };
    original: { clinic: string; vet: string };
    action: { clinic: string; vet: string };
  };
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
  practiceInvitation: { subject: (practice: string) => string; intro: (inviter: string, practice: string) => string; what: string };
  teamInvitation: {
    subject: (clinic: string) => string;
    intro: (inviter: string, clinic: string) => string;
    what: string;
    action: string;
    expiry: (days: number) => string;
  };
  /** Issue 21: an admin did not verify the clinic's listing. */
  listingRejected: { subject: (clinic: string) => string; intro: (clinic: string) => string; next: string; action: string };
  /** Issue 20: one sentence per referral event; `p` is the patient's name, `h` the hospital's. */
  referralEvent: {
    subject: { [E in NotificationEvent]: (p: string, h: string) => string };
    intro: { [E in NotificationEvent]: (p: string, h: string, actor: string) => string };
    patient: string;
    hospital: string;
    reason: string;
    note: string;
    window: string;
    appointment: string;
    /** The decline reasons' labels: the catalogue's (src/shared/referral-labels). */
    declineReason: ReferralLabels['declineReason'];
    unnamed: string;
    action: string;
    settings: string;
  };
  /** Issue 21: the monthly wait-times check. */
  waitTimesCheck: {
    subject: (clinic: string) => string;
    intro: (clinic: string, entries: number, days: number) => string;
    why: string;
    action: string;
    edit: string;
  };
}

const en: MailStrings = {
  product: 'VetReferral',
  footer: 'VetReferral — specialty referrals for Canadian veterinary care.',
  ignore: 'If you did not ask for this, you can ignore this e-mail.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  linkRemoved: '[link removed: it was for the recipient only]',
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
  messageReply: {
    subject: { clinic: (clinic) => `${clinic} answered your message on VetReferral`, vet: (vet) => `${vet} answered on VetReferral` },
    intro: {
      clinic: (author, clinic) => `${author}, of ${clinic}, answered the message you sent through VetReferral.`,
      vet: (author) => `${author} answered your clinic in the thread of their message on VetReferral.`,
    },
    original: { clinic: 'Your message', vet: 'Their first message' },
    action: { clinic: 'Read the conversation', vet: 'Open your messages' },
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
  practiceInvitation: {
    subject: (practice) => `Join ${practice} on VetReferral`,
    intro: (inviter, practice) => `${inviter} invited you to join the practice team of ${practice} on VetReferral.`,
    what: 'Members of a practice follow every referral it sends: they read it, answer the hospital’s questions, send files and hear of each change. The owner manages the team.',
  },
  teamInvitation: {
    subject: (clinic) => `Join ${clinic} on VetReferral`,
    intro: (inviter, clinic) => `${inviter} invited you to join the team of ${clinic} on VetReferral.`,
    what: "As a member you will read the hospital's referrals, accept or decline them, book appointments, complete them with a report and write to the referring vets; answer its messages; and keep its listing up to date. Only the owner invites or removes members.",
    action: 'Accept the invitation',
    expiry: (days) => `The invitation works once, for ${days} days.`,
  },
  listingRejected: {
    subject: (clinic) => `${clinic}: your listing was not verified`,
    intro: (clinic) => `A VetReferral administrator reviewed the listing of ${clinic} and did not verify it. Veterinarians cannot find it in search. The administrator wrote:`,
    next: 'Correct your listing and save it: it goes back to the administrators for another review.',
    action: 'Open your listing',
  },
  referralEvent: {
    subject: {
      submitted: (p) => `New referral: ${p}`,
      cancelled: (p) => `Referral cancelled: ${p}`,
      info_added: (p) => `Information added to the referral for ${p}`,
      message: (p) => `New message about ${p}`,
      reminder_not_received: (p) => `Reminder: the referral for ${p} has not been opened`,
      reminder_not_booked: (p) => `Reminder: book the appointment for ${p}`,
      reminder_no_report: (p) => `Reminder: send the report for ${p}`,
      assigned: (p) => `Assigned to you: the referral for ${p}`,
      received: (p, h) => `${h} received the referral for ${p}`,
      accepted: (p, h) => `${h} accepted the referral for ${p}`,
      declined: (p, h) => `${h} declined the referral for ${p}`,
      info_requested: (p, h) => `${h} needs more information about ${p}`,
      booked: (p, h) => `Appointment booked for ${p} at ${h}`,
      rescheduled: (p, h) => `Appointment for ${p} at ${h} rescheduled`,
      completed: (p, h) => `Report ready for ${p} from ${h}`,
      reminder_info_requested: (p, h) => `Reminder: ${h} is waiting for information about ${p}`,
    },
    intro: {
      submitted: (p, h, a) => `${a} sent ${h} a referral for ${p}.`,
      cancelled: (p, h, a) => `${a} cancelled the referral for ${p}.`,
      info_added: (p, h, a) => `${a} answered your request for information about ${p}.`,
      message: (p, h, a) => `${a} wrote about the referral for ${p}:`,
      reminder_not_received: (p) => `The referral for ${p} was sent 2 business days ago and nobody at your hospital has opened it yet.`,
      reminder_not_booked: (p) => `Your hospital accepted the referral for ${p} 14 days ago and no appointment is booked yet.`,
      reminder_no_report: (p) => `The appointment for ${p} was 7 days ago and the referring veterinarian has no report yet.`,
      assigned: (p, h, a) => `${a} assigned you the referral for ${p}: it is yours to follow at ${h}.`,
      received: (p, h) => `${h} opened the referral for ${p}.`,
      accepted: (p, h) => `${h} accepted the referral for ${p}.`,
      declined: (p, h) => `${h} declined the referral for ${p}. You can send it to another hospital from the referral.`,
      info_requested: (p, h) => `${h} needs more information before deciding on the referral for ${p}.`,
      booked: (p, h) => `${h} booked an appointment for ${p}.`,
      rescheduled: (p, h) => `${h} moved the appointment for ${p}.`,
      completed: (p, h) => `${h} completed the referral for ${p} and sent its report.`,
      reminder_info_requested: (p, h) => `${h} asked for more information about ${p} 5 days ago and is still waiting for your answer.`,
    },
    patient: 'Patient',
    hospital: 'Hospital',
    reason: 'Reason',
    note: 'Note',
    window: 'Expected',
    appointment: 'Appointment',
    declineReason: labelsEn.declineReason,
    unnamed: 'your patient',
    action: 'Open the referral',
    settings: 'You can choose which referral e-mails you receive on your profile page.',
  },
  waitTimesCheck: {
    subject: (clinic) => `Are the wait times of ${clinic} still current?`,
    intro: (clinic, entries, days) =>
      `${entries === 1 ? 'One wait time' : `${entries} wait times`} of ${clinic} on VetReferral ${entries === 1 ? 'has' : 'have'} not been updated for more than ${days} days.`,
    why: 'Referring veterinarians choose a hospital by its wait times, and see how old each one is.',
    action: 'Confirm all wait times are still current',
    edit: 'If some have changed, edit them on your dashboard instead. We ask at most once a month.',
  },
};

const fr: MailStrings = {
  product: 'VetReferral',
  footer: 'VetReferral — les références spécialisées en médecine vétérinaire au Canada.',
  ignore: 'Si vous n’avez rien demandé, vous pouvez ignorer ce courriel.',
  linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
  linkRemoved: '[lien retiré\u00a0: il était réservé au destinataire]',
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
  messageReply: {
    subject: { clinic: (clinic) => `${clinic} a répondu à votre message sur VetReferral`, vet: (vet) => `${vet} a répondu sur VetReferral` },
    intro: {
      clinic: (author, clinic) => `${author}, de ${clinic}, a répondu au message que vous avez envoyé par VetReferral.`,
      vet: (author) => `${author} a répondu à votre établissement dans le fil de son message sur VetReferral.`,
    },
    original: { clinic: 'Votre message', vet: 'Son premier message' },
    action: { clinic: 'Lire la conversation', vet: 'Ouvrir vos messages' },
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
  practiceInvitation: {
    subject: (practice) => `Joignez-vous à ${practice} sur VetReferral`,
    intro: (inviter, practice) => `${inviter} vous invite à vous joindre à l’équipe de la clinique ${practice} sur VetReferral.`,
    what: 'Les membres d’une clinique suivent chacune des références qu’elle envoie : ils la lisent, répondent aux questions de l’hôpital, envoient des fichiers et sont avisés de chaque changement. Le propriétaire gère l’équipe.',
  },
  teamInvitation: {
    subject: (clinic) => `Joignez-vous à ${clinic} sur VetReferral`,
    intro: (inviter, clinic) => `${inviter} vous invite à vous joindre à l’équipe de ${clinic} sur VetReferral.`,
    what: 'Comme membre, vous lirez les références de l’hôpital, les accepterez ou les refuserez, fixerez les rendez-vous, les terminerez avec un rapport et écrirez aux vétérinaires référents; vous répondrez à ses messages et tiendrez sa fiche à jour. Seul le propriétaire invite ou retire des membres.',
    action: 'Accepter l’invitation',
    expiry: (days) => `L’invitation ne fonctionne qu’une fois, pendant ${days}\u00a0jours.`,
  },
  listingRejected: {
    subject: (clinic) => `${clinic}\u00a0: votre fiche n’a pas été vérifiée`,
    intro: (clinic) =>
      `Un administrateur de VetReferral a examiné la fiche de ${clinic} et ne l’a pas vérifiée. Les vétérinaires ne la trouvent pas dans la recherche. L’administrateur a écrit\u00a0:`,
    next: 'Corrigez votre fiche et enregistrez-la\u00a0: elle retourne aux administrateurs pour un nouvel examen.',
    action: 'Ouvrir votre fiche',
  },
  referralEvent: {
    subject: {
      submitted: (p) => `Nouvelle référence\u00a0: ${p}`,
      cancelled: (p) => `Référence annulée\u00a0: ${p}`,
      info_added: (p) => `Renseignements ajoutés à la référence de ${p}`,
      message: (p) => `Nouveau message au sujet de ${p}`,
      reminder_not_received: (p) => `Rappel\u00a0: la référence de ${p} n’a pas été ouverte`,
      reminder_not_booked: (p) => `Rappel\u00a0: fixez le rendez-vous de ${p}`,
      reminder_no_report: (p) => `Rappel\u00a0: envoyez le rapport de ${p}`,
      assigned: (p) => `On vous a confié la référence de ${p}`,
      received: (p, h) => `${h} a reçu la référence de ${p}`,
      accepted: (p, h) => `${h} a accepté la référence de ${p}`,
      declined: (p, h) => `${h} a refusé la référence de ${p}`,
      info_requested: (p, h) => `${h} a besoin de renseignements sur ${p}`,
      booked: (p, h) => `Rendez-vous fixé pour ${p} à ${h}`,
      rescheduled: (p, h) => `Rendez-vous de ${p} à ${h} déplacé`,
      completed: (p, h) => `Rapport de ${h} prêt pour ${p}`,
      reminder_info_requested: (p, h) => `Rappel\u00a0: ${h} attend des renseignements sur ${p}`,
    },
    intro: {
      submitted: (p, h, a) => `${a} a envoyé à ${h} une référence pour ${p}.`,
      cancelled: (p, h, a) => `${a} a annulé la référence de ${p}.`,
      info_added: (p, h, a) => `${a} a répondu à votre demande de renseignements sur ${p}.`,
      message: (p, h, a) => `${a} a écrit au sujet de la référence de ${p}\u00a0:`,
      reminder_not_received: (p) => `La référence de ${p} a été envoyée il y a 2\u00a0jours ouvrables et personne de votre hôpital ne l’a encore ouverte.`,
      reminder_not_booked: (p) => `Votre hôpital a accepté la référence de ${p} il y a 14\u00a0jours et aucun rendez-vous n’est encore fixé.`,
      reminder_no_report: (p) => `Le rendez-vous de ${p} a eu lieu il y a 7\u00a0jours et le vétérinaire référent n’a pas encore de rapport.`,
      assigned: (p, h, a) => `${a} vous a confié la référence de ${p}\u00a0: c’est à vous d’en assurer le suivi à ${h}.`,
      received: (p, h) => `${h} a ouvert la référence de ${p}.`,
      accepted: (p, h) => `${h} a accepté la référence de ${p}.`,
      declined: (p, h) => `${h} a refusé la référence de ${p}. Vous pouvez l’envoyer à un autre hôpital depuis la référence.`,
      info_requested: (p, h) => `${h} a besoin de renseignements avant de se prononcer sur la référence de ${p}.`,
      booked: (p, h) => `${h} a fixé un rendez-vous pour ${p}.`,
      rescheduled: (p, h) => `${h} a déplacé le rendez-vous de ${p}.`,
      completed: (p, h) => `${h} a terminé la référence de ${p} et envoyé son rapport.`,
      reminder_info_requested: (p, h) => `${h} a demandé des renseignements sur ${p} il y a 5\u00a0jours et attend toujours votre réponse.`,
    },
    patient: 'Patient',
    hospital: 'Hôpital',
    reason: 'Motif',
    note: 'Note',
    window: 'Délai prévu',
    appointment: 'Rendez-vous',
    declineReason: labelsFr.declineReason,
    unnamed: 'votre patient',
    action: 'Ouvrir la référence',
    settings: 'Vous pouvez choisir les courriels de référence que vous recevez dans votre profil.',
  },
  waitTimesCheck: {
    subject: (clinic) => `Les délais d’attente de ${clinic} sont-ils toujours à jour?`,
    intro: (clinic, entries, days) =>
      `${entries === 1 ? 'Un délai d’attente' : `${entries}\u00a0délais d’attente`} de ${clinic} sur VetReferral ${entries === 1 ? 'n’a pas été mis' : 'n’ont pas été mis'} à jour depuis plus de ${days}\u00a0jours.`,
    why: 'Les vétérinaires référents choisissent un hôpital selon ses délais d’attente et voient l’âge de chacun.',
    action: 'Confirmer que tous les délais sont à jour',
    edit: 'Si certains ont changé, modifiez-les plutôt dans votre tableau de bord. Nous le demandons au plus une fois par mois.',
  },
};

export const MAIL_STRINGS: Record<UserLanguage, MailStrings> = { 'en-CA': en, 'fr-CA': fr };
