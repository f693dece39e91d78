import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, Ban } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@web/i18n/react';
import { type AdminClinic, type AdminClinicRejectInput, adminClinicRejectBody } from '@shared/contracts/admin';
import { listingStatus } from '@shared/contracts/hospitals';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/admin';
import { formatShortDate } from '@web/lib/relative-time';
import { useRejectClinic, useVerifyClinic } from '../api/review-clinic';

const TONES = { pending: 'warning', rejected: 'danger', verified: 'success' } as const;

/**
 * A listing's review (issue 21): its status, the last rejection's note, Verify, and Reject with a
 * required note that is mailed to the clinic.
 */
export function ReviewCard({ clinic }: { clinic: AdminClinic }) {
  const { t } = useTranslation('admin');
  const verify = useVerifyClinic();
  const [rejecting, setRejecting] = useState(false);
  const status = listingStatus(clinic);
  const onVerify = () => verify.mutate(clinic.id, { onSuccess: () => toast({ title: t('review.verifiedToast', { name: clinic.name }) }) });
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle>{t('review.title')}</CardTitle>
        <Badge tone={TONES[status]} data-testid="review-status">
          {status === 'verified' ? t('review.verifiedOn', { date: formatShortDate(clinic.verified_at!) }) : t(`review.status.${status}`)}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-slate-700">{t(`review.explain.${status}`)}</p>
        {clinic.review_note && clinic.rejected_at && (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{t('review.lastNote', { date: formatShortDate(clinic.rejected_at) })}</span> {clinic.review_note}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {status !== 'verified' && (
            <Button size="sm" onClick={onVerify} disabled={verify.isPending}>
              <BadgeCheck className="h-4 w-4" aria-hidden />
              {t('review.verify')}
            </Button>
          )}
          <Button size="sm" variant="destructive" onClick={() => setRejecting(true)}>
            <Ban className="h-4 w-4" aria-hidden />
            {t('review.reject')}
          </Button>
        </div>
      </CardContent>
      <RejectDialog clinic={clinic} open={rejecting} onOpenChange={setRejecting} />
    </Card>
  );
}

function RejectDialog({ clinic, open, onOpenChange }: { clinic: AdminClinic; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  const reject = useRejectClinic();
  const form = useForm<AdminClinicRejectInput>({ resolver: zodResolver(adminClinicRejectBody), defaultValues: { note: '' } });
  const submit = form.handleSubmit((body) =>
    reject.mutate(
      { id: clinic.id, body },
      {
        onSuccess: () => {
          toast({ title: t('review.rejectedToast', { name: clinic.name }) });
          form.reset();
          onOpenChange(false);
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('review.rejectTitle', { name: clinic.name })}</DialogTitle>
        <DialogDescription>{t('review.rejectBody')}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <FormField label={t('review.note')} error={form.formState.errors.note?.message}>
            <Textarea rows={4} {...form.register('note')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={reject.isPending}>
                {t('review.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>
              {reject.isPending ? t('review.rejecting') : t('review.confirmReject')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
