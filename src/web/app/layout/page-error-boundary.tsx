import { Component, type ReactNode } from 'react';
import { useTranslation } from '@web/i18n/react';
import { useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';

/**
 * A page whose code fails to load (offline, or a deploy removed its chunk and the one reload in
 * lib/stale-chunk did not help) shows a message with a Reload button instead of a blank app; the
 * navbar stays usable. Navigating elsewhere resets it. The boundary is not remounted per path (a
 * `key`): that would also remount the page's Suspense and ScrollRestoration, so a navigation would
 * flash the spinner instead of keeping the current page, and lose the scroll to the top.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<PageFailed />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Shows `fallback` instead of children that threw while rendering (a lazy chunk that failed to load),
 * until `resetKey` changes. Also around the lazily loaded toaster and drawer (fallback null), whose
 * failure must not unmount the whole app.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; resetKey?: string },
  { failed: boolean; resetKey: string | undefined }
> {
  override state = { failed: false, resetKey: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey?: string }, state: { resetKey: string | undefined }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
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
