import type { UseQueryResult } from '@tanstack/react-query';
import { Info, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMIT } from '@shared/constants';
import type { Specialty } from '@shared/contracts/catalogue';
import type { SearchResult } from '@shared/contracts/search';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectItem } from '@web/components/ui/select';
import { SelectField } from '@web/components/ui/select-field';
import '@web/i18n/namespaces/vet';
import { label, specialtyName } from '@web/i18n/namespaces/vocabulary';
import type { SearchCriteria } from '../api/search';
import { SORTS, type SearchSort, sortResults } from '../lib/search-url';
import { ResultCard, ResultCardSkeleton } from './result-card';

/** The results of the submitted search: skeleton cards, an error, the empty text or the grid. */
export function SearchResults({
  criteria,
  query,
  specialties,
  sort,
  onSort,
}: {
  criteria: SearchCriteria;
  query: UseQueryResult<SearchResult[]>;
  specialties: Specialty[] | undefined;
  /** The order shown and how to change it (issue 21); without them, the server's order. */
  sort?: SearchSort;
  onSort?: (sort: SearchSort) => void;
}) {
  const { t } = useTranslation('vet');
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
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700" data-testid="results-empty">
          {t('results.empty')}
        </p>
      ) : data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium text-slate-800" data-testid="results-count">
              {t('results.count', { count: data.length })}
            </p>
            {sort && onSort && (
              <div className="flex items-center gap-2">
                <span id="results-sort-label" className="text-sm text-slate-700">
                  {t('results.sort.label')}
                </span>
                <SelectField value={sort} onValueChange={(v) => onSort(v as SearchSort)} aria-label={t('results.sort.label')} className="w-40">
                  {sorts.map((s) => (
                    <SelectItem key={s} value={s}>
                      {t(`results.sort.${s}`)}
                    </SelectItem>
                  ))}
                </SelectField>
              </div>
            )}
          </div>
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
