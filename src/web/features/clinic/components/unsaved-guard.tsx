import { type ReactNode, createContext, useCallback, useContext, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { type Navigator, UNSAFE_NavigationContext, useLocation } from 'react-router';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { holdHistory } from '@web/lib/history-hold';
import '@web/i18n/namespaces/clinic';

const Report = createContext<((id: string, dirty: boolean) => void) | null>(null);

/**
 * An editor says whether it holds unsaved edits; without an UnsavedGuard around it, nothing happens.
 * Layout effects, here and in the guard: the report, the guard's render and its holds all happen
 * before the browser paints the edit, so no Back pressed once the edit shows can slip past the guard.
 */
export function useReportUnsaved(dirty: boolean) {
  const report = useContext(Report);
  const id = useId();
  useLayoutEffect(() => {
    report?.(id, dirty);
    return () => report?.(id, false);
  }, [report, id, dirty]);
}

const pathOf = (to: Parameters<Navigator['push']>[0]) => (typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? window.location.pathname));

/**
 * Wraps the router's navigator so a push or replace to another path goes to `ask` (with the move to
 * make if the user agrees) instead of happening, unless `agreed()`; answers the function that unwraps it.
 */
function holdLeaving(navigator: Navigator, ask: (go: () => void) => void, agreed: () => boolean): () => void {
  const { push, replace } = navigator;
  const hold =
    (go: Navigator['push']): Navigator['push'] =>
    (to, ...rest) => {
      if (pathOf(to) === window.location.pathname || agreed()) return go(to, ...rest);
      ask(() => go(to, ...rest));
    };
  navigator.push = hold(push);
  navigator.replace = hold(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

/** React Router's position of a history entry, which it keeps in `history.state.idx`. */
const indexOf = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * Holds the browser's Back and Forward buttons: a popstate that leaves `home` is kept from the
 * router (lib/history-hold) and undone with history.go; `ask` gets the move to redo if the user agrees.
 * A popstate passes while `leaving()`, and one that arrives back at `home` calls `backHome`.
 * Answers the function that unwraps it.
 */
function holdBackForward(
  home: string,
  here: () => number | undefined,
  ask: (go: () => void) => void,
  { leaving, backHome }: { leaving: () => boolean; backHome: () => void },
): () => void {
  let undoing = false;
  return holdHistory((event) => {
    if (undoing) {
      // The move back to this page that undid the user's: the router never saw the first, so not this.
      undoing = false;
      return true;
    }
    if (window.location.pathname === home) {
      backHome();
      return false;
    }
    const from = here();
    const to = indexOf(event.state);
    if (leaving() || from === undefined || to === undefined) return false;
    undoing = true;
    window.history.go(from - to);
    ask(() => window.history.go(to - from));
    return true;
  });
}

/**
 * While an editor inside holds unsaved edits, leaving the page asks first (issue 21): a reload or a
 * closed tab through the browser's own prompt (beforeunload); a link, navigate(), or the browser's
 * Back and Forward inside the app through a confirm dialog. The app has no data router (docs/decisions/
 * 050), so useBlocker is not available: the guard holds the router's navigator calls that leave this
 * path, and the popstates that do, until the user answers (docs/decisions/100). Moves within the page
 * (the dashboard's ?tab=) pass.
 */
export function UnsavedGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('clinic');
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const blocking = dirty.size > 0;
  // Where this page's entry stands in the history, kept as the ?tab= moves within it push entries.
  const location = useLocation();
  const here = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    here.current = indexOf(window.history.state);
  }, [location]);

  const report = useCallback(
    (id: string, isDirty: boolean) =>
      setDirty((prev) => {
        if (prev.has(id) === isDirty) return prev;
        const next = new Set(prev);
        if (isDirty) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  // The holds stay on after "Leave without saving": the page stays mounted until the next one has
  // rendered, and a Back in that time keeps it, edits and all, so it must still be guarded
  // (unsaved-guard.test.tsx; docs/decisions/100). Only a move in that time passes (a link, navigate(),
  // Back or Forward), while the address is not this page's: asking again would lose the click, as the
  // dialog goes with this page. Back on this page's address, every move asks again.
  useLayoutEffect(() => {
    if (!blocking) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    // The user chose "Leave without saving" and has not come back to this page's address since.
    const home = window.location.pathname;
    let agreed = false;
    const leaving = () => agreed && window.location.pathname !== home;
    const ask = (go: () => void) =>
      setLeave(() => () => {
        agreed = true;
        go();
      });
    const release = holdLeaving(navigator, ask, leaving);
    const releaseHistory = holdBackForward(home, () => here.current, ask, { leaving, backHome: () => (agreed = false) });
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      release();
      releaseHistory();
    };
  }, [blocking, navigator]);

  return (
    <Report.Provider value={report}>
      {children}
      <ConfirmDialog
        open={leave !== null}
        onOpenChange={(open) => {
          if (!open) setLeave(null);
        }}
        title={t('leave.title')}
        description={t('leave.body')}
        confirmLabel={t('leave.confirm')}
        pendingLabel={t('leave.confirm')}
        pending={false}
        onConfirm={async () => leave?.()}
      />
    </Report.Provider>
  );
}
