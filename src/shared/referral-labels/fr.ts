import type { ReferralLabels } from './en';

/** Les libellés des statuts et des motifs de refus d’une référence, en français (voir ./en.ts). */
export default {
  status: {
    draft: 'Brouillon',
    submitted: 'Envoyée',
    received: 'Reçue',
    info_requested: 'Renseignements demandés',
    accepted: 'Acceptée',
    booked: 'Rendez-vous fixé',
    completed: 'Terminée',
    declined: 'Refusée',
    cancelled: 'Annulée',
  },
  declineReason: {
    outside_services: 'Hors des services que nous offrons',
    no_capacity: 'Aucune disponibilité pour le moment',
    needs_emergency_elsewhere: 'Nécessite des soins d’urgence ailleurs',
    incomplete_information: 'Renseignements incomplets',
    other: 'Autre raison',
  },
} satisfies ReferralLabels;
