import { type ReactNode, memo, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from '@web/i18n/react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { toast } from '@web/components/ui/use-toast';
import { RoleGate } from '@web/features/auth';
import { useActiveSpecialties } from '@web/features/catalogue';
import {
  type SearchCriteria,
  SearchPanel,
  SearchResults,
  type SearchSort,
  criteriaFromUrl,
  sameCriteria,
  searchUrlParams,
  sortFromUrl,
  useSearchResults,
} from '@web/features/search';
import '@web/i18n/namespaces/pages';
import '@web/i18n/namespaces/vet';
import { errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { FavouritesGrid } from '../components/favourites-grid';

/**
 * /dashboard/vet: search and favourites; guarded by bookmarks.manage, the vet-only action its favourites
 * need. Non-vets go to /dashboard/clinic with the SPEC's access-denied text.
 */
export function VetDashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <RoleGate action="bookmarks.manage" redirect={() => paths.clinicDashboard} message={() => t('vetOnly')}>
      <VetDashboard />
    </RoleGate>
  );
}

/** The page's head in its column, over the rest of the page. */
function DashboardColumn({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('vet');
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10">
      <PageHeader title={t('title')} intro={t('intro')} introClassName="max-w-3xl" />
      {children}
    </div>
  );
}

/**
 * The first frame (docs/decisions/115): the head alone, the same for every vet, in the build's HTML and
 * shown until the session check answers. The page then adds the search under it: nothing moves.
 */
export const VetDashboardFrame = () => <DashboardColumn />;

// Skip a render whose props did not change: see VetDashboard.
const Panel = memo(SearchPanel);
const Results = memo(SearchResults);
const Favourites = memo(FavouritesGrid);

function VetDashboard() {
  const { t } = useTranslation('vet');
  // Only a Search click sets the criteria; the query stays idle until then (SPEC §4). They live in the
  // URL, so Back from a hospital, a reload or a shared link brings the same results (docs/decisions/095).
  const [params, setParams] = useSearchParams();
  // The same objects while the URL stays: when the answer lands, this page renders at once (a query
  // store's update is never deferred), and the panel, the results (still the old ones then) and the
  // favourites, all memoised, skip that render instead of making it one long task (docs/decisions/131).
  const criteria = useMemo(() => criteriaFromUrl(params), [params]);
  const sort = sortFromUrl(params, criteria);
  // Deferred: the results render in slices, not in one long task when the answer lands (docs/decisions/117).
  const results = useDeferredValue(useSearchResults(criteria));
  const specialties = useActiveSpecialties();
  const { error, refetch } = results;
  const failedTitle = criteria?.mode === 'specialty' ? t('results.failedSpecialty') : t('results.failedName');

  useEffect(() => {
    if (error) toast({ title: failedTitle, description: errorText(error), variant: 'destructive' });
    // One toast per failure: a new error object means a new failed request.
  }, [error, failedTitle]);

  const search = useCallback(
    (next: SearchCriteria) => {
      if (sameCriteria(criteria, next)) void refetch();
      else setParams(searchUrlParams(next));
    },
    [criteria, refetch, setParams],
  );
  const reorder = useCallback(
    (next: SearchSort) => criteria && setParams(searchUrlParams(criteria, next), { replace: true }),
    [criteria, setParams],
  );
  // Issue 57: a specialty search's "Emergency cases first" lives in the URL beside the sort.
  const emergencyFirst = useCallback(
    (on: boolean) => criteria?.mode === 'specialty' && setParams(searchUrlParams({ ...criteria, emergencyFirst: on || undefined }, sort), { replace: true }),
    [criteria, sort, setParams],
  );
  const reset = useCallback(() => setParams({}), [setParams]);

  const status = !criteria
    ? ''
    : results.isPending
      ? t('results.searching')
      : results.isError
        ? failedTitle
        : results.data?.length === 0
          ? t('results.empty')
          : results.data?.some((h) => h.beyond_radius === true)
            ? t('results.countBeyond', { count: results.data.length })
            : t('results.count', { count: results.data?.length ?? 0 });

  return (
    <DashboardColumn>
      <Panel criteria={criteria} onSearch={search} onReset={reset} />
      <div aria-live="polite" className="sr-only">
        {status}
      </div>
      {criteria && <Results criteria={criteria} query={results} specialties={specialties.data} sort={sort} onSort={reorder} onEmergencyFirst={emergencyFirst} onSearch={search} />}
      <Favourites />
    </DashboardColumn>
  );
}
