import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';

/**
 * A page whose code fails to load (offline, or a deploy removed its chunk and the one reload in
 * lib/stale-chunk did not help) shows a message with a Reload button instead of a blank app; the
 * navbar stays usable. Navigating elsewhere resets it.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} fallback={<PageFailed />}>
      {children}
    </Boundary>
  );
}

class Boundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('pageFailed.title')}</h1>
      <p className="mt-3 text-slate-600">{t('pageFailed.body')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('pageFailed.reload')}
      </Button>
    </div>
  );
}
