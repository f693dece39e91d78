import { useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { Pricing } from '@shared/contracts/hospitals';
import { Alert } from '@web/components/ui/alert';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/clinic';
import { useDeletePricing } from '../api/delete-pricing';
import { ownClinic } from '../api/target';
import { ConfirmDialog, useConfirmRemove } from './confirm-dialog';
import { PricingDialog } from './pricing-dialog';
import { PricingList } from './pricing-list';
import { AddButton, SectionHeader } from './section-header';

/** The Quotes tab: the clinic's non-binding price estimates (pricings), with add, edit and delete after confirming. */
export function PricingsTab() {
  const { t } = useTranslation('clinic');
  const remove = useDeletePricing(ownClinic);
  const [editing, setEditing] = useState<{ pricing: Pricing | null } | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const toDelete = useConfirmRemove({
    mutation: remove,
    idOf: (p: Pricing) => p.id,
    done: () => toast({ title: t('quotes.deleted') }),
    focusAfter: addRef,
  });

  return (
    <section aria-labelledby="quotes-heading" className="space-y-5">
      <SectionHeader id="quotes-heading" title={t('quotes.heading')} intro={t('quotes.intro')} action={<AddButton ref={addRef} onClick={() => setEditing({ pricing: null })}>{t('quotes.add')}</AddButton>} />
      <Alert title={t('quotes.noteTitle')} className="border-brand-200 bg-brand-50">
        <p data-testid="quotes-note">{t('quotes.note')}</p>
      </Alert>

      <PricingList target={ownClinic} onEdit={(pricing) => setEditing({ pricing })} onDelete={toDelete.ask} />

      <PricingDialog target={ownClinic} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} pricing={editing?.pricing ?? null} />
      <ConfirmDialog
        {...toDelete.dialog}
        title={t('quotes.deleteTitle', { name: toDelete.row?.procedure_name ?? '' })}
        description={t('quotes.deleteBody')}
        confirmLabel={t('quotes.deleteConfirm')}
      />
    </section>
  );
}
