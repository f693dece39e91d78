import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { errorText } from '@web/lib/api-client';

/** A load that failed: what did not load as the title, the server's words below when it sent any, and a retry. */
export function LoadFailed({ title, error, retryLabel, onRetry }: { title: string; error: unknown; retryLabel: string; onRetry: () => void }) {
  const detail = errorText(error, '');
  return (
    <Alert variant="destructive" title={title}>
      {detail && detail !== title && <p>{detail}</p>}
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
