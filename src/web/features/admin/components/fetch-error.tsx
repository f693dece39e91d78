import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import '@web/i18n/namespaces/admin';
import { errorText } from '@web/lib/api-client';

/** A failed load: the SPEC §8 message as the title, the server's words below, and a retry. */
export function FetchError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert variant="destructive" title={title}>
      <p>{errorText(error)}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          {t('fetch.retry')}
        </Button>
      )}
    </Alert>
  );
}
