import { useTranslation } from 'react-i18next';
import { LIMITS } from '@shared/contracts/fields';
import type { Pricing } from '@shared/contracts/hospitals';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { usePricingForm } from '@web/lib/use-pricing-form';
import '@web/i18n/namespaces/clinic';
import { useAddPricing } from '../api/add-pricing';
import { useUpdatePricing } from '../api/update-pricing';
import { doneToast, failToast } from '../lib/fail-toast';
import { FormDialog, FormDialogActions } from './form-dialog';

/** Add or edit a quote (SPEC §5 quote form). `quote` null adds a new one. */
export function QuoteDialog({ open, onOpenChange, quote }: { open: boolean; onOpenChange: (open: boolean) => void; quote: Pricing | null }) {
  const { t } = useTranslation('clinic');
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={quote ? t('quotes.formTitleEdit') : t('quotes.formTitleNew')} description={t('quotes.formDescription')}>
      <QuoteForm quote={quote} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function QuoteForm({ quote, onDone }: { quote: Pricing | null; onDone: () => void }) {
  const { t } = useTranslation('clinic');
  const add = useAddPricing();
  const update = useUpdatePricing();
  const pending = add.isPending || update.isPending;
  const form = usePricingForm(quote);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      if (quote) {
        await update.mutateAsync({ id: quote.id, body });
        doneToast(t('quotes.updated'));
      } else {
        await add.mutateAsync(body);
        doneToast(t('quotes.added'));
      }
      onDone();
    } catch (err) {
      failToast(quote ? t('quotes.updateFailed') : t('quotes.addFailed'), err);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-4">
      <FormField label={t('quotes.procedureLabel')} error={errors.procedure_name?.message}>
        <Input autoComplete="off" maxLength={LIMITS.name} placeholder={t('quotes.procedurePlaceholder')} {...form.register('procedure_name')} />
      </FormField>
      <FormField label={t('quotes.priceLabel')} error={errors.price_range?.message}>
        <Input autoComplete="off" maxLength={LIMITS.short} placeholder={t('quotes.pricePlaceholder')} {...form.register('price_range')} />
      </FormField>
      <FormField label={t('quotes.descriptionLabel')} error={errors.description?.message} hint={t('quotes.descriptionHint')}>
        <Textarea rows={3} maxLength={LIMITS.text} {...form.register('description')} />
      </FormField>
      <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">{t('quotes.note')}</p>
      <FormDialogActions busy={pending} submitLabel={quote ? t('quotes.submitEdit') : t('quotes.submitNew')} />
    </form>
  );
}
