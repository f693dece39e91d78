import { useId } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Button } from '@web/components/ui/button';
import '@web/i18n/namespaces/vet';
import type { SearchCriteria } from '../api/search';
import { useSearchSuggestions } from '../api/get-suggestions';

/**
 * "Did you mean": the known terms nearest a name or procedure that found nothing (issue 57), each a
 * button that searches it instead. Nothing while they load, when there are none or when asking failed:
 * the empty text above already says what happened.
 */
export default function DidYouMean({ criteria, onSearch }: { criteria: Exclude<SearchCriteria, { mode: 'specialty' }>; onSearch?: (criteria: SearchCriteria) => void }) {
  const { t, i18n } = useTranslation('vet');
  const labelId = useId();
  const text = criteria.mode === 'name' ? criteria.name : criteria.procedure;
  const suggestions = useSearchSuggestions(text, criteria.mode, i18n.language.startsWith('fr') ? 'fr' : 'en', Boolean(onSearch));
  const found = suggestions.data?.suggestions ?? [];
  if (!onSearch || found.length === 0) return null;
  const pick = (s: string) => onSearch(criteria.mode === 'name' ? { ...criteria, name: s } : { ...criteria, procedure: s });
  return (
    <div role="group" aria-labelledby={labelId} className="mt-3 flex flex-wrap items-center justify-center gap-2" data-testid="search-suggestions">
      <span id={labelId} className="text-sm text-slate-700">
        {t('results.didYouMean')}
      </span>
      {found.map((s) => (
        <Button key={s} type="button" variant="secondary" size="sm" className="h-auto min-h-8 max-w-full py-1 break-words whitespace-normal" onClick={() => pick(s)} data-testid="search-suggestion">
          {s}
        </Button>
      ))}
    </div>
  );
}

