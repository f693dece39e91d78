import { Building2, ClipboardList, RotateCcw, Search, Stethoscope } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { SEARCH_TEXT_MAX } from '@shared/constants';
import { provinceItems } from '@web/components/province-items';
import { SelectControl } from '@web/components/select-control';
import { SectionCard } from '@web/components/section-card';
import { specialtyItems } from '@web/components/specialty-items';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SelectItem } from '@web/components/ui/select';
import { useActiveSpecialties } from '@web/features/catalogue';
import '@web/i18n/namespaces/vet';
import { cn } from '@web/lib/cn';
import { lazyResolver } from '@web/lib/lazy-resolver';
import type { SearchCriteria, SearchMode } from '../api/search';
import { SelectField } from '@web/components/ui/select-field';
import { selectItems } from '@web/components/select-items';
import {
  ALL_PROVINCES,
  ANY_RADIUS,
  RADIUS_OPTIONS,
  SEARCH_MODES,
  type SearchFormValues,
  emptySearchForm,
  toFormValues,
  toSearchCriteria,
} from '../lib/search-form';
import { NearField } from './near-field';

const MODE_ICONS = { specialty: Stethoscope, name: Building2, procedure: ClipboardList } as const;

/**
 * The Specialty Search panel. Nothing is sent while the vet fills it in: only Search hands criteria
 * to the page (SPEC §4). Reset clears every field and tells the page to hide the results.
 */
export function SearchPanel({
  criteria,
  onSearch,
  onReset,
}: {
  /** The criteria shown (from the URL): the panel shows them again after Back or a reload. */
  criteria?: SearchCriteria | null;
  onSearch: (criteria: SearchCriteria) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('vet');
  const specialties = useActiveSpecialties();
  const resolver = useMemo(() => {
    const messages = {
      specialty: t('search.errors.specialty'),
      name: t('search.errors.name'),
      procedure: t('search.errors.procedure'),
      tooLong: t('search.errors.tooLong', { max: SEARCH_TEXT_MAX }),
    };
    return lazyResolver<SearchFormValues>(async () => (await import('../lib/search-schema')).searchFormResolver(messages));
  }, [t]);
  const form = useForm<SearchFormValues>({ resolver, defaultValues: toFormValues(criteria ?? null) });
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const near = useWatch({ control: form.control, name: 'near' });
  const shown = JSON.stringify(criteria ?? null);
  useEffect(() => {
    form.reset(toFormValues(JSON.parse(shown) as SearchCriteria | null));
  }, [form, shown]);

  const submit = form.handleSubmit((values) => onSearch(toSearchCriteria(values)));
  const reset = () => {
    form.reset(emptySearchForm);
    onReset();
  };

  return (
    <SectionCard title={t('search.title')} description={t('search.description')}>
      <form onSubmit={submit} onFocus={resolver.preload} noValidate className="space-y-4" role="search" aria-label={t('search.title')}>
        <div className="space-y-1.5">
          <span id="search-mode-label" className="text-sm font-medium text-slate-800">
            {t('search.modeLabel')}
          </span>
          <Controller
            control={form.control}
            name="mode"
            render={({ field }) => (
              <RadioGroup.Root
                aria-labelledby="search-mode-label"
                value={field.value}
                onValueChange={(v) => {
                  field.onChange(v as SearchMode);
                  form.clearErrors();
                }}
                className="grid grid-cols-3 gap-1 rounded-md bg-slate-200/70 p-1"
                orientation="horizontal"
              >
                {SEARCH_MODES.map((m) => {
                  const Icon = MODE_ICONS[m];
                  return (
                    <RadioGroup.Item
                      key={m}
                      value={m}
                      className={cn(
                        'flex min-h-9 items-center justify-center gap-1.5 rounded px-2 py-1.5 text-center text-xs leading-tight font-medium text-slate-700 sm:text-sm',
                        'hover:bg-white/60 data-[state=checked]:bg-white data-[state=checked]:text-brand-900 data-[state=checked]:shadow-sm',
                      )}
                    >
                      <Icon className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
                      {t(`search.modes.${m}`)}
                    </RadioGroup.Item>
                  );
                })}
              </RadioGroup.Root>
            )}
          />
        </div>

        <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {mode === 'specialty' && (
            <Controller
              control={form.control}
              name="specialtyId"
              render={({ field }) => (
                <FormField
                  label={t('search.specialty')}
                  error={errors.specialtyId?.message ?? (specialties.isError ? t('search.specialtiesFailed') : undefined)}
                >
                  <SelectField
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    triggerRef={field.ref}
                    disabled={specialties.isPending}
                    placeholder={specialties.isPending ? t('search.specialtiesLoading') : t('search.specialtyPlaceholder')}
                  >
                    {specialtyItems(specialties.data ?? [])}
                  </SelectField>
                </FormField>
              )}
            />
          )}
          {mode === 'name' && (
            <FormField label={t('search.name')} error={errors.name?.message} hint={t('search.nameHint')}>
              <Input type="search" autoComplete="off" maxLength={SEARCH_TEXT_MAX} placeholder={t('search.namePlaceholder')} {...form.register('name')} />
            </FormField>
          )}
          {mode === 'procedure' && (
            <FormField label={t('search.procedure')} error={errors.procedure?.message} hint={t('search.procedureHint')}>
              <Input
                type="search"
                autoComplete="off"
                maxLength={SEARCH_TEXT_MAX}
                placeholder={t('search.procedurePlaceholder')}
                {...form.register('procedure')}
              />
            </FormField>
          )}
          <SelectControl control={form.control} name="province" label={t('search.province')} error={errors.province?.message}>
            <SelectItem value={ALL_PROVINCES}>{t('search.allProvinces')}</SelectItem>
            {provinceItems()}
          </SelectControl>
        </div>

        <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Controller
            control={form.control}
            name="near"
            render={({ field }) => (
              <FormField label={t('search.near.label')} error={errors.near?.message} hint={t('search.near.hint')}>
                <NearField value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              </FormField>
            )}
          />
          <SelectControl control={form.control} name="radius" label={t('search.radius.label')} disabled={!near.trim()}>
            {selectItems(RADIUS_OPTIONS, (r) => (r === ANY_RADIUS ? t('search.radius.any') : t('search.radius.km', { km: r })))}
          </SelectControl>
        </div>

        <div className="flex flex-wrap gap-3">
          <Button type="submit" className="min-w-28">
            <Search className="h-4 w-4" aria-hidden />
            {t('search.submit')}
          </Button>
          <Button type="button" variant="secondary" onClick={reset} className="min-w-28">
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('search.reset')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
