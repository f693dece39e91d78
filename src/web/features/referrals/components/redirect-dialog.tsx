import { Building2, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@web/i18n/react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import '@web/i18n/namespaces/referrals';
import { errorText } from '@web/lib/api-client';
import { useRedirectReferral } from '../api/redirect-referral';
import { useHospitalsByName } from '../api/search-hospitals';
import { referralPaths } from '../lib/paths';

/**
 * "Send to another hospital" (declined or cancelled referrals): search hospitals by name, choose one,
 * and the server makes a new draft for it with the same information and files; the vet goes on to edit it.
 */
export function RedirectDialog({ referralId, currentClinicId, trigger }: { referralId: number; currentClinicId: number; trigger: ReactNode }) {
  const { t } = useTranslation('referrals');
  const id = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const results = useHospitalsByName(name);
  const redirect = useRedirectReferral(referralId);
  const hospitals = (results.data ?? []).filter((h) => h.id !== currentClinicId);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) setName(text.trim());
  };

  const choose = (clinicId: number) =>
    redirect.mutate(clinicId, {
      onSuccess: (draft) => {
        setOpen(false);
        toast({ title: t('actions.redirect.done') });
        void navigate(referralPaths.edit(draft.id));
      },
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('actions.redirect.title')}</DialogTitle>
        <DialogDescription>{t('actions.redirect.description')}</DialogDescription>
        <form onSubmit={search} className="mt-4 flex items-end gap-2" role="search">
          <div className="min-w-0 flex-1 space-y-1.5">
            <Label htmlFor={`${id}-name`}>{t('actions.redirect.search')}</Label>
            <Input id={`${id}-name`} value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
          </div>
          <Button type="submit" variant="secondary">
            <Search className="h-4 w-4" aria-hidden />
            {t('actions.redirect.searchButton')}
          </Button>
        </form>
        <div className="mt-4" aria-live="polite">
          {name && results.isFetching ? (
            <Spinner className="py-6" />
          ) : results.isError ? (
            <p className="text-sm text-red-700">{errorText(results.error, t('actions.redirect.searchFailed'))}</p>
          ) : name && hospitals.length === 0 ? (
            <p className="text-sm text-slate-600">{t('actions.redirect.none')}</p>
          ) : hospitals.length > 0 ? (
            <ul className="space-y-2" aria-label={t('actions.redirect.results')}>
              {hospitals.map((h) => (
                <li key={h.id}>
                  <Button
                    type="button"
                    variant="secondary"
                    className="h-auto w-full justify-start py-2 text-left whitespace-normal"
                    onClick={() => choose(h.id)}
                    disabled={redirect.isPending}
                    aria-label={t('actions.redirect.choose', { name: h.name })}
                  >
                    <Building2 className="h-4 w-4 shrink-0" aria-hidden />
                    <span>
                      <span className="block font-medium">{h.name}</span>
                      <span className="block text-xs text-slate-600">{[h.city, h.province].filter(Boolean).join(', ')}</span>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
