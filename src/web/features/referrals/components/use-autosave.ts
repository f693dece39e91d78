import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Referral, ReferralCreateBody } from '@shared/contracts/referrals';
import { useSaveDraft } from '../api/save-draft';
import { EMPTY_FIELDS, type Fields, type PatchSchema, changedKeys, checkFields, loadPatchSchema, loadedPatchSchema, toBody } from '../lib/composer-form';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_MS = 1000;

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'invalid';

/**
 * The composer's autosave. The draft is created (POST) once the form has been changed, with every
 * field filled in so far; after that each pause in typing PATCHes only the fields that differ from
 * what the server last accepted (nested groups field by field). Fields the shared schema refuses wait,
 * with their message, until corrected. One request at a time: what changes meanwhile goes next. A
 * failed save is not retried on its own until the form changes again or `retry` is called.
 */
export function useAutosave({
  initial,
  clinicId,
  fields,
  touched,
  onCreated,
}: {
  /** The draft being edited, or null for a new one. */
  initial: Referral | null;
  clinicId: number;
  fields: Fields;
  /** Whether the user has changed anything (a new draft is not created just for opening the page). */
  touched: boolean;
  onCreated: (referral: Referral) => void;
}) {
  const mutation = useSaveDraft();
  const [saved, setSaved] = useState<{ referral: Referral | null; fields: Fields }>(() => ({
    referral: initial,
    fields: initial ? fields : EMPTY_FIELDS,
  }));
  const [failedBody, setFailedBody] = useState<string | null>(null);

  const changed = useMemo(() => changedKeys(fields, saved.fields), [fields, saved.fields]);
  // The schema loads with the first change that can be saved (see loadPatchSchema); until it has, no
  // field counts as valid, so nothing is sent, and the indicator says a save is pending (or failed, to
  // retry). A new draft's prefilled fields (the hospital's specialty, the vet's profile) differ from
  // nothing, but opening the page saves nothing, so they wait for the vet's own first change.
  const [schema, setSchema] = useState<PatchSchema | null>(loadedPatchSchema);
  const [schemaFailed, setSchemaFailed] = useState(false);
  const loading = schema === null && changed.length > 0 && (saved.referral !== null || touched);
  useEffect(() => {
    if (!loading || schemaFailed) return;
    let live = true;
    loadPatchSchema().then(
      (loaded) => live && setSchema(() => loaded),
      () => live && setSchemaFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loading, schemaFailed]);
  const { valid, errors } = useMemo(() => (schema ? checkFields(schema, fields, changed) : { valid: [], errors: {} }), [schema, fields, changed]);
  const body = useMemo(() => toBody(fields, valid), [fields, valid]);
  const bodyText = JSON.stringify(body);
  const canSave = valid.length > 0 && (saved.referral !== null || touched);

  const save = async (): Promise<Referral | null> => {
    if (saved.referral && valid.length === 0) return saved.referral;
    const sent = valid;
    const sentFields = Object.fromEntries(sent.map((k) => [k, fields[k]]));
    const id = saved.referral?.id ?? null;
    try {
      const referral = await mutation.mutateAsync(
        id === null ? { id: null, body: { ...(body as ReferralCreateBody), clinic_id: clinicId } } : { id, body },
      );
      setFailedBody(null);
      setSaved((prev) => ({ referral, fields: { ...prev.fields, ...sentFields } }));
      if (id === null) onCreated(referral);
      return referral;
    } catch {
      setFailedBody(bodyText);
      return null;
    }
  };
  const autosave = useEffectEvent(() => void save());

  useEffect(() => {
    if (!canSave || mutation.isPending || failedBody === bodyText) return;
    const timer = setTimeout(() => autosave(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [bodyText, canSave, mutation.isPending, failedBody]);

  // Leaving the page (another route) sends what waits; closing the tab first asks.
  const flush = useEffectEvent(() => {
    if (canSave && !mutation.isPending && failedBody !== bodyText) autosave();
  });
  useEffect(() => () => flush(), []);
  const unsaved = changed.length > 0 || mutation.isPending;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  let status: SaveStatus;
  if (mutation.isPending) status = 'saving';
  else if (failedBody !== null && failedBody === bodyText && valid.length > 0) status = 'failed';
  else if (loading) status = schemaFailed ? 'failed' : 'pending';
  else if (canSave) status = 'pending';
  else if (Object.keys(errors).length > 0) status = 'invalid';
  else status = saved.referral ? 'saved' : 'idle';

  return {
    referral: saved.referral,
    status,
    errors,
    /** Nothing waits to be saved and the draft exists: what submitting needs. */
    inSync: saved.referral !== null && changed.length === 0 && !mutation.isPending,
    retry: () => (schemaFailed ? setSchemaFailed(false) : void save()),
    /** Saves now (creating the draft if need be) and gives the draft, or null when that failed. */
    saveNow: (): Promise<Referral | null> => save(),
  };
}
