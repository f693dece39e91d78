import { useTranslation } from '@web/i18n/react';
import type { Pricing } from '@shared/contracts/hospitals';
import { Alert } from '@web/components/ui/alert';
import { ScrollTable, Td } from '@web/components/ui/scroll-table';
import '@web/i18n/namespaces/hospitals';
import { formatShortDate } from '@web/lib/relative-time';

/** Procedure Pricing tab: quotes, each with the date it was last edited (issue 21), and the non-binding note (SPEC §1: prices are always labelled so). */
export function PricingTable({ pricings }: { pricings: Pricing[] }) {
  const { t } = useTranslation('hospitals');
  return (
    <div className="space-y-4">
      <Alert title={t('pricing.noteTitle')} className="border-brand-200 bg-brand-50">
        <p data-testid="pricing-note">{t('pricing.note')}</p>
      </Alert>
      {pricings.length === 0 ? (
        <p className="text-slate-600">{t('pricing.empty')}</p>
      ) : (
        <ScrollTable caption={t('pricing.caption')} head={[t('pricing.procedure'), t('pricing.priceRange'), t('pricing.description'), t('pricing.lastUpdated')]}>
          {pricings.map((p) => (
            <tr key={p.id}>
              <Td className="px-3 py-2 align-top font-medium wrap-anywhere text-slate-900">{p.procedure_name}</Td>
              <Td className="px-3 py-2 align-top whitespace-nowrap text-slate-800">{p.price_range}</Td>
              <Td className="px-3 py-2 align-top wrap-anywhere text-slate-800">{p.description?.trim() ? p.description : t('pricing.noDescription')}</Td>
              <Td className="px-3 py-2 align-top whitespace-nowrap text-slate-700">
                <time dateTime={p.updated_at}>{formatShortDate(p.updated_at)}</time>
              </Td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </div>
  );
}
