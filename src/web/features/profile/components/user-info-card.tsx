import { useTranslation } from '@web/i18n/react';
import { JOB_TITLES, PRACTICE_TYPES } from '@shared/constants';
import { SectionCard } from '@web/components/section-card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import '@web/i18n/namespaces/profile';
import { ChoiceField } from './choice-field';
import { TextField } from './text-field';

/** Username (read-only, SPEC §5), display name, job title and practice type. */
export function UserInfoCard({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  return (
    <SectionCard title={t('user.title')} description={t('user.intro')} contentClassName="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label={t('user.username')} hint={t('user.usernameHint')}>
          <Input type="email" value={username} readOnly autoComplete="username" />
        </FormField>
      </div>
      <TextField wide name="user.display_name" label={t('user.displayName')} autoComplete="nickname" />
      <ChoiceField name="user.job_title" label={t('user.jobTitle')} options={JOB_TITLES} />
      <ChoiceField name="user.practice_type" label={t('user.practiceType')} options={PRACTICE_TYPES} />
    </SectionCard>
  );
}
