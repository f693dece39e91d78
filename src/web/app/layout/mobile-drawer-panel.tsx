import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { NavLinks } from './nav-links';

export interface MobileDrawerPanelProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser | null | undefined;
  /** The menu button, which lives outside this chunk; focus goes back to it when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /**
   * The navbar's sign-out (useSignOut), handed down rather than called here: this chunk then reaches
   * no feature code, which keeps the app shell's entry chunk whole (docs/decisions/050).
   */
  signOut: () => void;
  signingOut: boolean;
  /** The language switcher, made by the navbar for the same reason (it saves the choice to the profile). */
  languageSwitcher: ReactNode;
}

/**
 * The drawer itself: a modal Radix dialog on the left (240 px, 540 px from the sm breakpoint) with the
 * same links plus the user. Loaded on first use by MobileDrawer, so the dialog code (focus trap,
 * scroll lock) stays out of every route's initial download.
 */
export function MobileDrawerPanel({ id, open, onOpenChange, user, triggerRef, signOut, signingOut, languageSwitcher }: MobileDrawerPanelProps) {
  const { t } = useTranslation('nav');
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          id={id}
          data-testid="mobile-drawer"
          className="fixed inset-y-0 left-0 z-50 flex w-[240px] flex-col bg-white p-4 shadow-xl sm:w-[540px]"
          // Without a Radix Trigger the dialog does not know the button; hand focus back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">{t('menu')}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t('closeMenu')}>
              <X className="h-5 w-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">{t('mainNav')}</DialogPrimitive.Description>
          {user && (
            <div className="mt-4 rounded-md bg-slate-100 p-3 text-sm" data-testid="drawer-user">
              <p className="font-medium break-all">{user.username}</p>
              <p className="text-slate-600">{t(`roles.${user.role}`)}</p>
            </div>
          )}
          <nav className="mt-4" aria-label={t('mainNav')}>
            <NavLinks user={user} vertical onNavigate={close} />
          </nav>
          <div className="mt-4">{languageSwitcher}</div>
          <div className="mt-auto pt-4">
            {user ? (
              <Button
                variant="secondary"
                className="w-full"
                disabled={signingOut}
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                {t('logout')}
              </Button>
            ) : (
              <Button asChild className="w-full">
                <Link to={paths.auth} onClick={close}>
                  {t('login')}
                </Link>
              </Button>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
