import { Check, Pencil } from 'lucide-react';
import { useTranslation } from '@web/i18n/react';
import type { ClinicSpecialty } from '@shared/contracts/clinic';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { adminClinic, ClinicSpecialtyList, LoadError, useClinicSpecialties, useRemoveClinicSpecialty } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { label, specialtyName } from '@web/i18n/namespaces/vocabulary';

/**
 * A clinic's specialties on the admin dashboard: read-only, or in specialty edit mode (SPEC §2) the
 * listing editor the clinic itself uses — add, wait time and notes, emergency switch — with removal at once.
 */
export function ClinicSpecialtiesCard({ clinicId, editMode, onEditModeChange }: { clinicId: number; editMode: boolean; onEditModeChange: (on: boolean) => void }) {
  const { t } = useTranslation('admin');
  const target = adminClinic(clinicId);
  const remove = useRemoveClinicSpecialty(target);
  const removeRow = (row: ClinicSpecialty) => remove.mutate(row.specialty_id, { onSuccess: () => toast({ title: t('toast.specialtyRemoved') }) });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('specialties.title')}</CardTitle>
        <Button variant={editMode ? 'primary' : 'secondary'} size="sm" aria-pressed={editMode} onClick={() => onEditModeChange(!editMode)}>
          {editMode ? <Check className="h-4 w-4" aria-hidden /> : <Pencil className="h-4 w-4" aria-hidden />}
          {editMode ? t('specialties.done') : t('specialties.edit')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {editMode ? <ClinicSpecialtyList target={target} onRemove={removeRow} /> : <ReadOnlyList clinicId={clinicId} />}
      </CardContent>
    </Card>
  );
}

function ReadOnlyList({ clinicId }: { clinicId: number }) {
  const { t } = useTranslation('admin');
  const listed = useClinicSpecialties(adminClinic(clinicId));
  if (listed.isError) return <LoadError title={t('fetch.clinicSpecialties')} error={listed.error} onRetry={() => void listed.refetch()} />;
  if (listed.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (listed.data.length === 0) return <p className="text-sm text-slate-600">{t('specialties.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {listed.data.map((row) => (
        <li key={row.specialty_id} className="py-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{specialtyName(row.specialty)}</span>
            <Badge tone="brand">{label('waitTimes', row.wait_time) ?? t('specialties.notSet')}</Badge>
            {row.accepting_emergency ? <Badge tone="success">{t('specialties.emergency')}</Badge> : <Badge>{t('specialties.notAccepting')}</Badge>}
            {!row.specialty.is_active && <Badge tone="warning">{t('specialties.inactive')}</Badge>}
          </div>
          {row.notes && <p className="mt-1 text-sm text-slate-600">{label('specialtyNotes', row.notes)}</p>}
        </li>
      ))}
    </ul>
  );
}
