import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { ADMIN_CLINIC_LIST_LIMIT } from '@shared/contracts/admin';
import { LISTING_STATUSES, type ListingStatus, listingStatus } from '@shared/contracts/hospitals';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/spinner';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { label } from '@web/i18n/namespaces/vocabulary';
import { cn } from '@web/lib/cn';
import { useDebounced } from '@web/lib/use-debounced';
import { useAdminClinics } from '../api/get-clinics';
import { CreateClinicDialog } from './create-clinic-dialog';

/** The clinics by name, narrowed by a name search and a review status (issue 21), with "Add hospital"; a click selects one. */
export function ClinicList({ selected, onSelect }: { selected: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const [status, setStatus] = useState<ListingStatus | undefined>(undefined);
  const clinics = useAdminClinics(q, status);
  const list = clinics.data ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('hospitals.listTitle')}</CardTitle>
        <CreateClinicDialog onCreated={(clinic) => onSelect(clinic.id)} />
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor="admin-clinic-search">{t('hospitals.search')}</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
            <Input
              id="admin-clinic-search"
              type="search"
              className="pl-9"
              placeholder={t('hospitals.searchPlaceholder')}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div role="group" aria-label={t('review.filter')} className="flex flex-wrap gap-2">
          {([undefined, ...LISTING_STATUSES] as const).map((s) => (
            <Button key={s ?? 'all'} size="sm" variant={s === status ? 'primary' : 'secondary'} aria-pressed={s === status} onClick={() => setStatus(s)}>
              {t(`review.filters.${s ?? 'all'}`)}
            </Button>
          ))}
        </div>
        {clinics.isError ? (
          <LoadError title={t('fetch.clinics')} error={clinics.error} onRetry={() => void clinics.refetch()} />
        ) : clinics.isPending ? (
          <div className="space-y-2" aria-busy="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{q ? t('hospitals.noMatch', { q }) : status ? t('review.empty') : t('hospitals.empty')}</p>
        ) : (
          <>
            <p className="text-xs text-slate-600" aria-live="polite">
              {list.length >= ADMIN_CLINIC_LIST_LIMIT ? t('hospitals.limited', { count: list.length }) : t('hospitals.count', { count: list.length })}
            </p>
            <ul className={cn('-mx-2 max-h-[28rem] space-y-1 overflow-y-auto px-2 py-1 lg:max-h-[36rem]', clinics.isPlaceholderData && 'opacity-60')}>
              {list.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(c.id)}
                    aria-current={selected === c.id ? 'true' : undefined}
                    className={cn(
                      'w-full rounded-md border px-3 py-2 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700',
                      selected === c.id ? 'border-brand-700 bg-brand-50 hover:bg-brand-50' : 'border-slate-200',
                    )}
                  >
                    <span className="block truncate font-medium text-slate-900">{c.name}</span>
                    {listingStatus(c) !== 'verified' && <span className="block text-xs font-medium text-amber-800">{t(`review.status.${listingStatus(c)}`)}</span>}
                    <span className="block truncate text-xs text-slate-600">{[c.city, label('provinces', c.province)].filter(Boolean).join(', ')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
