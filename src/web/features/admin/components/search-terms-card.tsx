import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import type { z } from '@shared/zod';
import type { Specialty } from '@shared/contracts/catalogue';
import { CONCEPT_MAX, SEARCH_TERM_MAX, type SearchTerm, createSearchTerm } from '@shared/contracts/search-terms';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { specialtyItems } from '@web/components/specialty-items';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SelectItem } from '@web/components/ui/select';
import { SelectField } from '@web/components/ui/select-field';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { specialtyName } from '@web/i18n/namespaces/vocabulary';
import { ApiError, errorText } from '@web/lib/api-client';
import { useCreateSearchTerm } from '../api/create-search-term';
import { useDeleteSearchTerm } from '../api/delete-search-term';
import { useSearchTerms } from '../api/get-search-terms';

type TermInput = z.input<typeof createSearchTerm>;
type TermOutput = z.output<typeof createSearchTerm>;

/** The language Select's value for "both languages" (Radix Select items cannot use an empty value). */
const BOTH = 'both';
/** The specialty Select's value for "no specialty". */
const NO_SPECIALTY = 'none';

const emptyTerm: TermInput = { concept: '', term: '', language: null, abbreviation: false, specialty_id: null };

/** Terms grouped by concept, concepts and their terms in alphabetical order. */
function byConcept(terms: SearchTerm[]): Array<[string, SearchTerm[]]> {
  const groups = new Map<string, SearchTerm[]>();
  for (const term of terms) groups.set(term.concept, [...(groups.get(term.concept) ?? []), term]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([concept, list]) => [concept, list.sort((a, b) => a.term.localeCompare(b.term))]);
}

/**
 * The search vocabulary (issue 57): the terms that make French, English and abbreviations of one concept
 * find the same hospitals, grouped by concept, with a form to add one and a confirmed remove.
 */
