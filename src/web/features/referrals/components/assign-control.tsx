import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@web/i18n/react';
import type { Referral } from '@shared/contracts/referrals';
import { SectionCard } from '@web/components/section-card';
import { SelectItem } from '@web/components/ui/select';
import { SelectField } from '@web/components/ui/select-field';
import { toast } from '@web/components/ui/use-toast';
import { useUser } from '@web/features/auth';
import '@web/i18n/namespaces/referrals';
import { useAssign, useAssignees } from '../api/assign';

const NOBODY = 'nobody';

/**
 * Who at the hospital works the referral (issue 59): a select of the hospital's people, the caller
 * marked "(me)"; a choice assigns at once (the assignee is notified) and the timeline shows it.
 */
export function AssignControl({ referral: r }: { referral: Referral }) {
  const { t } = useTranslation('referrals');
  const id = useId();
  const { data: user } = useUser();
  const people = useAssignees(true);
  const assign = useAssign(r.id);
  const current = r.assignee?.id ?? null;
  // The select waits for the team (a choice made before it loads would pick from "Nobody" alone); the
  // assignee stays listed after they left the team.
  const options = [...(people.data?.items ?? [])];
  if (r.assignee && r.assignee.id !== null && !options.some((p) => p.id === r.assignee!.id)) options.push({ id: r.assignee.id, name: r.assignee.name });
  const choose = (value: string) => {
    const userId = value === NOBODY ? null : Number(value);
    if (userId === current) return;
    assign.mutate(
      { user_id: userId },
      { onSuccess: (next) => toast({ title: next.assignee ? t('assign.saved', { name: next.assignee.name }) : t('assign.cleared') }) },
    );
  };
  return (
    <SectionCard title={t('assign.label')}>
      <div className="space-y-2" aria-busy={assign.isPending || undefined}>
        <label htmlFor={`${id}-assignee`} className="sr-only">
          {t('assign.label')}
        </label>
        <SelectField id={`${id}-assignee`} value={current === null ? NOBODY : String(current)} onValueChange={choose} disabled={assign.isPending || people.isPending}>
          <SelectItem value={NOBODY}>{t('assign.nobody')}</SelectItem>
          {options.map((p) => (
            <SelectItem key={p.id} value={String(p.id)}>
              {p.id === user?.id ? t('assign.me', { name: p.name }) : p.name}
            </SelectItem>
          ))}
        </SelectField>
        {assign.isPending && (
          <p role="status" className="text-sm text-slate-600">
            {t('assign.saving')}
          </p>
        )}
        {people.isError && (
          <p role="alert" className="flex items-center gap-1 text-sm text-red-700">
            <UserRound className="h-3.5 w-3.5" aria-hidden />
            {t('assign.loadFailed')}
          </p>
        )}
      </div>
    </SectionCard>
  );
}
