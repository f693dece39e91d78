import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/**
 * A card headed by its title (an h2) and, when given, a line of description: the frame of the
 * profile sections, the hospital pages' cards, the search panel and the admin settings. The classes
 * go to the card, its title and its content as they would on the Card parts themselves.
 */
export function SectionCard({
  title,
  description,
  className,
  titleClassName,
  contentClassName,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  titleClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className={titleClassName}>{title}</CardTitle>
        {description !== undefined && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
