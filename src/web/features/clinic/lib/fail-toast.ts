import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';

/**
 * A destructive toast titled with the SPEC's failure text; the server's own words (e.g. "Set up your
 * clinic profile first…") follow as the description when it sent any (docs/decisions/005).
 */
export function failToast(title: string, err: unknown) {
  const detail = errorText(err, title);
  toast({ title, description: detail === title ? undefined : detail, variant: 'destructive' });
}

/** A short confirmation that a change was saved. */
export function doneToast(title: string, description?: string) {
  toast({ title, description });
}
