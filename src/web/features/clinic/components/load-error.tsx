import { RotateCcw } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import '@web/i18n/namespaces/clinic';
import { errorText } from '@web/lib/api-client';

/**
 * A failed load, on either dashboard: the SPEC §8 text as the title ('Error loading pricing data',
 * 'Failed to fetch clinics', …), the server's words below when it sent any, and a retry.
 */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('clinic');
  const detail = errorText(error, '');
  return (
    <Alert variant="destructive" title={title}>
      {detail && detail !== title && <p>{detail}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('retry')}
        </Button>
      )}
    </Alert>
  );
}
