import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { linkToken } from '@shared/contracts/auth';
import { type AcceptInvitationForm, type InvitationInfo, acceptInvitationForm } from '@shared/contracts/team';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/auth';
import { ApiError, errorText } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { useUser } from '../api/get-user';
import { clearSignedInState, useLogout } from '../api/logout';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NewPasswordFields } from '../components/new-password-fields';
import { SignInCard } from '../components/sign-in-card';

const codeOf = (err: unknown) => (err instanceof ApiError ? err.code : undefined);

/**
 * /invite?token=…: the link of a clinic's team invitation. A new address chooses a password (the
 * account is created, signed in and joins); an existing account accepts signed in as the invited
 * address. Once joined, the member works on the clinic dashboard.
 */
export function InvitePage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('invite.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const valid = linkToken.safeParse(token).success;
  const invitation = useInvitation(token, valid);
  const accept = useAcceptInvitation();

  let body;
  if (!valid || codeOf(invitation.error) === 'INVITATION_INVALID' || codeOf(accept.error) === 'INVITATION_INVALID') {
    body = (
      <Alert variant="destructive" title={t('invite.invalidTitle')}>
        {t('invite.invalid')}
      </Alert>
    );
  } else if (invitation.isError) {
    body = (
      <Alert variant="destructive" title={t('invite.loadFailed')}>
        {errorText(invitation.error)}
      </Alert>
    );
  } else if (!invitation.data) {
    body = <Spinner label={t('invite.loading')} />;
  } else {
    body = <Invitation token={token} info={invitation.data} accept={accept} />;
  }

  return (
    <SignInCard
      title={invitation.data?.kind === 'practice' ? t('invite.practiceTitle') : t('invite.title')}
      intro={invitation.data ? t(invitation.data.kind === 'practice' ? 'invite.practiceInvited' : 'invite.invited', { clinic: invitation.data.clinic_name, address: invitation.data.email }) : ''}
    >
      {body}
    </SignInCard>
  );
}

function Invitation({ token, info, accept }: { token: string; info: InvitationInfo; accept: ReturnType<typeof useAcceptInvitation> }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: user, isPending: userPending } = useUser();
  const logout = useLogout();
  const form = useForm<AcceptInvitationForm>({ resolver: zodResolver(acceptInvitationForm), defaultValues: { name: '', password: '', confirmPassword: '' } });
  const code = codeOf(accept.error);
  const signInHref = `${paths.auth}?next=${encodeURIComponent(`${paths.invite}?token=${token}`)}`;

  const join = (account?: { name: string; password: string }) =>
    accept.mutate(
      { token, body: account ?? {} },
      {
        onSuccess: () => {
          toast({ title: t('invite.joined', { clinic: info.clinic_name }) });
          // A practice's colleague lands on the team they joined (issue 59).
          void navigate(info.kind === 'practice' ? paths.practice : paths.clinicDashboard, { replace: true });
        },
        onError: (err) => codeOf(err) === 'PASSWORD_TOO_COMMON' && form.setError('password', { message: errorText(err) }),
      },
    );
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        accept.reset();
        clearSignedInState(qc);
      },
      onError: (err) => toast({ title: t('invite.failed'), description: errorText(err), variant: 'destructive' }),
    });

  const signInLink = (
    <Button asChild className="w-full">
      <Link to={signInHref}>{t('invite.signInAs', { address: info.email })}</Link>
    </Button>
  );
  const signOutButton = (
    <Button variant="secondary" className="w-full" onClick={signOut} disabled={logout.isPending}>
      {t('invite.signOut')}
    </Button>
  );

  let action;
  if (!info.account_exists) {
    action = (
      <form onSubmit={form.handleSubmit(({ name, password }) => join({ name, password }))} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">{t('invite.newAccount')}</p>
        <FormField label={t('fullName')} error={form.formState.errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <NewPasswordFields
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={form.formState.errors}
          labels={[t('password'), t('confirmPassword')]}
        />
        <Button type="submit" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? t('invite.joining') : t('invite.create')}
        </Button>
      </form>
    );
  } else if (userPending) {
    action = <Spinner />;
  } else if (!user || code === 'INVITATION_SIGN_IN_REQUIRED') {
    action = (
      <>
        <p className="text-sm text-slate-700">{t('invite.signInNote')}</p>
        {signInLink}
      </>
    );
  } else if (user.username.toLowerCase() !== info.email.toLowerCase() || code === 'INVITATION_OTHER_ACCOUNT') {
    action = (
      <>
        <p className="text-sm text-slate-700">{t('invite.otherAccount', { username: user.username, address: info.email })}</p>
        {signOutButton}
      </>
    );
  } else {
    action = (
      <Button className="w-full" onClick={() => join()} disabled={accept.isPending}>
        {accept.isPending ? t('invite.joining') : t('invite.join', { clinic: info.clinic_name })}
      </Button>
    );
  }

  return (
    <div className="space-y-4">
      {accept.isError && code !== 'PASSWORD_TOO_COMMON' && (
        <Alert variant="destructive" title={t('invite.failed')}>
          {errorText(accept.error)}
        </Alert>
      )}
      {action}
    </div>
  );
}
