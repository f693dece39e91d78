import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ErrorBoundary, PageErrorBoundary } from './page-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Radix Toast is fetched right after the first render instead of before it. toast() only writes to
 * the small store in use-toast, so a toast raised before this chunk arrives shows once it does.
 */
const Toaster = lazy(() => import('@web/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      {/* At least a screen tall, so the footer is not on screen under a loading page and then pushed down (layout shift). */}
      <main id="main" className="min-h-svh flex-1">
        <PageErrorBoundary>
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <ScrollRestoration />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
