import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/**
 * A card headed by its title (an h2) and, when given, a line of description: the frame of the
 * profile sections, the hospital pages' cards, the search panel and the admin settings. An `action`
 * (a button) stands at the header's end, wrapping under the title on narrow cards. The classes go to
 * the card, its title and its content as they would on the Card parts themselves.
 */
export function SectionCard({
  title,
  description,
  action,
  className,
  titleClassName,
  contentClassName,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  titleClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const heading = (
    <>
      <CardTitle className={titleClassName}>{title}</CardTitle>
      {description !== undefined && <CardDescription>{description}</CardDescription>}
    </>
  );
  return (
    <Card className={className}>
      {action === undefined ? (
        <CardHeader>{heading}</CardHeader>
      ) : (
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
          <div className="min-w-0 space-y-1">{heading}</div>
          {action}
        </CardHeader>
      )}
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
