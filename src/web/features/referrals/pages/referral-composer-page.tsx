import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { idFromText } from '@shared/ids';
import type { Referral } from '@shared/contracts/referrals';
import { PageTitle } from '@web/components/page-title';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { RoleGate } from '@web/features/auth';
import '@web/i18n/namespaces/referrals';
import { ApiError } from '@web/lib/api-client';
import { dashboardFor, paths } from '@web/lib/paths';
import { useReferralHospital } from '../api/get-hospital';
import { useReferral } from '../api/get-referral';
import { useVetProfileForReferral } from '../api/get-vet-profile';
import { Composer, ComposerHeading } from '../components/composer';
import { newValues, valuesFromReferral } from '../lib/composer-form';
import { referralPaths } from '../lib/paths';


/**
 * /referrals/new?hospital=&specialty= and /referrals/{id}/edit: the composer, for vets. Both routes
 * share this page's element, so when a new draft is created and the address becomes its /edit one,
 * the page stays mounted and the vet keeps typing (see router.tsx).
 */
export function ReferralComposerPage() {
  return (
    <RoleGate action="referrals.write" redirect={(role) => (role === 'clinic' ? paths.referrals : dashboardFor(role))}>
      <ComposerColumn>
        <ComposerLoader />
      </ComposerColumn>
    </RoleGate>
  );
}

const ComposerColumn = ({ children }: { children: ReactNode }) => <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">{children}</div>;

/** A new referral's head over a spinner: while the hospital and the vet's details load. */
function NewReferralLoading() {
  const { t } = useTranslation('referrals');
  return (
    <div className="space-y-6">
      <ComposerHeading title={t('composer.titleNew')} />
      <Spinner />
    </div>
  );
}

/**
 * /referrals/new's first frame (docs/decisions/115), in the build's HTML and shown until the session
 * check answers: the page as it looks while its data loads, the same for every vet.
 */
export const NewReferralFrame = () => (
  <ComposerColumn>
    <NewReferralLoading />
  </ComposerColumn>
);

function ComposerLoader() {
  const { t } = useTranslation('referrals');
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  // Read once: after the draft is created the address no longer carries them.
  const [start] = useState(() => ({ hospital: idFromText(search.get('hospital')), specialty: idFromText(search.get('specialty')) }));
  const [createdId, setCreatedId] = useState<number | null>(null);
  const editId = id === undefined ? null : idFromText(id);
  const loadId = editId !== null && editId !== createdId ? editId : null;
  const isNew = id === undefined || createdId !== null;

  const referral = useReferral(loadId);
  const hospitalId = isNew ? start.hospital : (referral.data?.clinic.id ?? null);
  const hospital = useReferralHospital(hospitalId);
  const profile = useVetProfileForReferral(isNew && createdId === null);
  // The form is the page's largest render and mounts when the last of these answers lands: deferred,
  // it renders in slices while the loading state stays on screen, instead of in one long task
  // (docs/decisions/117).
  const loading = hospital.isPending || (createdId === null && isNew && profile.isPending);
  const stillLoading = useDeferredValue(loading);

  if (!isNew) {
    if (editId === null || (referral.error instanceof ApiError && [400, 404].includes(referral.error.status))) {
      return <Problem title={t('detail.notFound')} body={t('detail.notFoundBody')} to={paths.referrals} action={t('detail.back')} />;
    }
    if (referral.isError) return <Problem title={t('composer.loadFailed')} to={paths.referrals} action={t('detail.back')} />;
    if (referral.isPending) return <Spinner />;
    if (referral.data.status !== 'draft') {
      return <Problem title={t('composer.notDraft')} body={t('composer.notDraftBody')} to={referralPaths.view(referral.data.id)} action={t('composer.viewReferral')} />;
    }
  } else if (start.hospital === null) {
    return <Problem title={t('composer.noHospital')} body={t('composer.noHospitalBody')} to={paths.vetDashboard} action={t('composer.toDashboard')} />;
  }
  if (loading || stillLoading) return isNew ? <NewReferralLoading /> : <Spinner />;

  const draft: Referral | null = isNew ? null : (referral.data ?? null);
  // A hospital whose profile cannot be read (removed from the directory) still shows by the name the draft kept.
  const clinic = hospital.data?.clinic ?? draft?.clinic;
  if (!clinic) return <Problem title={t('composer.hospitalFailed')} to={paths.vetDashboard} action={t('composer.toDashboard')} />;

  return (
    <Composer
      initial={draft}
      defaults={draft ? valuesFromReferral(draft) : newValues(start.specialty === null ? null : String(start.specialty), profile.data)}
      hospital={{ id: clinic.id, name: clinic.name, phone: clinic.phone, specialties: hospital.data?.specialties ?? [] }}
      onCreated={(created) => {
        setCreatedId(created.id);
        void navigate(referralPaths.edit(created.id), { replace: true });
      }}
    />
  );
}

function Problem({ title, body, to, action }: { title: string; body?: string; to: string; action: string }) {
  return (
    <div className="max-w-2xl space-y-4">
      <PageTitle title={title} className="sr-only" />
      <Alert variant="destructive" title={title}>
        {body}
      </Alert>
      <Button asChild variant="secondary">
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}
