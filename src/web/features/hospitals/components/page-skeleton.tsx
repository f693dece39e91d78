import { Skeleton } from '@web/components/ui/spinner';
import { PageTitle } from '@web/components/page-title';

/** The hospital pages' loading state: header, main column and side cards, in the pages' own grid. */
export function HospitalPageSkeleton({ title, testId, withLogo }: { title: string; testId: string; withLogo: boolean }) {
  return (
    <div data-testid={testId}>
      <PageTitle title={title} className="sr-only" />
      <div className="flex items-start gap-4" aria-hidden>
        {withLogo && <Skeleton className="h-20 w-20 sm:h-24 sm:w-24" />}
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3" aria-hidden>
        <div className="space-y-4 lg:col-span-2">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
