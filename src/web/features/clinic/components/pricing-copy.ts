import { useTranslation } from '@web/i18n/react';
import '@web/i18n/namespaces/admin';
import '@web/i18n/namespaces/clinic';
import type { ClinicTarget } from '../api/target';

/**
 * The words of the pricing editor on each side: a clinic edits its own "quotes" in the second person,
 * an administrator any clinic's "pricing" with SPEC §8's admin titles. The catalogue keys are the ones
 * each dashboard had before the two editors became one (docs/decisions/063).
 */
export interface PricingCopy {
  titleNew: string;
  titleEdit: string;
  dialogDescription: string;
  procedure: string;
  procedurePlaceholder?: string;
  price: string;
  pricePlaceholder: string;
  specialty: string;
  noSpecialty: string;
  description: string;
  descriptionHint?: string;
  /** Repeated inside the form when it has a dialog of its own. */
  note?: string;
  submitNew: string;
  submitEdit: string;
  saving: string;
  cancel: string;
  added: string;
  updated: string;
  loadFailed: string;
  empty: string;
  emptyBody?: string;
  caption: string;
  procedureColumn: string;
  priceColumn: string;
  descriptionColumn: string;
  actionsColumn: string;
  /** An empty cell of the pricing table. */
  emptyCell: string;
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
}

export function usePricingCopy(target: ClinicTarget): PricingCopy {
  const { t } = useTranslation(['clinic', 'admin']);
  const shared = { actionsColumn: t('clinic:quotes.actions'), emptyCell: t('clinic:quotes.noDescription') };
  if (target.kind === 'own') {
    return {
      ...shared,
      titleNew: t('clinic:quotes.formTitleNew'),
      titleEdit: t('clinic:quotes.formTitleEdit'),
      dialogDescription: t('clinic:quotes.formDescription'),
      procedure: t('clinic:quotes.procedureLabel'),
      procedurePlaceholder: t('clinic:quotes.procedurePlaceholder'),
      price: t('clinic:quotes.priceLabel'),
      pricePlaceholder: t('clinic:quotes.pricePlaceholder'),
      specialty: t('admin:pricing.specialty'),
      noSpecialty: t('admin:pricing.noSpecialty'),
      description: t('clinic:quotes.descriptionLabel'),
      descriptionHint: t('clinic:quotes.descriptionHint'),
      note: t('clinic:quotes.note'),
      submitNew: t('clinic:quotes.submitNew'),
      submitEdit: t('clinic:quotes.submitEdit'),
      saving: t('clinic:saving'),
      cancel: t('clinic:cancel'),
      added: t('clinic:quotes.added'),
      updated: t('clinic:quotes.updated'),
      loadFailed: t('clinic:quotes.loadFailed'),
      empty: t('clinic:quotes.empty'),
      emptyBody: t('clinic:quotes.emptyBody'),
      caption: t('clinic:quotes.caption'),
      procedureColumn: t('clinic:quotes.procedure'),
      priceColumn: t('clinic:quotes.priceRange'),
      descriptionColumn: t('clinic:quotes.descriptionCol'),
      editLabel: (name) => t('clinic:quotes.editLabel', { name }),
      deleteLabel: (name) => t('clinic:quotes.deleteLabel', { name }),
    };
  }
  return {
    ...shared,
    titleNew: t('admin:pricing.formTitleNew'),
    titleEdit: t('admin:pricing.formTitleEdit'),
    dialogDescription: t('admin:pricing.note'),
    procedure: t('admin:pricing.procedure'),
    price: t('admin:pricing.priceRange'),
    pricePlaceholder: t('admin:pricing.pricePlaceholder'),
    specialty: t('admin:pricing.specialty'),
    noSpecialty: t('admin:pricing.noSpecialty'),
    description: t('admin:pricing.description'),
    submitNew: t('admin:pricing.create'),
    submitEdit: t('admin:pricing.save'),
    saving: t('admin:pricing.saving'),
    cancel: t('admin:pricing.cancel'),
    added: t('admin:toast.pricingAdded'),
    updated: t('admin:toast.pricingSaved'),
    loadFailed: t('admin:fetch.pricings'),
    empty: t('admin:pricing.empty'),
    caption: t('admin:pricing.title'),
    procedureColumn: t('admin:pricing.procedure'),
    priceColumn: t('admin:pricing.priceRange'),
    descriptionColumn: t('admin:pricing.description'),
    editLabel: (name) => t('admin:pricing.editNamed', { name }),
    deleteLabel: (name) => t('admin:pricing.deleteNamed', { name }),
  };
}
