import { useTranslation } from '@web/i18n/react';
import '@web/i18n/namespaces/admin';
import '@web/i18n/namespaces/clinic';
import type { ClinicTarget } from '../api/target';

/**
 * The words and ways of the clinic-specialty editor on each side (docs/decisions/063). A clinic keeps
 * its own waits current: each card says how fresh it is, and saving unchanged values is how a wait is
 * confirmed (decision 041). An administrator edits any clinic's list in one card, so each control is
 * named with its specialty, and Save waits for a change.
 */
export interface ClinicSpecialtyCopy {
  addLabel: string;
  addPlaceholder: string;
  addPlaceholderLoading: string;
  add: string;
  adding: string;
  addHint?: string;
  addRequired: string;
  allListed: string;
  catalogueFailed: string;
  added: (name: string) => string;
  loadFailed: string;
  empty: string;
  emptyBody?: string;
  listLabel?: string;
  remove: string;
  removeLabel: (name: string) => string;
  inactive: string;
  emergency: string;
  emergencyHint?: string;
  emergencyLabel?: (name: string) => string;
  /** The notice after the switch saved; none on the admin side. */
  emergencyChanged?: (name: string, on: boolean) => string;
  waitTime: string;
  waitLabel?: (name: string) => string;
  waitPlaceholder: string;
  notes: string;
  notesLabel?: (name: string) => string;
  notesPlaceholder?: string;
  save: string;
  saving: string;
  unsaved?: string;
  saved: (name: string) => string;
  /** "Updated 3 days ago" and the over-90-days marker on each card. */
  showFreshness: boolean;
  /** Save stays enabled without a change: saving confirms the wait is current (decision 041). */
  saveUnchanged: boolean;
}

export function useClinicSpecialtyCopy(target: ClinicTarget): ClinicSpecialtyCopy {
  const { t } = useTranslation(['clinic', 'admin']);
  const addRequired = t('clinic:specialties.addRequired');
  if (target.kind === 'own') {
    return {
      addLabel: t('clinic:specialties.addLabel'),
      addPlaceholder: t('clinic:specialties.addPlaceholder'),
      addPlaceholderLoading: t('clinic:specialties.addPlaceholderLoading'),
      add: t('clinic:specialties.add'),
      adding: t('clinic:specialties.adding'),
      addRequired,
      allListed: t('clinic:specialties.allListed'),
      catalogueFailed: t('clinic:specialties.catalogueFailed'),
      added: (name) => t('clinic:specialties.added', { name }),
      loadFailed: t('clinic:loadFailed'),
      empty: t('clinic:specialties.empty'),
      emptyBody: t('clinic:specialties.emptyBody'),
      listLabel: t('clinic:specialties.listLabel'),
      remove: t('clinic:remove'),
      removeLabel: (name) => t('clinic:specialties.removeLabel', { name }),
      inactive: t('clinic:specialties.inactive'),
      emergency: t('clinic:specialties.emergency'),
      emergencyHint: t('clinic:specialties.emergencyHint'),
      emergencyChanged: (name, on) => (on ? t('clinic:specialties.emergencyOn', { name }) : t('clinic:specialties.emergencyOff', { name })),
      waitTime: t('clinic:specialties.waitTime'),
      waitPlaceholder: t('clinic:specialties.waitPlaceholder'),
      notes: t('clinic:specialties.notes'),
      notesPlaceholder: t('clinic:specialties.notesPlaceholder'),
      save: t('clinic:specialties.saveWaitAndNotes'),
      saving: t('clinic:saving'),
      unsaved: t('clinic:specialties.unsaved'),
      saved: (name) => t('clinic:specialties.saved', { name }),
      showFreshness: true,
      saveUnchanged: true,
    };
  }
  return {
    addLabel: t('admin:specialties.addLabel'),
    addPlaceholder: t('admin:specialties.addPlaceholder'),
    addPlaceholderLoading: t('admin:specialties.addPlaceholder'),
    add: t('admin:specialties.add'),
    adding: t('admin:specialties.adding'),
    addHint: t('admin:specialties.addHint'),
    addRequired,
    allListed: t('admin:specialties.allListed'),
    catalogueFailed: t('admin:fetch.specialties'),
    added: () => t('admin:toast.specialtyAdded'),
    loadFailed: t('admin:fetch.clinicSpecialties'),
    empty: t('admin:specialties.empty'),
    remove: t('admin:specialties.remove'),
    removeLabel: (name) => t('admin:specialties.removeNamed', { name }),
    inactive: t('admin:specialties.inactive'),
    emergency: t('admin:specialties.emergency'),
    emergencyLabel: (name) => t('admin:specialties.emergencyFor', { name }),
    waitTime: t('admin:specialties.waitTime'),
    waitLabel: (name) => t('admin:specialties.waitFor', { name }),
    waitPlaceholder: t('admin:specialties.notSet'),
    notes: t('admin:specialties.notes'),
    notesLabel: (name) => t('admin:specialties.notesFor', { name }),
    save: t('admin:specialties.save'),
    saving: t('admin:form.saving'),
    saved: () => t('admin:toast.specialtySaved'),
    showFreshness: false,
    saveUnchanged: false,
  };
}
