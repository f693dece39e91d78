import type { ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** A page's h1, which also sets the document title. */
export function PageTitle({ children, title, className }: { children?: ReactNode; title: string; className?: string }) {
  useDocumentTitle(title);
  return <h1 className={className ?? 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl'}>{children ?? title}</h1>;
}
