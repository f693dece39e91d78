import type { UseQueryResult } from '@tanstack/react-query';
import { Info, MapPinOff, RefreshCw } from 'lucide-react';
import { Suspense, lazy, useId } from 'react';
import { useTranslation } from '@web/i18n/react';
import { SEARCH_LIMIT } from '@shared/constants';
import type { Specialty } from '@shared/contracts/catalogue';
import type { SearchResult } from '@shared/contracts/search';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { selectItems } from '@web/components/select-items';
import '@web/i18n/namespaces/vet';
import { label, specialtyName } from '@web/i18n/namespaces/vocabulary';
import type { SearchCriteria } from '../api/search';
import { SORTS, type SearchSort, sortResults } from '../lib/search-url';
import { ResultCard, ResultCardSkeleton } from './result-card';

// Only a search that found nothing shows it: loaded then, not with the dashboard.
const DidYouMean = lazy(() => import('./did-you-mean'));

/**
 * The results of the submitted search: skeleton cards, an error, the empty text (with "Did you mean" for
 * a name or procedure, issue 57) or the grid, headed by the nearest hospitals beyond the radius when
 * none lies within it.
 */
export function SearchResults({
  criteria,
  query,
  specialties,
  sort,
  onSort,
  onEmergencyFirst,
  onSearch,
}: {
  criteria: SearchCriteria;
  query: UseQueryResult<SearchResult[]>;
  specialties: Specialty[] | undefined;
  /** The order shown and how to change it (issue 21); without them, the server's order. */
  sort?: SearchSort;
  onSort?: (sort: SearchSort) => void;
  /** Turns "Emergency cases first" on or off for a specialty search (issue 57). */
  onEmergencyFirst?: (on: boolean) => void;
  /** Runs another search, as the panel's Search does: a suggestion's (issue 57). */
  onSearch?: (criteria: SearchCriteria) => void;
}) {
  const { t } = useTranslation('vet');
  const emergencyId = useId();
  const what =
    criteria.mode === 'specialty'
      ? t('results.forSpecialty', { value: specialtyOf(specialties, criteria.specialtyId) })
      : criteria.mode === 'name'
        ? t('results.forName', { value: criteria.name })
        : t('results.forProcedure', { value: criteria.procedure });
  const province = criteria.province ? t('results.inProvince', { province: label('provinces', criteria.province) }) : t('results.allProvinces');
  const where = !criteria.near
    ? province
    : `${province} · ${criteria.radiusKm ? t('results.within', { km: criteria.radiusKm, place: criteria.near }) : t('results.near', { place: criteria.near })}`;
  const data = query.data && sort ? sortResults(query.data, sort, criteria) : query.data;
  const sorts = SORTS.filter((s) => s !== 'distance' || criteria.near);
  // The server sends hospitals beyond the radius only when none lies within it (issue 57).
  const beyond = data?.some((h) => h.beyond_radius === true) ?? false;

  return (
    <section aria-labelledby="results-title" className="space-y-4" aria-busy={query.isFetching}>
      <div>
        <h2 id="results-title" className="text-xl font-semibold text-slate-900">
          {t('results.title')}
        </h2>
        <p className="text-sm text-slate-600" data-testid="results-criteria">
          {t('results.criteria', { what, where })}
        </p>
      </div>

      {query.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden data-testid="results-loading">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i}>
              <ResultCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <Alert variant="destructive" title={criteria.mode === 'specialty' ? t('results.failedSpecialty') : t('results.failedName')}>
          <p>{t('results.failedInline')}</p>
          <Button type="button" variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t('results.retry')}
          </Button>
        </Alert>
      ) : data && data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          <p data-testid="results-empty">{t('results.empty')}</p>
          {criteria.mode !== 'specialty' && (
            <Suspense fallback={null}>
              <DidYouMean criteria={criteria} onSearch={onSearch} />
            </Suspense>
          )}
        </div>
      ) : data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium text-slate-800" data-testid="results-count">
              {beyond ? t('results.countBeyond', { count: data.length }) : t('results.count', { count: data.length })}
            </p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {criteria.mode === 'specialty' && onEmergencyFirst && (
                <div className="flex items-center gap-2">
                  {/* A native checkbox: the Radix switch cost the dashboard's first load 2 KB for one control. */}
                  <input
                    id={emergencyId}
                    type="checkbox"
                    checked={criteria.emergencyFirst === true}
                    onChange={(e) => onEmergencyFirst(e.target.checked)}
                    className="h-4 w-4 rounded border-slate-300 focus-visible:ring-2 focus-visible:ring-brand-500"
                  />
                  <label htmlFor={emergencyId} className="text-sm text-slate-700">
                    {t('results.emergencyFirst')}
                  </label>
                </div>
              )}
              {sort && onSort && (
                <div className="flex items-center gap-2">
                  <span id="results-sort-label" className="text-sm text-slate-700">
                    {t('results.sort.label')}
                  </span>
                  <SelectField value={sort} onValueChange={(v) => onSort(v as SearchSort)} aria-label={t('results.sort.label')} className="w-40">
                    {selectItems(sorts, (s) => t(`results.sort.${s}`))}
                  </SelectField>
                </div>
              )}
            </div>
          </div>
          {beyond && criteria.near && criteria.radiusKm && (
            <p className="flex items-start gap-2 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800" data-testid="results-beyond-radius">
              <MapPinOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {t('results.beyondRadius', { km: criteria.radiusKm, place: criteria.near })}
            </p>
          )}
          {data.length >= SEARCH_LIMIT && (
            <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="results-limited">
              <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {t('results.limited', { limit: SEARCH_LIMIT })}
            </p>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((h) => (
              <li key={h.id}>
                <ResultCard hospital={h} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The searched specialty's name in the language shown; blank while the catalogue loads. */
function specialtyOf(specialties: Specialty[] | undefined, id: number): string {
  const found = specialties?.find((s) => s.id === id);
  return found ? specialtyName(found) : '';
}
