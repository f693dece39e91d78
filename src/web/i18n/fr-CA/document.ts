import type en from '../en-CA/document';
import type { Translation } from './translation';

/** La description des documents HTML en français (voir en-CA/document.ts). */
export default {
  description:
    'VetReferral met en relation les vétérinaires de pratique générale du Canada avec les hôpitaux spécialisés et d’urgence\u00a0: délais d’attente, acceptation des urgences et estimations de prix non contractuelles, au même endroit.',
} satisfies Translation<typeof en>;
