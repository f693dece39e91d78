import { Heart } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/hospitals';
import { errorText } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useAddBookmark } from '../api/add-bookmark';
import { useBookmarkStatus } from '../api/check-bookmark';
import { useRemoveBookmark } from '../api/remove-bookmark';

/**
 * Save to Favorites / Saved to Favorites (SPEC §2, §4). Render it for vets only: it asks the bookmark
 * status as soon as it mounts. Disabled while the status loads or a save or removal is pending.
 */
export function BookmarkToggle({ clinicId, className }: { clinicId: number; className?: string }) {
  const { t } = useTranslation('hospitals');
  const status = useBookmarkStatus(clinicId, true);
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const saved = status.data?.isBookmarked === true;
  const pending = add.isPending || remove.isPending;

  const toggle = () => {
    if (saved) {
      remove.mutate(clinicId, {
        onError: (err) => toast({ title: t('actions.removeFailed'), description: errorText(err), variant: 'destructive' }),
      });
    } else {
      add.mutate(clinicId, {
        onError: (err) => toast({ title: t('actions.saveFailed'), description: errorText(err), variant: 'destructive' }),
      });
    }
  };

  return (
    <Button
      type="button"
      variant={saved ? 'primary' : 'secondary'}
      className={cn('w-full', className)}
      onClick={toggle}
      disabled={pending || status.isPending}
      aria-busy={pending || undefined}
      data-testid="bookmark-toggle"
    >
      <Heart className={cn('h-4 w-4', saved && 'fill-current')} aria-hidden />
      {saved ? t('actions.saved') : t('actions.save')}
    </Button>
  );
}
