import { Plus, ReceiptText } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '@shared/contracts/hospitals';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/spinner';
import { useDeletePricing } from '../api/delete-pricing';
import { usePricings } from '../api/get-pricings';
import { doneToast, failToast } from '../lib/fail-toast';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { QuoteDialog } from './quote-dialog';
import { RowActionsCell } from './row-actions';
import { ScrollTable } from '@web/components/ui/scroll-table';
import '@web/i18n/namespaces/clinic';
import { SectionHeader } from './section-header';

/** Quotes tab: the clinic's non-binding price estimates, with add, edit and delete. */
export function QuotesTab() {
  const { t } = useTranslation('clinic');
  const quotes = usePricings();
  const remove = useDeletePricing();
  const [editing, setEditing] = useState<{ quote: Pricing | null } | null>(null);
  const [toDelete, setToDelete] = useState<Pricing | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const confirmDelete = async () => {
    if (!toDelete) return false;
    try {
      await remove.mutateAsync(toDelete.id);
      doneToast(t('quotes.deleted'));
      return true;
    } catch (err) {
      failToast(t('quotes.deleteFailed'), err);
      return false;
    }
  };

  const addButton = (
    <Button ref={addRef} onClick={() => setEditing({ quote: null })}>
      <Plus className="h-4 w-4" aria-hidden />
      {t('quotes.add')}
    </Button>
  );

  return (
    <section aria-labelledby="quotes-heading" className="space-y-5">
      <SectionHeader id="quotes-heading" title={t('quotes.heading')} intro={t('quotes.intro')} action={addButton} />
      <Alert title={t('quotes.noteTitle')} className="border-brand-200 bg-brand-50">
        <p data-testid="quotes-note">{t('quotes.note')}</p>
      </Alert>

      {quotes.isPending ? (
        <div className="space-y-2" aria-hidden>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : quotes.isError ? (
        <LoadError title={t('quotes.loadFailed')} error={quotes.error} onRetry={() => void quotes.refetch()} />
      ) : quotes.data.length === 0 ? (
        <EmptyState icon={ReceiptText} title={t('quotes.empty')} body={t('quotes.emptyBody')} />
      ) : (
        <ScrollTable
          caption={t('quotes.caption')}
          head={[t('quotes.procedure'), t('quotes.priceRange'), t('quotes.descriptionCol'), <span className="sr-only">{t('quotes.actions')}</span>]}
        >
          {quotes.data.map((q) => (
            <tr key={q.id} data-testid="quote-row">
              <td className="px-3 py-2 align-top font-medium break-words text-slate-900">{q.procedure_name}</td>
              <td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">{q.price_range}</td>
              <td className="px-3 py-2 align-top text-slate-700">{q.description ?? t('quotes.noDescription')}</td>
              <RowActionsCell
                editLabel={t('quotes.editLabel', { name: q.procedure_name })}
                deleteLabel={t('quotes.deleteLabel', { name: q.procedure_name })}
                onEdit={() => setEditing({ quote: q })}
                onDelete={() => setToDelete(q)}
              />
            </tr>
          ))}
        </ScrollTable>
      )}

      <QuoteDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} quote={editing?.quote ?? null} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('quotes.deleteTitle', { name: toDelete?.procedure_name ?? '' })}
        description={t('quotes.deleteBody')}
        confirmLabel={t('quotes.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        focusAfter={addRef}
      />
    </section>
  );
}
