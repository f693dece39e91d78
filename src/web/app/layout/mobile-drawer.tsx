import { Menu } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { CurrentUser } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { useUnreadCount } from '@web/features/messages';
import { useUnopenedCount } from '@web/features/referrals';
import { useHydrated } from '@web/lib/use-hydrated';

import { ErrorBoundary } from './page-error-boundary';

const loadPanel = () => import('./mobile-drawer-panel');
// Hover and focus only warm the cache; a failure there is the drawer's own render to report.
const warmPanel = () => void loadPanel().catch(() => {});
const MobileDrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileDrawerPanel })));

/**
 * Small screens: the menu button and, once it has been used, the drawer. The button is plain so the
 * drawer's dialog code loads only when someone heads for it (hover, focus or a tap starts the
 * download); it carries the attributes a Radix dialog trigger would.
 */
export function MobileDrawer({
  user,
  signOut,
  signingOut,
  languageSwitcher,
}: {
  user: CurrentUser | null | undefined;
  signOut: () => void;
  signingOut: boolean;
  languageSwitcher: ReactNode;
}) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  // Mounted from the first open on (its code is fetched then) and kept, so it closes in place.
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // In a page's HTML (rendered at build time, or a first frame) the button is there before the code that
  // opens the drawer: disabled until then, so that a tap is not silently lost (docs/decisions/117).
  const hydrated = useHydrated();
  const id = useId();
  const { data: unread = 0 } = useUnreadCount(user?.role === 'clinic');
  const unopened = useUnopenedCount(user?.role === 'clinic' && Boolean(user.clinic_role));
  // What the drawer's links count (messages, referrals not yet opened) shows as a dot on the button; the
  // links inside say how many.
  const pending = unread + unopened > 0;
  return (
    <>
      <Button
        ref={triggerRef}
        type="button"
        variant="ghost"
        size="icon"
        className="relative lg:hidden"
        aria-label={t(pending ? 'openMenuNew' : 'openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        disabled={!hydrated}
        onPointerEnter={warmPanel}
        onFocus={warmPanel}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="h-5 w-5" aria-hidden />
        {/* The drawer holds the Messages and Referrals links: their counts show on the button that opens it. */}
        {pending ? <span className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-red-700 ring-2 ring-white" data-testid="menu-unread-dot" /> : null}
      </Button>
      {used && (
        // A drawer whose code cannot load stays closed; the page and the top bar stay usable.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <MobileDrawerPanel
              id={id}
              open={open}
              onOpenChange={setOpen}
              user={user}
              triggerRef={triggerRef}
              signOut={signOut}
              signingOut={signingOut}
              languageSwitcher={languageSwitcher}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
