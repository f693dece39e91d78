import { Stethoscope } from 'lucide-react';
import type { RefObject } from 'react';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { Skeleton } from '@web/components/ui/spinner';
import { useClinicSpecialties } from '../api/get-clinic-specialties';
import type { ClinicTarget } from '../api/target';
import { AddClinicSpecialtyForm } from './add-clinic-specialty-form';
import { ClinicSpecialtyEditor } from './clinic-specialty-editor';
import { useClinicSpecialtyCopy } from './clinic-specialty-copy';
import { EmptyState } from '@web/components/empty-state';
import { LoadError } from './load-error';

/**
 * The target clinic's specialties, editable: the add form above one editor per listed specialty, or
 * what stands in for them while loading, on failure and when there are none.
 */
export function ClinicSpecialtyList({
  target,
  onRemove,
  addButtonRef,
}: {
  target: ClinicTarget;
  onRemove: (row: ClinicSpecialty) => void;
  addButtonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const copy = useClinicSpecialtyCopy(target);
  const listed = useClinicSpecialties(target);
  return (
    <>
      <AddClinicSpecialtyForm target={target} listed={listed.data ?? []} disabled={!listed.data} buttonRef={addButtonRef} />
      {listed.isPending ? (
        <div className="space-y-4" aria-hidden>
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : listed.isError ? (
        <LoadError title={copy.loadFailed} error={listed.error} onRetry={() => void listed.refetch()} />
      ) : listed.data.length === 0 ? (
        <EmptyState icon={Stethoscope} title={copy.empty} body={copy.emptyBody} />
      ) : (
        <ul className="space-y-4" aria-label={copy.listLabel}>
          {listed.data.map((row) => (
            <ClinicSpecialtyEditor key={row.specialty_id} target={target} row={row} onRemove={() => onRemove(row)} />
          ))}
        </ul>
      )}
    </>
  );
}
