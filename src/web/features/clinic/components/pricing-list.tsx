import { ReceiptText } from 'lucide-react';
import type { Specialty } from '@shared/contracts/catalogue';
import type { Pricing } from '@shared/contracts/hospitals';
import { ScrollTable } from '@web/components/ui/scroll-table';
import { Skeleton } from '@web/components/ui/spinner';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import { usePricings } from '../api/get-pricings';
import type { ClinicTarget } from '../api/target';
import { EmptyState } from '@web/components/empty-state';
import { LoadError } from './load-error';
import { usePricingCopy } from './pricing-copy';
import { RowActionsCell } from './row-actions';

/**
 * The target clinic's pricings as a table (procedure, price range, description; with `specialties`,
 * the specialty each is filed under), or what stands in for it while loading, on failure ('Error
 * loading pricing data' / 'Failed to fetch procedure pricings') and when there are none.
 */
export function PricingList({
  target,
  specialties,
  onEdit,
  onDelete,
  deleting,
}: {
  target: ClinicTarget;
  specialties?: readonly Specialty[];
  onEdit: (pricing: Pricing) => void;
  onDelete: (pricing: Pricing) => void;
  deleting?: boolean;
}) {
  const copy = usePricingCopy(target);
  const pricings = usePricings(target);

  if (pricings.isPending) {
    return (
      <div className="space-y-2" aria-hidden>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (pricings.isError) return <LoadError title={copy.loadFailed} error={pricings.error} onRetry={() => void pricings.refetch()} />;
  if (pricings.data.length === 0) return <EmptyState icon={ReceiptText} title={copy.empty} body={copy.emptyBody} />;

  const specialtyOf = (id: number | null) => {
    const found = id === null ? undefined : specialties?.find((s) => s.id === id);
    return found && specialtyName(found);
  };
  const head = [
    copy.procedureColumn,
    copy.priceColumn,
    ...(specialties ? [copy.specialty] : []),
    copy.descriptionColumn,
    <span className="sr-only">{copy.actionsColumn}</span>,
  ];
  return (
    <ScrollTable caption={copy.caption} head={head}>
      {pricings.data.map((p) => (
        <tr key={p.id} data-testid="quote-row">
          <td className="px-3 py-2 align-top font-medium wrap-anywhere text-slate-900">{p.procedure_name}</td>
          <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">{p.price_range}</td>
          {specialties && <td className="px-3 py-2 align-top text-slate-700">{specialtyOf(p.specialty_id) ?? copy.emptyCell}</td>}
          <td className="px-3 py-2 align-top wrap-anywhere text-slate-700">{p.description ?? copy.emptyCell}</td>
          <RowActionsCell
            editLabel={copy.editLabel(p.procedure_name)}
            deleteLabel={copy.deleteLabel(p.procedure_name)}
            onEdit={() => onEdit(p)}
            onDelete={() => onDelete(p)}
            deleteDisabled={deleting}
          />
        </tr>
      ))}
    </ScrollTable>
  );
}