export function SearchTermsCard({ specialties }: { specialties: Specialty[] | undefined }) {
  const { t } = useTranslation('admin');
  const terms = useSearchTerms();
  const remove = useDeleteSearchTerm();
  const [removing, setRemoving] = useState<SearchTerm | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const groups = useMemo(() => byConcept(terms.data ?? []), [terms.data]);
  const concepts = useMemo(() => groups.map(([concept]) => concept), [groups]);
  const specialtyOf = (id: number | null) => {
    const found = id === null ? undefined : specialties?.find((s) => s.id === id);
    return found ? specialtyName(found) : undefined;
  };

  return (
    <Card className="lg:order-3 lg:col-span-2" data-testid="search-terms-card">
      <CardHeader>
        <CardTitle>{t('vocabulary.title')}</CardTitle>
        <CardDescription>{t('vocabulary.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <div className="lg:order-2">
          <h3 className="mb-3 text-sm font-semibold text-slate-900">{t('vocabulary.addTitle')}</h3>
          <AddTermForm concepts={concepts} specialties={specialties} />
        </div>
        <div ref={listRef} tabIndex={-1} className="min-w-0 lg:order-1">
          {terms.isError ? (
            <LoadError title={t('vocabulary.failed')} error={terms.error} onRetry={() => void terms.refetch()} />
          ) : terms.isPending ? (
            <div className="space-y-2" aria-busy="true" data-testid="search-terms-loading">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : groups.length === 0 ? (
            <p className="text-sm text-slate-600">{t('vocabulary.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {groups.map(([concept, list]) => {
                const specialty = specialtyOf(list.find((term) => term.specialty_id !== null)?.specialty_id ?? null);
                return (
                  <li key={concept} className="py-3" data-testid="search-concept">
                    <p className="text-sm font-semibold break-words text-slate-900">
                      {concept}
                      {specialty && <span className="ml-2 font-normal text-slate-600">{t('vocabulary.standsFor', { specialty })}</span>}
                    </p>
                    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('vocabulary.termsOf', { concept })}>
                      {list.map((term) => (
                        <li key={term.id} className="flex max-w-full items-center gap-1.5 rounded-md border border-slate-200 bg-slate-50 py-1 pr-1 pl-2" data-testid="search-term">
                          <span className="min-w-0 text-sm break-words text-slate-900" lang={term.language ?? undefined}>
                            {term.term}
                          </span>
                          <LanguageBadge language={term.language} />
                          {term.abbreviation && <Badge tone="brand">{t('vocabulary.abbreviation')}</Badge>}
                          <Button
                            type="button"
                            size="icon"
                            variant="ghost"
                            className="h-8 w-8 shrink-0"
                            onClick={() => setRemoving(term)}
                            aria-label={t('vocabulary.removeNamed', { term: term.term, concept })}
                          >
                            <Trash2 className="h-4 w-4" aria-hidden />
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('vocabulary.removeTitle', { term: removing?.term ?? '' })}
        description={t('vocabulary.removeDescription', { term: removing?.term ?? '', concept: removing?.concept ?? '' })}
        confirmLabel={t('vocabulary.remove')}
        pendingLabel={t('vocabulary.removing')}
        pending={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          toast({ title: t('vocabulary.removed', { term: removing.term }) });
        }}
        focusAfter={listRef}
      />
    </Card>
  );
}

function LanguageBadge({ language }: { language: SearchTerm['language'] }) {
  const { t } = useTranslation('admin');
  const key = language ?? BOTH;
  return (
    <Badge tone="neutral" title={t(`vocabulary.langName.${key}`)}>
      <span aria-hidden>{t(`vocabulary.lang.${key}`)}</span>
      <span className="sr-only">{t(`vocabulary.langName.${key}`)}</span>
    </Badge>
  );
}

/** Adds a term to a concept (a new concept name starts a new concept); the server says when it is there already. */
function AddTermForm({ concepts, specialties }: { concepts: string[]; specialties: Specialty[] | undefined }) {
  const { t } = useTranslation('admin');
  const create = useCreateSearchTerm();
  const datalistId = useId();
  const abbreviationId = useId();
  const form = useForm<TermInput, unknown, TermOutput>({ resolver: zodResolver(createSearchTerm), defaultValues: emptyTerm });
  const { errors } = form.formState;

  // The server's sentence for "already there" (errors catalogue in French once it has the code).
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        // The next synonym most often goes to the same concept.
        form.reset({ ...emptyTerm, concept: created.concept, specialty_id: created.specialty_id });
        toast({ title: t('vocabulary.added', { term: created.term, concept: created.concept }) });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'SEARCH_TERM_EXISTS') form.setError('term', { message: errorText(err) }, { shouldFocus: true });
        else toast({ title: t('toast.addFailed'), description: errorText(err), variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label={t('vocabulary.addTitle')}>
      <FormField label={t('vocabulary.concept')} error={errors.concept?.message} hint={t('vocabulary.conceptHint')}>
        <Input autoComplete="off" list={datalistId} maxLength={CONCEPT_MAX} {...form.register('concept')} />
      </FormField>
      <datalist id={datalistId}>
        {concepts.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <FormField label={t('vocabulary.term')} error={errors.term?.message}>
        <Input autoComplete="off" maxLength={SEARCH_TERM_MAX} {...form.register('term')} />
      </FormField>
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <FormField label={t('vocabulary.language')}>
            <SelectField
              value={field.value ?? BOTH}
              onValueChange={(v) => field.onChange(v === BOTH ? null : v)}
              onBlur={field.onBlur}
              triggerRef={field.ref}
            >
              <SelectItem value="en">{t('vocabulary.langName.en')}</SelectItem>
              <SelectItem value="fr">{t('vocabulary.langName.fr')}</SelectItem>
              <SelectItem value={BOTH}>{t('vocabulary.langName.both')}</SelectItem>
            </SelectField>
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="abbreviation"
        render={({ field }) => (
          <div className="space-y-1">
            <div className="flex items-center gap-2">
              <Checkbox
                id={abbreviationId}
                checked={field.value === true}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
                aria-describedby={`${abbreviationId}-hint`}
              />
              <Label htmlFor={abbreviationId}>{t('vocabulary.isAbbreviation')}</Label>
            </div>
            <p id={`${abbreviationId}-hint`} className="text-xs text-slate-600">
              {t('vocabulary.abbreviationHint')}
            </p>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="specialty_id"
        render={({ field }) => (
          <FormField label={t('vocabulary.specialty')} hint={t('vocabulary.specialtyHint')}>
            <SelectField
              value={field.value == null ? NO_SPECIALTY : String(field.value)}
              onValueChange={(v) => field.onChange(v === NO_SPECIALTY ? null : Number(v))}
              onBlur={field.onBlur}
              triggerRef={field.ref}
            >
              <SelectItem value={NO_SPECIALTY}>{t('vocabulary.noSpecialty')}</SelectItem>
              {specialtyItems(specialties ?? [])}
            </SelectField>
          </FormField>
        )}
      />
      <Button type="submit" className="w-full" disabled={create.isPending}>
        <Plus className="h-4 w-4" aria-hidden />
        {create.isPending ? t('vocabulary.adding') : t('vocabulary.add')}
      </Button>
    </form>
  );
}
