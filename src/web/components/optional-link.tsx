import type { ReactNode } from 'react';

/**
 * `children` linked to `href` when there is one, as plain text when there is none: a phone number or
 * an e-mail address is linked only when telHref / mailtoHref (lib/safe-url) made a safe href of it.
 */
export function OptionalLink({ href, className, children }: { href: string | null | undefined; className?: string; children: ReactNode }) {
  return href ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    children
  );
}
