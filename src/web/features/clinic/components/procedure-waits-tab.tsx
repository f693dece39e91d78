import { ListChecks, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { ProcedureWait } from '@shared/contracts/hospitals';
import { Button } from '@web/components/ui/button';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { label, specialtyName } from '@web/i18n/namespaces/vocabulary';
import { useDeleteProcedureWait } from '../api/delete-procedure-wait';
import { useClinicSpecialties } from '../api/get-clinic-specialties';
import { useProcedureWaits } from '../api/get-procedure-waits';
import { ownClinic } from '../api/target';
import { ConfirmDialog, useConfirmRemove } from './confirm-dialog';
import { EmptyState } from '@web/components/empty-state';
import { UpdatedCell } from './freshness-note';
import { LoadError } from './load-error';
import { ProcedureWaitDialog, type WaitTarget } from './procedure-wait-dialog';
import { RowActionsCell } from './row-actions';
import { SectionHeader } from './section-header';

/** Procedure waits tab: per listed specialty, the waits for individual procedures. */
export function ProcedureWaitsTab({ onGoToSpecialties }: { onGoToSpecialties: () => void }) {
  const { t } = useTranslation('clinic');
  const specialties = useClinicSpecialties(ownClinic);
  const waits = useProcedureWaits();
  const remove = useDeleteProcedureWait();
  const [target, setTarget] = useState<WaitTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toDelete = useConfirmRemove({
    mutation: remove,
    idOf: (w: ProcedureWait) => w.id,
    done: () => toast({ title: t('waits.deleted') }),
    focusAfter: headingRef,
  });

  const failed = specialties.isError ? specialties : waits.isError ? waits : null;
  const listed = specialties.data ?? [];
  const entriesOf = (specialtyId: number) => (waits.data ?? []).filter((w) => w.specialty_id === specialtyId);

  return (
    <section aria-labelledby="waits-heading" className="space-y-5">
      <SectionHeader id="waits-heading" headingRef={headingRef} title={t('waits.heading')} intro={t('waits.intro')} />

      {specialties.isPending || waits.isPending ? (
        <div className="space-y-4" aria-hidden>
          <Skeleton className="h-40" />
        </div>
      ) : failed ? (
        <LoadError title={t('loadFailed')} error={failed.error} onRetry={() => void failed.refetch()} />
      ) : listed.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title={t('waits.needsSpecialty')}
          body={t('waits.needsSpecialtyBody')}
          action={
            <Button variant="secondary" onClick={onGoToSpecialties}>
              {t('waits.goToSpecialties')}
            </Button>
          }
        />
      ) : (
        <div className="space-y-4">
          {listed.map((s) => {
            const entries = entriesOf(s.specialty_id);
            const name = specialtyName(s.specialty);
            return (
              <div key={s.specialty_id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="wait-group">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">
                    {name}
                  </h3>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setTarget({ entry: null, specialtyId: s.specialty_id })}
                    aria-label={t('waits.addFor', { specialty: name })}
                  >
                    <Plus className="h-4 w-4" aria-hidden />
                    {t('waits.add')}
                  </Button>
                </div>
                <div className="mt-3">
                  {entries.length === 0 ? (
                    <p className="text-sm text-slate-600">{t('waits.empty', { specialty: name })}</p>
                  ) : (
                    <ScrollTable
                      caption={t('waits.caption', { specialty: name })}
                      head={[t('waits.procedure'), t('waits.waitTime'), t('waits.lastUpdated'), <span className="sr-only">{t('waits.actions')}</span>]}
                    >
                      {entries.map((w) => (
                        <tr key={w.id} data-testid="wait-row">
                          <td className="px-3 py-2 align-top font-medium break-words text-slate-900">{w.procedure}</td>
                          <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">{label('waitTimes', w.wait_time)}</td>
                          <td className="px-3 py-2 align-top">
                            <UpdatedCell lastUpdated={w.last_updated} />
                          </td>
                          <RowActionsCell
                            editLabel={t('waits.editLabel', { name: w.procedure })}
                            deleteLabel={t('waits.deleteLabel', { name: w.procedure })}
                            onEdit={() => setTarget({ entry: w })}
                            onDelete={() => toDelete.ask(w)}
                          />
                        </tr>
                      ))}
                    </ScrollTable>
                  )}
                </div>
              </div>
            );
          })}
        </div>
      )}

      <ProcedureWaitDialog target={target} onClose={() => setTarget(null)} specialties={listed} />
      <ConfirmDialog
        {...toDelete.dialog}
        title={t('waits.deleteTitle', { name: toDelete.row?.procedure ?? '' })}
        description={t('waits.deleteBody')}
        confirmLabel={t('waits.deleteConfirm')}
      />
    </section>
  );
}
