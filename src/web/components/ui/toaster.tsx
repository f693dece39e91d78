import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from '@web/i18n/react';
import { UI } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { dismissToast, useToasts } from './use-toast';

/**
 * Radix Toast with SPEC §9's settings: 5000 ms, swipe 50 px, F8 focuses the notification area. Each toast
 * is announced after Radix's own "Notification", the same word in French.
 */
export function Toaster() {
  const items = useToasts();
  const { t } = useTranslation('common');
  return (
    <Toast.Provider duration={UI.toastDuration} swipeThreshold={UI.toastSwipeThreshold}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            item.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label={t('close')} className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport label={t('notifications', { hotkey: 'F8' })} className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
