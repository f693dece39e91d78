import { LocateFixed } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { PLACE_TEXT_MAX } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { useVetProfile } from '@web/features/profile';
import '@web/i18n/namespaces/vet';
import { label } from '@web/i18n/namespaces/vocabulary';
import { cn } from '@web/lib/cn';
import { usePlaceSuggestions } from '../api/suggest-places';

/** Waits this long after the last keystroke before asking for suggestions. */
const DEBOUNCE_MS = 250;

/**
 * The "Near" field (issue 21): a combobox (ARIA 1.2 pattern: the input keeps focus, arrows move
 * through the list, Enter picks, Escape closes) suggesting Canadian places from /api/places, and
 * "Use my location": the city of the vet's profile when set, else the browser's position (asked
 * with permission; a refusal is said, not hidden). Suggestions come from GeoNames (CC BY 4.0),
 * credited under the list (docs/decisions/094).
 */
export function NearField({
  id,
  value,
  onChange,
  onBlur,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation('vet');
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState('');
  const profile = useVetProfile(true);

  // Only what the vet typed asks for suggestions, after a pause (a picked place or a location does not).
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const suggestions = usePlaceSuggestions(query);
  const places = open && query.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = places.length > 0;

  const pick = (i: number) => {
    const p = places[i];
    if (!p) return;
    onChange(`${p.name}, ${label('provinces', p.province)}`);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && expanded) {
      e.preventDefault();
      setActive((a) => (a + 1) % places.length);
    } else if (e.key === 'ArrowUp' && expanded) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? places.length - 1 : a - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      pick(active);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const useMyLocation = () => {
    setLocateError('');
    const own = profile.data;
    if (own?.city) {
      onChange(own.province ? `${own.city}, ${label('provinces', own.province)}` : own.city);
      return;
    }
    if (!('geolocation' in navigator)) {
      setLocateError(t('search.near.unavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onChange(`${pos.coords.latitude.toFixed(4)},${pos.coords.longitude.toFixed(4)}`);
      },
      (err) => {
        setLocating(false);
        setLocateError(err.code === err.PERMISSION_DENIED ? t('search.near.denied') : t('search.near.unavailable'));
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <div className="space-y-1.5">
      <div className="relative flex gap-2">
        <Input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={PLACE_TEXT_MAX}
          placeholder={t('search.near.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setTyped(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            // A click on a suggestion lands before the list closes.
            setTimeout(() => setOpen(false), 150);
            onBlur?.();
          }}
        />
        <Button type="button" variant="secondary" onClick={useMyLocation} disabled={locating} className="shrink-0" aria-label={t('search.near.useMine')}>
          <LocateFixed className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{t('search.near.useMineShort')}</span>
        </Button>
        <div className={cn('absolute top-full left-0 z-20 mt-1 w-full rounded-md border border-slate-200 bg-white shadow-lg', !expanded && 'hidden')}>
          <ul id={listId} role="listbox" aria-label={t('search.near.suggestions')}>
            {places.map((p, i) => (
              <li
                key={`${p.name}-${p.province}-${p.lat}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={cn('cursor-pointer px-3 py-2 text-sm text-slate-800', i === active && 'bg-brand-50 text-brand-900')}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(i)}
              >
                {p.name}, <span className="text-slate-600">{label('provinces', p.province)}</span>
              </li>
            ))}
          </ul>
          <p className="border-t border-slate-100 px-3 py-1 text-xs text-slate-600">{t('search.near.attribution')}</p>
        </div>
      </div>
      {locating && <p className="text-xs text-slate-600">{t('search.near.locating')}</p>}
      {locateError && (
        <p role="alert" className="text-sm text-red-700">
          {locateError}
        </p>
      )}
    </div>
  );
}
