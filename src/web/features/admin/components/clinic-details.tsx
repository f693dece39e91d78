import { ExternalLink, Pencil, Trash2, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link } from 'react-router';
import { websiteHref } from '@shared/contracts/fields';
import { HospitalLogo } from '@web/components/hospital-logo';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton, SkeletonMedia } from '@web/components/ui/spinner';
import { LoadError } from '@web/features/clinic';
import '@web/i18n/namespaces/admin';
import { label } from '@web/i18n/namespaces/vocabulary';
import { paths } from '@web/lib/paths';
import { listingLang } from '@web/i18n';
import { useAdminClinic } from '../api/get-clinic';
import { ClinicForm } from './clinic-form';
import { ClinicPricingsCard, type PricingFormState } from './clinic-pricings-card';
import { ClinicSpecialtiesCard } from './clinic-specialties-card';
import { DeleteClinicDialog } from './delete-clinic-dialog';
import { LogoUpload } from './logo-upload';
import { ReviewCard } from './review-card';

/**
 * One clinic. Edit mode, specialty edit mode and the pricing form are separate toggles held here;
 * the parent keys this component by clinic id, so selecting another clinic starts them afresh.
 */
export function ClinicDetails({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const clinic = useAdminClinic(id);
  const [editMode, setEditMode] = useState(false);
  const [specialtyEditMode, setSpecialtyEditMode] = useState(false);
  const [pricingForm, setPricingForm] = useState<PricingFormState>(null);
  const [deleting, setDeleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new selection announces itself to keyboard and screen-reader users by moving focus to its name.
  const loadedId = clinic.data?.id;
  useEffect(() => {
    if (loadedId !== undefined) heading.current?.focus({ preventScroll: true });
  }, [loadedId]);

  if (clinic.isError) return <LoadError title={t('fetch.clinic')} error={clinic.error} onRetry={() => void clinic.refetch()} />;
  if (clinic.isPending) {
    return (
      <Card className="space-y-4 p-5" aria-busy="true">
        <SkeletonMedia className="items-center gap-4" media="h-16 w-16" lines={['h-6 w-2/3', 'h-4 w-1/2']} />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </Card>
    );
  }
  const c = clinic.data;
  const href = websiteHref(c.website_url);
  const none = <span className="text-slate-500">{t('details.none')}</span>;
  const rows: [string, ReactNode][] = [
    [t('details.address'), [c.address, c.city, label('provinces', c.province)].filter(Boolean).join(', ')],
    [t('details.phone'), c.phone ?? none],
    [t('details.email'), c.contact_email ? <a className="break-all text-brand-700 underline" href={`mailto:${c.contact_email}`}>{c.contact_email}</a> : none],
    [t('details.website'), href ? <a className="break-all text-brand-700 underline" href={href} target="_blank" rel="noreferrer">{c.website_url}</a> : none],
    [t('details.owner'), c.owner_username ?? <span className="text-slate-500">{t('details.noOwner')}</span>],
    [t('details.description'), c.description ? <span lang={listingLang(c)}>{c.description}</span> : none],
    [t('details.referral'), c.referral_instructions ? <span lang={listingLang(c)}>{c.referral_instructions}</span> : none],
  ];

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-col gap-4 space-y-0 sm:flex-row sm:items-start">
          {/* HospitalLogo's name is the image's alt text. */}
          <HospitalLogo name={t('logo.current', { name: c.name })} logoUrl={c.logo_url} />
          <div className="min-w-0 flex-1">
            <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold break-words text-slate-900 outline-none">
              {c.name}
            </h2>
            <p className="text-sm text-slate-600">{[c.city, label('provinces', c.province)].filter(Boolean).join(', ')}</p>
            {!c.owner_username && (
              <Badge className="mt-2" tone="warning">
                {t('details.noOwner')}
              </Badge>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant={editMode ? 'primary' : 'secondary'} size="sm" aria-pressed={editMode} onClick={() => setEditMode((v) => !v)}>
              {editMode ? <X className="h-4 w-4" aria-hidden /> : <Pencil className="h-4 w-4" aria-hidden />}
              {editMode ? t('details.cancelEdit') : t('details.edit')}
            </Button>
            <Button variant="secondary" size="sm" asChild>
              <Link to={paths.hospital(c.id)}>
                <ExternalLink className="h-4 w-4" aria-hidden />
                {t('details.viewProfile')}
              </Link>
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('details.delete')}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {editMode ? (
            <section aria-label={t('form.editTitle')}>
              <ClinicForm clinic={c} onCancel={() => setEditMode(false)} onDone={() => setEditMode(false)} />
            </section>
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
              {rows.map(([label, value]) => (
                <div key={label} className="sm:contents">
                  <dt className="font-medium text-slate-700">{label}</dt>
                  <dd className="break-words whitespace-pre-line text-slate-900">{value || none}</dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>

      <ReviewCard clinic={c} />

      <Card>
        <CardHeader>
          <CardTitle>{t('logo.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <LogoUpload clinic={c} />
        </CardContent>
      </Card>

      <ClinicSpecialtiesCard clinicId={c.id} editMode={specialtyEditMode} onEditModeChange={setSpecialtyEditMode} />
      <ClinicPricingsCard clinicId={c.id} form={pricingForm} onFormChange={setPricingForm} />

      <DeleteClinicDialog
        clinic={c}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => {
          setDeleting(false);
          onDeleted();
        }}
      />
    </div>
  );
}
