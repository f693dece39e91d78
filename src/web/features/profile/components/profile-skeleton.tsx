import { useTranslation } from '@web/i18n/react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/spinner';

/** Placeholder cards while the role's profile loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="space-y-6" data-testid="profile-skeleton">
      <span className="sr-only">{t('loading')}</span>
      {[2, 4, 3].map((fields, card) => (
        <Card key={card}>
          <CardHeader>
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: fields }, (_, i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
