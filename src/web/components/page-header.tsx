import { cn } from '@web/lib/cn';
import { PageTitle } from './page-title';

/** The head of a dashboard or the profile page: its h1 (which also sets the document title) over its intro line. */
export function PageHeader({ title, intro, introClassName }: { title: string; intro: string; introClassName?: string }) {
  return (
    <div>
      <PageTitle title={title} />
      <p className={cn('mt-2 text-slate-600', introClassName)}>{intro}</p>
    </div>
  );
}
