import { useEffect } from 'react';

/** Each route sets its own page title. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · VetReferral` : 'VetReferral';
  }, [title]);
}
