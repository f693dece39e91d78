import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Clinic } from '@shared/contracts/hospitals';
import type { VetProfile } from '@shared/contracts/profile';
import { PageHeader } from '@web/components/page-header';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useUser } from '@web/features/auth';
import '@web/i18n/namespaces/profile';
import { errorText } from '@web/lib/api-client';
import { useClinicProfile } from '../api/get-clinic-profile';
import { useVetProfile } from '../api/get-vet-profile';
import { useUpdateClinicProfile } from '../api/update-clinic-profile';
import { useUpdateUserProfile } from '../api/update-user-profile';
import { useUpdateVetProfile } from '../api/update-vet-profile';
import { AvatarCard } from '../components/avatar-card';
import { ClinicPracticeCard } from '../components/clinic-practice-card';
import { ContactCard } from '../components/contact-card';
import { EmailSettingsCard } from '../components/email-settings-card';
import { PasswordCard } from '../components/password-card';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { UserInfoCard } from '../components/user-info-card';
import { VetPracticeCard } from '../components/vet-practice-card';
import { YourDataCard } from '../components/your-data-card';
import {
  type AvatarChange,
  type ProfileFormInput,
  type ProfileFormOutput,
  clinicDefaults,
  profileDefaults,
  profileForm,
  toRequests,
  userDefaults,
  vetDefaults,
} from '../lib/profile-form';

/** /profile for every signed-in user (inside RequireAuth, so the user is known). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: user } = useUser();
  const vet = useVetProfile(user?.role === 'vet');
  const clinic = useClinicProfile(user?.role === 'clinic');
  if (!user) return null;
  const roleQuery = user.role === 'vet' ? vet : user.role === 'clinic' ? clinic : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader title={t('title')} intro={t('intro')} />
      {roleQuery?.isPending ? (
        <ProfileSkeleton />
      ) : roleQuery?.isError ? (
        <Alert variant="destructive" title={t('loadFailed')}>
          <p>{errorText(roleQuery.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void roleQuery.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <ProfileForm user={user} vet={vet.data} clinic={clinic.data} />
      )}
      {user.role !== 'admin' && <EmailSettingsCard />}
      <PasswordCard username={user.username} />
      <YourDataCard user={user} />
    </div>
  );
}

/**
 * The cards and the one Save Profile button. Saving sends the user fields and the role's profile in
 * parallel and answers with one toast as soon as both have answered (SPEC §4; docs/decisions/020).
 */
function ProfileForm({ user, vet, clinic }: { user: CurrentUser; vet: VetProfile | undefined; clinic: Clinic | null | undefined }) {
  const { t } = useTranslation('profile');
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileForm),
    defaultValues: profileDefaults(user.role, user, vet, clinic),
  });
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: 'keep' });
  const updateUser = useUpdateUserProfile();
  const updateVet = useUpdateVetProfile();
  const updateClinic = useUpdateClinicProfile();
  const saving = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    const requests = toRequests(values, avatar);
    const [userResult, vetResult, clinicResult] = await Promise.allSettled([
      updateUser.mutateAsync(requests.user),
      requests.vet ? updateVet.mutateAsync(requests.vet) : undefined,
      requests.clinic ? updateClinic.mutateAsync(requests.clinic) : undefined,
    ]);

    // Saved sections take the server's values (trimmed, blanks as null); failed ones keep the edits.
    const current = form.getValues();
    form.reset({
      user: userResult.status === 'fulfilled' ? userDefaults(userResult.value) : current.user,
      vet: vetResult.status === 'fulfilled' && vetResult.value ? vetDefaults(vetResult.value) : current.vet,
      clinic: clinicResult.status === 'fulfilled' && clinicResult.value ? clinicDefaults(clinicResult.value) : current.clinic,
    });
    if (userResult.status === 'fulfilled') setAvatar({ kind: 'keep' });

    const failures = (
      [
        [userResult, t('failed.user')],
        [vetResult, t('failed.vet')],
        [clinicResult, t('failed.clinic')],
      ] as const
    ).flatMap(([result, title]) => (result.status === 'rejected' ? [{ title, detail: errorText(result.reason, '') }] : []));
    if (failures.length === 0) {
      toast({ title: t('saved.title'), description: t('saved.description') });
    } else {
      // One toast at a time (SPEC §9): name every part that failed, with the server's words when it sent any.
      toast({
        title: failures.map((f) => f.title).join(' '),
        description: failures.map((f) => f.detail).filter(Boolean).join(' ') || undefined,
        variant: 'destructive',
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t('title')}>
        <AvatarCard currentUrl={user.avatar_url} change={avatar} onChange={setAvatar} disabled={saving} />
        <UserInfoCard username={user.username} />
        {user.role === 'vet' && (
          <>
            <ContactCard role="vet" />
            <VetPracticeCard />
          </>
        )}
        {user.role === 'clinic' && (
          <>
            <ContactCard role="clinic" />
            <ClinicPracticeCard />
          </>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
            {saving ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
