import type { QueryKey } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import i18n, { type PlainNamespacedKey } from '@web/i18n';
import { errorText } from './api-client';

/** A catalogue key with its namespace and no placeholders, e.g. 'clinic:quotes.addFailed'. */
export type NamespacedKey = PlainNamespacedKey;

/**
 * What a mutation tells the app's MutationCache (createQueryClient). A mutation that names an
 * `errorTitle` (SPEC §8's title for it, as a catalogue key, or chosen from the variables) gets the
 * destructive toast from its one onError; a mutation without one shows its own failure, or none
 * (docs/decisions/063). On success, the queries under each key of `invalidates` are reloaded before
 * the mutation settles (TanStack's "automatic query invalidation after mutations").
 */
export interface MutationMeta extends Record<string, unknown> {
  errorTitle?: NamespacedKey | ((variables: unknown) => NamespacedKey);
  invalidates?: readonly QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/**
 * The one failure toast of every mutation that names its title: the SPEC title, and the server's own
 * words below it when it sent any (docs/decisions/005: "Set up your clinic profile first…").
 */
export function toastMutationError(error: unknown, variables: unknown, meta: MutationMeta | undefined) {
  const key = typeof meta?.errorTitle === 'function' ? meta.errorTitle(variables) : meta?.errorTitle;
  if (!key) return;
  const title = i18n.t(key);
  const detail = errorText(error, title);
  toast({ title, description: detail === title ? undefined : detail, variant: 'destructive' });
}
