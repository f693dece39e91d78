import { ArrowDown, ArrowUp, Pencil, Trash2, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { StaffMember } from '@shared/contracts/hospitals';
import { StaffDetails } from '@web/components/staff-details';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaff } from '../api/get-staff';
import { useReorderStaff } from '../api/reorder-staff';
import { ConfirmDialog, useConfirmRemove } from './confirm-dialog';
import { EmptyState } from '@web/components/empty-state';
import { LoadError } from './load-error';
import { AddButton, SectionHeader } from './section-header';
import { StaffDialog } from './staff-dialog';
import { StaffPhoto } from './staff-photo';

/** Staff tab: the people vets see on the internal clinic page, in the order shown there. */
export function StaffTab() {
  const { t } = useTranslation('clinic');
  const staff = useStaff();
  const reorder = useReorderStaff();
  const remove = useDeleteStaff();
  const [editing, setEditing] = useState<{ member: StaffMember | null } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const toRemove = useConfirmRemove({
    mutation: remove,
    idOf: (m: StaffMember) => m.id,
    done: (m) => toast({ title: t('staff.removed', { name: m.name }) }),
    focusAfter: addRef,
  });
  // Move buttons by `${id}:up|down`. A card moved to the top or bottom disables the button just
  // pressed, so focus goes to its other move button instead of falling back to the page.
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    moveButtons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [staff.data]);
  const moveButtonRef = (key: string) => (el: HTMLButtonElement | null) => {
    if (el) moveButtons.current.set(key, el);
    else moveButtons.current.delete(key);
  };

  const move = (list: StaffMember[], index: number, by: -1 | 1) => {
    const ids = list.map((m) => m.id);
    const target = index + by;
    if (reorder.isPending || target < 0 || target >= ids.length) return;
    const id = ids[index]!;
    [ids[index], ids[target]] = [ids[target]!, id];
    if (target === 0) focusAfterMove.current = `${id}:down`;
    else if (target === ids.length - 1) focusAfterMove.current = `${id}:up`;
    reorder.mutate(ids);
  };

  return (
    <section aria-labelledby="staff-heading" className="space-y-5">
      <SectionHeader id="staff-heading" title={t('staff.heading')} intro={t('staff.intro')} action={<AddButton ref={addRef} onClick={() => setEditing({ member: null })}>{t('staff.add')}</AddButton>} />

      {staff.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-hidden>
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : staff.isError ? (
        <LoadError title={t('loadFailed')} error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.data.length === 0 ? (
        <EmptyState icon={Users} title={t('staff.empty')} body={t('staff.emptyBody')} />
      ) : (
        <ol className="grid gap-4 md:grid-cols-2">
          {staff.data.map((m, i, list) => (
            <li key={m.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="staff-card">
              <div className="flex flex-1 gap-4">
                <StaffPhoto src={m.image_url} alt={t('staff.photoAlt', { name: m.name })} />
                <StaffDetails member={m} className="flex-1" bioClassName="break-words whitespace-pre-line" />
              </div>
              <div className="mt-4 flex flex-wrap items-center justify-end gap-1 border-t border-slate-100 pt-3">
                <Button
                  variant="ghost"
                  size="icon"
                  ref={moveButtonRef(`${m.id}:up`)}
                  onClick={() => move(list, i, -1)}
                  disabled={i === 0}
                  aria-label={t('staff.moveUp', { name: m.name })}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  ref={moveButtonRef(`${m.id}:down`)}
                  onClick={() => move(list, i, 1)}
                  disabled={i === list.length - 1}
                  aria-label={t('staff.moveDown', { name: m.name })}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden />
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setEditing({ member: m })} aria-label={t('staff.editLabel', { name: m.name })}>
                  <Pencil className="h-4 w-4" aria-hidden />
                  {t('edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-800 hover:bg-red-50"
                  onClick={() => toRemove.ask(m)}
                  aria-label={t('staff.removeLabel', { name: m.name })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t('remove')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <StaffDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} member={editing?.member ?? null} />
      <ConfirmDialog
        {...toRemove.dialog}
        title={t('staff.removeTitle', { name: toRemove.row?.name ?? '' })}
        description={t('staff.removeBody')}
        confirmLabel={t('staff.removeConfirm')}
      />
    </section>
  );
}
