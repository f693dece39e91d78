import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { REFERRAL_TARGET_LIMITS, type ReferralTargets, type ReferralTargetsBody, referralTargetsBody } from '@shared/contracts/referrals';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { useUser } from '@web/features/auth';
import '@web/i18n/namespaces/clinic';
import { useReferralTargets, useUpdateReferralTargets } from '../api/referral-targets';
import { LoadError } from './load-error';

/**
 * The hospital's own targets for its queue (issue 59, docs/decisions/154): acknowledge a referral
 * within so many business hours, decide within so many business days. The owner changes them; a
 * member reads them. The queue's "due in" and "overdue" count against them.
 */
export function ReferralTargetsCard() {
  const { t } = useTranslation('clinic');
  const { data: user } = useUser();
  const targets = useReferralTargets();
  if (targets.isError) return <LoadError title={t('targets.loadFailed')} error={targets.error} onRetry={() => void targets.refetch()} />;
  return (
    <Card className="p-4 sm:p-5" data-testid="referral-targets">
      <h2 className="font-semibold text-slate-900">{t('targets.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('targets.intro')}</p>
      {!targets.data ? (
        <Skeleton className="mt-3 h-16" />
      ) : user?.clinic_role === 'owner' ? (
        <TargetsForm targets={targets.data} />
      ) : (
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">{t('targets.acknowledge')}</dt>
            <dd className="font-semibold">{t('targets.hours', { count: targets.data.acknowledge_business_hours })}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">{t('targets.decide')}</dt>
            <dd className="font-semibold">{t('targets.days', { count: targets.data.decide_business_days })}</dd>
          </div>
          <p className="pt-1 text-xs text-slate-600">{t('targets.ownerOnly')}</p>
        </dl>
      )}
    </Card>
  );
}

function TargetsForm({ targets }: { targets: ReferralTargets }) {
  const { t } = useTranslation('clinic');
  const save = useUpdateReferralTargets();
  const form = useForm<ReferralTargetsBody, unknown, ReferralTargetsBody>({ resolver: zodResolver(referralTargetsBody), values: targets });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: () => toast({ title: t('targets.saved') }) }));
  const number = (key: keyof ReferralTargets) => form.register(key, { setValueAs: (v: string) => (v === '' ? Number.NaN : Number(v)) });
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
      <FormField label={t('targets.acknowledgeLabel')} error={errors.acknowledge_business_hours?.message} hint={t('targets.defaultHours', { count: REFERRAL_TARGET_LIMITS.acknowledge_business_hours.default })}>
        <Input type="number" inputMode="numeric" min={1} max={REFERRAL_TARGET_LIMITS.acknowledge_business_hours.max} {...number('acknowledge_business_hours')} />
      </FormField>
      <FormField label={t('targets.decideLabel')} error={errors.decide_business_days?.message} hint={t('targets.defaultDays', { count: REFERRAL_TARGET_LIMITS.decide_business_days.default })}>
        <Input type="number" inputMode="numeric" min={1} max={REFERRAL_TARGET_LIMITS.decide_business_days.max} {...number('decide_business_days')} />
      </FormField>
      <Button type="submit" disabled={save.isPending || !isDirty} aria-busy={save.isPending || undefined}>
        {save.isPending ? t('targets.saving') : t('targets.save')}
      </Button>
    </form>
  );
}
