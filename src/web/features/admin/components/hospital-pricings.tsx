import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Pricing } from '@shared/contracts/hospitals';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/admin';
import { errorText } from '@web/lib/api-client';
import { useDeletePricing } from '../api/delete-pricing';
import { useClinicPricings } from '../api/get-pricings';
import { useAdminSpecialties } from '../api/get-specialties';
import { FetchError } from './fetch-error';
import { PricingForm } from './pricing-form';

/** Which pricing form is open: none, the add form, or the edit form of one pricing (by id). */
export type PricingFormState = null | 'new' | number;

export function HospitalPricings({ clinicId, form, onFormChange }: { clinicId: number; form: PricingFormState; onFormChange: (f: PricingFormState) => void }) {
  const { t } = useTranslation('admin');
  const pricings = useClinicPricings(clinicId);
  const catalogue = useAdminSpecialties();
  const remove = useDeletePricing();
  const specialties = catalogue.data ?? [];
  const nameOf = (id: number | null) => (id === null ? null : (specialties.find((s) => s.id === id)?.name ?? null));
  const close = () => onFormChange(null);

  const del = (p: Pricing) =>
    remove.mutate(
      { clinicId, pricingId: p.id },
      {
        onSuccess: () => {
          if (form === p.id) close();
          toast({ title: t('toast.pricingDeleted') });
        },
        onError: (err) => toast({ title: t('toast.deletePricingFailed'), description: errorText(err), variant: 'destructive' }),
      },
    );

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1">
          <CardTitle>{t('pricing.title')}</CardTitle>
          <CardDescription>{t('pricing.note')}</CardDescription>
        </div>
        <Button size="sm" variant="secondary" onClick={() => onFormChange('new')} disabled={form === 'new'} aria-expanded={form === 'new'}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('pricing.add')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {form === 'new' && <PricingForm clinicId={clinicId} specialties={specialties.filter((s) => s.is_active)} onDone={close} />}
        {pricings.isError ? (
          <FetchError title={t('fetch.pricings')} error={pricings.error} onRetry={() => void pricings.refetch()} />
        ) : pricings.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : pricings.data.length === 0 ? (
          form !== 'new' && <p className="text-sm text-slate-600">{t('pricing.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {pricings.data.map((p) =>
              form === p.id ? (
                <li key={p.id} className="py-3">
                  <PricingForm
                    clinicId={clinicId}
                    pricing={p}
                    specialties={specialties.filter((s) => s.is_active || s.id === p.specialty_id)}
                    onDone={close}
                  />
                </li>
              ) : (
                <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium break-words text-slate-900">{p.procedure_name}</span>
                      <Badge tone="brand">{p.price_range}</Badge>
                      {nameOf(p.specialty_id) && <Badge>{nameOf(p.specialty_id)}</Badge>}
                    </div>
                    {p.description && <p className="mt-1 text-sm break-words text-slate-600">{p.description}</p>}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button size="sm" variant="secondary" onClick={() => onFormChange(p.id)} aria-label={t('pricing.editNamed', { name: p.procedure_name })}>
                      <Pencil className="h-4 w-4" aria-hidden />
                      {t('pricing.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => del(p)}
                      disabled={remove.isPending}
                      aria-label={t('pricing.deleteNamed', { name: p.procedure_name })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                      {t('pricing.delete')}
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
