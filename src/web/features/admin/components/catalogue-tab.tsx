import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { Specialty } from '@shared/contracts/catalogue';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { useCreateSpecialty } from '../api/create-specialty';
import { useAdminSpecialties } from '../api/get-specialties';
import { useUpdateSpecialty } from '../api/update-specialty';
import { parseDisplayOrder } from '../lib/display-order';
import { SearchTermsCard } from './search-terms-card';

/**
 * The Specialties tab: the specialty catalogue by display_order, with add, edit and a quick active toggle,
 * and under it the search vocabulary (issue 57).
 */
export function CatalogueTab() {
  const { t } = useTranslation('admin');
  const catalogue = useAdminSpecialties();
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <Card className="lg:order-2">
        <CardHeader>
          <CardTitle>{t('catalogue.addTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {catalogue.isSuccess ? <AddSpecialtyForm count={catalogue.data.length} /> : <Skeleton className="h-48 w-full" />}
        </CardContent>
      </Card>
      <Card className="lg:order-1">
        <CardHeader>
          <CardTitle>{t('catalogue.title')}</CardTitle>
          <CardDescription>{t('catalogue.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {catalogue.isError ? (
            <LoadError title={t('fetch.specialties')} error={catalogue.error} onRetry={() => void catalogue.refetch()} />
          ) : catalogue.isPending ? (
            <div className="space-y-2" aria-busy="true">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : catalogue.data.length === 0 ? (
            <p className="text-sm text-slate-600">{t('catalogue.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {catalogue.data.map((s) =>
                editing === s.id ? (
                  <li key={s.id} className="py-3">
                    <EditSpecialtyForm specialty={s} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <CatalogueRow key={s.id} specialty={s} onEdit={() => setEditing(s.id)} />
                ),
              )}
            </ul>
          )}
        </CardContent>
      </Card>
      <SearchTermsCard specialties={catalogue.data} />
    </div>
  );
}

function CatalogueRow({ specialty: s, onEdit }: { specialty: Specialty; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateSpecialty();
  const toggle = (on: boolean) => update.mutate({ id: s.id, body: { is_active: on } });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3" data-testid="catalogue-row">
      <div className="flex min-w-0 flex-1 items-baseline gap-3">
        <span className="w-10 shrink-0 text-sm text-slate-500 tabular-nums">{t('catalogue.orderShort', { order: s.display_order })}</span>
        <span className="min-w-0 break-words">
          <span className="font-medium text-slate-900">{s.name}</span>
          {s.name_fr && (
            <span className="block text-sm text-slate-600" lang="fr">
              {s.name_fr}
            </span>
          )}
        </span>
      </div>
      <div className="flex items-center gap-3 pl-[3.25rem] sm:pl-0">
        <Badge tone={s.is_active ? 'success' : 'neutral'} className="w-16 justify-center">
          {s.is_active ? t('catalogue.statusActive') : t('catalogue.statusInactive')}
        </Badge>
        <Switch checked={s.is_active} onCheckedChange={toggle} disabled={update.isPending} aria-label={t('catalogue.activeFor', { name: s.name })} />
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={t('catalogue.editNamed', { name: s.name })}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t('catalogue.edit')}
        </Button>
      </div>
    </li>
  );
}

interface SpecialtyDraft {
  name: string;
  nameFr: string;
  order: string;
  active: boolean;
}

/**
 * What the add and edit forms hold for SpecialtyFields: `fields` (its values and setters), `body` (what
 * a save sends: trimmed names, no French name as null, the order parsed with its fallback) and `reset`.
 */
function useSpecialtyDraft(initial: SpecialtyDraft) {
  const [name, setName] = useState(initial.name);
  const [nameFr, setNameFr] = useState(initial.nameFr);
  const [order, setOrder] = useState(initial.order);
  const [active, setActive] = useState(initial.active);
  return {
    fields: { name, nameFr, order, active, onName: setName, onNameFr: setNameFr, onOrder: setOrder, onActive: setActive },
    body: (fallbackOrder: number) => ({ name: name.trim(), name_fr: nameFr.trim() || null, display_order: parseDisplayOrder(order, fallbackOrder), is_active: active }),
    reset: () => {
      setName(initial.name);
      setNameFr(initial.nameFr);
      setOrder(initial.order);
      setActive(initial.active);
    },
  };
}

/** The fields of one catalogue entry: name, French name (optional), display order (parsed as an integer), active. */
function SpecialtyFields({
  name,
  nameFr,
  order,
  active,
  onName,
  onNameFr,
  onOrder,
  onActive,
  orderHint,
  orderPlaceholder,
  idPrefix,
}: {
  name: string;
  nameFr: string;
  order: string;
  active: boolean;
  onName: (v: string) => void;
  onNameFr: (v: string) => void;
  onOrder: (v: string) => void;
  onActive: (v: boolean) => void;
  orderHint?: string;
  orderPlaceholder?: string;
  idPrefix: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FormField label={t('catalogue.name')}>
        <Input value={name} onChange={(e) => onName(e.target.value)} maxLength={120} required aria-required />
      </FormField>
      <FormField label={t('catalogue.nameFr')} hint={t('catalogue.nameFrHint')}>
        <Input value={nameFr} onChange={(e) => onNameFr(e.target.value)} maxLength={120} lang="fr" />
      </FormField>
      <FormField label={t('catalogue.order')} hint={orderHint}>
        <Input type="number" inputMode="numeric" min={0} max={100000} step={1} placeholder={orderPlaceholder} value={order} onChange={(e) => onOrder(e.target.value)} />
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id={`${idPrefix}-active`} checked={active} onCheckedChange={(v) => onActive(v === true)} />
        <Label htmlFor={`${idPrefix}-active`}>{t('catalogue.active')}</Label>
      </div>
    </>
  );
}

function AddSpecialtyForm({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  const create = useCreateSpecialty();
  const { fields, body, reset } = useSpecialtyDraft({ name: '', nameFr: '', order: '', active: true });
  const fallback = count + 1;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!fields.name.trim()) return;
    create.mutate(body(fallback), {
      onSuccess: (created) => {
        reset();
        toast({ title: t('toast.catalogueAdded', { name: created.name }) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <SpecialtyFields
        idPrefix="new-specialty"
        {...fields}
        orderHint={t('catalogue.orderHint', { count: fallback })}
        orderPlaceholder={String(fallback)}
      />
      <Button type="submit" className="w-full" disabled={!fields.name.trim() || create.isPending}>
        <Plus className="h-4 w-4" aria-hidden />
        {create.isPending ? t('catalogue.adding') : t('catalogue.add')}
      </Button>
    </form>
  );
}

function EditSpecialtyForm({ specialty, onDone }: { specialty: Specialty; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateSpecialty();
  const { fields, body } = useSpecialtyDraft({
    name: specialty.name,
    nameFr: specialty.name_fr ?? '',
    order: String(specialty.display_order),
    active: specialty.is_active,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!fields.name.trim()) return;
    update.mutate(
      { id: specialty.id, body: body(specialty.display_order) },
      {
        onSuccess: (saved) => {
          toast({ title: t('toast.catalogueSaved', { name: saved.name }) });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('catalogue.editNamed', { name: specialty.name })} className="grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2">
      <SpecialtyFields idPrefix={`specialty-${specialty.id}`} {...fields} />
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button type="button" variant="secondary" size="sm" onClick={onDone} disabled={update.isPending}>
          {t('catalogue.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!fields.name.trim() || update.isPending}>
          {t('catalogue.save')}
        </Button>
      </div>
    </form>
  );
}
